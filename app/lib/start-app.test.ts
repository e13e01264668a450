// @vitest-environment happy-dom
import { startAppScript } from './start-app.ts'

/**
 * Runs the page's start script as the browser does: its text alone, in the global scope. (What it
 * does with taps is tested in Chromium: e2e/before-hydration.e2e.ts.)
 */
function runStartScript() {
  new Function(startAppScript(['/assets/entry.js'], ['/assets/framework.js', '/assets/home.js']))()
}

describe('the start script', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('is self-contained and loads the app once the page has loaded', async () => {
    runStartScript()
    await vi.waitFor(() => expect(document.querySelector('script[src="/assets/entry.js"]')).not.toBeNull())
    expect(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['/assets/framework.js', '/assets/home.js'])
  })
})
