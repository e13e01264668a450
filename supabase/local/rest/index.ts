import { type Context, Hono } from 'hono'
import { restError } from '../errors.ts'
import { type ParsedQuery, parseQuery } from './grammar.ts'
import {
  createRestReader,
  findTable,
  JSON_TYPE,
  OBJECT_TYPE,
  type RestDependencies,
  type RestReader,
  runAs,
} from './read.ts'
import { authenticate, parseAccept, parseJsonBody, parsePrefer } from './request.ts'
import { argumentsFromBody, argumentsFromSearch, compileCall, findFunction, shapeOf } from './rpc.ts'
import type { TableInfo } from './schema.ts'
import { compileDelete, compileInsert, compileUpdate, type WriteShape } from './sql.ts'

export type { RestDependencies } from './read.ts'

/** The keys of a body that is a JSON object, for naming the arguments in an error; else none. */
function lenientObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/**
 * /rest/v1: PostgREST's HTTP interface to the public tables, for the grammar NewsHub uses. Every
 * request runs as the role of its verified JWT, inside its own transaction, so the migrations'
 * row-level security decides what each caller may read and write.
 */
export function createRestApp(
  dependencies: RestDependencies,
  reader: RestReader = createRestReader(dependencies),
): Hono {
  const { executor, schema, verifier } = dependencies
  const app = new Hono()

  function tableOf(c: Context): TableInfo {
    return findTable(schema, c.req.param('table') as string, (name) => c.req.header(name))
  }

  function caller(c: Context) {
    return authenticate(verifier, c.req.header('authorization'), c.req.header('apikey'))
  }

  async function read(c: Context, head: boolean): Promise<Response> {
    const url = c.req.url
    const answer = await reader.read({
      table: c.req.param('table') as string,
      search: url.includes('?') ? url.slice(url.indexOf('?') + 1) : '',
      head,
      header: (name) => c.req.header(name),
    })
    return answer.body === null
      ? c.body(null, answer.status, answer.headers)
      : c.body(answer.body, answer.status, answer.headers)
  }

  function writeShape(c: Context): WriteShape {
    const media = parseAccept(c.req.header('accept'))
    const preferences = parsePrefer(c.req.header('prefer'))
    return { ...media, count: false, representation: preferences.representation }
  }

  function answerWrite(
    c: Context,
    shape: WriteShape,
    results: { rows: (string | null)[][]; tag: string }[],
    created: boolean,
  ) {
    if (!shape.representation) {
      const affected = results.reduce((sum, result) => sum + Number(result.tag.split(' ').pop() ?? 0), 0)
      return c.body(null, created ? 201 : 204, { 'Content-Range': `*/${affected}` })
    }
    const row = results[0]?.rows[0] ?? []
    const rows = Number(row[1] ?? 0)
    return c.body(row[2] ?? '[]', created ? 201 : 200, {
      'Content-Type': shape.single ? OBJECT_TYPE : JSON_TYPE,
      'Content-Range': rows === 0 ? '*/*' : `0-${rows - 1}/*`,
    })
  }

  function checkPayloadColumns(table: TableInfo, columns: Iterable<string>): void {
    for (const column of columns) {
      if (!table.columns.has(column)) {
        throw restError(
          400,
          'PGRST204',
          `Could not find the '${column}' column of '${table.name}' in the schema cache`,
        )
      }
    }
  }

  function insertGroups(table: TableInfo, query: ParsedQuery, body: unknown, missingDefault: boolean) {
    const rows = Array.isArray(body) ? body : [body]
    if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
      throw restError(400, 'PGRST102', 'All rows of the body must be JSON objects')
    }
    const objects = rows as Record<string, unknown>[]
    if (objects.length === 0) return []
    let columns = query.columns
    if (!columns) {
      columns = Object.keys(objects[0] as object)
      const signature = [...columns].sort().join(',')
      if (objects.some((row) => Object.keys(row).sort().join(',') !== signature)) {
        throw restError(400, 'PGRST102', 'All object keys must match')
      }
    }
    checkPayloadColumns(table, columns)
    if (!missingDefault) return [{ columns, rows: objects }]
    // Rows that leave out different keys are inserted separately so each omitted key takes its default.
    const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>()
    for (const row of objects) {
      const present = (columns as string[]).filter((column) => Object.hasOwn(row, column))
      const key = present.join(',')
      const group = groups.get(key) ?? { columns: present, rows: [] }
      group.rows.push(row)
      groups.set(key, group)
    }
    return [...groups.values()]
  }

  app.get('/:table', (c) => read(c, false))
  app.on('HEAD', '/:table', (c) => read(c, true))

  app.post('/:table', async (c) => {
    const table = tableOf(c)
    const token = await caller(c)
    const query = parseQuery(new URL(c.req.url).searchParams)
    const preferences = parsePrefer(c.req.header('prefer'))
    const shape = writeShape(c)
    const body = parseJsonBody(await c.req.text(), c.req.header('content-type'))
    const groups = insertGroups(table, query, body, preferences.missingDefault)
    if (groups.length === 0)
      return answerWrite(c, shape, [{ rows: [['', '0', '[]']], tag: 'INSERT 0 0' }], true)
    const onConflict = query.onConflict ?? table.primaryKey
    const upsert = preferences.resolution
      ? { onConflict, ignoreDuplicates: preferences.resolution === 'ignore-duplicates' }
      : undefined
    const statements = compileInsert(table, query, groups, shape, upsert)
    return answerWrite(c, shape, await runAs(executor, token, statements), true)
  })

  app.patch('/:table', async (c) => {
    const table = tableOf(c)
    const token = await caller(c)
    const query = parseQuery(new URL(c.req.url).searchParams)
    const shape = writeShape(c)
    const body = parseJsonBody(await c.req.text(), c.req.header('content-type'))
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw restError(400, 'PGRST102', 'The body of an update must be one JSON object')
    }
    if (query.limit !== undefined || query.offset !== undefined || query.order.length > 0) {
      throw restError(
        400,
        'PGRST100',
        '"limit, offset and order are not supported on updates by this server"',
      )
    }
    const record = body as Record<string, unknown>
    checkPayloadColumns(table, Object.keys(record))
    if (Object.keys(record).length === 0)
      return answerWrite(c, shape, [{ rows: [['', '0', '[]']], tag: 'UPDATE 0' }], false)
    return answerWrite(
      c,
      shape,
      await runAs(executor, token, [compileUpdate(table, query, record, shape)]),
      false,
    )
  })

  app.delete('/:table', async (c) => {
    const table = tableOf(c)
    const token = await caller(c)
    const query = parseQuery(new URL(c.req.url).searchParams)
    if (query.limit !== undefined || query.offset !== undefined || query.order.length > 0) {
      throw restError(
        400,
        'PGRST100',
        '"limit, offset and order are not supported on deletes by this server"',
      )
    }
    const shape = writeShape(c)
    return answerWrite(c, shape, await runAs(executor, token, [compileDelete(table, query, shape)]), false)
  })

  async function call(c: Context): Promise<Response> {
    const method = c.req.method
    const token = await caller(c)
    const url = c.req.url
    const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
    let args: Record<string, unknown>
    if (method === 'POST') {
      if (search !== '') {
        throw restError(400, 'PGRST100', '"Filters on function results are not supported by this server"')
      }
      const text = await c.req.text()
      // An unknown function is a 404 whatever the body is, as on PostgREST.
      if (schema.functions(c.req.param('name') as string).length === 0) {
        findFunction(schema, c.req.param('name') as string, Object.keys(lenientObject(text)))
      }
      args = text.trim() === '' ? {} : argumentsFromBody(parseJsonBody(text, c.req.header('content-type')))
    } else args = argumentsFromSearch(search)
    const fn = findFunction(schema, c.req.param('name') as string, Object.keys(args))
    const single = parseAccept(c.req.header('accept')).single
    const results = await runAs(executor, token, compileCall(fn, args, method !== 'POST'))
    const row = results.at(-1)?.rows[0] ?? []
    const shape = shapeOf(fn)
    // PostgREST answers a void function with 204 and no body.
    if (shape === 'void') return c.body(null, 204)
    const rows = Number(row[0] ?? 0)
    if (single && shape === 'set' && rows !== 1) {
      throw restError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${rows} rows`,
      )
    }
    const body =
      single && shape === 'set' ? (JSON.stringify(JSON.parse(row[1] ?? '[]')[0]) as string) : row[1]
    const headers: Record<string, string> = { 'Content-Type': single ? OBJECT_TYPE : JSON_TYPE }
    if (shape === 'set') headers['Content-Range'] = rows === 0 ? '*/*' : `0-${rows - 1}/*`
    return method === 'HEAD' ? c.body(null, 200, headers) : c.body(body ?? 'null', 200, headers)
  }

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:name', call)
  app.all('/rpc/:name', () => {
    throw restError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed on functions')
  })
  app.all('/:table', (c) => {
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`)
  })
  app.all('*', () => {
    throw restError(404, 'PGRST125', 'Invalid path specified in request URL')
  })
  return app
}
