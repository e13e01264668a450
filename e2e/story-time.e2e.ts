/**
 * Stories under a week old tell their age ("3 hours ago") with the full date in `<time datetime>`,
 * older ones their date, and a story changed after publishing says "Updated"; on a phone and a
 * desktop, hydrating without a mismatch.
 */
import { waitForHydration } from './support/browser.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { serviceClient } from './support/site.ts'

const HOURS = 3_600_000
const FRESH = { slug: 'warren-library-reopens-after-repairs', title: 'Warren Library Reopens After Repairs' }
const REVISED = { slug: 'troy-council-revises-snow-plan', title: 'Troy Council Revises Its Snow Plan' }
let freshIso = ''

test.beforeAll(async ({ sites }, info) => {
  const site = await siteOf(sites, info)
  const service = serviceClient(site)
  const fresh = new Date(Date.now() - 3 * HOURS - 5 * 60_000).toISOString()
  freshIso = fresh
  const old = new Date(Date.now() - 10 * 24 * HOURS).toISOString()
  await service
    .from('blog_posts')
    .insert([
      {
        ...FRESH,
        content: '<p>The Warren library opened its doors again on Monday.</p>',
        tags: ['Local News'],
        author: 'Maria Alvarez',
        created_at: fresh,
        published_at: fresh,
      },
      {
        ...REVISED,
        content: '<p>The council set out a new order for plowing side streets.</p>',
        tags: ['Local News'],
        author: 'Maria Alvarez',
        created_at: old,
        published_at: old,
      },
    ])
    .throwOnError()
  // A correction after publishing: the database notes when readers' text changed.
  await service
    .from('blog_posts')
    .update({ content: '<p>The council set out a new order for plowing side streets, starting Friday.</p>' })
    .eq('slug', REVISED.slug)
    .throwOnError()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport })

    test('a new story says how old it is and keeps its full date in the time element', async ({
      site,
      page,
      problems,
    }) => {
      await page.goto(`${site.url}/`)
      await waitForHydration(page)
      const card = page.locator('article').filter({ has: page.getByRole('link', { name: FRESH.title }) })
      const time = card.locator('time').first()
      await expect(time).toHaveText('3 hours ago')
      expect(new Date((await time.getAttribute('datetime')) ?? '').toISOString()).toBe(freshIso)
      await expect(time).toHaveAttribute('title', /^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
      // The seed's stories are from 2024: their dates are written out.
      await expect(
        page
          .locator('main time')
          .filter({ hasText: /^[A-Z][a-z]+ \d{1,2}, 2024$/ })
          .first(),
      ).toBeVisible()
      expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([])

      await page.goto(`${site.url}/article/${FRESH.slug}`)
      await waitForHydration(page)
      await expect(page.locator('main time').first()).toHaveText('3 hours ago')
      await expect(page.getByText('Updated')).toHaveCount(0)
    })

    test('a story changed after publishing shows when it was updated', async ({ site, page, problems }) => {
      await page.goto(`${site.url}/article/${REVISED.slug}`)
      await waitForHydration(page)
      const byline = page.locator('main p').filter({ hasText: 'min read' }).first()
      await expect(byline.locator('time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
      await expect(byline.getByText(/^Updated (just now|\d+ minutes? ago)$/)).toBeVisible()
      await expect(byline.locator('time')).toHaveCount(2)
      expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([])

      await page.goto(`${site.url}/category/local`)
      const card = page.locator('article').filter({ has: page.getByRole('link', { name: REVISED.title }) })
      await expect(card.getByText(/Updated (just now|\d+ minutes? ago)/)).toBeVisible()
    })
  })
}
