/**
 * The newsroom's data calls with the owner's real supabase-js client against the local stack: what
 * the list filters find, how the editor saves, and what each action does to what readers see.
 */
import type { LocalStack } from '../../supabase/local/index.ts'
import { type Callers, createCallers, startTestStack } from '../../supabase/local/testing/index.ts'
import { EMPTY_FORM, postFromForm, saveErrorMessage, withBusinessName } from './post-form.ts'
import { applyAction, listClients, listPosts, purgePosts, SaveError, savePost } from './posts-admin.ts'

let stack: LocalStack
let callers: Callers

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  callers = await createCallers(stack)
})
afterAll(() => stack?.stop())

const fields = (title: string, more: Partial<typeof EMPTY_FORM> = {}) => {
  const form = { ...EMPTY_FORM, title, slug: '', content: 'Body words.', ...more }
  return postFromForm(withBusinessName({ ...form, business_name: '' }, form.business_name))
}

async function readerSees(slug: string): Promise<boolean> {
  const { data, error } = await callers.anon.from('blog_posts').select('id').eq('slug', slug)
  if (error) throw error
  return (data ?? []).length === 1
}

describe('the newsroom data calls', () => {
  it('saves a new post as a draft readers cannot see, and finds it by status, words, category and client', async () => {
    const post = await savePost(
      callers.owner,
      null,
      fields('Ice fishing opens on Houghton Lake', {
        category: 'Local News',
        business_name: 'Lakeside Bait',
      }),
    )
    expect(post).toMatchObject({
      status: 'draft',
      slug: 'ice-fishing-opens-on-houghton-lake',
      sponsored: true,
    })
    expect(await readerSees(post.slug)).toBe(false)

    const now = new Date()
    const found = await listPosts(
      callers.owner,
      { status: 'draft', q: 'houghton', category: 'Local News' },
      now,
    )
    expect(found.rows.map((row) => row.id)).toEqual([post.id])
    expect(found.total).toBe(1)
    expect((await listPosts(callers.owner, { status: 'published', q: 'houghton' }, now)).total).toBe(0)
    expect((await listPosts(callers.owner, { client: 'Lakeside Bait' }, now)).rows[0]?.id).toBe(post.id)
    expect(await listClients(callers.owner)).toContain('Lakeside Bait')
    // Another signed-in user who is no owner sees nothing.
    expect((await listPosts(callers.reader, { q: 'houghton' }, now)).total).toBe(0)
  })

  it('refuses a slug another post has with a line that says what to do', async () => {
    await savePost(callers.owner, null, fields('First take', { slug: 'same-slug' }))
    const error = await savePost(callers.owner, null, fields('Second take', { slug: 'same-slug' })).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(SaveError)
    expect(saveErrorMessage(error as SaveError, 'same-slug')).toBe(
      'The slug "same-slug" is already used by another post. Choose another slug.',
    )
  })

  it('schedules, publishes, unpublishes, trashes, restores and purges, as readers see it', async () => {
    const post = await savePost(callers.owner, null, fields('Harbor lights festival'))
    const now = new Date()
    await applyAction(callers.owner, [post.id], 'schedule', now, new Date(now.getTime() + 3_600_000))
    expect(
      (await listPosts(callers.owner, { status: 'scheduled', q: 'Harbor lights' }, new Date())).total,
    ).toBe(1)
    expect(await readerSees(post.slug)).toBe(false)

    expect(await applyAction(callers.owner, [post.id], 'publish', new Date())).toBe(1)
    expect(await readerSees(post.slug)).toBe(true)
    await applyAction(callers.owner, [post.id], 'unpublish', new Date())
    expect(await readerSees(post.slug)).toBe(false)
    await applyAction(callers.owner, [post.id], 'publish', new Date())

    await applyAction(callers.owner, [post.id], 'trash', new Date())
    expect(await readerSees(post.slug)).toBe(false)
    expect((await listPosts(callers.owner, { q: 'Harbor lights' }, new Date())).total).toBe(0)
    expect(
      (await listPosts(callers.owner, { status: 'trashed', q: 'Harbor lights' }, new Date())).total,
    ).toBe(1)
    // Restoring brings it back as a draft: nothing is republished by surprise.
    await applyAction(callers.owner, [post.id], 'restore', new Date())
    expect(await readerSees(post.slug)).toBe(false)
    expect((await listPosts(callers.owner, { status: 'draft', q: 'Harbor lights' }, new Date())).total).toBe(
      1,
    )

    // Only posts in the trash are deleted for good.
    expect(await purgePosts(callers.owner, [post.id])).toBe(0)
    await applyAction(callers.owner, [post.id], 'trash', new Date())
    expect(await purgePosts(callers.owner, [post.id])).toBe(1)
    expect(
      (await listPosts(callers.owner, { status: 'trashed', q: 'Harbor lights' }, new Date())).total,
    ).toBe(0)
  })

  it('pages the list, LIKE wildcards in the words taken literally', async () => {
    for (let n = 1; n <= 23; n++) await savePost(callers.owner, null, fields(`Paging post ${n}`))
    await savePost(callers.owner, null, fields('Sale: 50% off paging'))
    const first = await listPosts(callers.owner, { q: 'Paging post', sort: 'title-asc' }, new Date())
    expect(first.total).toBe(23)
    expect(first.rows).toHaveLength(20)
    const second = await listPosts(
      callers.owner,
      { q: 'Paging post', sort: 'title-asc', page: 2 },
      new Date(),
    )
    expect(second.rows).toHaveLength(3)
    expect((await listPosts(callers.owner, { q: '50%' }, new Date())).rows.map((row) => row.title)).toEqual([
      'Sale: 50% off paging',
    ])
  })
})
