import { describe, expect, it } from 'vitest'
import { checkPassword, isCommonPassword } from './password.ts'

describe('checkPassword', () => {
  it('refuses a password under 12 characters with a one-line message', () => {
    expect(checkPassword('short-pass1')).toBe('The password must be at least 12 characters long.')
  })

  it('refuses a password over 72 bytes', () => {
    expect(checkPassword('é'.repeat(37))).toBe('The password must be at most 72 bytes long.')
  })

  it.each([
    'qwerty123456',
    '1q2w3e4r5t6y',
    'administrator',
    'Password123456!',
    'LetMeIn!!!!!!!',
    'abcabcabcabc',
  ])('refuses the common password %s', (password) => {
    expect(checkPassword(password)).toBe(
      'That password is too common: choose one that is not on a list of leaked passwords.',
    )
  })

  it.each(['correct horse battery', 'owner-password-1', 'a long owner password', 'Troy roofers 2024'])(
    'accepts %s',
    (password) => {
      expect(checkPassword(password)).toBeUndefined()
    },
  )

  it('knows the list: the most common password of all, in any case', () => {
    expect(isCommonPassword('PASSWORD')).toBe(true)
    expect(isCommonPassword('river-lantern-oak')).toBe(false)
  })
})
