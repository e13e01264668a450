/**
 * The install offer: after a reader's second visit or first save, a small card offers the browser's
 * own install prompt (Chromium's beforeinstallprompt, dispatched here by the test) or, on an iPhone,
 * a how-to sheet; "Not now" is remembered. The manifest names the app, its screenshots, shortcuts
 * and categories.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** Only the test's own beforeinstallprompt reaches the page: the browser's real one is stopped first. */
async function onlyTestPrompts(context: BrowserContext) {
  await context.addInitScript(() => {
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation()
      },
      { capture: true },
    )
  })
}

/** Dispatches a beforeinstallprompt whose prompt() is recorded and whose reader answers `outcome`. */
async function offerPrompt(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
    event.prompt = async () => {
      ;(window as unknown as { prompted: number }).prompted =
        ((window as unknown as { prompted?: number }).prompted ?? 0) + 1
    }
    event.userChoice = Promise.resolve({ outcome: answer })
    window.dispatchEvent(event)
  }, outcome)
}

/** A new visit: a new tab (a new browser session) on the same device. */
async function visit(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(url)
  await waitForHydration(page)
  return page
}

const offerOf = (page: Page) => page.getByRole('region', { name: 'Install NewsHub' })
/** The offer loads at the browser's first idle moment after hydration, late on a loaded machine. */
const IDLE_LOAD = { timeout: 45_000 }
test.describe.configure({ timeout: 120_000 })

test("on the second visit the offer shows the browser's prompt; installing closes it for good", async ({
  site,
  context,
}) => {
  await onlyTestPrompts(context)
  const first = await visit(context, `${site.url}/`)
  await offerPrompt(first, 'accepted')
  // The first visit, with nothing saved: no offer, however long the reader stays.
  await expect(first.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => first.evaluate(() => localStorage.getItem('newshub-visits')), IDLE_LOAD).toBe('1')
  await expect(offerOf(first)).toHaveCount(0)
  await first.close()

  const second = await visit(context, `${site.url}/category/local`)
  await offerPrompt(second, 'accepted')
  const offer = offerOf(second)
  await expect(offer).toBeVisible(IDLE_LOAD)
  for (const theme of ['light', 'dark'] as const) {
    await second.emulateMedia({ colorScheme: theme })
    await expect(second.locator('html')).toHaveAttribute('data-theme', theme)
    expect({ theme, violations: await axeViolations(second) }).toEqual({ theme, violations: [] })
  }
  await offer.getByRole('button', { name: 'Install' }).click()
  await expect(offer).toHaveCount(0)
  expect(await second.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)
  expect(await second.evaluate(() => localStorage.getItem('newshub-install'))).toBe('installed')
  await second.close()

  const third = await visit(context, `${site.url}/`)
  await offerPrompt(third, 'accepted')
  await expect.poll(() => third.evaluate(() => localStorage.getItem('newshub-visits'))).toBe('3')
  await expect(offerOf(third)).toHaveCount(0)
})

test('the first save brings the offer; "Not now" is remembered', async ({ site, context }) => {
  await onlyTestPrompts(context)
  const page = await visit(context, `${site.url}/`)
  // A prompt that comes before the app has loaded is kept for the offer too.
  await offerPrompt(page, 'dismissed')
  await expect(offerOf(page)).toHaveCount(0)
  await page
    .getByRole('button', { name: /^Save for later: / })
    .first()
    .click()
  const offer = offerOf(page)
  await expect(offer).toBeVisible(IDLE_LOAD)
  await offer.getByRole('button', { name: 'Not now' }).click()
  await expect(offer).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBeUndefined()

  const later = await visit(context, `${site.url}/`)
  await offerPrompt(later, 'dismissed')
  await expect.poll(() => later.evaluate(() => localStorage.getItem('newshub-visits'))).toBe('2')
  await expect(offerOf(later)).toHaveCount(0)
})

test('on an iPhone the offer is a short how-to sheet', async ({ site, browser }) => {
  const context = await browser.newContext({
    userAgent: IPHONE_SAFARI,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    await visit(context, `${site.url}/`)
    const page = await visit(context, `${site.url}/`)
    const offer = offerOf(page)
    await expect(offer).toBeVisible(IDLE_LOAD)
    await offer.getByRole('button', { name: 'How to install' }).click()
    const sheet = page.getByRole('dialog', { name: 'Add NewsHub to your Home Screen' })
    await expect(sheet).toBeVisible(IDLE_LOAD)
    await expect(sheet.getByRole('listitem')).toHaveCount(3)
    await expect(sheet).toContainText('Add to Home Screen')
    await sheet.getByRole('button', { name: 'Done' }).click()
    await expect(offer).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('newshub-install'))).toBe('dismissed')
  } finally {
    await context.close()
  }
})

test('the manifest has its id, phone and wide screenshots that load, shortcuts and categories', async ({
  site,
}) => {
  const manifest = await (await fetch(`${site.url}/manifest.webmanifest`)).json()
  expect(manifest.id).toBe('/')
  expect(manifest.categories).toContain('news')
  expect(manifest.shortcuts.map((shortcut: { short_name: string; url: string }) => shortcut)).toEqual([
    expect.objectContaining({ short_name: 'Saved', url: '/saved' }),
    expect.objectContaining({ short_name: 'Search', url: '/search' }),
  ])
  expect(manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor)).toEqual([
    'narrow',
    'wide',
  ])
  for (const shot of manifest.screenshots as { src: string; sizes: string; label: string }[]) {
    const answer = await fetch(`${site.url}${shot.src}`)
    expect(answer.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await answer.arrayBuffer())
    // The PNG's own width and height (its IHDR chunk) are the sizes the manifest says.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes)
    expect(shot.label).toMatch(/NewsHub/)
  }
  for (const path of ['/saved', '/search']) expect((await fetch(`${site.url}${path}`)).status).toBe(200)
})
