/**
 * Takes the web app manifest's screenshots (app/public/screenshots/): the home page as a phone and a
 * desktop show it, on a fresh in-memory site with the seeded stories, in Debian's Chromium. Run after
 * `npm run build` whenever the home page's look changes: `npx tsx scripts/manifest-screenshots.ts`.
 */
import { launchChromium } from '../e2e/support/browser.ts'
import { startTestSite } from '../e2e/support/site.ts'

/** Each screenshot's file and the viewport it is taken at (the manifest lists the same sizes). */
export const SCREENSHOTS = [
  { file: 'app/public/screenshots/home-phone.png', width: 390, height: 844 },
  { file: 'app/public/screenshots/home-wide.png', width: 1280, height: 800 },
] as const

const site = await startTestSite()
const browser = await launchChromium()
try {
  for (const shot of SCREENSHOTS) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } })
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: shot.file })
    await page.close()
    console.log(`${shot.file} (${shot.width}x${shot.height})`)
  }
} finally {
  await browser.close()
  await site.stop()
}
