import { parse, stringify } from 'yaml'
import type { PostStatus } from './status.ts'

/**
 * The file format of `newshub posts export` and `posts import`: one Markdown file per post, its
 * columns in YAML front matter and its body after it, unchanged; the same row as JSON beside it for
 * scripts. Values keep their JSON types (timestamps stay the exact text the API answered), so an
 * export read back gives the very same row. `state` (draft, scheduled, published, unpublished,
 * trashed) is written for people and ignored on import: the columns say it.
 */

/** A post row as the API answers `select=*`, minus columns the database computes. */
export type PostRow = Record<string, unknown> & { id: string; slug: string; title: string; content: string }

/** Columns computed by the database: never exported, never written. */
export const GENERATED_POST_COLUMNS = ['fts', 'word_count', 'tag_slugs'] as const

/** The derived field the export adds for readers of the files. */
export const STATE_FIELD = 'state'

/** A file that is not a post of this format, with the reason in words. */
export class PostFileError extends Error {
  override name = 'PostFileError'
}

/** The row without generated columns, keys in the table's order. */
export function exportableRow(row: Record<string, unknown>): PostRow {
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row))
    if (!(GENERATED_POST_COLUMNS as readonly string[]).includes(key)) copy[key] = value
  return copy as PostRow
}

/** The post as Markdown: `---`, the columns and its state as YAML, `---`, then the body verbatim. */
export function postToMarkdown(row: PostRow, state: PostStatus): string {
  const { content, ...columns } = row
  const front = stringify({ [STATE_FIELD]: state, ...columns }, { lineWidth: 0 })
  return `---\n${front}---\n${content}`
}

/** The post as JSON (the row and its state), for scripts. */
export function postToJson(row: PostRow, state: PostStatus): string {
  return `${JSON.stringify({ [STATE_FIELD]: state, ...row }, null, 2)}\n`
}

function checked(value: unknown, where: string): PostRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new PostFileError(`${where} does not hold a post's fields.`)
  const { [STATE_FIELD]: _state, ...row } = value as Record<string, unknown>
  for (const key of ['id', 'slug', 'title'] as const)
    if (typeof row[key] !== 'string' || row[key] === '')
      throw new PostFileError(`${where} has no ${key}: every post needs an id, a slug and a title.`)
  if (typeof row.content !== 'string') throw new PostFileError(`${where} has no body text.`)
  return exportableRow(row)
}

/** Reads a post's Markdown file (front matter, then the body); throws PostFileError if it is not one. */
export function postFromMarkdown(text: string, where = 'The file'): PostRow {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n')
  if (!source.startsWith('---\n')) throw new PostFileError(`${where} does not start with front matter (---).`)
  const end = source.indexOf('\n---\n', 3)
  if (end === -1) throw new PostFileError(`${where} has no line --- closing its front matter.`)
  let front: unknown
  try {
    front = parse(source.slice(4, end + 1))
  } catch (error) {
    throw new PostFileError(`${where} has front matter that is not valid YAML (${(error as Error).message}).`)
  }
  const content = source.slice(end + '\n---\n'.length)
  return checked({ ...(front as Record<string, unknown>), content }, where)
}

/** Reads a post's JSON file; throws PostFileError if it is not one. */
export function postFromJson(text: string, where = 'The file'): PostRow {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new PostFileError(`${where} is not valid JSON.`)
  }
  return checked(value, where)
}
