/**
 * The newsroom in Chromium, as the site's owner uses it: write a post by hand, keep it a draft
 * readers cannot open, preview it, schedule it and see it reach the home page on its own, rename it,
 * unpublish it, trash and restore it, publish drafts in bulk, and look after newsletter subscribers.
 * Readers never download the newsroom's code.
 */

import type { Page } from '@playwright/test'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { RunningSite } from '../cli/start-site.ts'
import { postImageNameOf } from '../core/posts/images.ts'
import type { Database } from '../supabase/database.types.ts'
import { pngImage } from '../supabase/local/testing/images.ts'
import { openPage, waitForHydration } from './support/browser.ts'
import { expect, type OwnerSession, siteOf, test } from './support/fixtures.ts'
import { fetchHtml, serviceClient } from './support/site.ts'

/** This file's site (the `site` fixture's) and its service client, for the helpers below. */
let site: RunningSite
let service: SupabaseClient<Database>

test.beforeAll(async ({ sites }, info) => {
  site = await siteOf(sites, info)
  service = serviceClient(site)
})

/** The HTTP status a reader gets for a post's article page. */
async function readerStatus(slug: string): Promise<number> {
  return (await fetchHtml(site, `/article/${slug}`)).status
}

/** The post row as stored, by title. */
async function stored(title: string) {
  const { data, error } = await service
    .from('blog_posts')
    .select('id, slug, status, published_at, deleted_at')
    .eq('title', title)
    .single()
  if (error) throw error
  return data as {
    id: string
    slug: string
    status: string
    published_at: string | null
    deleted_at: string | null
  }
}

/** The status line the page announces (role=status) after an action. */
function announced(page: Page, text: string) {
  return expect(page.getByRole('status').filter({ hasText: text })).toBeVisible()
}

/** Opens a new post from the owner's tools, as the owner would: sign-in page, Newsroom, New post. */
async function openNewPost(page: Page, owner: OwnerSession) {
  await owner.signIn('/login', page)
  await page.getByRole('link', { name: 'Newsroom', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Newsroom', level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'New post' }).click()
  await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible()
}

const body = (page: Page) => page.getByRole('textbox', { name: 'Body (Markdown)' })

test.describe('writing a post by hand', () => {
  test('saves a draft readers cannot open, previews it as the article page, and reports a taken slug', async ({
    browser,
    page,
    problems,
    owner,
  }) => {
    await openNewPost(page, owner)
    await page.getByLabel('Title', { exact: true }).fill('Ferry season opens on Mackinac Island')
    await expect(page.getByLabel('Slug')).toHaveValue('ferry-season-opens-on-mackinac-island')

    const meta = page.getByLabel('Meta description')
    await meta.fill('x'.repeat(170))
    await expect(
      page.getByText(`170 of 160 characters. Too long: search results will show "${'x'.repeat(157)}..."`),
    ).toBeVisible()
    await meta.fill('The first boats of the year leave St. Ignace on Friday.')
    await expect(page.getByText('55 of 160 characters.')).toBeVisible()

    await body(page).fill(
      '## Boats from St. Ignace\n\nThe first ferries leave on **Friday** morning.\n\n- Arnold\n- Star Line',
    )
    // The live preview is the article page's renderer: a heading, bold text and a list.
    const preview = page.getByRole('region', { name: 'Body preview' })
    await expect(preview.getByRole('heading', { name: 'Boats from St. Ignace' })).toBeVisible()
    await expect(preview.locator('strong')).toHaveText('Friday', { useInnerText: true })
    await expect(preview.getByRole('listitem')).toHaveCount(2)

    await page.getByLabel('Category').selectOption('Travel & Recreation')
    await page.getByLabel('Tags').fill('ferries, islands')
    await page.getByLabel('Author').fill('Dana Whitfield')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await announced(page, 'Draft saved.')
    const post = await stored('Ferry season opens on Mackinac Island')
    expect(post.status).toBe('draft')
    await expect(page).toHaveURL(`${site.url}/newsroom/${post.id}`)
    // The announcement is in a polite live region on the post's own address, so a screen reader is
    // told. (Focus ends on the page heading here: the router's heading focus wins over the editor's.)
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
    expect(await readerStatus(post.slug)).toBe(404)

    await page.getByRole('button', { name: 'Preview' }).click()
    await expect(page).toHaveURL(`${site.url}/newsroom/${post.id}/preview`)
    await expect(page.getByRole('note').getByText('Only owners can see it.')).toBeVisible()
    const article = page.getByRole('article')
    await expect(
      article.getByRole('heading', { name: 'Ferry season opens on Mackinac Island', level: 1 }),
    ).toBeVisible()
    await expect(article.getByRole('heading', { name: 'Boats from St. Ignace' })).toBeVisible()
    await expect(article.getByText('The first boats of the year leave St. Ignace on Friday.')).toBeVisible()
    await expect(article.getByRole('link', { name: 'Dana Whitfield' })).toBeVisible()

    // Someone else's browser gets the sign-in form, not the draft.
    const stranger = await openPage(browser)
    await stranger.page.goto(`${site.url}/newsroom/${post.id}/preview`)
    await expect(stranger.page.getByRole('heading', { name: 'Owner sign-in' })).toBeVisible()
    await expect(stranger.page.getByText('Boats from St. Ignace')).toHaveCount(0)
    await stranger.context.close()

    // A second post may not take the same slug: the database says no and the editor says what to do.
    await page.getByRole('link', { name: 'Back to the editor' }).click()
    await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'New post' }).click()
    await page.getByLabel('Title', { exact: true }).fill('Ferry season opens')
    await body(page).fill('Boats leave Friday.')
    await page.getByLabel('Slug').fill(post.slug)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(
      page
        .getByRole('alert')
        .getByText(`The slug "${post.slug}" is already used by another post. Choose another slug.`),
    ).toBeVisible()

    // The draft's pre-publish report counts the words and warns of the near-identical first post.
    const report = page.getByRole('region', { name: 'Before you publish' })
    await expect(report.getByText(/^3 words, /)).toBeVisible()
    await page.getByLabel('Title', { exact: true }).fill('Ferry Season Opens on Mackinac Island!')
    await expect(
      report.getByText(
        'Possible duplicate: "Ferry season opens on Mackinac Island" has a near-identical title.',
        {
          exact: true,
        },
      ),
    ).toBeVisible()
    await expect(report.getByRole('link', { name: 'Ferry season opens on Mackinac Island' })).toBeVisible()
    expect(problems.filter((problem) => !problem.includes('409'))).toEqual([])
  })

  test('keeps unsaved changes over a reload and asks before leaving with them', async ({ page, owner }) => {
    await openNewPost(page, owner)
    await page.getByLabel('Title', { exact: true }).fill('Half-written story about smelt dipping')
    await body(page).fill('Notes so far.')
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible()
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByText('Restore unsaved changes?', { exact: false })).toBeVisible()
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')
    await page.getByRole('button', { name: 'Restore unsaved changes' }).click()
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
      'Half-written story about smelt dipping',
    )
    await expect(body(page)).toHaveText('Notes so far.', { useInnerText: true })
    // Tab leaves the Markdown field as it leaves any other (it does not indent).
    await body(page).press('Tab')
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.cm-editor'))))
      .toBe(false)
    await expect(body(page)).toHaveText('Notes so far.', { useInnerText: true })

    // Leaving through the site's own links asks first; Stay keeps the page as it is.
    await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Posts' }).click()
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
    await expect(leave).toBeVisible()
    await leave.getByRole('button', { name: 'Stay' }).click()
    await expect(leave).toBeHidden()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/newsroom/new')
    await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Posts' }).click()
    await leave.getByRole('button', { name: 'Leave' }).click()
    await expect(page).toHaveURL(`${site.url}/newsroom`)
  })
})

/** A 2x2 PNG (red, green, blue, white pixels). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC',
  'base64',
)

test.describe('the featured image', () => {
  test('uploads to post-images, shows with its alt text in the preview and is served back', async ({
    page,
    owner,
  }) => {
    await openNewPost(page, owner)
    await page.getByLabel('Title', { exact: true }).fill('Lighthouse keepers open the tower')
    await page
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'tower.png', mimeType: 'image/png', buffer: PNG })
    await announced(page, 'tower.png uploaded.')
    const url = await page.getByLabel('Image address').inputValue()
    expect(url).toMatch(/\/storage\/v1\/object\/public\/post-images\/\d{4}\/\d{2}\/[^/]+\.png$/)
    await page.getByLabel('Image alt text').fill('The white tower of the lighthouse against a blue sky')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await announced(page, 'Draft saved.')
    await page.getByRole('button', { name: 'Preview' }).click()
    const image = page.getByRole('article').getByRole('img', {
      name: 'The white tower of the lighthouse against a blue sky',
    })
    await expect(image).toBeVisible()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(2)
    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
  })
})

test.describe('responsive copies of the featured image', () => {
  test('are made in the browser at upload, stored beside it, and offered to readers in srcset', async ({
    browser,
    page,
    owner,
  }) => {
    await openNewPost(page, owner)
    const title = 'Harbour wall repairs finish early'
    await page.getByLabel('Title', { exact: true }).fill(title)
    await body(page).fill('The harbour wall is whole again.')
    await page
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: pngImage(1200, 600) })
    await announced(page, 'harbour.png uploaded.')
    const url = await page.getByLabel('Image address').inputValue()
    const name = postImageNameOf(url) ?? ''
    expect(name).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]+-1200x600\.png$/)
    await page.getByLabel('Image alt text').fill('The mended harbour wall at low tide')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await announced(page, 'Draft saved.')

    // The bucket holds the original and its 480 and 960 px copies (1600 is wider than it).
    const folder = name.slice(0, name.lastIndexOf('/'))
    const stem = name.slice(folder.length + 1, -'.png'.length)
    const { data: objects } = await service.storage.from('post-images').list(folder, { search: stem })
    expect(objects?.map((object) => object.name).sort()).toEqual([
      `${stem}.png`,
      `${stem}.w480.png`,
      `${stem}.w960.png`,
    ])
    for (const [copy, width, height] of [
      ['w480', 480, 240],
      ['w960', 960, 480],
    ] as const) {
      const served = await fetch(url.replace(/\.png$/, `.${copy}.png`))
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      const bytes = Buffer.from(await served.arrayBuffer())
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height])
    }

    const { id } = await stored(title)
    const { error } = await service
      .from('blog_posts')
      .update({ status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', id)
    expect(error).toBeNull()
    const { slug } = await stored(title)
    const reader = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    const copyUrl = (width: number) => url.replace(/\.png$/, `.w${width}.png`)
    const loaded = reader.page.waitForResponse(copyUrl(960))
    await reader.page.goto(`${site.url}/article/${slug}`)
    const image = reader.page.getByRole('img', { name: 'The mended harbour wall at low tide' })
    await expect(image).toBeVisible()
    await expect(image).toHaveAttribute('srcset', `${copyUrl(480)} 480w, ${copyUrl(960)} 960w, ${url} 1200w`)
    await expect(image).toHaveAttribute('sizes', '(min-width: 48rem) 44rem, calc(100vw - 2rem)')
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('height', '600')
    // The column is 44rem (704 px) wide at this viewport: the browser loads the 960 px copy.
    await reader.page.waitForFunction((alt) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`)
      return Boolean(img?.complete && img.naturalWidth > 0)
    }, 'The mended harbour wall at low tide')
    expect((await loaded).status()).toBe(200)
    // naturalWidth is in CSS pixels at the candidate's density: 960 px shown as 704.
    await expect(image).toHaveJSProperty('currentSrc', copyUrl(960))
    await expect(image).toHaveJSProperty('naturalWidth', 704)
    await reader.context.close()
  })
})

test.describe('a post through its life', () => {
  test('is scheduled, reaches the home page on its own, is renamed, unpublished, trashed and restored', async ({
    browser,
    page,
    owner,
  }) => {
    test.setTimeout(180_000)
    await openNewPost(page, owner)
    const title = 'Tulip Time starts in Holland'
    await page.getByLabel('Title', { exact: true }).fill(title)
    await body(page).fill('The parade runs down Eighth Street.')
    await page.getByLabel('Category').selectOption('Local News')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await announced(page, 'Draft saved.')
    const { id, slug } = await stored(title)

    // The picker has minutes only: the next whole minute at least 20 seconds away.
    const at = await page.evaluate(() => {
      const next = new Date(Date.now() + 20_000)
      next.setSeconds(0, 0)
      next.setMinutes(next.getMinutes() + 1)
      const pad = (n: number) => String(n).padStart(2, '0')
      return {
        local: `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}T${pad(next.getHours())}:${pad(next.getMinutes())}`,
        iso: next.toISOString(),
      }
    })
    await page.getByLabel('Publish at').fill(at.local)
    await page.getByRole('button', { name: 'Schedule' }).click()
    await announced(page, 'Scheduled for')
    await expect(page.getByText('Scheduled', { exact: true })).toHaveCount(1)
    expect(Date.parse((await stored(title)).published_at ?? '')).toBe(Date.parse(at.iso))
    expect(await readerStatus(slug)).toBe(404)

    // Nothing else happens: a reader reloading the home page sees the story once its time has come.
    // It must be there within a minute of its time.
    const reader = await openPage(browser)
    await expect(async () => {
      await reader.page.goto(`${site.url}/`)
      expect(await reader.page.getByRole('link', { name: title }).count()).toBeGreaterThan(0)
    }).toPass({ timeout: Math.max(1, Date.parse(at.iso) + 60_000 - Date.now()), intervals: [2_000] })
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at.iso))
    expect(await readerStatus(slug)).toBe(200)

    // Renamed: the slug follows the title and the new address answers.
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByText('Published', { exact: true })).toBeVisible()
    await page.getByLabel('Title', { exact: true }).fill('Tulip Time parade starts in Holland')
    await expect(page.getByLabel('Slug')).toHaveValue('tulip-time-parade-starts-in-holland')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await announced(page, 'Changes saved.')
    expect(await readerStatus('tulip-time-parade-starts-in-holland')).toBe(200)

    await page.getByRole('button', { name: 'Unpublish' }).click()
    await announced(page, 'Unpublished. Readers can no longer see the post.')
    expect(await readerStatus('tulip-time-parade-starts-in-holland')).toBe(404)

    await page.getByRole('button', { name: 'Move to trash' }).click()
    const confirm = page.getByRole('dialog', { name: 'Move to trash?' })
    await confirm.getByRole('button', { name: 'Move to trash' }).click()
    await announced(page, 'Moved to the trash.')
    expect((await stored('Tulip Time parade starts in Holland')).deleted_at).not.toBeNull()

    // The list leaves it out; the trash has it, and restores it after asking.
    await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Posts' }).click()
    await expect(page.getByRole('table')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tulip Time parade starts in Holland' })).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Trash' }).click()
    await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible()
    await page.getByRole('checkbox', { name: 'Select Tulip Time parade starts in Holland' }).check()
    await page.getByRole('button', { name: 'Restore' }).click()
    await page.getByRole('dialog', { name: 'Restore?' }).getByRole('button', { name: 'Restore' }).click()
    await announced(page, '1 post restored.')
    expect((await stored('Tulip Time parade starts in Holland')).deleted_at).toBeNull()
    // Back navigates the list's URL history: the full list again.
    await page.goBack()
    await expect(page.getByRole('link', { name: 'Tulip Time parade starts in Holland' })).toBeVisible()
    expect(id).toBeTruthy()
    await reader.context.close()
  })

  test('the old slug of a renamed post redirects', async () => {
    const title = 'Old name of a renamed post'
    await service.from('blog_posts').insert({ title, slug: 'old-name-of-a-renamed-post', content: 'x' })
    await service
      .from('blog_posts')
      .update({ slug: 'new-name-of-a-renamed-post' })
      .eq('slug', 'old-name-of-a-renamed-post')
    const response = await fetch(`${site.url}/article/old-name-of-a-renamed-post`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toMatch(/\/article\/new-name-of-a-renamed-post$/)
  })
})

test.describe('the posts list', () => {
  test('publishes two drafts at once after asking, and keeps its filters in the URL', async ({
    page,
    owner,
  }) => {
    const titles = ['Bulk draft about Petoskey stones', 'Bulk draft about Traverse cherries']
    const { error } = await service
      .from('blog_posts')
      .insert(
        titles.map((title) => ({ title, content: 'Draft words.', status: 'draft', published_at: null })),
      )
    if (error) throw error
    const slugs = await Promise.all(titles.map(async (title) => (await stored(title)).slug))
    for (const slug of slugs) expect(await readerStatus(slug)).toBe(404)

    await owner.signIn('/newsroom')
    await page.getByLabel('Status').selectOption('draft')
    await page.getByLabel('Search titles').fill('Bulk draft')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/status=draft/)
    expect(new URL(page.url()).searchParams.get('q')).toBe('Bulk draft')
    await expect(page.getByRole('link', { name: titles[1] })).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(3)

    await page.getByRole('checkbox', { name: 'Select every post on this page' }).check()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Publish?' })
    await expect(dialog.getByText('Publish 2 posts now? Readers will see them at once.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Publish' }).click()
    await announced(page, '2 posts published.')
    await expect(page.getByText('No posts match.')).toBeVisible()
    for (const slug of slugs) expect(await readerStatus(slug)).toBe(200)

    // The filters came from the URL: a reload shows the same (now empty) list.
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByLabel('Status')).toHaveValue('draft')
    await expect(page.getByText('No posts match.')).toBeVisible()
  })
})

test.describe('a duplicate generated post', () => {
  test('is flagged in its editor, trashed, and deleted for good from the trash after asking', async ({
    page,
    owner,
  }) => {
    const original = {
      title: 'Choosing a Roofer in Troy This Fall',
      content: 'Roof words.',
      business_name: 'Troy Roofing Co',
      keywords: ['roofer troy'],
    }
    // One insert each: a multi-row insert would send null for the columns only the copy names.
    for (const row of [
      original,
      { ...original, slug: 'choosing-a-roofer-in-troy-this-fall-2', status: 'draft', published_at: null },
    ]) {
      const { error } = await service.from('blog_posts').insert(row)
      if (error) throw error
    }
    const { data: copy } = await service
      .from('blog_posts')
      .select('id')
      .eq('slug', 'choosing-a-roofer-in-troy-this-fall-2')
      .single()
    const id = (copy as { id: string }).id

    await owner.signIn(`/newsroom/${id}`)
    await expect(
      page
        .getByRole('region', { name: 'Before you publish' })
        .getByText('Possible duplicate: "Choosing a Roofer in Troy This Fall" has a near-identical title.', {
          exact: true,
        }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Move to trash' }).click()
    await page
      .getByRole('dialog', { name: 'Move to trash?' })
      .getByRole('button', { name: 'Move to trash' })
      .click()
    await announced(page, 'Moved to the trash.')

    await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Trash' }).click()
    await page.getByRole('checkbox', { name: 'Select Choosing a Roofer in Troy This Fall' }).check()
    await page.getByRole('button', { name: 'Delete for good' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete for good?' })
    await expect(dialog.getByText('Delete 1 post for good? This cannot be undone.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Delete for good' }).click()
    await announced(page, '1 post deleted for good.')
    await expect(page.getByText('The trash is empty.')).toBeVisible()
    const { data: left } = await service.from('blog_posts').select('id').eq('title', original.title)
    expect(left).toHaveLength(1)
  })
})

test.describe('newsletter subscribers', () => {
  test('are counted, listed, exported as CSV and removed after asking', async ({ page, owner }) => {
    for (const email of ['first@newshub.example', 'second@newshub.example']) {
      const { error } = await service.rpc('subscribe', { email })
      if (error) throw error
    }
    await owner.signIn('/newsroom/subscribers')
    await expect(page.getByRole('heading', { name: '2 subscribers' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'first@newshub.example', exact: true })).toBeVisible()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const path = await download.path()
    const { readFile } = await import('node:fs/promises')
    const csv = await readFile(path, 'utf8')
    expect(csv.split('\n')[0]).toBe('email,status,created_at,confirmed_at,unsubscribed_at')
    expect(csv).toContain('first@newshub.example,')
    expect(csv).toContain('second@newshub.example,')

    await page.getByRole('button', { name: 'Remove first@newshub.example' }).click()
    await page
      .getByRole('dialog', { name: 'Remove subscriber?' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await announced(page, 'first@newshub.example was removed from the newsletter.')
    await expect(page.getByRole('heading', { name: '1 subscriber' })).toBeVisible()
  })
})

test.describe('readers', () => {
  test('never download the newsroom code on the first load of reader pages', async ({ page }) => {
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
    })
    for (const path of ['/', '/category/local', '/article/1']) {
      await page.goto(`${site.url}${path}`)
      await waitForHydration(page)
    }
    expect(scripts.length).toBeGreaterThan(0)
    const newsroom = ['Restore unsaved changes', 'Leave without saving?', 'cm-content', 'Export CSV']
    expect(scripts.filter((text) => newsroom.some((marker) => text.includes(marker)))).toEqual([])

    // The build agrees: the entry script and everything it imports statically hold none of it.
    const { readFile } = await import('node:fs/promises')
    const manifest = JSON.parse(await readFile('dist/client/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >
    const firstLoad = new Set<string>()
    const walk = (key: string) => {
      if (firstLoad.has(key)) return
      firstLoad.add(key)
      for (const imported of manifest[key]?.imports ?? []) walk(imported)
    }
    walk('app/entry-client.tsx')
    expect(firstLoad.size).toBeGreaterThan(1)
    const files = [...firstLoad].map((key) => manifest[key]?.file ?? '')
    const texts = await Promise.all(files.map((file) => readFile(`dist/client/${file}`, 'utf8')))
    expect(files.filter((_, n) => newsroom.some((marker) => texts[n]?.includes(marker)))).toEqual([])
  })
})
