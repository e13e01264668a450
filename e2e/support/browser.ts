import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

/** Flags this machine needs: no sandbox as root, and no background calls to hosts it cannot reach. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Launches Debian's Chromium (CHROME_PATH overrides where it is). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

/** A page that records console errors and warnings and uncaught exceptions, for hydration checks. */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return { context, page, problems }
}

/** Waits until React has hydrated the page (the root is interactive). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement as unknown as Record<string, unknown>
    return Object.keys(root).some(
      (key) => key.startsWith('__reactContainer') || key.startsWith('__reactFiber'),
    )
  })
}
