/**
 * What readers see of the newsroom's states: a renamed post's old address answers 301 to the new
 * one (and redirects in the app), drafts, unpublished and trashed posts are 404, and sponsored
 * posts say so on their card and article page, their business links marked rel="sponsored".
 */

import type { SupabaseClient } from '@supabase/supabase-js'
import { postPatch } from '../core/newsroom/actions.ts'
import type { Database, TablesInsert } from '../supabase/database.types.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'
import { fetchHtml, serviceClient } from './support/site.ts'

const BODY =
  '<p>Book a tune-up at <a href="https://lakeside-bikes.example/book">Lakeside Bikes</a> or read <a href="https://news.example/">the news</a>.</p>'

async function insert(
  service: SupabaseClient<Database>,
  row: TablesInsert<'blog_posts'>,
): Promise<{ id: string; slug: string }> {
  const { data, error } = await service.from('blog_posts').insert(row).select('id,slug').single()
  if (error) throw new Error(error.message)
  return data as { id: string; slug: string }
}

test.describe('a renamed post', () => {
  test('answers its old slug with a 301 to the new one on the server, and redirects in the app', async ({
    site,
    page,
  }) => {
    const service = serviceClient(site)
    const post = await insert(service, {
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

    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await page.evaluate(() =>
      (
        window as unknown as { __TSR_ROUTER__: { navigate(options: { href: string }): Promise<void> } }
      ).__TSR_ROUTER__.navigate({
        href: '/article/troy-bike-lane',
      }),
    )
    await expect(page).toHaveURL(/\/article\/troy-opens-bike-lane$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Troy Opens a Bike Lane' })).toBeVisible()
  })

  test('is a 404 at both addresses once it is unpublished: the redirect is as invisible as the post', async ({
    site,
  }) => {
    const service = serviceClient(site)
    const post = await insert(service, {
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

test.describe('posts readers may not see', () => {
  test('answers 404 for a draft, a scheduled, an unpublished and a trashed post, by slug and by id', async ({
    site,
  }) => {
    const service = serviceClient(site)
    const future = new Date(Date.now() + 24 * 3600_000)
    const rows = [
      { slug: 'hidden-draft', status: 'draft' },
      { slug: 'hidden-scheduled', ...postPatch('schedule', new Date(), future) },
      { slug: 'hidden-unpublished', status: 'unpublished' },
      { slug: 'hidden-trashed', ...postPatch('trash', new Date()) },
    ]
    for (const row of rows) {
      const post = await insert(service, { title: `Hidden ${row.slug}`, content: '<p>Not yet.</p>', ...row })
      for (const path of [`/article/${post.slug}`, `/article/${post.id}`]) {
        const { status, html } = await fetchHtml(site, path)
        expect(status, path).toBe(404)
        expect(html).toContain('Article Not Found')
        expect(html).not.toContain(`Hidden ${row.slug}`)
      }
    }
  })
})

test.describe('sponsored posts', () => {
  test('carry a Sponsored label on the card and the article page, and rel="sponsored noopener" on business links', async ({
    site,
    page,
  }) => {
    const service = serviceClient(site)
    const sponsored = await insert(service, {
      title: 'Lakeside Bikes Tunes Up Troy for Spring',
      content: BODY,
      tags: ['Business'],
      business_name: 'Lakeside Bikes',
      backlink_url: 'https://lakeside-bikes.example',
    })
    const editorial = await insert(service, {
      title: 'Why Troy Riders Love Lakeside Bikes',
      content: BODY,
      tags: ['Business'],
      business_name: 'Lakeside Bikes',
      backlink_url: 'https://lakeside-bikes.example',
      sponsored: false,
    })
    await page.goto(`${site.url}/category/business`)
    const card = (title: string) =>
      page.locator('article').filter({ has: page.getByRole('link', { name: title }) })
    await expect(
      card('Lakeside Bikes Tunes Up Troy for Spring').getByText('Sponsored', { exact: true }),
    ).toBeVisible()
    await expect(card('Why Troy Riders Love Lakeside Bikes')).toBeVisible()
    await expect(
      card('Why Troy Riders Love Lakeside Bikes').getByText('Sponsored', { exact: true }),
    ).toHaveCount(0)

    await page.goto(`${site.url}/article/${sponsored.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.locator('xpath=//main//h1/preceding-sibling::span').getByText('Sponsored', { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Lakeside Bikes', exact: true })).toHaveAttribute(
      'rel',
      'sponsored noopener',
    )
    await expect(page.getByRole('link', { name: 'the news' })).not.toHaveAttribute('rel')

    await page.goto(`${site.url}/article/${editorial.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The label beside the category above the headline (related stories below may carry their own).
    const headerLabel = page.locator('xpath=//main//h1/preceding-sibling::span').getByText('Sponsored', {
      exact: true,
    })
    await expect(headerLabel).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Lakeside Bikes', exact: true })).toHaveAttribute(
      'rel',
      'noopener',
    )
  })
})
