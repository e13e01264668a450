import { type ApiError, restError } from '../errors.ts'
import { regexRefusal } from './regex-guard.ts'

/**
 * PostgREST's query-string grammar, the part NewsHub uses: select lists (aliases, casts), filters
 * with their operators and `not.`, or/and trees, order, limit/offset, on_conflict and columns.
 * Anything else is refused with PGRST100 (or the code PostgREST uses for it), never ignored.
 * https://docs.postgrest.org/en/stable/references/api/tables_views.html
 */

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]
const FTS_OPERATORS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts'])
/** Real PostgREST operators (range adjacency and the like) this server does not implement. */
const UNSUPPORTED_OPERATORS = new Set(['sl', 'sr', 'nxr', 'nxl', 'adj'])
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const
export type IsValue = (typeof IS_VALUES)[number]

export type FilterValue =
  | { kind: 'scalar'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'fts'; config: string | undefined; query: string }

export interface Filter {
  kind: 'filter'
  column: string
  negate: boolean
  operator: FilterOperator
  value: FilterValue
}

export interface Logic {
  kind: 'logic'
  operator: 'and' | 'or'
  negate: boolean
  conditions: Condition[]
}

export type Condition = Filter | Logic

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; column: string; alias: string | undefined; cast: string | undefined }
  | { kind: 'embed'; name: string }

export interface OrderTerm {
  column: string
  descending: boolean
  nulls: 'first' | 'last' | undefined
}

export interface ParsedQuery {
  select: SelectItem[]
  where: Condition[]
  order: OrderTerm[]
  limit: number | undefined
  offset: number | undefined
  onConflict: string[] | undefined
  columns: string[] | undefined
}

/** Casts a select item may ask for; PostgREST passes any type name to Postgres, these are the safe ones. */
const CASTS = new Set([
  'text',
  'varchar',
  'int',
  'int4',
  'integer',
  'int8',
  'bigint',
  'numeric',
  'float8',
  'double precision',
  'bool',
  'boolean',
  'date',
  'timestamptz',
  'timestamp',
  'json',
  'jsonb',
  'uuid',
])
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns'])

function parseError(what: string, text: string, details: string): ApiError {
  return restError(400, 'PGRST100', `"failed to parse ${what} (${text})" (line 1, column 1)`, details)
}

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '\\') index++
      else if (char === '"') quoted = false
    } else if (char === '"') quoted = true
    else if (char === '(') depth++
    else if (char === ')') {
      depth--
      if (depth < 0) throw parseError(what, text, 'unexpected ")"')
    } else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index))
      start = index + 1
    }
  }
  if (quoted) throw parseError(what, text, 'unexpected end of input: unclosed double quote')
  if (depth !== 0) throw parseError(what, text, 'unexpected end of input expecting ")"')
  parts.push(text.slice(start))
  return parts
}

/** A double-quoted value with backslash escapes, or the text itself. */
function unquote(text: string, what: string, whole: string): string {
  if (!text.startsWith('"')) return text
  if (text.length < 2 || !text.endsWith('"'))
    throw parseError(what, whole, 'unexpected text after a quoted value')
  return text.slice(1, -1).replace(/\\(.)/g, '$1')
}

function parseList(raw: string, what: string, whole: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(what, whole, 'unexpected input expecting a list of values in parentheses, like (1,2,3)')
  }
  const inner = raw.slice(1, -1)
  if (inner.trim() === '') return []
  return splitTopLevel(inner, what).map((item) => unquote(item.trim(), what, whole))
}

/** `op.value`, `not.op.value` or `fts(config).value`, as it follows the column of a filter. */
function parseOperation(text: string, column: string, inTree: boolean, what: string, whole: string): Filter {
  let rest = text
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const match = /^([A-Za-z]+)(?:\(([^)]*)\))?\./.exec(rest)
  const name = match?.[1] ?? /^[A-Za-z]*/.exec(rest)?.[0] ?? ''
  if (UNSUPPORTED_OPERATORS.has(name)) {
    throw parseError(what, whole, `operator "${name}" is not supported by this server`)
  }
  if (!match || !(FILTER_OPERATORS as readonly string[]).includes(name)) {
    throw parseError(
      what,
      whole,
      `unexpected "${rest.slice(0, 12)}" expecting "not" or operator (${FILTER_OPERATORS.join(', ')})`,
    )
  }
  const operator = name as FilterOperator
  const config = match[2]
  if (config !== undefined && !FTS_OPERATORS.has(operator)) {
    throw parseError(what, whole, `the "${operator}" operator takes no modifier in parentheses`)
  }
  const raw = rest.slice(match[0].length)
  let value: FilterValue
  if (operator === 'in') value = { kind: 'list', items: parseList(raw, what, whole) }
  else if (operator === 'is') {
    const lowered = raw.toLowerCase()
    if (!(IS_VALUES as readonly string[]).includes(lowered)) {
      throw parseError(
        what,
        whole,
        `unexpected "${raw}" expecting null or trilean value (unknown, true, false)`,
      )
    }
    value = { kind: 'is', value: lowered as IsValue }
  } else if (FTS_OPERATORS.has(operator)) {
    if (config !== undefined && !/^[A-Za-z_][A-Za-z0-9_.]*$/.test(config)) {
      throw parseError(what, whole, `"${config}" is not a text search configuration name`)
    }
    value = { kind: 'fts', config, query: inTree ? unquote(raw, what, whole) : raw }
  } else value = { kind: 'scalar', text: inTree ? unquote(raw, what, whole) : raw }
  if ((operator === 'match' || operator === 'imatch') && value.kind === 'scalar') {
    const refusal = regexRefusal(value.text)
    if (refusal) throw parseError(what, whole, refusal)
  }
  return { kind: 'filter', column, negate, operator, value }
}

function checkColumnName(column: string, what: string, whole: string): void {
  if (column.includes('->'))
    throw parseError(what, whole, 'JSON paths (-> and ->>) are not supported by this server')
  if (!IDENTIFIER.test(column)) throw parseError(what, whole, `"${column}" is not a column name`)
}

/** The key=value of a top-level filter, for example created_at=lt.2024-05-01 or tags=cs.{Business}. */
export function parseFilter(key: string, value: string): Filter {
  const whole = value
  if (key.includes('.') && !key.includes('->')) {
    const resource = key.slice(0, key.indexOf('.'))
    throw restError(
      400,
      'PGRST108',
      `'${resource}' is not an embedded resource in this request`,
      null,
      `Verify that '${resource}' is included in the 'select' query parameter.`,
    )
  }
  checkColumnName(key, 'filter', whole)
  return parseOperation(value, key, false, 'filter', whole)
}

function parseTreeItem(item: string, whole: string): Condition {
  const trimmed = item.trim()
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(trimmed)
  if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string, whole)
  const dot = trimmed.indexOf('.')
  if (dot <= 0)
    throw parseError('logic tree', whole, `unexpected "${trimmed.slice(0, 12)}" expecting a filter`)
  const column = trimmed.slice(0, dot)
  checkColumnName(column, 'logic tree', whole)
  return parseOperation(trimmed.slice(dot + 1), column, true, 'logic tree', whole)
}

/** Deeper logic trees are refused: each level is a recursion in the parser, the SQL builder and Postgres. */
export const MAX_LOGIC_DEPTH = 32

function nestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '(') deepest = Math.max(deepest, ++depth)
    else if (char === ')') depth--
  }
  return deepest
}

/** or=(a.eq.1,and(b.gt.2,c.is.null)) and its and/not.or/not.and relatives. */
export function parseLogic(operator: 'and' | 'or', negate: boolean, value: string, whole = value): Logic {
  if (!value.startsWith('(') || !value.endsWith(')') || value.length < 3) {
    throw parseError('logic tree', whole, 'unexpected input expecting "(" and a list of filters')
  }
  if (value === whole && nestingDepth(value) > MAX_LOGIC_DEPTH) {
    throw parseError('logic tree', whole, `logic trees may nest at most ${MAX_LOGIC_DEPTH} levels deep`)
  }
  const items = splitTopLevel(value.slice(1, -1), 'logic tree')
  return { kind: 'logic', operator, negate, conditions: items.map((item) => parseTreeItem(item, whole)) }
}

function parseSelectItem(item: string, whole: string): SelectItem {
  const text = item.trim()
  if (text === '*') return { kind: 'star' }
  if (/\.\w*\(\)$|^(?:[A-Za-z_][\w$]*:)?count\(\)$/.test(text)) {
    throw restError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
  }
  const embed = /^(?:\.\.\.)?(?:[A-Za-z_][\w$]*:)?([A-Za-z_][\w$]*)(?:![\w$]+)*\(/.exec(text)
  if (embed && text.endsWith(')')) return { kind: 'embed', name: embed[1] as string }
  const aliasMatch = /^([A-Za-z_][\w$]*):(?!:)(.*)$/s.exec(text)
  const alias = aliasMatch?.[1]
  const rest = aliasMatch ? (aliasMatch[2] as string) : text
  const [column = '', cast, ...extra] = rest.split('::')
  if (extra.length > 0 || (cast !== undefined && !CASTS.has(cast.trim().toLowerCase()))) {
    throw parseError('select parameter', whole, `unsupported cast "${rest}"`)
  }
  checkColumnName(column, 'select parameter', whole)
  return { kind: 'column', column, alias, cast: cast?.trim().toLowerCase() }
}

/** select=id,title,alias:column,column::text,* */
export function parseSelect(value: string): SelectItem[] {
  if (value.trim() === '') return [{ kind: 'star' }]
  return splitTopLevel(value, 'select parameter').map((item) => parseSelectItem(item, value))
}

/** order=created_at.desc,title.asc.nullslast */
export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value, 'order').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.')
    checkColumnName(column, 'order', value)
    let descending = false
    let nulls: OrderTerm['nulls']
    let seenDirection = false
    for (const modifier of modifiers) {
      if ((modifier === 'asc' || modifier === 'desc') && !seenDirection && nulls === undefined) {
        descending = modifier === 'desc'
        seenDirection = true
      } else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && nulls === undefined) {
        nulls = modifier === 'nullsfirst' ? 'first' : 'last'
      } else {
        throw parseError(
          'order',
          value,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        )
      }
    }
    return { column, descending, nulls }
  })
}

function parseCount(name: 'limit' | 'offset', value: string): number {
  if (!/^\d{1,9}$/.test(value)) {
    throw parseError(`${name} parameter`, value, `${name} must be a non-negative integer`)
  }
  return Number(value)
}

/** A list of column names, as on_conflict and columns carry them (postgrest-js quotes each). */
export function parseColumnList(name: string, value: string): string[] {
  return splitTopLevel(value, name).map((item) => {
    const column = unquote(item.trim(), name, value)
    checkColumnName(column, name, value)
    return column
  })
}

/** Every parameter of a request's query string. */
export function parseQuery(params: URLSearchParams): ParsedQuery {
  const parsed: ParsedQuery = {
    select: [{ kind: 'star' }],
    where: [],
    order: [],
    limit: undefined,
    offset: undefined,
    onConflict: undefined,
    columns: undefined,
  }
  for (const [key, value] of params) {
    if (key === 'select') parsed.select = parseSelect(value)
    else if (key === 'order') parsed.order = parseOrder(value)
    else if (key === 'limit') parsed.limit = parseCount('limit', value)
    else if (key === 'offset') parsed.offset = parseCount('offset', value)
    else if (key === 'on_conflict') parsed.onConflict = parseColumnList('on_conflict', value)
    else if (key === 'columns') parsed.columns = parseColumnList('columns', value)
    else if (key === 'or' || key === 'and') parsed.where.push(parseLogic(key, false, value))
    else if (key === 'not.or' || key === 'not.and') {
      parsed.where.push(parseLogic(key === 'not.or' ? 'or' : 'and', true, value))
    } else if (!RESERVED.has(key)) parsed.where.push(parseFilter(key, value))
  }
  return parsed
}
