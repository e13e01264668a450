/**
 * supabase/database.types.ts, the `Database` type every client is built with, and the check that it
 * matches the migrations.
 *
 * `readSchema` reads schema public from pg_catalog; `renderDatabaseTypes` writes it out in the shape
 * `supabase gen types typescript` produces (columns and functions by name, `T | null` for nullable
 * columns, optional Insert fields for columns with a default or no NOT NULL, `never` for generated
 * columns, the generator's type mapping). `npm run db:types` writes the file with them;
 * supabase/database-types.test.ts parses both the file and a fresh rendering with the TypeScript
 * compiler (`typesOf`) and compares them member by member, so formatting and order do not matter
 * but a missing column or a wrong type does.
 */
import ts from 'typescript'
import type { Queryable } from '../db/database.ts'

export interface Column {
  name: string
  type: string
  nullable: boolean
  hasDefault: boolean
  generated: boolean
}

export interface Relationship {
  foreignKeyName: string
  columns: string[]
  isOneToOne: boolean
  referencedRelation: string
  referencedColumns: string[]
}

export interface Relation {
  name: string
  columns: Column[]
  relationships: Relationship[]
}

export interface FunctionSignature {
  name: string
  args: { name: string; type: string; optional: boolean }[]
  returns: string
}

export interface Schema {
  tables: Relation[]
  views: Relation[]
  functions: FunctionSignature[]
  enums: { name: string; values: string[] }[]
}

const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
])
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'])

/** The TypeScript type the Supabase generator gives a PostgreSQL type (by pg_type.typname). */
export function tsTypeOf(typname: string, enums: ReadonlySet<string>): string {
  if (typname.startsWith('_')) return `${tsTypeOf(typname.slice(1), enums)}[]`
  if (typname === 'bool') return 'boolean'
  if (NUMBER_TYPES.has(typname)) return 'number'
  if (typname === 'json' || typname === 'jsonb') return 'Json'
  if (STRING_TYPES.has(typname)) return 'string'
  if (typname === 'void') return 'undefined'
  if (typname === 'record') return 'Record<string, unknown>'
  if (enums.has(typname)) return `Database["public"]["Enums"]["${typname}"]`
  return 'unknown'
}

/**
 * NOT NULL columns without a default that a BEFORE INSERT OR UPDATE trigger fills when a write
 * leaves them out or sets them to null: Insert and Update take them as optional `T | null`, the
 * one place these types differ from the generator's (which would make them required and non-null).
 * supabase/database-types.test.ts writes a post without them and with null to prove the triggers do.
 */
export const FILLED_BY_TRIGGERS: Readonly<Record<string, readonly string[]>> = {
  // blog_posts_set_slug: from the title, made unique; blog_posts_fill: from business_name on
  // insert, the stored value on update.
  blog_posts: ['slug', 'sponsored'],
}

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/** Reads tables, views, functions and enums of schema public (extension members left out). */
export async function readSchema(db: Queryable): Promise<Schema> {
  const enumRows = await db.query<{ name: string; values: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as values
       from pg_type t join pg_enum e on e.enumtypid = t.oid
      where t.typnamespace = 'public'::regnamespace group by t.typname`,
  )
  const enums = new Set(enumRows.rows.map((row) => row.name))
  const columns = await db.query<{
    relname: string
    relkind: string
    name: string
    typname: string
    nullable: boolean
    has_default: boolean
    generated: boolean
  }>(
    `select c.relname, c.relkind, a.attname as name, t.typname,
            not a.attnotnull as nullable,
            (a.atthasdef or a.attidentity <> '') and a.attgenerated = '' as has_default,
            a.attgenerated <> '' or a.attidentity = 'a' as generated
       from pg_class c
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`,
  )
  const foreignKeys = await db.query<Relationship & { relname: string }>(
    `select c.relname, k.conname as "foreignKeyName",
            array(select attname from pg_attribute where attrelid = k.conrelid and attnum = any(k.conkey)
                  order by array_position(k.conkey, attnum)) as columns,
            exists (select 1 from pg_constraint u where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                      and u.conkey @> k.conkey and u.conkey <@ k.conkey) as "isOneToOne",
            r.relname as "referencedRelation",
            array(select attname from pg_attribute where attrelid = k.confrelid and attnum = any(k.confkey)
                  order by array_position(k.confkey, attnum)) as "referencedColumns"
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = 'public'::regnamespace
        and r.relnamespace = 'public'::regnamespace`,
  )
  const relations = new Map<string, Relation & { kind: string }>()
  for (const row of columns.rows) {
    let relation = relations.get(row.relname)
    if (!relation) {
      relation = { name: row.relname, kind: row.relkind, columns: [], relationships: [] }
      relations.set(row.relname, relation)
    }
    relation.columns.push({
      name: row.name,
      type: tsTypeOf(row.typname, enums),
      nullable: row.nullable || row.relkind === 'v' || row.relkind === 'm',
      hasDefault: row.has_default,
      generated: row.generated,
    })
  }
  for (const { relname, ...relationship } of foreignKeys.rows)
    relations.get(relname)?.relationships.push(relationship)
  for (const relation of relations.values()) {
    relation.columns.sort(byName)
    relation.relationships.sort((a, b) => (a.foreignKeyName < b.foreignKeyName ? -1 : 1))
  }

  const functions = await db.query<{
    name: string
    arg_names: string[] | null
    arg_modes: string[] | null
    arg_types: string[]
    in_count: number
    default_count: number
    returns_set: boolean
    return_type: string
    return_relation: string | null
  }>(
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                  with ordinality as a(oid, n) join pg_type t on t.oid = a.oid order by a.n) as arg_types,
            p.pronargs as in_count, p.pronargdefaults as default_count, p.proretset as returns_set,
            rt.typname as return_type,
            (select c.relname from pg_class c where c.oid = rt.typrelid
                and c.relnamespace = 'public'::regnamespace) as return_relation
       from pg_proc p join pg_type rt on rt.oid = p.prorettype
      where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
        and rt.typname not in ('trigger', 'event_trigger')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  )
  const signatures = functions.rows.map((row): FunctionSignature => {
    const modes = row.arg_modes ?? row.arg_types.map(() => 'i')
    const names = row.arg_names ?? []
    const inputs = modes.flatMap((mode, i) => (mode === 'i' || mode === 'b' || mode === 'v' ? [i] : []))
    const args = inputs.map((i, position) => ({
      name: names[i] ?? '',
      type: tsTypeOf(row.arg_types[i] ?? 'unknown', enums),
      optional: position >= row.in_count - row.default_count,
    }))
    const outputs = modes.flatMap((mode, i) => (mode === 't' ? [i] : []))
    let returns: string
    if (outputs.length > 0) {
      const fields = outputs
        .map((i) => ({ name: names[i] ?? '', type: tsTypeOf(row.arg_types[i] ?? 'unknown', enums) }))
        .sort(byName)
      returns = `{ ${fields.map((field) => `${field.name}: ${field.type}`).join('; ')} }`
    } else if (row.return_relation) {
      const relation = relations.get(row.return_relation)
      returns = `{ ${(relation?.columns ?? []).map((c) => `${c.name}: ${c.type}${c.nullable ? ' | null' : ''}`).join('; ')} }`
    } else {
      returns = tsTypeOf(row.return_type, enums)
    }
    if (row.returns_set) returns = `${returns}[]`
    return { name: row.name, args: args.filter((arg) => arg.name !== '').sort(byName), returns }
  })

  const all = [...relations.values()].sort(byName)
  return {
    tables: all.filter((relation) => relation.kind === 'r' || relation.kind === 'p'),
    views: all.filter((relation) => relation.kind === 'v' || relation.kind === 'm'),
    functions: signatures.sort(byName),
    enums: enumRows.rows.sort(byName),
  }
}

const NONE = '{\n      [_ in never]: never\n    }'
const quote = (value: string) => JSON.stringify(value)

function renderFields(fields: { name: string; type: string; optional: boolean }[], indent: string): string {
  if (fields.length === 0) return '{}'
  return `{\n${fields.map((f) => `${indent}  ${f.name}${f.optional ? '?' : ''}: ${f.type}`).join('\n')}\n${indent}}`
}

function renderRelation(relation: Relation, writable: boolean): string {
  const i = '        '
  const typeOf = (c: Column) => `${c.type}${c.nullable ? ' | null' : ''}`
  const row = relation.columns.map((c) => ({ name: c.name, type: typeOf(c), optional: false }))
  const filled = (c: Column) => FILLED_BY_TRIGGERS[relation.name]?.includes(c.name) ?? false
  const write = (allOptional: boolean) =>
    relation.columns.map((c) => ({
      name: c.name,
      type: c.generated ? 'never' : filled(c) ? `${c.type} | null` : typeOf(c),
      optional: allOptional || c.generated || c.nullable || c.hasDefault || filled(c),
    }))
  const relationships = relation.relationships.map(
    (r) =>
      `${i}  {\n${i}    foreignKeyName: ${quote(r.foreignKeyName)}\n${i}    columns: [${r.columns.map(quote).join(', ')}]\n` +
      `${i}    isOneToOne: ${r.isOneToOne}\n${i}    referencedRelation: ${quote(r.referencedRelation)}\n` +
      `${i}    referencedColumns: [${r.referencedColumns.map(quote).join(', ')}]\n${i}  },`,
  )
  const parts = [`${i}Row: ${renderFields(row, i)}`]
  if (writable)
    parts.push(`${i}Insert: ${renderFields(write(false), i)}`, `${i}Update: ${renderFields(write(true), i)}`)
  parts.push(`${i}Relationships: [${relationships.length ? `\n${relationships.join('\n')}\n${i}` : ''}]`)
  return `      ${relation.name}: {\n${parts.join('\n')}\n      }`
}

function renderSection(entries: string[]): string {
  return entries.length === 0 ? NONE : `{\n${entries.join('\n')}\n    }`
}

/** The whole types file for `schema`, before formatting (Biome formats it when `npm run db:types` writes it). */
export function renderDatabaseTypes(schema: Schema): string {
  const functions = schema.functions.map((fn) => {
    const args = fn.args.length === 0 ? 'never' : renderFields(fn.args, '          ')
    return `      ${fn.name}: {\n        Args: ${args}\n        Returns: ${fn.returns}\n      }`
  })
  const enums = schema.enums.map((e) => `      ${e.name}: ${e.values.map(quote).join(' | ')}`)
  return `// The schema's types in the shape \`supabase gen types typescript\` produces. Written by
// \`npm run db:types\` from the migrations; supabase/database-types.test.ts fails when they differ.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: ${renderSection(schema.tables.map((t) => renderRelation(t, true)))}
    Views: ${renderSection(schema.views.map((v) => renderRelation(v, false)))}
    Functions: ${renderSection(functions)}
    Enums: ${renderSection(enums)}
    CompositeTypes: ${NONE}
  }
}
${HELPERS}`
}

const HELPERS = `
type DefaultSchema = Database[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof Database },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
    ? keyof (Database[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        Database[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
  ? (Database[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      Database[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof Database },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
    ? keyof Database[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
  ? Database[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { Insert: infer I }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof Database },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
    ? keyof Database[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
  ? Database[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { Update: infer U }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"] | { schema: keyof Database },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof Database }
    ? keyof Database[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof Database }
  ? Database[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"] | { schema: keyof Database },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends { schema: keyof Database }
    ? keyof Database[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof Database }
  ? Database[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`

/** A type as a comparable value: object types become objects (key `name?` when optional), others text. */
export type TypeShape = string | { [member: string]: TypeShape }

function shapeOf(node: ts.TypeNode, source: ts.SourceFile): TypeShape {
  if (ts.isParenthesizedTypeNode(node)) return shapeOf(node.type, source)
  if (ts.isTypeLiteralNode(node) && node.members.every(ts.isPropertySignature)) {
    const shape: Record<string, TypeShape> = {}
    for (const member of node.members as ts.NodeArray<ts.PropertySignature>) {
      const name = member.name.getText(source).replace(/^['"]|['"]$/g, '')
      shape[`${name}${member.questionToken ? '?' : ''}`] = member.type ? shapeOf(member.type, source) : 'any'
    }
    return shape
  }
  if (ts.isArrayTypeNode(node)) return `${text(shapeOf(node.elementType, source))}[]`
  if (ts.isUnionTypeNode(node)) {
    return node.types
      .map((type) => text(shapeOf(type, source)))
      .sort()
      .join(' | ')
  }
  if (ts.isTupleTypeNode(node)) return `[${node.elements.map((e) => text(shapeOf(e, source))).join(', ')}]`
  return node.getText(source).replace(/\s+/g, '').replace(/'/g, '"')
}

function text(shape: TypeShape): string {
  if (typeof shape === 'string') return shape
  const keys = Object.keys(shape).sort()
  return `{ ${keys.map((key) => `${key}: ${text(shape[key] as TypeShape)}`).join('; ')} }`
}

/** The `Database` type of a types file's source as a comparable shape. */
export function typesOf(sourceText: string): TypeShape {
  const source = ts.createSourceFile('database.types.ts', sourceText, ts.ScriptTarget.Latest, true)
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === 'Database') {
      return shapeOf(statement.type, source)
    }
  }
  throw new Error('The file declares no `Database` type.')
}
