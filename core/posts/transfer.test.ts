import { describe, expect, it } from 'vitest'
import {
  exportableRow,
  PostFileError,
  postFromJson,
  postFromMarkdown,
  postToJson,
  postToMarkdown,
} from './transfer.ts'

const row = exportableRow({
  id: '0b6a1a52-2f5c-4d8e-9a61-3c1f7a2b9e10',
  slug: 'awkward-post',
  title: 'Yes: "No" — #1? true',
  content: '---\nNot front matter.\n\n* list\n\n<script>x</script>\n---\nEnd without newline',
  meta_description: 'null',
  tags: ['true', '2026-11-23', 'Home & Garden'],
  keywords: [],
  canonical_url: null,
  published_at: '2026-11-23T15:04:05.123+00:00',
  deleted_at: null,
  sponsored: false,
  status: 'draft',
  fts: "'awkward':1",
  word_count: 9,
})

describe('post files', () => {
  it('leave out generated columns', () => {
    expect(row).not.toHaveProperty('fts')
    expect(row).not.toHaveProperty('word_count')
  })

  it('read back from Markdown as the very same row, body verbatim, state ignored', () => {
    const markdown = postToMarkdown(row, 'trashed')
    expect(markdown.startsWith('---\nstate: trashed\nid: 0b6a1a52')).toBe(true)
    expect(
      markdown.endsWith(
        '\n---\n---\nNot front matter.\n\n* list\n\n<script>x</script>\n---\nEnd without newline',
      ),
    ).toBe(true)
    expect(postFromMarkdown(markdown)).toEqual(row)
    expect(postFromMarkdown(markdown.replace(/\n/g, '\r\n')).title).toBe(row.title)
  })

  it('read back from JSON as the same row', () => {
    expect(postFromJson(postToJson(row, 'draft'))).toEqual(row)
  })

  it('refuse files that are not posts, saying why', () => {
    expect(() => postFromMarkdown('# Just Markdown', 'a.md')).toThrow(
      'a.md does not start with front matter (---).',
    )
    expect(() => postFromMarkdown('---\ntitle: x\n', 'a.md')).toThrow(
      'a.md has no line --- closing its front matter.',
    )
    expect(() => postFromMarkdown('---\ntitle: [x\n---\nbody', 'a.md')).toThrow(
      /a\.md has front matter that is not valid YAML/,
    )
    expect(() => postFromMarkdown('---\n- a list\n---\nbody', 'a.md')).toThrow(PostFileError)
    expect(() => postFromMarkdown('---\ntitle: T\nslug: t\n---\nbody', 'a.md')).toThrow(
      'a.md has no id: every post needs an id, a slug and a title.',
    )
    expect(() => postFromJson('{', 'a.json')).toThrow('a.json is not valid JSON.')
    expect(() => postFromJson('{"id":"1","slug":"s","title":"t"}', 'a.json')).toThrow(
      'a.json has no body text.',
    )
  })
})
