/**
 * Helpers for tests that talk to the local stack as the app does: the real supabase-js client
 * over real HTTP on 127.0.0.1.
 */

import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../database.types.ts'
import {
  createOwner,
  createReader,
  type LocalStack,
  type LocalStackOptions,
  startLocalStack,
} from '../index.ts'
import { createNodeClient } from '../node-client.ts'

/** A supabase-js client for Node 20 (ws for realtime), with no stored session. */
export function nodeClient(
  url: string,
  key: string,
  headers: Record<string, string> = {},
): SupabaseClient<Database> {
  return createNodeClient(url, key, { global: { headers } })
}

/**
 * The same client with no schema types, for tests that send what the schema does not allow on
 * purpose (unknown tables, columns, functions or arguments, tables chosen at run time) to see
 * what the API answers. Everything else uses the typed client.
 */
export function untyped(client: SupabaseClient<Database>): SupabaseClient {
  return client as unknown as SupabaseClient
}

/** An in-memory stack on a random port (seeded unless told otherwise). */
export function startTestStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  return startLocalStack({ inMemory: true, port: 0, ...options })
}

export const OWNER = { email: 'owner@newshub.example', password: 'owner-password-1' }
export const READER = { email: 'reader@newshub.example', password: 'reader-password-1' }

/** The four callers of the RLS matrix: anonymous, owner, another signed-in user, service role. */
export interface Callers {
  anon: SupabaseClient<Database>
  owner: SupabaseClient<Database>
  reader: SupabaseClient<Database>
  service: SupabaseClient<Database>
  ownerToken: string
  readerToken: string
}

/** Creates the owner and a reader account, signs both in and answers a client for each caller. */
export async function createCallers(stack: LocalStack): Promise<Callers> {
  await createOwner(stack, OWNER)
  await createReader(stack, READER)
  const owner = nodeClient(stack.url, stack.anonKey)
  const reader = nodeClient(stack.url, stack.anonKey)
  const ownerSession = await owner.auth.signInWithPassword(OWNER)
  const readerSession = await reader.auth.signInWithPassword(READER)
  if (ownerSession.error || readerSession.error) throw ownerSession.error ?? readerSession.error
  return {
    anon: nodeClient(stack.url, stack.anonKey),
    owner,
    reader,
    service: nodeClient(stack.url, stack.serviceRoleKey),
    ownerToken: ownerSession.data.session?.access_token as string,
    readerToken: readerSession.data.session?.access_token as string,
  }
}
