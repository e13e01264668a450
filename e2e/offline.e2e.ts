import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import { CHROMIUM_ARGS, launchChromium, openPage } from './support/browser.ts'
import { waitForOfflineReady } from './support/offline.ts'
import { serviceClient, startTestSite } from './support/site.ts'

let site: RunningSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestSite(), launchChromium()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('offline reading after one online visit to the home page', () => {
  it('lists cached posts, opens unvisited articles with images, and says what is not available', async () => {
    const db = serviceClient(site)
    const { data: posts } = await db
      .from('blog_posts')
      .select('slug,title,author,image_url,tags')
      .not('image_url', 'is', null)
      .order('published_at', { ascending: false })
    const article = posts?.at(-1)
    if (!article) throw new Error('seed has no posts with images')

    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/`)
    await waitForOfflineReady(page, 30)

    // Posts published after the visit can only be fetched by the network.
    const { data: late } = await db
      .from('blog_posts')
      .insert({
        title: 'Written while the reader was offline',
        content: '<p>Fresh news.</p>',
        tags: ['Local News'],
        author: 'Desk',
      })
      .select('slug')
      .single()

    await context.setOffline(true)
    await page.goto(`${site.url}/`)
    await page.getByText('You are offline.').waitFor()
    await page.getByRole('heading', { name: /^All Posts \(\d+\)$/ }).waitFor()
    expect(
      await page.locator('section[aria-labelledby="all-posts-heading"] article').count(),
    ).toBeGreaterThan(0)

    await page.goto(`${site.url}/category/business`)
    await page.locator('main article').first().waitFor()

    await page.goto(`${site.url}/author/${encodeURIComponent(article.author ?? 'Admin')}`)
    await page.locator('main article').first().waitFor()

    await page.goto(`${site.url}/article/${article.slug}`)
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor()
    expect((await page.locator('.article-body').innerText()).length).toBeGreaterThan(100)
    const hero = page.locator('main article > img').first()
    await hero.waitFor()
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, await hero.elementHandle())
    expect(await hero.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)

    await page.goto(`${site.url}/saved`)
    await page.getByTestId('saved-list').waitFor()
    await expect(page.getByTestId('saved-list').innerText()).resolves.toContain(article.title)

    await page.goto(`${site.url}/article/${late?.slug}`)
    await page.getByRole('heading', { name: 'Not available offline' }).waitFor()
    await page.getByText('This article is not available offline.').waitFor()

    await page.goto(`${site.url}/directory`)
    await page.getByRole('heading', { level: 1, name: 'Local Service Directory' }).waitFor()

    await context.setOffline(false)
    await page.goto(`${site.url}/`)
    await page.getByText('Written while the reader was offline').first().waitFor()
    await context.close()
  })

  it('offers a new release with an update prompt and reloads into it when accepted', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/`)
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 30_000,
    })
    // A deploy: the server's worker file changes (restored afterwards for the other tests).
    const workerFile = join(import.meta.dirname, '..', 'dist', 'client', 'sw.js')
    const worker = readFileSync(workerFile, 'utf8')
    writeFileSync(workerFile, `${worker}\n// next release\n`)
    onTestFinished(() => writeFileSync(workerFile, worker))
    await page.reload()
    const prompt = page.getByText('Update available: a new version of NewsHub is ready.')
    await prompt.waitFor({ timeout: 30_000 })
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Update', exact: true }).click()
    await reloaded
    await page.getByRole('heading', { name: 'Featured Story' }).waitFor()
    await expect(prompt.count()).resolves.toBe(0)
    await context.close()
  })

  it('is installable: Chromium reports no installability errors', async () => {
    // Installability is never granted to incognito contexts: use a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'newshub-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    })
    const page = await context.newPage()
    await page.goto(`${site.url}/`)
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 30_000,
    })
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors).toEqual([])
    const manifest = await (await fetch(`${site.url}/manifest.webmanifest`)).json()
    expect(manifest).toMatchObject({
      name: 'NewsHub',
      short_name: 'NewsHub',
      display: 'standalone',
      start_url: '/',
    })
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ])
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  })
})
