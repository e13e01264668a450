import { describe, expect, it } from 'vitest'
import { COMFORT_SCRIPT, DARK_SCHEME_QUERY, TEXT_SIZE_KEY, THEME_KEY } from './comfort.ts'

/** Runs the head script against a stand-in <html>, storage and system theme; answers <html>'s attributes. */
function run(stored: Record<string, string>, systemDark: boolean, storageFails = false) {
  const attributes: Record<string, string> = {}
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
  }
  const localStorage = {
    getItem: (key: string) => {
      if (storageFails) throw new Error('SecurityError')
      return stored[key] ?? null
    },
  }
  const matchMedia = (query: string) => ({ matches: query === DARK_SCHEME_QUERY && systemDark })
  new Function('document', 'localStorage', 'matchMedia', COMFORT_SCRIPT)(document, localStorage, matchMedia)
  return attributes
}

describe('the head comfort script', () => {
  it("follows the system's theme while the reader has chosen none", () => {
    expect(run({}, true)).toEqual({ 'data-theme': 'dark' })
    expect(run({}, false)).toEqual({ 'data-theme': 'light' })
    expect(run({ [THEME_KEY]: 'purple' }, true)).toEqual({ 'data-theme': 'dark' })
  })

  it("applies the reader's theme and text size over the system", () => {
    expect(run({ [THEME_KEY]: 'light', [TEXT_SIZE_KEY]: 'xl' }, true)).toEqual({
      'data-theme': 'light',
      'data-text-size': 'xl',
    })
    expect(run({ [THEME_KEY]: 'dark' }, false)).toEqual({ 'data-theme': 'dark' })
  })

  it('still follows the system when storage refuses to be read', () => {
    expect(run({}, true, true)).toEqual({ 'data-theme': 'dark' })
  })
})
