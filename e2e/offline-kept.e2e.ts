import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../supabase/database.types.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { brokenImages, recordPrefetchDone, waitForPrefetchDone } from './support/images.ts'
import { storedTitles } from './support/offline.ts'
import { serviceClient } from './support/site.ts'

const IMAGES = ['runner', 'factory', 'market', 'books', 'river', 'house', 'lake', 'snow']

test.beforeAll(async ({ sites }, info) => {
  const db = serviceClient(await siteOf(sites, info))
  // 60 stories newer than the seed: the seed's posts are no longer among the 50 newest.
  const now = Date.now()
  const { error } = await db.from('blog_posts').insert(
    Array.from({ length: 60 }, (_, index) => {
      const at = new Date(now - index * 60_000).toISOString()
      return {
        title: `Fresh story number ${index + 1}`,
        content: `<p>Fresh story ${index + 1} body. ${'Readers learn what happened today. '.repeat(10)}</p>`,
        tags: ['Local News'],
        author: 'Desk',
        image_url: `/images/posts/${IMAGES[index % IMAGES.length]}.svg`,
        created_at: at,
        published_at: at,
      }
    }),
  )
  if (error) throw new Error(error.message)
})

/** The oldest seeded post: far older than the 50 newest. */
async function oldestPost(db: SupabaseClient<Database>) {
  const { data } = await db
    .from('blog_posts')
    .select('slug,title,content,tags')
    .order('created_at', { ascending: true })
    .limit(1)
    .single()
  if (!data) throw new Error('the seed has no posts')
  return data as { slug: string; title: string; content: string; tags: string[] }
}

test.describe('what the reader saw is kept on the device', () => {
  test('reloads an old article read on a first, server-rendered visit while offline', async ({
    site,
    page,
    offlineMode,
  }) => {
    const post = await oldestPost(serviceClient(site))
    await page.goto(`${site.url}/article/${post.slug}`)
    const body = await page.locator('.article-body').innerText()
    expect(body.length).toBeGreaterThan(200)
    // No page reloads offline before its worker is there; the reader goes offline once the page has
    // written what it showed to the device (nothing else fetches this old story).
    await offlineMode.worker()
    await expect
      .poll(() => storedTitles(page), { message: 'the article kept on the device' })
      .toContain(post.title)
    await offlineMode.set(true)
    await page.reload()
    await expect(page.getByText('You are offline.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expect(page.locator('.article-body')).toHaveText(body, { useInnerText: true })
  })

  test('keeps a server-rendered category list for offline', async ({ site, page, offlineMode }) => {
    await page.goto(`${site.url}/category/business`)
    const title = await page.locator('main article :is(h2, h3)').first().innerText()
    await offlineMode.worker()
    await expect.poll(() => storedTitles(page), { message: 'the list kept on the device' }).toContain(title)
    await offlineMode.set(true)
    await page.reload()
    await expect(page.getByText('You are offline.')).toBeVisible()
    await expect(page.locator('main article :is(h2, h3)', { hasText: title }).first()).toBeVisible()
  })
})

test.describe('images go offline with their stories', () => {
  test('shows the 50 newest stories, the default author picture and the built-in articles with no broken image', async ({
    site,
    page,
    context,
    offlineMode,
  }) => {
    await recordPrefetchDone(page)
    await page.goto(`${site.url}/`)
    await offlineMode.ready(50)
    await waitForPrefetchDone(page)

    // Nothing may come from the browser's HTTP cache: only the worker's caches are left.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.detach()
    await offlineMode.set(true)

    await page.goto(`${site.url}/saved`)
    const list = page.getByTestId('saved-list')
    await expect(list).toBeVisible()
    const { data: newest } = await serviceClient(site)
      .from('blog_posts')
      .select('title')
      .order('published_at', { ascending: false })
      .limit(50)
    for (const { title } of newest ?? [])
      await expect(list.getByText(title, { exact: true }).first()).toBeVisible()
    await expect.poll(() => list.locator('img').count()).toBeGreaterThanOrEqual(50)
    expect(await brokenImages(page, list.locator('img'))).toEqual([])

    // A stored story's page: its picture and the default author picture.
    await list.getByRole('link', { name: newest?.[0]?.title }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: newest?.[0]?.title })).toBeVisible()
    // The story's own pictures, not those of the stories it leads on to (cards are articles too).
    const own = page.locator('main article img:not(article article img)')
    await expect(own).toHaveCount(2)
    expect(await brokenImages(page, own)).toEqual([])

    // A built-in article, which the app carries itself.
    await page.goto(`${site.url}/article/1`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => page.locator('main article img').count()).toBeGreaterThanOrEqual(2)
    expect(await brokenImages(page, page.locator('main article img'))).toEqual([])
  })
})
