import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'
import { serviceClient } from './support/site.ts'

test.describe('offline reading after one online visit to the home page', () => {
  test('lists cached posts, opens unvisited articles with images, and says what is not available', async ({
    site,
    page,
    offlineMode,
  }) => {
    const db = serviceClient(site)
    const { data: posts } = await db
      .from('blog_posts')
      .select('slug,title,author,image_url,tags')
      .not('image_url', 'is', null)
      .order('published_at', { ascending: false })
    const article = posts?.at(-1)
    if (!article) throw new Error('seed has no posts with images')

    await page.goto(`${site.url}/`)
    await offlineMode.ready(30)

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

    await offlineMode.set(true)
    await page.goto(`${site.url}/`)
    await expect(page.getByText('You are offline.')).toBeVisible()
    await expect(page.getByRole('heading', { name: /^All Posts \(\d+\)$/ })).toBeVisible()
    await expect(page.locator('section[aria-labelledby="all-posts-heading"] article').first()).toBeVisible()

    await page.goto(`${site.url}/category/business`)
    await expect(page.locator('main article').first()).toBeVisible()

    await page.goto(`${site.url}/author/${encodeURIComponent(article.author ?? 'Admin')}`)
    await expect(page.locator('main article').first()).toBeVisible()

    await page.goto(`${site.url}/article/${article.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
    expect((await page.locator('.article-body').innerText()).length).toBeGreaterThan(100)
    const hero = page.locator('main article > img').first()
    await expect(hero).toBeVisible()
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, await hero.elementHandle())
    expect(await hero.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)

    await page.goto(`${site.url}/saved`)
    await expect(page.getByTestId('saved-list')).toContainText(article.title, { useInnerText: true })

    await page.goto(`${site.url}/article/${late?.slug}`)
    await expect(page.getByRole('heading', { name: 'Not available offline' })).toBeVisible()
    await expect(page.getByText('This article is not available offline.')).toBeVisible()

    await page.goto(`${site.url}/directory`)
    await expect(page.getByRole('heading', { level: 1, name: 'Local Service Directory' })).toBeVisible()

    await offlineMode.set(false)
    await page.goto(`${site.url}/`)
    await expect(page.getByText('Written while the reader was offline').first()).toBeVisible()
  })

  test('offers a new release with an update prompt and reloads into it when accepted', async ({
    site,
    page,
    offlineMode,
  }) => {
    await page.goto(`${site.url}/`)
    await offlineMode.worker()
    // A deploy: the server's worker file changes (restored afterwards for the other tests).
    const workerFile = join(import.meta.dirname, '..', 'dist', 'client', 'sw.js')
    const worker = readFileSync(workerFile, 'utf8')
    writeFileSync(workerFile, `${worker}\n// next release\n`)
    try {
      await page.reload()
      const prompt = page.getByText('Update available: a new version of NewsHub is ready.')
      await expect(prompt).toBeVisible({ timeout: 30_000 })
      const reloaded = page.waitForEvent('load')
      await page.getByRole('button', { name: 'Update', exact: true }).click()
      await reloaded
      await expect(page.getByRole('heading', { name: 'Featured Story' })).toBeVisible()
      await expect(prompt).toHaveCount(0)
    } finally {
      writeFileSync(workerFile, worker)
    }
  })

  test('is installable: Chromium reports no installability errors', async ({ site }) => {
    // Installability is never granted to incognito contexts: use a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'newshub-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    })
    try {
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
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})
