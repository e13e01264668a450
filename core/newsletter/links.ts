import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'

/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48

/** What a newsletter link lets its holder do, without signing in. */
export type NewsletterLink =
  | { purpose: 'confirm'; subscriberId: string; nonce: string }
  | { purpose: 'unsubscribe'; subscriberId: string; sendId?: string }
  /** The unsubscribe link of a test send, which has no subscriber behind it. */
  | { purpose: 'test' }

const ISSUER = 'newshub-newsletter'

/**
 * The key newsletter links are signed with, derived from a server secret (the service-role key):
 * whoever can sign a link could change the list anyway, and no new secret has to be kept. The
 * derivation keeps a link's signature from ever being a signature made for another purpose.
 */
export async function deriveLinkKey(secret: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode('newsletter links v1')),
  )
}

/** Signs a link's claims (HS256). A confirmation link expires after CONFIRM_LINK_HOURS; others never. */
export async function signNewsletterLink(
  key: Uint8Array,
  link: NewsletterLink,
  now = new Date(),
): Promise<string> {
  const seconds = Math.floor(now.getTime() / 1000)
  const claims =
    link.purpose === 'confirm'
      ? { p: 'c', sub: link.subscriberId, n: link.nonce }
      : link.purpose === 'unsubscribe'
        ? { p: 'u', sub: link.subscriberId, ...(link.sendId ? { s: link.sendId } : {}) }
        : { p: 't' }
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setIssuedAt(seconds)
  if (link.purpose === 'confirm') jwt.setExpirationTime(seconds + CONFIRM_LINK_HOURS * 3600)
  return jwt.sign(key)
}

/** Why a link was refused, as the page tells the reader. */
export type LinkProblem = 'expired' | 'invalid'

/** The link a token stands for, or why it does not stand for one (forged, damaged or expired). */
export async function verifyNewsletterLink(
  key: Uint8Array,
  token: string,
  now = new Date(),
): Promise<NewsletterLink | { problem: LinkProblem }> {
  if (token.length > 2000) return { problem: 'invalid' }
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
    })
    const { p, sub, n, s } = payload as Record<string, unknown>
    if (p === 't') return { purpose: 'test' }
    if (typeof sub !== 'string') return { problem: 'invalid' }
    if (p === 'c' && typeof n === 'string') return { purpose: 'confirm', subscriberId: sub, nonce: n }
    if (p === 'u')
      return { purpose: 'unsubscribe', subscriberId: sub, ...(typeof s === 'string' ? { sendId: s } : {}) }
    return { problem: 'invalid' }
  } catch (error) {
    return { problem: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' }
  }
}
