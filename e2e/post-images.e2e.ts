/**
 * Post images from Storage on the site's own origin: `newshub serve` answers /storage/v1, and a post
 * whose featured image is in post-images gets that image's real width and height on its card and
 * its article page, in the server-rendered HTML.
 */
import { postImageCopies, postImageName, postImageUrl } from '../core/posts/images.ts'
import { pngImage } from '../supabase/local/testing/images.ts'
import { expect, test } from './support/fixtures.ts'
import { fetchHtml, serviceClient } from './support/site.ts'

let slug: string | undefined
let imageUrl: string | undefined

test.describe('post images', () => {
  // The second test reads the post the first one stores.
  test.describe.configure({ mode: 'serial' })
  // A phone-wide viewport: the article's srcset picks the 480 px copy, which the background
  // download never fetched; the worker answers it with the cached original.
  test.use({ viewport: { width: 400, height: 800 } })

  test('serves the image from the site and sizes it on the card and the article', async ({ site }) => {
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
    // As the editor does: the narrower copy the name promises (a smaller grey PNG) goes up too.
    for (const copy of postImageCopies(name)) {
      const stored = await client.storage
        .from('post-images')
        .upload(copy.name, pngImage(copy.width, copy.height), {
          contentType: copy.type,
          cacheControl: '0',
        })
      expect(stored.error).toBeNull()
    }
    const url = postImageUrl(site.url, name)
    const copyUrl = url.replace(/\.png$/, '.w480.png')
    const img = `<img src="${escapeRegExp(url)}" srcSet="${escapeRegExp(`${copyUrl} 480w, ${url} 640w`)}" sizes="[^"]+" alt="" width="640" height="360"`

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
    expect(article.html).toMatch(new RegExp(img.replace('alt=""', 'alt="[^"]*"')))

    const home = await fetchHtml(site, '/')
    expect(home.html).toMatch(new RegExp(img))
  })

  test('shows the stored image of a prefetched article offline', async ({ site, page, offlineMode }) => {
    if (!slug || !imageUrl) throw new Error('the first test stores the post')
    const url = imageUrl
    await page.goto(`${site.url}/`)
    await offlineMode.ready(30)
    // The background download of the newest posts' images fills the worker's image cache.
    await page.waitForFunction(
      async (url) => {
        for (const name of await caches.keys()) if (await (await caches.open(name)).match(url)) return true
        return false
      },
      url,
      { timeout: 30_000, polling: 250 },
    )
    await offlineMode.set(true)
    await page.goto(`${site.url}/article/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: 'A Post With A Stored Image' })).toBeVisible()
    const hero = page.locator('main article > img').first()
    await expect(hero).toBeVisible()
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, await hero.elementHandle())
    await expect(hero).toHaveJSProperty('currentSrc', url.replace(/\.png$/, '.w480.png'))
    // The 640 px original stands in for the 480w copy in a 368 px slot: 640 × 368 / 480 CSS
    // pixels (the copy itself would show 368; a missing image 0).
    await expect(hero).toHaveJSProperty('naturalWidth', 490)
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
