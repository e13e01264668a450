import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'

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

/** Where Debian's Chromium is (CHROME_PATH overrides it): the suite never downloads a browser. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium'
}

/** Launches Debian's Chromium outside the test runner (the benchmarks); tests get the `browser` fixture. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
}

/** Records console errors and warnings and uncaught exceptions of a page, for hydration checks. */
export function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/**
 * A further page in a context of its own (another reader, a stranger), recording problems as
 * `recordProblems` does. The test's own page is the `page` fixture.
 */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  })
  const page = await context.newPage()
  return { context, page, problems: recordProblems(page) }
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
