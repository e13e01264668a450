/**
 * A reader's comfort settings, kept on the device (localStorage): the colour theme and the size of
 * an article's text. Both are applied before the first paint by `COMFORT_SCRIPT`, an inline script
 * at the top of every page's head (and of the offline shell), so a page never flashes light before
 * it turns dark, or reflows its text after it has painted.
 */

/** localStorage key of the reader's theme choice ('light' or 'dark'); absent means "follow the system". */
export const THEME_KEY = 'newshub-theme'

/** localStorage key of the article text size (one of TEXT_SIZES' values); absent means the default. */
export const TEXT_SIZE_KEY = 'newshub-text-size'

export type Theme = 'light' | 'dark'

/** The article text sizes a reader can choose, smallest first; 'm' is the default. */
export const TEXT_SIZES = [
  { value: 's', name: 'Small' },
  { value: 'm', name: 'Medium' },
  { value: 'l', name: 'Large' },
  { value: 'xl', name: 'Extra large' },
] as const

export type TextSize = (typeof TEXT_SIZES)[number]['value']

export const DEFAULT_TEXT_SIZE: TextSize = 'm'

/** The media query of a system set to dark. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

/**
 * The inline script at the top of every page's head: sets `data-theme` (the reader's choice, else
 * the system's) and `data-text-size` (when chosen) on <html> before anything paints. A literal
 * string, never built from code, because the server's Content-Security-Policy allows it by its
 * SHA-256 hash (cli/security-headers.ts), which is computed from this very text; it also runs in
 * the offline shell, whose policy has no nonce. Keep it tiny and self-contained.
 */
export const COMFORT_SCRIPT =
  "(function(){var d=document.documentElement,t,z;try{t=localStorage.getItem('newshub-theme');z=localStorage.getItem('newshub-text-size')}catch(e){}" +
  "if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "d.setAttribute('data-theme',t);if(z)d.setAttribute('data-text-size',z)})()"

/** The id of the comfort script's element, so the browser reads its text back when hydrating. */
export const COMFORT_SCRIPT_ID = 'newshub-comfort'
