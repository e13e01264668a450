import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { defaultDataDir, loadKeys, startLocalStack } from '../supabase/local/index.ts'
import { UsageError } from './errors.ts'

/** Where the owner commands send their calls, with the service-role key. */
export interface Backend {
  /** Supabase API base URL. */
  url: string
  serviceRoleKey: string
  client: SupabaseClient
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
}

/** What `newshub serve` leaves in its data folder while it runs, so commands can use it over HTTP. */
interface ServerRecord {
  url: string
  pid: number
}

const SERVER_FILE = 'server.json'

/** Records a running server in its data folder; the returned function removes the record. */
export function recordRunningServer(dataDir: string, url: string): () => void {
  const file = join(dataDir, SERVER_FILE)
  writeFileSync(file, `${JSON.stringify({ url, pid: process.pid } satisfies ServerRecord)}\n`)
  return () => rmSync(file, { force: true })
}

/** The `newshub serve` running on a data folder, if any (a record whose process is alive). */
export function findRunningServer(dataDir: string): ServerRecord | undefined {
  const file = join(dataDir, SERVER_FILE)
  if (!existsSync(file)) return undefined
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as ServerRecord
    process.kill(record.pid, 0)
    return record
  } catch {
    // A record left by a server that died: nothing runs there.
    return undefined
  }
}

/** A service-role supabase-js client for Node. */
export function createServiceClient(url: string, serviceRoleKey: string): SupabaseClient {
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  })
}

/**
 * Opens the backend: hosted Supabase with --supabase-url and SUPABASE_SERVICE_ROLE_KEY; else the
 * `newshub serve` running on the data folder, over HTTP; else the embedded stack started here on
 * a free loopback port (PGlite allows one process per data folder, so never both).
 */
export async function openBackend(options: BackendOptions): Promise<Backend> {
  if (options.supabaseUrl) {
    const key = process.env.SUPABASE_SERVICE_ROLE_KEY
    if (!key) throw new UsageError('SUPABASE_SERVICE_ROLE_KEY must be set to use --supabase-url.')
    const url = options.supabaseUrl.replace(/\/$/, '')
    return {
      url,
      serviceRoleKey: key,
      client: createServiceClient(url, key),
      embedded: false,
      close: async () => {},
    }
  }
  const dataDir = options.dataDir ?? defaultDataDir()
  const running = findRunningServer(dataDir)
  if (running) {
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
  const stack = await startLocalStack({ dataDir, port: 0 })
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
  work: (backend: Backend) => Promise<T>,
): Promise<T> {
  const backend = await openBackend(options)
  try {
    return await work(backend)
  } finally {
    await backend.close()
  }
}
