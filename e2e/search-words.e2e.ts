/**
 * A search of several words finds the stories holding most of them (at least half), those holding
 * every word first and then those holding fewer, in one list, online and over the stories on the
 * device; when none holds every word it says so. A search naming a city and a service leads with
 * that landing page.
 */
import { waitForHydration } from './support/browser.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { serviceClient } from './support/site.ts'

const BOTH = { slug: 'zorblat-quixel-report', title: 'Zorblat and Quixel Report From the Riverfront' }
const ONE = { slug: 'frimble-notes', title: 'Frimble Notes From the Council' }
const ALL = { slug: 'zorblat-quixel-frimble-fair', title: 'Zorblat, Quixel and Frimble Meet at the Fair' }
const QUERY = 'zorblat quixel frimble'
/** No story holds all three: ALL and ONE hold two (frimble and council, quixel and frimble). */
const NONE_HAS_ALL = 'quixel frimble council'

test.beforeAll(async ({ sites }, info) => {
  const site = await siteOf(sites, info)
  const now = Date.now()
  await serviceClient(site)
    .from('blog_posts')
    .insert([
      {
        ...ONE,
        content: '<p>The frimble came up at the council again this week.</p>',
        tags: ['Local News'],
        created_at: new Date(now - 60_000).toISOString(),
        published_at: new Date(now - 60_000).toISOString(),
      },
      {
        ...BOTH,
        content: '<p>Zorblat and quixel were both seen along the river.</p>',
        tags: ['Local News'],
        created_at: new Date(now - 120_000).toISOString(),
        published_at: new Date(now - 120_000).toISOString(),
      },
      {
        // The oldest, and the only one with every word: first all the same.
        ...ALL,
        content: '<p>Zorblat, quixel and frimble stalls lined the fairground.</p>',
        tags: ['Local News'],
        created_at: new Date(now - 180_000).toISOString(),
        published_at: new Date(now - 180_000).toISOString(),
      },
    ])
    .throwOnError()
})

/** The titles of the result cards, in order. */
function resultTitles(page: import('@playwright/test').Page) {
  return page.getByTestId('search-results').locator('article h2').allInnerTexts()
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport })

    test('finds the stories with most of the words, every word first, then fewer', async ({ site, page }) => {
      await page.goto(`${site.url}/search?q=${encodeURIComponent(QUERY)}`)
      await waitForHydration(page)
      // Two of three words is most of them; one is not.
      await expect.poll(() => resultTitles(page)).toEqual([ALL.title, BOTH.title])
      await expect(page.getByText('No story has all of these words')).toHaveCount(0)
      await page.goto(`${site.url}/search?q=${encodeURIComponent(NONE_HAS_ALL)}`)
      await waitForHydration(page)
      await expect(page.getByText('No story has all of these words')).toBeVisible()
      await expect.poll(async () => (await resultTitles(page)).sort()).toEqual([ALL.title, ONE.title].sort())
    })

    test('"Detroit plumbing" leads with the Detroit plumbing landing page, then stories', async ({
      site,
      page,
    }) => {
      await page.goto(`${site.url}/search?q=${encodeURIComponent('Detroit plumbing')}`)
      await waitForHydration(page)
      const landing = page.getByRole('region', { name: 'Plumbing in Detroit, MI' })
      await expect(landing.getByRole('link', { name: 'Plumbing in Detroit, MI' })).toHaveAttribute(
        'href',
        '/detroit/plumbing',
      )
      await expect(page.getByTestId('search-results').locator('article').first()).toBeVisible()
      const order = await page
        .locator('main')
        .evaluate((main) =>
          [...main.querySelectorAll('#landing-result-heading, [data-testid="search-results"]')].map((node) =>
            node.id ? 'landing' : 'stories',
          ),
        )
      expect(order).toEqual(['landing', 'stories'])
    })
  })
}

test('offline, the device search does the same over the stories it holds', async ({
  site,
  page,
  offlineMode,
}) => {
  await page.goto(`${site.url}/`)
  await offlineMode.ready(20)
  await offlineMode.set(true)
  await page.goto(`${site.url}/search?q=${encodeURIComponent(QUERY)}`)
  await expect(page.getByText('Results from stories saved on this device')).toBeVisible()
  await expect.poll(() => resultTitles(page)).toEqual([ALL.title, BOTH.title])
  await page.goto(`${site.url}/search?q=${encodeURIComponent(NONE_HAS_ALL)}`)
  await expect(page.getByText('No story has all of these words')).toBeVisible()
  await expect.poll(async () => (await resultTitles(page)).sort()).toEqual([ALL.title, ONE.title].sort())
  await page.goto(`${site.url}/search?q=${encodeURIComponent('plumbing detroit')}`)
  await expect(page.getByRole('link', { name: 'Plumbing in Detroit, MI' })).toHaveAttribute(
    'href',
    '/detroit/plumbing',
  )
  // A corrected search says so offline too, and the words as typed are searched as typed.
  await page.goto(`${site.url}/search?q=plumbng`)
  await expect(page.getByText('Results from stories saved on this device')).toBeVisible()
  const note = page.getByText(/^Showing results for/)
  await expect(note).toHaveText('Showing results for plumbing. Search instead for plumbng')
  await expect(page.getByTestId('search-results').locator('article').first()).toBeVisible()
  await note.getByRole('link', { name: 'plumbng' }).click()
  await expect(page.getByRole('main').getByLabel('Search stories')).toHaveValue('"plumbng"')
  await expect(page.getByText(/^Showing results for/)).toHaveCount(0)
  await expect(page.getByTestId('search-results').locator('article')).toHaveCount(0)
})

test.describe('a corrected search', () => {
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    test(`says what it searched for, and links to the words as typed (${device})`, async ({ site, page }) => {
      await page.setViewportSize(viewport)
      await page.goto(`${site.url}/search?q=plumbng`)
      await waitForHydration(page)
      const note = page.getByText(/^Showing results for/)
      await expect(note).toHaveText('Showing results for plumbing. Search instead for plumbng')
      await expect(page.getByTestId('search-results').locator('article').first()).toBeVisible()
      await note.getByRole('link', { name: 'plumbng' }).click()
      // The words as typed, as a phrase: search_posts never corrects a phrase.
      await expect(page.getByRole('main').getByLabel('Search stories')).toHaveValue('"plumbng"')
      await expect(page.getByText('Nothing matched “"plumbng"”', { exact: false })).toBeVisible()
      await expect(page.getByText(/^Showing results for/)).toHaveCount(0)
      // A search spelt right says nothing of the kind.
      await page.goto(`${site.url}/search?q=plumbing`)
      await expect(page.getByTestId('search-results').locator('article').first()).toBeVisible()
      await expect(page.getByText(/^Showing results for/)).toHaveCount(0)
    })
  }
})
