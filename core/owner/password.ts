import { dictionary } from '@zxcvbn-ts/language-common'

/** The shortest password an owner may choose (NIST SP 800-63B asks for at least 8; owners guard the site). */
export const MIN_PASSWORD_LENGTH = 12
/** bcrypt, which hosted Supabase Auth uses, reads no more than 72 bytes. */
export const MAX_PASSWORD_LENGTH = 72

let common: Set<string> | undefined

/** The ~49,000 most common leaked passwords, from zxcvbn-ts's maintained list, lower-cased. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()))
  return common
}

/** Whether a password is a common one, or a common one padded with digits and symbols, or one short piece repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  const list = commonPasswords()
  if (list.has(lower)) return true
  // "password123456!" is still "password".
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  if (core.length >= 4 && list.has(core)) return true
  // "abcabcabcabc", "aaaaaaaaaaaa", "passwordpassword".
  const repeated = /^(.+?)\1+$/u.exec(lower)
  return repeated !== null && ((repeated[1] as string).length <= 4 || list.has(repeated[1] as string))
}

/**
 * Why a new password is refused, as one line fit to show; undefined when it is acceptable. The one
 * rule for owner passwords: `newshub owner add` and `owner passwd` check it before they send, and
 * the auth server checks it again when it creates or changes an account.
 * @example checkPassword('password123456') // 'That password is too common: ...'
 */
export function checkPassword(password: string): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  }
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_PASSWORD_LENGTH} bytes long.`
  }
  if (isCommonPassword(password)) {
    return 'That password is too common: choose one that is not on a list of leaked passwords.'
  }
  return undefined
}
