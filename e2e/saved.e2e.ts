import type { Browser } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import { launchChromium, openPage, waitForHydration } from './support/browser.ts'
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

describe('Save for later', () => {
  it('saves from an article and, by keyboard, from a card; lists, counts and clears them on /saved', async () => {
    const db = serviceClient(site)
    const { data: article } = await db
      .from('blog_posts')
      .select('slug,title')
      .not('tags', 'cs', '{Business}')
      .order('created_at', { ascending: true })
      .limit(1)
      .single()
    const { data: other } = await db
      .from('blog_posts')
      .select('slug,title')
      .contains('tags', ['Business'])
      .order('created_at', { ascending: true })
      .limit(1)
      .single()
    if (!article || !other) throw new Error('the seed has too few posts')

    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/article/${article.slug}`)
    await waitForHydration(page)
    const save = page.getByRole('button', { name: 'Save for later', exact: true })
    await expect(save.getAttribute('aria-pressed')).resolves.toBe('false')
    await save.click()
    await page.waitForFunction(() =>
      document.querySelector('button[aria-pressed="true"]')?.textContent?.includes('Saved'),
    )

    // A card on the category page, by keyboard: the card's own button, named after its story.
    await page.goto(`${site.url}/category/business`)
    await waitForHydration(page)
    const cardButton = page.getByRole('button', { name: `Save for later: ${other.title}` })
    await expect(cardButton.getAttribute('aria-pressed')).resolves.toBe('false')
    await cardButton.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      (title) =>
        document
          .querySelector(`button[aria-label="Save for later: ${title}"]`)
          ?.getAttribute('aria-pressed') === 'true',
      other.title,
    )

    await page.goto(`${site.url}/saved`)
    const later = page.getByRole('region', { name: 'Saved for later' })
    await later.getByRole('link', { name: article.title }).waitFor()
    await later.getByRole('link', { name: other.title }).waitFor()
    await page.getByText(/^\d+ stor(y|ies) · \d+(\.\d)? MB on this device$/).waitFor()

    // Saved stories open with no network, even one only seen on a card (once the worker is there).
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 30_000,
    })
    await context.setOffline(true)
    await later.getByRole('link', { name: other.title }).click()
    await page.getByRole('heading', { level: 1, name: other.title }).waitFor()
    expect((await page.locator('.article-body').innerText()).length).toBeGreaterThan(100)
    await context.setOffline(false)

    // Pressing a card's button again takes the story off the list.
    await page.goto(`${site.url}/saved`)
    await later.getByRole('button', { name: `Save for later: ${other.title}` }).click()
    await later.getByRole('link', { name: other.title }).waitFor({ state: 'detached' })
    await later.getByRole('link', { name: article.title }).waitFor()

    // Clearing asks first: cancelling keeps everything.
    const clear = page.getByRole('button', { name: 'Clear all stories from this device' })
    page.once('dialog', (dialog) => void dialog.dismiss())
    await clear.click()
    await later.getByRole('link', { name: article.title }).waitFor()
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.accept()
    })
    await clear.click()
    await page.getByText('0 stories · ').waitFor()
    await page.getByText('Nothing is saved for later yet.').waitFor()
    expect(asked[0]).toMatch(/^Remove all \d+ stories and their pictures from this device\?$/)
    await context.close()
  })
})
