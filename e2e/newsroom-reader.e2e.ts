/**
 * What readers see of the newsroom's states: a renamed post's old address answers 301 to the new
 * one (and redirects in the app), drafts, unpublished and trashed posts are 404, and sponsored
 * posts say so on their card and article page, their business links marked rel="sponsored".
 */

import type { SupabaseClient } from '@supabase/supabase-js'
import type { Browser } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import { postPatch } from '../core/newsroom/actions.ts'
import type { Database, TablesInsert } from '../supabase/database.types.ts'
import { launchChromium, openPage, waitForHydration } from './support/browser.ts'
import { fetchHtml, serviceClient, startTestSite } from './support/site.ts'

let site: RunningSite
let browser: Browser
let service: SupabaseClient<Database>

const BODY =
  '<p>Book a tune-up at <a href="https://lakeside-bikes.example/book">Lakeside Bikes</a> or read <a href="https://news.example/">the news</a>.</p>'

async function insert(row: TablesInsert<'blog_posts'>): Promise<{ id: string; slug: string }> {
  const { data, error } = await service.from('blog_posts').insert(row).select('id,slug').single()
  if (error) throw new Error(error.message)
  return data as { id: string; slug: string }
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestSite(), launchChromium()])
  service = serviceClient(site)
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('a renamed post', () => {
  it('answers its old slug with a 301 to the new one on the server, and redirects in the app', async () => {
    const post = await insert({
      title: 'Troy Opens a Bike Lane',
      slug: 'troy-bike-lane',
      content: '<p>Ride.</p>',
    })
    await service.from('blog_posts').update({ slug: 'troy-opens-bike-lane' }).eq('id', post.id).throwOnError()

    const old = await fetch(`${site.url}/article/troy-bike-lane`, { redirect: 'manual' })
    expect(old.status).toBe(301)
    expect(new URL(old.headers.get('location') ?? '', site.url).pathname).toBe(
      '/article/troy-opens-bike-lane',
    )
    expect((await fetchHtml(site, '/article/troy-opens-bike-lane')).status).toBe(200)

    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await page.evaluate(() =>
      (
        window as unknown as { __TSR_ROUTER__: { navigate(options: { href: string }): Promise<void> } }
      ).__TSR_ROUTER__.navigate({
        href: '/article/troy-bike-lane',
      }),
    )
    await page.waitForURL(/\/article\/troy-opens-bike-lane$/)
    await page.getByRole('heading', { level: 1, name: 'Troy Opens a Bike Lane' }).waitFor()
    await context.close()
  })

  it('is a 404 at both addresses once it is unpublished: the redirect is as invisible as the post', async () => {
    const post = await insert({
      title: 'Ferndale Paints Crosswalks',
      slug: 'ferndale-crosswalks',
      content: '<p>Paint.</p>',
    })
    await service
      .from('blog_posts')
      .update({ slug: 'ferndale-paints-crosswalks' })
      .eq('id', post.id)
      .throwOnError()
    await service
      .from('blog_posts')
      .update(postPatch('unpublish', new Date()))
      .eq('id', post.id)
      .throwOnError()
    const old = await fetch(`${site.url}/article/ferndale-crosswalks`, { redirect: 'manual' })
    expect(old.status).toBe(404)
    expect((await fetchHtml(site, '/article/ferndale-paints-crosswalks')).status).toBe(404)
  })
})

describe('posts readers may not see', () => {
  it('answers 404 for a draft, a scheduled, an unpublished and a trashed post, by slug and by id', async () => {
    const future = new Date(Date.now() + 24 * 3600_000)
    const rows = [
      { slug: 'hidden-draft', status: 'draft' },
      { slug: 'hidden-scheduled', ...postPatch('schedule', new Date(), future) },
      { slug: 'hidden-unpublished', status: 'unpublished' },
      { slug: 'hidden-trashed', ...postPatch('trash', new Date()) },
    ]
    for (const row of rows) {
      const post = await insert({ title: `Hidden ${row.slug}`, content: '<p>Not yet.</p>', ...row })
      for (const path of [`/article/${post.slug}`, `/article/${post.id}`]) {
        const { status, html } = await fetchHtml(site, path)
        expect(status, path).toBe(404)
        expect(html).toContain('Article Not Found')
        expect(html).not.toContain(`Hidden ${row.slug}`)
      }
    }
  })
})

describe('sponsored posts', () => {
  it('carry a Sponsored label on the card and the article page, and rel="sponsored noopener" on business links', async () => {
    const sponsored = await insert({
      title: 'Lakeside Bikes Tunes Up Troy for Spring',
      content: BODY,
      tags: ['Business'],
      business_name: 'Lakeside Bikes',
      backlink_url: 'https://lakeside-bikes.example',
    })
    const editorial = await insert({
      title: 'Why Troy Riders Love Lakeside Bikes',
      content: BODY,
      tags: ['Business'],
      business_name: 'Lakeside Bikes',
      backlink_url: 'https://lakeside-bikes.example',
      sponsored: false,
    })
    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/category/business`)
    const card = (title: string) =>
      page.locator('article').filter({ has: page.getByRole('link', { name: title }) })
    await card('Lakeside Bikes Tunes Up Troy for Spring').getByText('Sponsored', { exact: true }).waitFor()
    expect(
      await card('Why Troy Riders Love Lakeside Bikes').getByText('Sponsored', { exact: true }).count(),
    ).toBe(0)

    await page.goto(`${site.url}/article/${sponsored.slug}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.locator('main').getByText('Sponsored', { exact: true }).first().waitFor()
    expect(await page.getByRole('link', { name: 'Lakeside Bikes' }).getAttribute('rel')).toBe(
      'sponsored noopener',
    )
    expect(await page.getByRole('link', { name: 'the news' }).getAttribute('rel')).toBeNull()

    await page.goto(`${site.url}/article/${editorial.slug}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.locator('main').getByText('Sponsored', { exact: true }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Lakeside Bikes' }).getAttribute('rel')).toBe('noopener')
    await context.close()
  })
})
