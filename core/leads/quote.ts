/**
 * The rules of a quote request and of a newsletter address, for the forms' own messages before
 * anything is sent. The database functions (public.request_quote, public.subscribe) check the same
 * rules and are the authority; keep the limits and messages here in step with the migrations.
 */

/** At most this many requests per contact within an hour (public.request_quote). */
export const QUOTE_REQUESTS_PER_HOUR = 5

export const QUOTE_LIMITS = { name: 100, contact: 254, message: 2000, place: 100 } as const

/** One @, a dot in the domain, no spaces: newsletter_subscribers' check constraint. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export const INVALID_EMAIL = 'Enter a valid e-mail address.'

/** What the reader typed into a quote form, plus the page's city and service. */
/** One stored quote request as the owner sees it (quote_requests, without the rate limit's key). */
export interface QuoteRequest {
  id: string
  created_at: string
  name: string
  contact: string
  city: string
  service: string
  message: string
  /** The listed business the request was sent to, or null when the owner routes it. */
  listing_id: string | null
  /** That business's name when the request was sent (kept if the listing is deleted later). */
  listing_name: string | null
}

export interface QuoteRequestInput {
  name: string
  contact: string
  message: string
  city: string
  service: string
}

/** Whether an address passes the newsletter's rule (at most 254 characters). */
export function isValidEmail(email: string): boolean {
  const value = email.trim()
  return value.length <= 254 && EMAIL.test(value)
}

/**
 * The first problem with a quote request, in the database function's words, or null.
 * @example checkQuoteRequest({ name: '', contact: 'a@b.co', message: '', city: 'X', service: 'Y' })
 * // 'Enter your name (at most 100 characters).'
 */
export function checkQuoteRequest(input: QuoteRequestInput): string | null {
  const name = input.name.trim()
  const contact = input.contact.trim()
  if (name.length < 1 || name.length > QUOTE_LIMITS.name) return 'Enter your name (at most 100 characters).'
  if (contact.length > QUOTE_LIMITS.contact)
    return 'Enter a phone number or an e-mail address (at most 254 characters).'
  if (contact.includes('@')) {
    if (!EMAIL.test(contact)) return INVALID_EMAIL
  } else {
    const digits = contact.replace(/\D/g, '')
    if (!/^\+?[0-9 ().-]+$/.test(contact) || digits.length < 7 || digits.length > 15)
      return 'Enter a phone number (7 to 15 digits) or an e-mail address.'
  }
  if (input.message.trim().length > QUOTE_LIMITS.message)
    return 'Keep the message to at most 2000 characters.'
  return null
}

/** A phone number as a `tel:` link target: its digits, with a leading + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`
}
