/**
 * The home page's breaking banner and featured story come from the owner's flags (the editor,
 * `newshub posts breaking|feature`), each story appears once on the page, and no headline is cut
 * by CSS; on a phone and on a desktop.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { openPage, waitForHydration } from './support/browser.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { shellEnv } from './support/shell.ts'
import { serviceClient } from './support/site.ts'

const bin = join(import.meta.dirname, '..', 'bin', 'newshub.js')

const DEVICES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const

/** Runs `newshub` against the test's site as an owner would against hosted Supabase. */
function newshub(
  args: string[],
  site: { url: string; serviceRoleKey?: string },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args, '--supabase-url', site.url], {
      env: { ...shellEnv(), SUPABASE_SERVICE_ROLE_KEY: site.serviceRoleKey ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

const HOURS = 3_600_000

/** Every story link of the home page's cards and banner, by href. */
async function storyLinks(page: Page): Promise<string[]> {
  return page
    .locator('main a[href^="/article/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
}

/** Headlines (card titles and the banner's story) whose text CSS cuts or hides. */
async function cutHeadlines(page: Page): Promise<string[]> {
  return page
    .locator('main article :is(h2, h3), main [data-testid="breaking-banner"] a')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => {
          const style = getComputedStyle(node)
          const clamp = style.getPropertyValue('-webkit-line-clamp')
          return (
            (clamp !== '' && clamp !== 'none') ||
            style.textOverflow === 'ellipsis' ||
            node.scrollWidth > node.clientWidth + 1 ||
            node.scrollHeight > node.clientHeight + 1
          )
        })
        .map((node) => node.textContent ?? ''),
    )
}

test.beforeEach(async ({ sites }, info) => {
  const site = await siteOf(sites, info)
  await serviceClient(site)
    .from('blog_posts')
    .update({ breaking_at: null, featured: false })
    .not('id', 'is', null)
    .throwOnError()
})

/** The n-th newest story readers see on the home page (by created_at, as the home list orders). */
async function nthNewest(site: Parameters<typeof serviceClient>[0], n: number) {
  const { data } = await serviceClient(site)
    .from('blog_posts')
    .select('id, slug, title')
    .eq('status', 'published')
    .order('created_at', { ascending: false })
    .range(n, n)
    .throwOnError()
  const post = data?.[0]
  if (!post) throw new Error(`The seed has no ${n}-th post.`)
  return post
}

for (const device of DEVICES) {
  test.describe(`home page on a ${device.name}`, () => {
    test.use({ viewport: device.viewport })

    test('shows no banner for an old breaking mark, features the newest story, and places every story once, uncut', async ({
      site,
      page,
    }) => {
      const old = await nthNewest(site, 5)
      // Marked two years ago, as the seed's stories were written: no longer breaking.
      await serviceClient(site)
        .from('blog_posts')
        .update({ breaking_at: new Date(Date.now() - 25 * HOURS).toISOString() })
        .eq('id', old.id)
        .throwOnError()
      const newest = await nthNewest(site, 0)
      await page.goto(`${site.url}/`)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { name: 'Featured Story' })).toBeVisible()
      await expect(page.getByTestId('breaking-banner')).toHaveCount(0)
      await expect(page.getByText('Breaking', { exact: true })).toHaveCount(0)
      await expect(
        page.locator('section[aria-labelledby="featured-heading"]').getByRole('link', { name: newest.title }),
      ).toBeVisible()
      const links = await storyLinks(page)
      expect(links.length).toBeGreaterThan(10)
      expect(links.filter((href, index) => links.indexOf(href) !== index)).toEqual([])
      expect(await cutHeadlines(page)).toEqual([])
    })

    test("leads with the story the owner marks breaking, for 24 hours, and features the owner's pick", async ({
      site,
      page,
    }) => {
      const story = await nthNewest(site, 7)
      const pick = await nthNewest(site, 12)
      const marked = await newshub(['posts', 'breaking', story.slug, '--json'], site)
      expect(marked.stderr).toBe('')
      expect(marked.code).toBe(0)
      expect(JSON.parse(marked.stdout).breaking.slug).toBe(story.slug)
      const featured = await newshub(['posts', 'feature', pick.id], site)
      expect(featured.code).toBe(0)
      expect(featured.stdout).toContain(`Featured: ${pick.title}`)

      await page.goto(`${site.url}/`)
      await waitForHydration(page)
      const banner = page.getByTestId('breaking-banner')
      await expect(banner).toContainText('Breaking')
      await expect(banner.getByRole('link', { name: story.title })).toBeVisible()
      await expect(
        page.locator('section[aria-labelledby="featured-heading"]').getByRole('link', { name: pick.title }),
      ).toBeVisible()
      const links = await storyLinks(page)
      expect(links.filter((href, index) => links.indexOf(href) !== index)).toEqual([])
      expect(await cutHeadlines(page)).toEqual([])

      const off = await newshub(['posts', 'breaking', '--off'], site)
      expect(off.code).toBe(0)
      expect(off.stdout).toContain('The banner is off')
      await page.reload()
      await waitForHydration(page)
      await expect(page.getByRole('heading', { name: 'Featured Story' })).toBeVisible()
      await expect(page.getByTestId('breaking-banner')).toHaveCount(0)
    })
  })
}

test('only a published story can be marked breaking, and the CLI says so', async ({ site }) => {
  const story = await nthNewest(site, 3)
  await serviceClient(site).from('blog_posts').update({ status: 'draft' }).eq('id', story.id).throwOnError()
  try {
    const run = await newshub(['posts', 'breaking', story.slug], site)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`'${story.slug}' is draft: only a published story can be breaking news.`)
    const usage = await newshub(['posts', 'breaking'], site)
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Name the post (id or slug) to mark as breaking news, or use --off')
  } finally {
    await serviceClient(site)
      .from('blog_posts')
      .update({ status: 'published' })
      .eq('id', story.id)
      .throwOnError()
  }
})

test('the owner marks a story breaking in the editor and readers see the banner', async ({
  site,
  page,
  owner,
  browser,
}) => {
  const story = await nthNewest(site, 9)
  await owner.signIn('/login', page)
  await page.goto(`${site.url}/newsroom/${story.id}`)
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(story.title)
  const breaking = page.getByRole('checkbox', { name: 'Breaking news' })
  await expect(breaking).not.toBeChecked()
  await breaking.check()
  await expect(page.getByText(/In the home page banner until/)).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible()

  const reader = await openPage(browser)
  try {
    await reader.page.goto(`${site.url}/`)
    await expect(
      reader.page.getByTestId('breaking-banner').getByRole('link', { name: story.title }),
    ).toBeVisible()
  } finally {
    await reader.context.close()
  }
})
