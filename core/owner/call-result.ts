/** What a backend call answers, as supabase-js's functions.invoke and insert do: data, or an error with a message. */
export type CallResult<T> = { data: T; error: null } | { data: null; error: { message: string } }

/** Pauses for a number of milliseconds. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The part of a supabase-js client that calls edge functions (structural, so core imports no Supabase). */
export interface FunctionsClient {
  functions: {
    invoke<T>(
      name: string,
      options: { body: Record<string, unknown> },
    ): Promise<{ data: T | null; error: unknown }>
  }
}

/**
 * Calls an edge function and answers its data, or the message its JSON error body gives
 * ({ error } or { message }), falling back to the client's own error message.
 */
export async function invokeFunction<T>(
  client: FunctionsClient,
  name: string,
  body: unknown,
): Promise<CallResult<T>> {
  const { data, error } = await client.functions.invoke<T>(name, { body: body as Record<string, unknown> })
  if (!error) return { data: data as T, error: null }
  const context = (error as { context?: unknown }).context
  if (typeof Response !== 'undefined' && context instanceof Response) {
    const payload = (await context.json().catch(() => null)) as { error?: string; message?: string } | null
    const message = payload?.error ?? payload?.message
    if (message) return { data: null, error: { message } }
  }
  return { data: null, error: { message: error instanceof Error ? error.message : String(error) } }
}
