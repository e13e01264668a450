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

  it("adds the page's chunks a few per task, in order, after the entry", async () => {
    const preloads = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`)
    const timers: (() => void)[] = []
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
      timers.push(callback)
      return 0
    }) as typeof setTimeout)
    try {
      new Function(startAppScript(['/assets/entry.js'], preloads))()
      const added = () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        )
      // The page has loaded (happy-dom's document is complete): the start waits for a task of its own.
      timers.shift()?.()
      expect(document.querySelector('script[src="/assets/entry.js"]')).not.toBeNull()
      expect(added()).toEqual(preloads.slice(0, 4))
      timers.shift()?.()
      expect(added()).toEqual(preloads.slice(0, 8))
      timers.shift()?.()
      expect(added()).toEqual(preloads)
      expect(timers).toHaveLength(0)
    } finally {
      vi.restoreAllMocks()
    }
  })
})
