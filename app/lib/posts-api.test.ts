import type { LocalStack } from '../../supabase/local/index.ts'
import { startTestStack } from '../../supabase/local/testing/index.ts'
import { createPostgrestClient, createPostsApi, SearchInputError } from './posts-api.ts'

let stack: LocalStack
beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  await stack.db.query(
    `insert into public.blog_posts (title, slug, content, created_at)
     select 'Post ' || n, 'post-' || n, 'Words here.', now() - n * interval '1 minute' from generate_series(1, 2105) as n`,
  )
})
afterAll(() => stack?.stop())

describe('posts API', () => {
  it('finds a post by slug or by its UUID, and reads site settings', async () => {
    const api = createPostsApi(createPostgrestClient(stack.url, stack.anonKey))
    const bySlug = await api.findPost('post-7')
    expect(bySlug?.title).toBe('Post 7')
    expect((await api.findPost(bySlug?.id as string))?.slug).toBe('post-7')
    expect(await api.findPost('1')).toBeNull()
    expect(await api.getSiteSetting('google_site_verification')).toBeNull()
  })

  it('searches through search_posts in pages by (score, id), and turns a refused text into its message', async () => {
    const api = createPostsApi(createPostgrestClient(stack.url, stack.anonKey))
    // 'Words here.' is in every post: ranks tie, so the cursor's id keeps pages apart.
    const first = await api.searchPosts('words', { pageSize: 4 })
    expect(first.hits).toHaveLength(4)
    expect(first.hits[0]?.snippet).toContain('<mark>Words</mark>')
    const last = first.hits.at(-1)
    const second = await api.searchPosts('words', {
      pageSize: 4,
      ...(last ? { after: { score: last.score, id: last.id } } : {}),
    })
    expect(second.hits).toHaveLength(4)
    expect(second.hits.some((hit) => first.hits.some((seen) => seen.id === hit.id))).toBe(false)
    expect((await api.searchPosts('!!!')).hits).toEqual([])
    const refused = api.searchPosts('x'.repeat(201))
    await expect(refused).rejects.toBeInstanceOf(SearchInputError)
    await expect(refused).rejects.toThrow('Search text is too long (at most 200 characters).')
  })

  it('follows a renamed post’s old slug to its new one, only while readers can read the post', async () => {
    const api = createPostsApi(createPostgrestClient(stack.url, stack.anonKey))
    await stack.db.query(`update public.blog_posts set slug = 'post-8-renamed' where slug = 'post-8'`)
    expect(await api.findPost('post-8')).toBeNull()
    expect(await api.findSlugRedirect('post-8')).toBe('post-8-renamed')
    // Renamed twice: the first slug leads to the newest, not to the middle one.
    await stack.db.query(`update public.blog_posts set slug = 'post-8-final' where slug = 'post-8-renamed'`)
    expect(await api.findSlugRedirect('post-8')).toBe('post-8-final')
    expect(await api.findSlugRedirect('post-8-renamed')).toBe('post-8-final')
    // Unpublished, the post and every way to it are gone for readers.
    await stack.db.query(`update public.blog_posts set status = 'unpublished' where slug = 'post-8-final'`)
    expect(await api.findSlugRedirect('post-8')).toBeNull()
    expect(await api.findSlugRedirect('never-a-slug')).toBeNull()
  })
})
