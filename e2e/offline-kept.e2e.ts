import type { SupabaseClient } from '@supabase/supabase-js'
import type { Browser } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import type { Database } from '../supabase/database.types.ts'
import { launchChromium, openPage } from './support/browser.ts'
import { brokenImages, recordPrefetchDone, waitForPrefetchDone } from './support/images.ts'
import { waitForOfflineReady } from './support/offline.ts'
import { serviceClient, startTestSite } from './support/site.ts'

let site: RunningSite
let browser: Browser
let db: SupabaseClient<Database>

const IMAGES = ['runner', 'factory', 'market', 'books', 'river', 'house', 'lake', 'snow']

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestSite(), launchChromium()])
  db = serviceClient(site)
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
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The oldest seeded post: far older than the 50 newest. */
async function oldestPost() {
  const { data } = await db
    .from('blog_posts')
    .select('slug,title,content,tags')
    .order('created_at', { ascending: true })
    .limit(1)
    .single()
  if (!data) throw new Error('the seed has no posts')
  return data as { slug: string; title: string; content: string; tags: string[] }
}

describe('what the reader saw is kept on the device', () => {
  it('reloads an old article read on a first, server-rendered visit while offline', async () => {
    const post = await oldestPost()
    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/article/${post.slug}`)
    const loadedAt = Date.now()
    const body = await page.locator('.article-body').innerText()
    expect(body.length).toBeGreaterThan(200)
    // No page reloads offline before its worker is there; the reader goes offline half a second after load.
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 30_000,
    })
    await page.waitForTimeout(Math.max(0, 500 - (Date.now() - loadedAt)))
    await context.setOffline(true)
    await page.reload()
    await page.getByText('You are offline.').waitFor()
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor()
    await expect(page.locator('.article-body').innerText()).resolves.toBe(body)
    await context.close()
  })

  it('keeps a server-rendered category list for offline', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/category/business`)
    const title = await page.locator('main article :is(h2, h3)').first().innerText()
    const loadedAt = Date.now()
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 30_000,
    })
    await page.waitForTimeout(Math.max(0, 500 - (Date.now() - loadedAt)))
    await context.setOffline(true)
    await page.reload()
    await page.getByText('You are offline.').waitFor()
    await page.locator('main article :is(h2, h3)', { hasText: title }).first().waitFor()
    await context.close()
  })
})

describe('images go offline with their stories', () => {
  it('shows the 50 newest stories, the default author picture and the built-in articles with no broken image', async () => {
    const { page, context } = await openPage(browser)
    await recordPrefetchDone(page)
    await page.goto(`${site.url}/`)
    await waitForOfflineReady(page, 50)
    await waitForPrefetchDone(page)

    // Nothing may come from the browser's HTTP cache: only the worker's caches are left.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.detach()
    await context.setOffline(true)

    await page.goto(`${site.url}/saved`)
    const list = page.getByTestId('saved-list')
    await list.waitFor()
    const { data: newest } = await db
      .from('blog_posts')
      .select('title')
      .order('published_at', { ascending: false })
      .limit(50)
    for (const { title } of newest ?? []) await list.getByText(title, { exact: true }).first().waitFor()
    expect(await list.locator('img').count()).toBeGreaterThanOrEqual(50)
    await expect(brokenImages(page, list.locator('img'))).resolves.toEqual([])

    // A stored story's page: its picture and the default author picture.
    await list.getByRole('link', { name: newest?.[0]?.title }).first().click()
    await page.getByRole('heading', { level: 1, name: newest?.[0]?.title }).waitFor()
    expect(await page.locator('main article img').count()).toBe(2)
    await expect(brokenImages(page, page.locator('main article img'))).resolves.toEqual([])

    // A built-in article, which the app carries itself.
    await page.goto(`${site.url}/article/1`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.locator('main article img').count()).toBeGreaterThanOrEqual(2)
    await expect(brokenImages(page, page.locator('main article img'))).resolves.toEqual([])
    await context.close()
  })
})
