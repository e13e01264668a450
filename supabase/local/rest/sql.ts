import type { Query } from '../db/executor.ts'
import { restError } from '../errors.ts'
import type { Condition, Filter, OrderTerm, ParsedQuery, SelectItem } from './grammar.ts'
import type { ColumnInfo, TableInfo } from './schema.ts'

/**
 * Turns a parsed request into SQL the way PostgREST does: identifiers only from the schema cache
 * (quoted), every value a bound parameter, and the answer built by Postgres itself as JSON text
 * (json_agg), so dates, arrays and numbers come out exactly as PostgREST formats them.
 */

/** How the answer is shaped. */
export interface ResponseShape {
  /** Also count every matching row (Prefer: count=exact). */
  count: boolean
  /** One object instead of an array (Accept: application/vnd.pgrst.object+json). */
  single: boolean
  /** Leave out null fields (Accept ...;nulls=stripped). */
  stripNulls: boolean
}

/** Each row of a read or returned write: [total or null, rows in this page, body]. */
export const RESULT_ALIAS = '_postgrest_t'
/** PostgREST's cap on rows per request (config.toml [api] max_rows). */
export const MAX_ROWS = 1000

class Params {
  readonly values: (string | null)[] = []
  add(value: string | null): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

function tableRef(table: TableInfo): string {
  return `"public".${quoteIdent(table.name)}`
}

function columnOf(table: TableInfo, name: string): ColumnInfo {
  const column = table.columns.get(name)
  if (!column) {
    throw restError(400, '42703', `column ${table.name}.${name} does not exist`)
  }
  return column
}

/** A Postgres array literal of text items: {"a","b \"c\""}. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`
}

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }
const PATTERNS: Record<string, string> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' }
const CONTAINMENT: Record<string, string> = { cs: '@>', cd: '<@', ov: '&&' }
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

function filterSql(table: TableInfo, filter: Filter, params: Params): string {
  const column = columnOf(table, filter.column)
  const ref = `${quoteIdent(table.name)}.${quoteIdent(column.name)}`
  const { value, operator } = filter
  let sql: string
  if (value.kind === 'is') {
    sql = value.value === 'not_null' ? `${ref} is not null` : `${ref} is ${value.value}`
  } else if (value.kind === 'list') {
    sql = `${ref} = any(${params.add(arrayLiteral(value.items))})`
  } else if (value.kind === 'fts') {
    const config = value.config === undefined ? '' : `${params.add(value.config)}::regconfig, `
    const vector = column.isTsvector ? ref : `to_tsvector(${config}${ref}::text)`
    sql = `${vector} @@ ${TSQUERY[operator]}(${config}${params.add(value.query)})`
  } else if (operator in COMPARISONS) {
    sql = `${ref} ${COMPARISONS[operator]} ${params.add(value.text)}`
  } else if (operator in PATTERNS) {
    // PostgREST lets * stand for % so patterns survive URL encoding.
    const pattern = operator === 'like' || operator === 'ilike' ? value.text.replace(/\*/g, '%') : value.text
    sql = `${ref}::text ${PATTERNS[operator]} ${params.add(pattern)}`
  } else if (operator in CONTAINMENT) {
    sql = `${ref} ${CONTAINMENT[operator]} ${params.add(value.text)}`
  } else {
    sql = `${ref} is distinct from ${params.add(value.text)}`
  }
  return filter.negate ? `not (${sql})` : sql
}

function conditionSql(table: TableInfo, condition: Condition, params: Params): string {
  if (condition.kind === 'filter') return filterSql(table, condition, params)
  const parts = condition.conditions.map((child) => conditionSql(table, child, params))
  const joined = `(${parts.join(condition.operator === 'and' ? ' and ' : ' or ')})`
  return condition.negate ? `not ${joined}` : joined
}

function whereSql(table: TableInfo, where: readonly Condition[], params: Params): string {
  if (where.length === 0) return ''
  return ` where ${where.map((condition) => conditionSql(table, condition, params)).join(' and ')}`
}

function selectListSql(table: TableInfo, items: readonly SelectItem[], qualifier: string): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${qualifier}.*`
      if (item.kind === 'embed') {
        throw restError(
          400,
          'PGRST200',
          `Could not find a relationship between '${table.name}' and '${item.name}' in the schema cache`,
          `Searched for a foreign key relationship between '${table.name}' and '${item.name}' in the schema 'public', but no matches were found.`,
        )
      }
      const column = columnOf(table, item.column)
      const ref = `${qualifier}.${quoteIdent(column.name)}`
      const expression = item.cast ? `${ref}::${item.cast}` : ref
      return `${expression} as ${quoteIdent(item.alias ?? column.name)}`
    })
    .join(', ')
}

function orderSql(table: TableInfo, order: readonly OrderTerm[]): string {
  if (order.length === 0) return ''
  const terms = order.map((term) => {
    const column = columnOf(table, term.column)
    const nulls = term.nulls ? ` nulls ${term.nulls}` : ''
    return `${quoteIdent(table.name)}.${quoteIdent(column.name)}${term.descending ? ' desc' : ' asc'}${nulls}`
  })
  return ` order by ${terms.join(', ')}`
}

function bodySql(shape: ResponseShape): string {
  const rows = `json_agg(${RESULT_ALIAS})`
  const stripped = shape.stripNulls ? `json_strip_nulls(${rows})` : rows
  return shape.single ? `coalesce((${stripped} -> 0)::text, 'null')` : `coalesce(${stripped}, '[]')::text`
}

/** The GET of a table: [total, page count, body] in one row. */
export function compileRead(
  table: TableInfo,
  query: ParsedQuery,
  shape: ResponseShape,
  range: { offset: number; limit: number | undefined },
): Query {
  const params = new Params()
  const source = tableRef(table)
  const where = whereSql(table, query.where, params)
  const list = selectListSql(table, query.select, quoteIdent(table.name))
  const limit = Math.min(range.limit ?? MAX_ROWS, MAX_ROWS)
  const offset = range.offset > 0 ? ` offset ${range.offset}` : ''
  const inner = `select ${list} from ${source}${where}${orderSql(table, query.order)} limit ${limit}${offset}`
  const total = shape.count ? `(select count(*) from ${source}${where})::text` : 'null'
  return {
    sql: `select ${total}, count(${RESULT_ALIAS})::text, ${bodySql(shape)} from (${inner}) ${RESULT_ALIAS}`,
    params: params.values,
  }
}

/** How a write answers: nothing (minimal) or the written rows shaped like a read. */
export interface WriteShape extends ResponseShape {
  representation: boolean
}

function returningWrapper(
  table: TableInfo,
  query: ParsedQuery,
  shape: WriteShape,
  sources: string[],
): string {
  const union = sources.map((name) => `select * from ${name}`).join(' union all ')
  const list = selectListSql(table, query.select, 'pgrst_source')
  const guard = shape.single ? `, newshub_local.assert_single(count(${RESULT_ALIAS}))` : ''
  return `select null, count(${RESULT_ALIAS})::text, ${bodySql(shape)}${guard} from (select ${list} from (${union}) pgrst_source) ${RESULT_ALIAS}`
}

/**
 * POST: rows with the same keys are inserted together from json_populate_recordset; with
 * `missing=default`, keys a row leaves out get their column default. Upserts add ON CONFLICT.
 */
export function compileInsert(
  table: TableInfo,
  query: ParsedQuery,
  groups: { columns: string[]; rows: Record<string, unknown>[] }[],
  shape: WriteShape,
  upsert: { onConflict: string[]; ignoreDuplicates: boolean } | undefined,
): Query[] {
  // Minimal answers run one statement per group, each with its own parameters; representation
  // joins the groups in one statement, sharing them.
  const shared = new Params()
  const perGroup = groups.map(() => (shape.representation ? shared : new Params()))
  const statements = groups.map((group, groupIndex) => {
    const params = perGroup[groupIndex] as Params
    const columns = group.columns.map((name) => quoteIdent(columnOf(table, name).name)).join(', ')
    const source = `json_populate_recordset(null::${tableRef(table)}, ${params.add(JSON.stringify(group.rows))}::json)`
    let sql = `insert into ${tableRef(table)} (${columns}) select ${columns} from ${source} pgrst_body`
    if (upsert) {
      const target = upsert.onConflict.map((name) => quoteIdent(columnOf(table, name).name)).join(', ')
      const updates = group.columns
        .filter((name) => !upsert.onConflict.includes(name))
        .map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`)
      sql +=
        upsert.ignoreDuplicates || updates.length === 0
          ? ` on conflict (${target}) do nothing`
          : ` on conflict (${target}) do update set ${updates.join(', ')}`
    }
    return sql
  })
  if (!shape.representation) {
    return statements.map((sql, index) => ({ sql, params: (perGroup[index] as Params).values }))
  }
  const ctes = statements.map(
    (sql, index) => `pgrst_insert_${index} as (${sql} returning ${tableRef(table)}.*)`,
  )
  const names = statements.map((_, index) => `pgrst_insert_${index}`)
  return [
    { sql: `with ${ctes.join(', ')} ${returningWrapper(table, query, shape, names)}`, params: shared.values },
  ]
}

function requireFilters(query: ParsedQuery, verb: 'UPDATE' | 'DELETE'): void {
  // Supabase runs PostgREST with pg-safeupdate: a write without a filter is refused, not applied to every row.
  if (query.where.length === 0) throw restError(400, '21000', `${verb} requires a WHERE clause`)
}

/** PATCH: the body's columns set on every row the filters match. */
export function compileUpdate(
  table: TableInfo,
  query: ParsedQuery,
  body: Record<string, unknown>,
  shape: WriteShape,
): Query {
  requireFilters(query, 'UPDATE')
  const params = new Params()
  const columns = Object.keys(body).map((name) => quoteIdent(columnOf(table, name).name))
  const source = `json_populate_record(null::${tableRef(table)}, ${params.add(JSON.stringify(body))}::json)`
  const where = whereSql(table, query.where, params)
  const sql = `update ${tableRef(table)} set (${columns.join(', ')}) = (select ${columns.join(', ')} from ${source} pgrst_body)${where}`
  if (!shape.representation) return { sql, params: params.values }
  const returning = `with pgrst_update as (${sql} returning ${tableRef(table)}.*) `
  return { sql: returning + returningWrapper(table, query, shape, ['pgrst_update']), params: params.values }
}

/** DELETE of every row the filters match. */
export function compileDelete(table: TableInfo, query: ParsedQuery, shape: WriteShape): Query {
  requireFilters(query, 'DELETE')
  const params = new Params()
  const sql = `delete from ${tableRef(table)}${whereSql(table, query.where, params)}`
  if (!shape.representation) return { sql, params: params.values }
  const returning = `with pgrst_delete as (${sql} returning ${tableRef(table)}.*) `
  return { sql: returning + returningWrapper(table, query, shape, ['pgrst_delete']), params: params.values }
}
