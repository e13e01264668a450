/**
 * Post images from Storage on the site's own origin: `newshub serve` answers /storage/v1, and a post
 * whose featured image is in post-images gets that image's real width and height on its card and
 * its article page, in the server-rendered HTML.
 */
import type { Browser } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import { postImageName, postImageUrl } from '../core/posts/images.ts'
import { pngImage } from '../supabase/local/testing/images.ts'
import { launchChromium, openPage } from './support/browser.ts'
import { waitForOfflineReady } from './support/offline.ts'
import { fetchHtml, serviceClient, startTestSite } from './support/site.ts'

let site: RunningSite
let browser: Browser
let slug: string | undefined
let imageUrl: string | undefined
beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestSite(), launchChromium()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('post images', () => {
  it('serves the image from the site and sizes it on the card and the article', async () => {
    const client = serviceClient(site)
    const bytes = pngImage(640, 360)
    const name = postImageName({
      now: new Date(),
      id: crypto.randomUUID(),
      size: { width: 640, height: 360 },
      type: 'image/png',
    })
    // max-age=0: the browser's own HTTP cache cannot answer offline; only the worker's cache can.
    const upload = await client.storage
      .from('post-images')
      .upload(name, bytes, { contentType: 'image/png', cacheControl: '0' })
    expect(upload.error).toBeNull()
    const url = postImageUrl(site.url, name)

    const image = await fetch(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true)

    const { data, error } = await client
      .from('blog_posts')
      .insert({
        title: 'A Post With A Stored Image',
        content: 'Body text of the post with a stored image.',
        author: 'NewsHub Team',
        tags: ['Business'],
        image_url: url,
      })
      .select('slug')
      .single()
    expect(error).toBeNull()

    slug = data?.slug
    imageUrl = url
    const article = await fetchHtml(site, `/article/${data?.slug}`)
    expect(article.status).toBe(200)
    expect(article.html).toMatch(
      new RegExp(`<img src="${escapeRegExp(url)}" alt="" width="640" height="360"`),
    )

    const home = await fetchHtml(site, '/')
    expect(home.html).toMatch(new RegExp(`<img src="${escapeRegExp(url)}" alt="" width="640" height="360"`))
  })

  it('shows the stored image of a prefetched article offline', async () => {
    if (!slug || !imageUrl) throw new Error('the first test stores the post')
    const url = imageUrl
    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/`)
    await waitForOfflineReady(page, 30)
    // The background download of the newest posts' images fills the worker's image cache.
    await page.waitForFunction(
      async (url) => {
        for (const name of await caches.keys()) if (await (await caches.open(name)).match(url)) return true
        return false
      },
      url,
      { timeout: 30_000, polling: 250 },
    )
    await context.setOffline(true)
    await page.goto(`${site.url}/article/${slug}`)
    await page.getByRole('heading', { level: 1, name: 'A Post With A Stored Image' }).waitFor()
    const hero = page.locator('main article > img').first()
    await hero.waitFor()
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, await hero.elementHandle())
    expect(await hero.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640)
    await context.close()
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
