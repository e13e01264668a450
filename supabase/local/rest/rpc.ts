import type { Query } from '../db/executor.ts'
import { restError } from '../errors.ts'
import type { FunctionInfo, SchemaCache } from './schema.ts'
import { quoteIdent } from './sql.ts'

/**
 * /rest/v1/rpc/<name>: PostgREST's function calls. Arguments come by name (a JSON object on POST,
 * the query string on GET) and are checked against the schema cache like table columns; the
 * values reach Postgres as one bound JSON parameter read with json_to_record, so each is parsed
 * by its argument's own type. GET runs in a read-only transaction, as PostgREST runs it, so only
 * stable and immutable functions succeed there.
 */

/** Query-string names that PostgREST reserves for shaping results; this server does not shape rpc results. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'and', 'or', 'not'])

const READ_ONLY: Query = { sql: "select set_config('transaction_read_only', 'on', true)", params: [] }

function signature(fn: FunctionInfo): string {
  return `public.${fn.name}(${fn.args.map((arg) => arg.name).join(', ')})`
}

/** The overload of `name` whose arguments are exactly these names (defaults may be left out). */
export function findFunction(schema: SchemaCache, name: string, argNames: readonly string[]): FunctionInfo {
  const overloads = schema.functions(name)
  const given = new Set(argNames)
  const matches = overloads.filter(
    (fn) =>
      argNames.every((arg) => fn.args.some((candidate) => candidate.name === arg)) &&
      fn.args.every((arg) => arg.hasDefault || given.has(arg.name)),
  )
  if (matches.length === 1) return matches[0] as FunctionInfo
  if (matches.length > 1) {
    throw restError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matches.map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    )
  }
  const names = [...argNames].sort()
  const wanted = names.length === 0 ? ' without parameters' : `(${names.join(', ')})`
  const searched =
    names.length === 0
      ? 'without parameters'
      : `with parameter${names.length === 1 ? '' : 's'} ${names.join(', ')}`
  throw restError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${wanted} in the schema cache`,
    `Searched for the function public.${name} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    overloads[0] ? `Perhaps you meant to call the function ${signature(overloads[0])}` : null,
  )
}

/** The arguments of a GET: every query-string pair, each name once. */
export function argumentsFromSearch(search: string): Record<string, string> {
  const args: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(search)) {
    if (RESERVED.has(name)) {
      throw restError(400, 'PGRST100', `"${name}" is not supported on function calls by this server`)
    }
    if (Object.hasOwn(args, name)) {
      throw restError(400, 'PGRST100', `The argument "${name}" is given more than once`)
    }
    args[name] = value
  }
  return args
}

/** The arguments of a POST: one JSON object (an empty body calls a function without arguments). */
export function argumentsFromBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw restError(400, 'PGRST102', 'The body of a function call must be one JSON object')
  }
  return body as Record<string, unknown>
}

/** What a call answers: nothing (void), one value or row, or a set of them. */
export type CallShape = 'void' | 'single' | 'set'

export function shapeOf(fn: FunctionInfo): CallShape {
  if (fn.returnsVoid) return 'void'
  return fn.returnsSet ? 'set' : 'single'
}

/**
 * The statements of a call. The last one answers one row: [rows, body], the body built by
 * Postgres as JSON text (an array for a set, the value or object otherwise).
 */
export function compileCall(fn: FunctionInfo, args: Record<string, unknown>, readOnly: boolean): Query[] {
  const used = fn.args.filter((arg) => Object.hasOwn(args, arg.name))
  const call = `"public".${quoteIdent(fn.name)}(${used
    .map((arg) => `${quoteIdent(arg.name)} := pgrst_args.${quoteIdent(arg.name)}`)
    .join(', ')})`
  const params: string[] = []
  let from = ''
  if (used.length > 0) {
    params.push(JSON.stringify(Object.fromEntries(used.map((arg) => [arg.name, args[arg.name]]))))
    from = ` from json_to_record($1::json) as pgrst_args(${used
      .map((arg) => `${quoteIdent(arg.name)} ${arg.type}`)
      .join(', ')})`
  }
  let sql: string
  if (fn.returnsVoid) {
    sql = `select '1', null::text from (select ${call}${from}) pgrst_call`
  } else if (fn.returnsRows) {
    const rows = from
      ? `select pgrst_row.*${from} cross join lateral ${call} pgrst_row`
      : `select * from ${call}`
    const body = fn.returnsSet
      ? `coalesce(json_agg(pgrst_t), '[]')`
      : `coalesce(json_agg(pgrst_t) -> 0, 'null')`
    sql = `select count(pgrst_t)::text, ${body}::text from (${rows}) pgrst_t`
  } else {
    const values = `select ${call} as pgrst_scalar${from}`
    const body = fn.returnsSet
      ? `coalesce(json_agg(pgrst_t.pgrst_scalar), '[]')`
      : `coalesce(to_json((array_agg(pgrst_t.pgrst_scalar))[1]), 'null')`
    sql = `select count(*)::text, ${body}::text from (${values}) pgrst_t`
  }
  const query = { sql, params }
  return readOnly ? [READ_ONLY, query] : [query]
}
