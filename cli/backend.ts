import { resolve } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../supabase/database.types.ts'
import {
  defaultDataDir,
  findRunningServer,
  loadKeys,
  type ServerRecord,
  startLocalStack,
} from '../supabase/local/index.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import { UsageError } from './errors.ts'

export { findRunningServer, recordRunningServer } from '../supabase/local/index.ts'

/** Where the owner commands send their calls, with the service-role key. */
export interface Backend {
  /** Supabase API base URL. */
  url: string
  serviceRoleKey: string
  client: SupabaseClient<Database>
  /** Public origin of the site, when one is known (a running `newshub serve`). */
  siteUrl?: string
  /** Whether this process started the embedded stack itself. */
  embedded: boolean
  close(): Promise<void>
}

/** Options every owner command takes to choose its backend. */
export interface BackendOptions {
  dataDir?: string
  supabaseUrl?: string
  json?: boolean
}

/** The data folder a command uses, as an absolute path. */
export function resolveDataDir(options: { dataDir?: string }): string {
  return resolve(options.dataDir ?? defaultDataDir())
}

/** Tells the user which data folder (and which server) a command works on; quiet with --json. */
export function noteDataDir(options: { json?: boolean }, dataDir: string, server?: ServerRecord): void {
  if (options.json) return
  process.stderr.write(
    `Data folder: ${dataDir}${server ? ` (through newshub serve at ${server.url}, PID ${server.pid})` : ''}\n`,
  )
}

/** Parses an http(s) URL given to an option, or throws a one-line message naming the option (exit 1). */
export function parseHttpUrl(option: string, value: string): URL {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(
      `${option} must be a full http(s) address, such as http://127.0.0.1:8080; got '${value}'.`,
    )
  return url
}

/** Why a fetch failed, in a word or two (ECONNREFUSED, ENOTFOUND, timeout ...). */
export function describeFetchFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  if (cause?.code) return cause.code
  if ((error as Error).name === 'TimeoutError') return 'no answer within 15 s'
  return cause?.message ?? (error as Error).message
}

/** Throws a one-line message when nothing answers at the API's address. */
async function ensureReachable(url: string, what: string, fix: string): Promise<void> {
  try {
    await fetch(`${url}/rest/v1/`, { method: 'HEAD', signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    throw new Error(`Cannot reach ${what} at ${url} (${describeFetchFailure(error)}): ${fix}.`)
  }
}

/** A service-role supabase-js client for Node. */
export function createServiceClient(url: string, serviceRoleKey: string): SupabaseClient<Database> {
  return createNodeClient(url, serviceRoleKey)
}

/**
 * Opens the backend: hosted Supabase with --supabase-url and SUPABASE_SERVICE_ROLE_KEY; else the
 * `newshub serve` running on the data folder, over HTTP; else the embedded stack started here on
 * a free loopback port, on a data folder that must already hold a database (one process per data
 * folder, so never both).
 */
export async function openBackend(options: BackendOptions, command = 'a newshub command'): Promise<Backend> {
  if (options.supabaseUrl) {
    const url = parseHttpUrl('--supabase-url', options.supabaseUrl).href.replace(/\/$/, '')
    const key = process.env.SUPABASE_SERVICE_ROLE_KEY
    if (!key) throw new UsageError('SUPABASE_SERVICE_ROLE_KEY must be set to use --supabase-url.')
    await ensureReachable(url, 'the Supabase API', 'check --supabase-url and your network connection')
    return {
      url,
      serviceRoleKey: key,
      client: createServiceClient(url, key),
      embedded: false,
      close: async () => {},
    }
  }
  const dataDir = resolveDataDir(options)
  const running = findRunningServer(dataDir)
  if (running) {
    noteDataDir(options, dataDir, running)
    await ensureReachable(
      running.url,
      `newshub serve (PID ${running.pid})`,
      `it may still be starting; if it hangs, stop it (kill ${running.pid}) and start it again`,
    )
    const { serviceRoleKey } = await loadKeys({ dataDir })
    return {
      url: running.url,
      serviceRoleKey,
      client: createServiceClient(running.url, serviceRoleKey),
      siteUrl: running.url,
      embedded: false,
      close: async () => {},
    }
  }
  const stack = await startLocalStack({ dataDir, port: 0, create: false, command })
  noteDataDir(options, dataDir)
  return {
    url: stack.url,
    serviceRoleKey: stack.serviceRoleKey,
    client: createServiceClient(stack.url, stack.serviceRoleKey),
    embedded: true,
    close: () => stack.stop(),
  }
}

/** Runs work against the backend and always closes it. */
export async function withBackend<T>(
  options: BackendOptions,
  command: string,
  work: (backend: Backend) => Promise<T>,
): Promise<T> {
  const backend = await openBackend(options, command)
  try {
    return await work(backend)
  } finally {
    await backend.close()
  }
}
