import { describe, expect, it } from 'vitest'
import { checkQuoteRequest, isValidEmail, telHref } from './quote.ts'

const ok = { name: 'Pat', contact: 'pat@newshub.example', message: '', city: 'Detroit', service: 'Plumbing' }

describe('checkQuoteRequest', () => {
  it('accepts an address or a phone number', () => {
    expect(checkQuoteRequest(ok)).toBeNull()
    expect(checkQuoteRequest({ ...ok, contact: '+1 (555) 123-4567' })).toBeNull()
  })
  it.each([
    [{ name: ' ' }, 'Enter your name (at most 100 characters).'],
    [{ contact: 'pat@nowhere' }, 'Enter a valid e-mail address.'],
    [{ contact: '12345' }, 'Enter a phone number (7 to 15 digits) or an e-mail address.'],
    [{ message: 'm'.repeat(2001) }, 'Keep the message to at most 2000 characters.'],
  ])('refuses %o', (change, message) => {
    expect(checkQuoteRequest({ ...ok, ...change })).toBe(message)
  })
})

describe('isValidEmail', () => {
  it('follows the newsletter rule', () => {
    expect(isValidEmail(' reader@newshub.example ')).toBe(true)
    expect(isValidEmail('reader@localhost')).toBe(false)
    expect(isValidEmail('a b@newshub.example')).toBe(false)
  })
})

describe('telHref', () => {
  it('keeps the digits', () => {
    expect(telHref('(555) 123-4567')).toBe('tel:5551234567')
    expect(telHref('+1 555 123 4567')).toBe('tel:+15551234567')
  })
})
