import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'
import { serviceClient } from './support/site.ts'

/** Each vector tries to set window.__xss or open a dialog when it runs. */
const VECTORS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '<a href="javascript:window.__xss=4">click</a>',
  '<iframe src="javascript:parent.__xss=5"></iframe>',
  '<body onload="window.__xss=6">',
  '<div onmouseover="window.__xss=7">hover</div>',
  '<input autofocus onfocus="window.__xss=8">',
  '<details open ontoggle="window.__xss=9">',
  '<video><source onerror="window.__xss=10"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=11">',
  '<object data="javascript:window.__xss=12"></object>',
  '<embed src="javascript:window.__xss=13">',
  '<form action="javascript:window.__xss=14"><button>go</button></form>',
  '<a href="JaVaScRiPt:window.__xss=15">mixed case</a>',
  '<a href="&#106;avascript:window.__xss=16">entity</a>',
  '<img src="x" onerror=window.__xss=17>',
  '<style>@import "javascript:window.__xss=18"</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=19">',
  '<marquee onstart="window.__xss=20">m</marquee>',
  '<svg><script>window.__xss=21</script></svg>',
  '<a href="data:text/html,<script>parent.__xss=22</script>">data</a>',
  '<base href="javascript:window.__xss=23//">',
  '<p style="background:url(javascript:window.__xss=24)">styled</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=25>"></noscript>',
]

test.describe('post HTML sanitizing', () => {
  test(`renders a post carrying ${VECTORS.length} XSS vectors with no script run and no event handler left`, async ({
    site,
    page,
  }) => {
    const { data, error } = await serviceClient(site)
      .from('blog_posts')
      .insert({
        title: 'Sanitizer check',
        content: `<p>Safe words stay.</p>${VECTORS.join('\n')}`,
        tags: ['National'],
      })
      .select('slug')
      .single()
    expect(error).toBeNull()
    let dialogs = 0
    page.on('dialog', async (dialog) => {
      dialogs++
      await dialog.dismiss()
    })
    // Server-rendered, then a client-side visit that sanitizes in the browser.
    for (const visit of ['server', 'client'] as const) {
      if (visit === 'server') {
        await page.goto(`${site.url}/article/${data?.slug}`)
      } else {
        await page.goto(`${site.url}/directory`)
        await waitForHydration(page)
        await page.evaluate((slug) => {
          window.history.pushState({}, '', `/article/${slug}`)
          window.dispatchEvent(new PopStateEvent('popstate'))
        }, data?.slug)
      }
      await expect(page.locator('.article-body').getByText('Safe words stay.')).toBeVisible()
      // Hover handlers run as the pointer moves; error handlers once each image has failed to load.
      await page.mouse.move(200, 400)
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.article-body img')].every((img) => img.complete),
      )
      // Then two frames, for anything queued by those events to have run.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      const body = page.locator('.article-body')
      const report = await body.evaluate((element) => {
        const all = [element, ...element.querySelectorAll('*')]
        return {
          handlers: all.flatMap((node) =>
            [...node.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
          ),
          scripts: element.querySelectorAll('script, iframe, object, embed, form, base, meta, style').length,
          badUrls: all.flatMap((node) =>
            [...node.attributes].filter((a) => /^\s*(javascript|data):/i.test(a.value)).map((a) => a.value),
          ),
          styled: element.querySelectorAll('[style]').length,
        }
      })
      expect({ visit, ...report }).toEqual({ visit, handlers: [], scripts: 0, badUrls: [], styled: 0 })
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
    }
    expect(dialogs).toBe(0)
  })
})
