/**
 * Admission of public API requests (decision 030): at most `perClient` requests of one client
 * (its connecting address) and `total` of all clients are worked on at once; a few more wait in a
 * short queue, served round-robin across clients so one busy client cannot starve the others;
 * anything past the queue, or waiting longer than `maxWaitMs`, is answered 429 with Retry-After.
 * The site's own renders call the API in-process and never pass through here (they run in the
 * executor's site lane, db/lanes.ts).
 *
 * Hand-written rather than a library: the concurrency limiters on the registry either have no
 * per-key limit (p-limit, p-queue) or no longer see releases (bottleneck); this is one small class.
 */

export interface GateLimits {
  /** Requests of one client worked on at once. */
  perClient: number
  /** Requests of all clients worked on at once. */
  total: number
  /** Requests of one client that may wait for a turn. */
  queuePerClient: number
  /** Requests of all clients that may wait for a turn. */
  queueTotal: number
  /** How long a request may wait for its turn before it is answered 429. */
  maxWaitMs: number
}

/**
 * Enough for a browser (a page makes a handful of API calls at once) and for the REST bench's 16
 * connections from one address; a client that sends more waits a little, then gets 429.
 */
export const DEFAULT_GATE_LIMITS: GateLimits = {
  perClient: 16,
  total: 64,
  queuePerClient: 32,
  queueTotal: 256,
  maxWaitMs: 2_000,
}

/** Thrown by ConcurrencyGate.enter when a client must come back later. */
export class GateBusyError extends Error {
  override name = 'GateBusyError'
  /** Whole seconds, for Retry-After. */
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super('Too many requests at once from this client; try again shortly.')
    this.retryAfterSeconds = retryAfterSeconds
  }
}

interface Waiter {
  admit: () => void
  timer: NodeJS.Timeout
}

interface Client {
  active: number
  queue: Waiter[]
}

/** A release function: call it once when the admitted request is finished. */
export type Release = () => void

export class ConcurrencyGate {
  readonly limits: GateLimits
  readonly #clients = new Map<string, Client>()
  /** Clients with someone waiting, in the order they get their next turn. */
  readonly #turns: string[] = []
  #active = 0
  #queued = 0

  constructor(limits: Partial<GateLimits> = {}) {
    this.limits = { ...DEFAULT_GATE_LIMITS, ...limits }
  }

  /** Requests worked on now, and waiting now (for tests and operators). */
  get load(): { active: number; queued: number } {
    return { active: this.#active, queued: this.#queued }
  }

  /** Waits for the client's turn; throws GateBusyError when the queue is full or the wait too long. */
  enter(key: string): Promise<Release> {
    const client = this.#clients.get(key) ?? { active: 0, queue: [] }
    this.#clients.set(key, client)
    if (client.queue.length === 0 && this.#mayStart(client)) return Promise.resolve(this.#start(key, client))
    const { queuePerClient, queueTotal, maxWaitMs } = this.limits
    if (client.queue.length >= queuePerClient || this.#queued >= queueTotal) {
      this.#forgetIdle(key, client)
      return Promise.reject(new GateBusyError(Math.max(1, Math.ceil(maxWaitMs / 1000))))
    }
    return new Promise<Release>((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => resolve(this.#start(key, client)),
        timer: setTimeout(() => {
          const at = client.queue.indexOf(waiter)
          if (at === -1) return
          client.queue.splice(at, 1)
          this.#queued--
          if (client.queue.length === 0) this.#dropTurn(key)
          this.#forgetIdle(key, client)
          reject(new GateBusyError(Math.max(1, Math.ceil(maxWaitMs / 1000))))
        }, maxWaitMs),
      }
      waiter.timer.unref?.()
      client.queue.push(waiter)
      this.#queued++
      if (client.queue.length === 1) this.#turns.push(key)
    })
  }

  #mayStart(client: Client): boolean {
    return client.active < this.limits.perClient && this.#active < this.limits.total
  }

  #start(key: string, client: Client): Release {
    client.active++
    this.#active++
    let released = false
    return () => {
      if (released) return
      released = true
      client.active--
      this.#active--
      this.#forgetIdle(key, client)
      this.#admitWaiting()
    }
  }

  /** Gives free places to waiting clients, one request per client per round. */
  #admitWaiting(): void {
    let skipped = 0
    while (this.#turns.length > 0 && this.#active < this.limits.total && skipped < this.#turns.length) {
      const key = this.#turns.shift() as string
      const client = this.#clients.get(key)
      if (!client || client.queue.length === 0) continue
      if (client.active >= this.limits.perClient) {
        this.#turns.push(key)
        skipped++
        continue
      }
      skipped = 0
      const waiter = client.queue.shift() as Waiter
      this.#queued--
      clearTimeout(waiter.timer)
      if (client.queue.length > 0) this.#turns.push(key)
      waiter.admit()
    }
  }

  #dropTurn(key: string): void {
    const at = this.#turns.indexOf(key)
    if (at !== -1) this.#turns.splice(at, 1)
  }

  #forgetIdle(key: string, client: Client): void {
    if (client.active === 0 && client.queue.length === 0) this.#clients.delete(key)
  }
}
