/** How many times one message is tried before it is reported failed. */
export const MAX_ATTEMPTS = 5

/**
 * What to do with a message the SMTP server did not accept: a permanent refusal (a 5xx reply, such
 * as an unknown mailbox) fails at once; anything else (a 4xx reply, a dropped connection, a
 * timeout) is tried again after a delay that doubles each time, until MAX_ATTEMPTS.
 *
 * @example retryAfter({ attempts: 1, responseCode: 451 }, 30_000) // 30_000 ms; after attempt 2: 60_000
 */
export function retryAfter(
  failure: { attempts: number; responseCode?: number | undefined },
  baseDelayMs: number,
): number | null {
  if (failure.responseCode !== undefined && failure.responseCode >= 500) return null
  if (failure.attempts >= MAX_ATTEMPTS) return null
  return baseDelayMs * 2 ** Math.max(0, failure.attempts - 1)
}

const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const

/**
 * Parses a span such as `7d`, `36h`, `2w` or `90m` (at most a year) into milliseconds; null when it
 * is not one.
 */
export function parseSpan(value: string): number | null {
  const match = /^(\d{1,4})([mhdw])$/.exec(value.trim())
  if (!match) return null
  const ms = Number(match[1]) * UNITS[match[2] as keyof typeof UNITS]
  return ms > 0 && ms <= 366 * UNITS.d ? ms : null
}
