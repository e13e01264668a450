import { describe, expect, it } from 'vitest'
import { deriveLinkKey, signNewsletterLink, verifyNewsletterLink } from './links.ts'

const key = await deriveLinkKey('service-role-key-of-a-test-stack')
const id = '6f1c0c4e-7f0e-4a55-9b1a-2b7b0f0b7d11'
const nonce = '0b0f0b7d-1111-4a55-9b1a-6f1c0c4e7f0e'

describe('newsletter links', () => {
  it('round-trips a confirmation link within 48 hours', async () => {
    const issued = new Date('2026-01-01T00:00:00Z')
    const token = await signNewsletterLink(key, { purpose: 'confirm', subscriberId: id, nonce }, issued)
    const later = new Date(issued.getTime() + 47 * 3600_000)
    expect(await verifyNewsletterLink(key, token, later)).toEqual({
      purpose: 'confirm',
      subscriberId: id,
      nonce,
    })
  })

  it('calls a confirmation link expired after 48 hours', async () => {
    const issued = new Date('2026-01-01T00:00:00Z')
    const token = await signNewsletterLink(key, { purpose: 'confirm', subscriberId: id, nonce }, issued)
    const late = new Date(issued.getTime() + 48 * 3600_000 + 1000)
    expect(await verifyNewsletterLink(key, token, late)).toEqual({ problem: 'expired' })
  })

  it('keeps unsubscribe links working for good, with the send they came from', async () => {
    const token = await signNewsletterLink(key, { purpose: 'unsubscribe', subscriberId: id, sendId: nonce })
    const inTenYears = new Date(Date.now() + 10 * 365 * 86_400_000)
    expect(await verifyNewsletterLink(key, token, inTenYears)).toEqual({
      purpose: 'unsubscribe',
      subscriberId: id,
      sendId: nonce,
    })
    const plain = await signNewsletterLink(key, { purpose: 'unsubscribe', subscriberId: id })
    expect(await verifyNewsletterLink(key, plain)).toEqual({ purpose: 'unsubscribe', subscriberId: id })
    const test = await signNewsletterLink(key, { purpose: 'test' })
    expect(await verifyNewsletterLink(key, test)).toEqual({ purpose: 'test' })
  })

  it('refuses a link signed with another key, a damaged one and an overlong one', async () => {
    const other = await deriveLinkKey('another-secret')
    const forged = await signNewsletterLink(other, { purpose: 'unsubscribe', subscriberId: id })
    expect(await verifyNewsletterLink(key, forged)).toEqual({ problem: 'invalid' })
    const token = await signNewsletterLink(key, { purpose: 'unsubscribe', subscriberId: id })
    expect(await verifyNewsletterLink(key, `${token.slice(0, -2)}xx`)).toEqual({ problem: 'invalid' })
    expect(await verifyNewsletterLink(key, 'not-a-token')).toEqual({ problem: 'invalid' })
    expect(await verifyNewsletterLink(key, 'a'.repeat(2001))).toEqual({ problem: 'invalid' })
  })

  it('derives a different key from a different secret, and the same from the same', async () => {
    expect(await deriveLinkKey('service-role-key-of-a-test-stack')).toEqual(key)
    expect(await deriveLinkKey('x')).not.toEqual(key)
  })
})
