import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countWords } from '../../../core/posts/text.ts'
import type { LocalStack } from '../index.ts'
import { startTestStack } from '../testing/index.ts'

let stack: LocalStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

describe('blog_posts.word_count', () => {
  it('counts the visible words of every seeded post as core does, HTML and markdown alike', async () => {
    const { rows } = await stack.db.query<{ content: string; word_count: number }>(
      'select content, word_count from public.blog_posts',
    )
    expect(rows.length).toBeGreaterThanOrEqual(30)
    for (const row of rows) expect(row.word_count).toBe(countWords(row.content))
  })

  it('follows edits and counts nothing for an empty or tag-only body', async () => {
    const { rows } = await stack.db.query<{ word_count: number }>(
      `insert into public.blog_posts (title, content) values
         ('Empty body', ''), ('Tags only', '<p> </p><!-- note -->'),
         ('Mixed', '## Heading here\n\n- one [link text](https://a.example) <b>two</b>\n<script>var x = 1</script>')
       returning word_count`,
    )
    expect(rows.map((row) => row.word_count)).toEqual([0, 0, 6])
    expect(
      countWords(
        '## Heading here\n\n- one [link text](https://a.example) <b>two</b>\n<script>var x = 1</script>',
      ),
    ).toBe(6)
  })
})
