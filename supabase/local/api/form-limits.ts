import { RateLimiterMemory } from 'rate-limiter-flexible'

/**
 * How many newsletter sign-ups, alert subscriptions and quote requests one client (its connecting address) may send
 * (decision 030). The database limits quote requests per contact, but a script that writes a new
 * address each time never meets that limit; this one counts the sender. Every call counts, stored
 * or refused, since each costs a database call. In-process calls (the server's own) are not
 * counted. X-Forwarded-For is not trusted, as for sign-in (decision 007).
 */
export interface FormLimits {
  /** Calls per client per window, for each form. */
  perClient: number
  windowSeconds: number
}

/** Twenty of each per hour: a household or an office behind one address, not a script. */
export const DEFAULT_FORM_LIMITS: FormLimits = { perClient: 20, windowSeconds: 60 * 60 }

/** The calls limited per client: the functions behind the two public forms. */
const FORMS: Record<string, string> = {
  '/rest/v1/rpc/subscribe': 'subscribe',
  '/rest/v1/rpc/request_quote': 'request_quote',
  '/rest/v1/rpc/push_subscribe': 'push_subscribe',
}

/** Counts form calls per client in memory; answers how long to wait when one is over its limit. */
export function createFormGuard(limits: FormLimits = DEFAULT_FORM_LIMITS) {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'form',
    points: limits.perClient,
    duration: limits.windowSeconds,
  })
  return {
    /** Milliseconds to wait before this call is accepted, or 0 when it may go ahead (and is counted). */
    async waitFor(path: string, client: string): Promise<number> {
      const form = FORMS[path.replace(/\/$/, '')]
      if (!form) return 0
      try {
        await limiter.consume(`${form}:${client}`)
        return 0
      } catch (refused) {
        const msBeforeNext = (refused as { msBeforeNext?: number }).msBeforeNext
        if (typeof msBeforeNext !== 'number') throw refused
        return Math.max(1, msBeforeNext)
      }
    },
  }
}

export type FormGuard = ReturnType<typeof createFormGuard>
