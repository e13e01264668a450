import type { Query, SqlExecutor } from '../db/executor.ts'
import type { StatementResult } from '../db/wire.ts'
import { restError } from '../errors.ts'
import type { TokenVerifier, VerifiedToken } from '../keys/index.ts'
import { parseQuery } from './grammar.ts'
import { authenticate, fromDatabaseError, parseAccept, parsePrefer, parseRange } from './request.ts'
import type { SchemaCache, TableInfo } from './schema.ts'
import { compileRead } from './sql.ts'

/** What the REST server runs on. */
export interface RestDependencies {
  executor: SqlExecutor
  schema: SchemaCache
  verifier: TokenVerifier
}

/** The parts of a GET or HEAD that decide its answer, taken from whatever HTTP objects carry it. */
export interface ReadRequest {
  table: string
  /** The query string, without the `?`. */
  search: string
  head: boolean
  header: (name: string) => string | undefined
}

/** A finished answer: status, headers and body text (null for HEAD). */
export interface ReadResponse {
  status: 200 | 206
  headers: Record<string, string>
  body: string | null
}

interface CompiledRead extends Query {
  offset: number
  single: boolean
}

const READ_CACHE_SIZE = 512
export const JSON_TYPE = 'application/json; charset=utf-8'
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

function contentRange(offset: number, rows: number, total: string | null): string {
  const size = total ?? '*'
  return rows === 0 ? `*/${size}` : `${offset}-${offset + rows - 1}/${size}`
}

/** The table a request names, after checking it asks for the exposed schema. */
export function findTable(
  schema: SchemaCache,
  name: string,
  header: (name: string) => string | undefined,
): TableInfo {
  const profile = header('accept-profile') ?? header('content-profile')
  if (profile !== undefined && profile !== 'public') {
    throw restError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    )
  }
  const table = schema.table(name)
  if (!table)
    throw restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`)
  return table
}

/** Runs statements as the caller, turning database errors into PostgREST's answers. */
export async function runAs(
  executor: SqlExecutor,
  token: VerifiedToken,
  queries: readonly Query[],
): Promise<StatementResult[]> {
  try {
    return await executor.run({ role: token.role, claims: token.claimsJson, queries })
  } catch (error) {
    throw fromDatabaseError(error, token.role !== 'anon')
  }
}

/**
 * GET and HEAD of a table. Parsing and compiling depend only on the table, the query string and a
 * few headers, and the homepage asks the same question again and again, so compiled reads are
 * remembered (the values stay bound parameters).
 */
export function createRestReader({ executor, schema, verifier }: RestDependencies) {
  const reads = new Map<string, CompiledRead>()

  function compileCached(
    table: TableInfo,
    request: ReadRequest,
    single: boolean,
    stripNulls: boolean,
    count: boolean,
  ) {
    const rangeHeader = request.header('range')
    const key = `${table.name}\n${request.search}\n${single}${stripNulls}${count}\n${rangeHeader ?? ''}`
    const cached = reads.get(key)
    if (cached) return cached
    const query = parseQuery(new URLSearchParams(request.search))
    const headerRange =
      query.limit === undefined && query.offset === undefined ? parseRange(rangeHeader) : undefined
    const offset = query.offset ?? headerRange?.offset ?? 0
    const limit = query.limit ?? headerRange?.limit
    const compiled: CompiledRead = {
      ...compileRead(table, query, { count, single, stripNulls }, { offset, limit }),
      offset,
      single,
    }
    if (reads.size >= READ_CACHE_SIZE) reads.delete(reads.keys().next().value as string)
    reads.set(key, compiled)
    return compiled
  }

  return {
    /** Answers a read; throws ApiError (PostgREST's shape) for anything it refuses. */
    async read(request: ReadRequest): Promise<ReadResponse> {
      const table = findTable(schema, request.table, request.header)
      const token = await authenticate(verifier, request.header('authorization'), request.header('apikey'))
      const media = parseAccept(request.header('accept'))
      const count = parsePrefer(request.header('prefer')).count
      const compiled = compileCached(table, request, media.single, media.stripNulls, count)
      const [result] = await runAs(executor, token, [compiled])
      const row = result?.rows[0] ?? []
      const total = row[0] ?? null
      const rows = Number(row[1] ?? 0)
      if (compiled.single && rows !== 1) {
        throw restError(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          `The result contains ${rows} rows`,
        )
      }
      return {
        status: total !== null && rows < Number(total) ? 206 : 200,
        headers: {
          'Content-Type': compiled.single ? OBJECT_TYPE : JSON_TYPE,
          'Content-Range': contentRange(compiled.offset, rows, total),
        },
        body: request.head ? null : (row[2] ?? '[]'),
      }
    },
  }
}

export type RestReader = ReturnType<typeof createRestReader>
