import { useLayoutEffect, useSyncExternalStore } from 'react'
import {
  DARK_SCHEME_QUERY,
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_KEY,
  TEXT_SIZES,
  type TextSize,
  THEME_KEY,
  type Theme,
} from '../../core/reader/comfort.ts'

/**
 * The reader's theme and article text size in the browser. The head's comfort script
 * (core/reader/comfort.ts) has already put both on <html> before the first paint; this module
 * changes them when the reader chooses, remembers the choice on the device, and follows the
 * system's theme while the reader has not chosen one.
 */

const listeners = new Set<() => void>()

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}

const systemTheme = (): Theme => (window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light')

function chosenTheme(): Theme | null {
  const stored = read(THEME_KEY)
  return stored === 'light' || stored === 'dark' ? stored : null
}

function chosenTextSize(): TextSize {
  const stored = read(TEXT_SIZE_KEY)
  return TEXT_SIZES.find((size) => size.value === stored)?.value ?? DEFAULT_TEXT_SIZE
}

/** Puts the remembered (or system) theme and the text size on <html>, and tells the components. */
function apply(): void {
  const root = document.documentElement
  root.setAttribute('data-theme', chosenTheme() ?? systemTheme())
  const size = chosenTextSize()
  if (size === DEFAULT_TEXT_SIZE) root.removeAttribute('data-text-size')
  else root.setAttribute('data-text-size', size)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.matchMedia(DARK_SCHEME_QUERY).addEventListener('change', apply)
    // Another tab's choice applies here too.
    window.addEventListener('storage', apply)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      window.matchMedia(DARK_SCHEME_QUERY).removeEventListener('change', apply)
      window.removeEventListener('storage', apply)
    }
  }
}

/**
 * Keeps <html>'s comfort attributes in place: a render of the whole document from scratch (the
 * offline shell) takes the attributes the head script set off the root element.
 */
export function useComfortAttributes(): void {
  useLayoutEffect(apply, [])
}

/** The theme shown, or null while the server renders (it cannot know). */
export function useTheme(): Theme | null {
  return useSyncExternalStore(
    subscribe,
    () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light'),
    () => null,
  )
}

/**
 * Shows `theme` and remembers it; choosing what the system shows forgets the choice, so the page
 * follows the system again from then on.
 */
export function chooseTheme(theme: Theme): void {
  write(THEME_KEY, theme === systemTheme() ? null : theme)
  document.documentElement.setAttribute('data-theme', theme)
  for (const listener of listeners) listener()
}

/** The article text size, or null while the server renders. */
export function useTextSize(): TextSize | null {
  return useSyncExternalStore(subscribe, chosenTextSize, () => null)
}

export function chooseTextSize(size: TextSize): void {
  write(TEXT_SIZE_KEY, size === DEFAULT_TEXT_SIZE ? null : size)
  apply()
}
