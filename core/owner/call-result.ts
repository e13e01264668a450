/** What a backend call answers, as supabase-js's functions.invoke and insert do: data, or an error with a message. */
export type CallResult<T> = { data: T; error: null } | { data: null; error: { message: string } }

/** Pauses for a number of milliseconds. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
