import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { ApiError } from '../errors.ts'

/** How many failed sign-ins a key may have in a window before its sign-ins are refused. */
export interface Limit {
  failures: number
  windowSeconds: number
}

/** The sign-in limits: per e-mail address (guessing one account) and per client (spraying many). */
export interface SignInLimits {
  perEmail: Limit
  perClient: Limit
}

/**
 * Five wrong passwords for one address, or twenty from one client address, within 15 minutes; the
 * next attempt gets 429 until the window ends. Successful sign-ins do not count, and one clears the
 * address's failures. See docs/decisions/007-bounded-input-and-sign-in-limits.md.
 */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perEmail: { failures: 5, windowSeconds: 15 * 60 },
  perClient: { failures: 20, windowSeconds: 15 * 60 },
}

/**
 * The connecting address of a request served by @hono/node-server. X-Forwarded-For is not trusted:
 * any client could write it. Requests made in-process (no socket) share one key.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'in-process'
}

/** Counts failed sign-ins per e-mail and per client in memory (one process owns a data folder). */
export function createSignInGuard(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
  const perEmail = new RateLimiterMemory({
    keyPrefix: 'email',
    points: limits.perEmail.failures,
    duration: limits.perEmail.windowSeconds,
  })
  const perClient = new RateLimiterMemory({
    keyPrefix: 'client',
    points: limits.perClient.failures,
    duration: limits.perClient.windowSeconds,
  })

  return {
    /** Throws GoTrue's 429 (with Retry-After) when the address or the client has used its failures. */
    async check(email: string, client: string): Promise<void> {
      let waitMs = 0
      for (const [limiter, key, limit] of [
        [perEmail, email, limits.perEmail],
        [perClient, client, limits.perClient],
      ] as const) {
        const used = await limiter.get(key)
        if (used && used.consumedPoints >= limit.failures) waitMs = Math.max(waitMs, used.msBeforeNext)
      }
      if (waitMs > 0) {
        throw new ApiError(
          429,
          { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
          { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
        )
      }
    },
    /** Records a failed sign-in against both keys. */
    async fail(email: string, client: string): Promise<void> {
      // consume() rejects once a key is over its points; the count is what matters here.
      await Promise.allSettled([perEmail.consume(email), perClient.consume(client)])
    },
    /** A correct password clears the address's failures (the client's stay counted). */
    async succeed(email: string): Promise<void> {
      await perEmail.delete(email)
    },
  }
}

export type SignInGuard = ReturnType<typeof createSignInGuard>
