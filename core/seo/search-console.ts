import { parseAttributes } from '../links/html-attributes.ts'

/** The site_settings key that holds the Search Console verification token. */
export const SEARCH_CONSOLE_SETTING = 'google_site_verification'

/** Outcome of reading what the owner pasted into the Search Console box. */
export type VerificationTagResult =
  | { ok: true; token: string; message: string }
  | { ok: false; message: string }

const TOKEN = /^[A-Za-z0-9_-]{8,200}$/

/**
 * Reads a Search Console verification tag as the owner pastes it: the whole
 * `<meta name="google-site-verification" content="...">` tag or the bare token.
 * Empty input is 'Please enter your GSC verification meta tag' (spec section 5).
 */
export function parseVerificationTag(input: string): VerificationTagResult {
  const text = input.trim()
  if (text === '') return { ok: false, message: 'Please enter your GSC verification meta tag' }
  let token = text
  const meta = /^<meta\b([^>]*)\/?>$/i.exec(text)
  if (meta) {
    const attributes = parseAttributes(meta[1] ?? '')
    const name = attributes.find((attribute) => attribute.name === 'name')?.value
    if (name !== 'google-site-verification') {
      return { ok: false, message: 'That meta tag is not a google-site-verification tag.' }
    }
    token = attributes.find((attribute) => attribute.name === 'content')?.value?.trim() ?? ''
  }
  if (!TOKEN.test(token)) {
    return { ok: false, message: 'That does not look like a Search Console verification token.' }
  }
  return { ok: true, token, message: 'GSC verification tag saved! Add this to your SEOHead component.' }
}
