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

/** PostgREST's schema cache: the tables of `public` and their columns, read once and reloaded on demand. */
export interface SchemaCache {
  table(name: string): TableInfo | undefined
  tableNames(): string[]
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

/** Reads the exposed tables from the catalog; call reload() after migrations change them. */
export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  let tables = new Map<string, TableInfo>()

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
    tables = next
  }

  await reload()
  return {
    table: (name) => tables.get(name),
    tableNames: () => [...tables.keys()],
    reload,
  }
}
