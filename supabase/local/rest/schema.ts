import type { Queryable } from '../db/database.ts'

/** A column as the REST server needs it: its SQL type, for casts and operator choices. */
export interface ColumnInfo {
  name: string
  /** format_type() of the column, for example `text[]` or `timestamp with time zone`. */
  type: string
  /** pg_type.typcategory: 'A' array, 'S' string, 'N' numeric, 'D' date/time, 'U' user (uuid, tsvector) ... */
  category: string
  isTsvector: boolean
  generated: boolean
}

/** A table or view of the exposed schema. */
export interface TableInfo {
  name: string
  columns: Map<string, ColumnInfo>
  /** Column names in table order, as `select=*` returns them. */
  columnNames: string[]
  primaryKey: string[]
}

/** An input argument of a function, as `/rpc` calls it: by name. */
export interface ArgumentInfo {
  name: string
  /** format_type() of the argument, for the record the JSON arguments are read into. */
  type: string
  hasDefault: boolean
}

/** A function of the exposed schema, callable at /rest/v1/rpc/<name>. */
export interface FunctionInfo {
  name: string
  /** The input arguments, in order; every one has a name (PostgREST calls functions by name). */
  args: ArgumentInfo[]
  returnsSet: boolean
  returnsVoid: boolean
  /** Rows come back as JSON objects (a table type, a composite or `returns table`), not scalars. */
  returnsRows: boolean
}

/** PostgREST's schema cache: the tables and functions of `public`, read once and reloaded on demand. */
export interface SchemaCache {
  table(name: string): TableInfo | undefined
  tableNames(): string[]
  /** Every overload of a function name (none when it is unknown). */
  functions(name: string): FunctionInfo[]
  reload(): Promise<void>
}

interface ColumnRow {
  table_name: string
  column_name: string
  column_type: string
  category: string
  type_name: string
  generated: string
}

const COLUMNS_SQL = `
  select c.relname as table_name, a.attname as column_name,
         format_type(a.atttypid, a.atttypmod) as column_type,
         t.typcategory as category, t.typname as type_name, a.attgenerated as generated
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid
  join pg_type t on t.oid = a.atttypid
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
    and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`

const PRIMARY_KEYS_SQL = `
  select c.relname as table_name, a.attname as column_name
  from pg_index i
  join pg_class c on c.oid = i.indrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
  where n.nspname = 'public' and i.indisprimary
  order by c.relname, array_position(i.indkey::int2[], a.attnum)`

// Trigger and aggregate functions are not callable over HTTP, nor are functions with unnamed inputs.
const FUNCTIONS_SQL = `
  select p.proname as name, p.proretset as returns_set,
         p.prorettype = 'void'::regtype as returns_void,
         t.typtype in ('c', 'p') and p.prorettype <> 'void'::regtype as returns_rows,
         p.pronargdefaults as defaults, p.proargnames as arg_names,
         p.proargmodes::text[] as arg_modes,
         array(select format_type(a.type, null)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(type, n)
               order by a.n) as arg_types
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`

interface FunctionRow {
  name: string
  returns_set: boolean
  returns_void: boolean
  returns_rows: boolean
  defaults: number
  arg_names: string[] | null
  arg_modes: string[] | null
  arg_types: string[]
}

/** The inputs of a function (in, inout and variadic arguments), or undefined if one has no name. */
function inputsOf(row: FunctionRow): ArgumentInfo[] | undefined {
  const inputs: { name: string; type: string }[] = []
  row.arg_types.forEach((type, index) => {
    const mode = row.arg_modes?.[index] ?? 'i'
    if (mode === 'o' || mode === 't') return
    inputs.push({ name: row.arg_names?.[index] ?? '', type })
  })
  if (inputs.some((input) => input.name === '')) return undefined
  // Defaults belong to the last inputs.
  return inputs.map((input, index) => ({ ...input, hasDefault: index >= inputs.length - row.defaults }))
}

/** Reads the exposed tables from the catalog; call reload() after migrations change them. */
export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  let tables = new Map<string, TableInfo>()
  let functions = new Map<string, FunctionInfo[]>()

  async function reload(): Promise<void> {
    const next = new Map<string, TableInfo>()
    const columns = await db.query<ColumnRow>(COLUMNS_SQL)
    for (const row of columns.rows) {
      let table = next.get(row.table_name)
      if (!table) {
        table = { name: row.table_name, columns: new Map(), columnNames: [], primaryKey: [] }
        next.set(row.table_name, table)
      }
      table.columns.set(row.column_name, {
        name: row.column_name,
        type: row.column_type,
        category: row.category,
        isTsvector: row.type_name === 'tsvector',
        generated: row.generated !== '',
      })
      table.columnNames.push(row.column_name)
    }
    const keys = await db.query<{ table_name: string; column_name: string }>(PRIMARY_KEYS_SQL)
    for (const row of keys.rows) next.get(row.table_name)?.primaryKey.push(row.column_name)
    const callable = new Map<string, FunctionInfo[]>()
    for (const row of (await db.query<FunctionRow>(FUNCTIONS_SQL)).rows) {
      const args = inputsOf(row)
      if (!args) continue
      const overloads = callable.get(row.name) ?? []
      overloads.push({
        name: row.name,
        args,
        returnsSet: row.returns_set,
        returnsVoid: row.returns_void,
        returnsRows: row.returns_rows,
      })
      callable.set(row.name, overloads)
    }
    tables = next
    functions = callable
  }

  await reload()
  return {
    table: (name) => tables.get(name),
    tableNames: () => [...tables.keys()],
    functions: (name) => functions.get(name) ?? [],
    reload,
  }
}
