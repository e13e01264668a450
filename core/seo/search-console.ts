import { attributeOf, htmlTokens } from '../html/tokens.ts'

/** Outcome of reading what the owner pasted into the Search Console box. */
export type VerificationTagResult =
  | { ok: true; token: string; message: string }
  | { ok: false; message: string }

const TOKEN = /^[A-Za-z0-9_-]{8,200}$/

/**
 * Reads a Search Console verification tag as the owner pastes it: the whole
 * `<meta name="google-site-verification" content="...">` tag or the bare token.
 * Empty input is 'Please enter your GSC verification meta tag'.
 */
export function parseVerificationTag(input: string): VerificationTagResult {
  const text = input.trim()
  if (text === '') return { ok: false, message: 'Please enter your GSC verification meta tag' }
  let token = text
  const tokens = htmlTokens(text)
  const meta = tokens[0]
  if (tokens.length === 1 && meta?.type === 'start' && meta.name === 'meta') {
    if (attributeOf(meta.attributes, 'name') !== 'google-site-verification') {
      return { ok: false, message: 'That meta tag is not a google-site-verification tag.' }
    }
    token = attributeOf(meta.attributes, 'content')?.trim() ?? ''
  }
  if (!TOKEN.test(token)) {
    return { ok: false, message: 'That does not look like a Search Console verification token.' }
  }
  return { ok: true, token, message: 'GSC verification tag saved! Add this to your SEOHead component.' }
}
