import { parseVerificationTag } from './search-console.ts'

describe('parseVerificationTag', () => {
  it('gives its error for empty input', () => {
    expect(parseVerificationTag('  ')).toEqual({
      ok: false,
      message: 'Please enter your GSC verification meta tag',
    })
  })
  it('reads the token from a pasted meta tag, with its success message', () => {
    expect(parseVerificationTag('<meta name="google-site-verification" content="abcDEF123_-xyz" />')).toEqual(
      {
        ok: true,
        token: 'abcDEF123_-xyz',
        message: 'GSC verification tag saved! Add this to your SEOHead component.',
      },
    )
  })
  it('accepts a bare token', () => {
    expect(parseVerificationTag(' abcDEF123_-xyz ')).toMatchObject({ ok: true, token: 'abcDEF123_-xyz' })
  })
  it('refuses other meta tags and text that is not a token', () => {
    expect(parseVerificationTag('<meta name="description" content="abcdefghij">')).toMatchObject({
      ok: false,
    })
    expect(parseVerificationTag('<meta name="google-site-verification">')).toMatchObject({ ok: false })
    expect(parseVerificationTag('not a token!')).toEqual({
      ok: false,
      message: 'That does not look like a Search Console verification token.',
    })
  })
})
