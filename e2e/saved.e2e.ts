import { axeViolations } from './support/axe.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'
import { serviceClient } from './support/site.ts'

/** A card's save button, named after its story, saved or not. */
const storyButton = (title: string) =>
  new RegExp(`^Saved? for later: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

test.describe('Save for later', () => {
  test('saves from an article and, by keyboard, from a card; lists, counts and clears them on /saved', async ({
    site,
    page,
    offlineMode,
  }) => {
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

    await page.goto(`${site.url}/article/${article.slug}`)
    await waitForHydration(page)
    // The button's name holds the words it shows ('Save for later', then 'Saved for later'), as
    // speech input and WCAG 2.5.3 need; aria-pressed says the state.
    const save = page.getByRole('button', { name: /^Saved? for later$/ })
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    await expect(save).toHaveText('Saved')
    await expect(save).toHaveAccessibleName('Saved for later')
    // The button shows the story saved at once and is busy until it is on the device: leaving the
    // page before then would cut the save short.
    await expect(save).not.toHaveAttribute('aria-busy', 'true')
    expect(await axeViolations(page)).toEqual([])

    // A card on the category page, by keyboard: the card's own button, named after its story.
    await page.goto(`${site.url}/category/business`)
    await waitForHydration(page)
    const cardButton = page.getByRole('button', { name: storyButton(other.title) })
    await expect(cardButton).toHaveAttribute('aria-pressed', 'false')
    await expect(cardButton).toHaveAccessibleName(`Save for later: ${other.title}`)
    await cardButton.focus()
    await page.keyboard.press('Enter')
    await expect(cardButton).toHaveAttribute('aria-pressed', 'true')
    await expect(cardButton).toHaveAccessibleName(`Saved for later: ${other.title}`)
    await expect(cardButton).not.toHaveAttribute('aria-busy', 'true')
    expect(await axeViolations(page)).toEqual([])

    await page.goto(`${site.url}/saved`)
    const later = page.getByRole('region', { name: 'Saved for later' })
    await expect(later.getByRole('link', { name: article.title })).toBeVisible()
    await expect(later.getByRole('link', { name: other.title })).toBeVisible()
    await expect(page.getByText(/^\d+ stor(y|ies) · \d+(\.\d)? MB on this device$/)).toBeVisible()

    // Saved stories open with no network, even one only seen on a card (once the worker is there).
    await offlineMode.worker()
    await offlineMode.set(true)
    await later.getByRole('link', { name: other.title }).click()
    await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible()
    expect((await page.locator('.article-body').innerText()).length).toBeGreaterThan(100)
    await offlineMode.set(false)

    // Pressing a card's button again takes the story off the list.
    await page.goto(`${site.url}/saved`)
    await later.getByRole('button', { name: storyButton(other.title) }).click()
    await expect(later.getByRole('link', { name: other.title })).toHaveCount(0)
    await expect(later.getByRole('link', { name: article.title })).toBeVisible()

    // Clearing asks first: cancelling keeps everything.
    const clear = page.getByRole('button', { name: 'Clear all stories from this device' })
    page.once('dialog', (dialog) => void dialog.dismiss())
    await clear.click()
    await expect(later.getByRole('link', { name: article.title })).toBeVisible()
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.accept()
    })
    await clear.click()
    await expect(page.getByText('0 stories · ')).toBeVisible()
    await expect(page.getByText('Nothing is saved for later yet.')).toBeVisible()
    expect(asked[0]).toMatch(/^Remove all \d+ stories and their pictures from this device\?$/)
  })
})
