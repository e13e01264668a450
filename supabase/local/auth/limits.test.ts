/**
 * Sign-in resists guessing: wrong passwords are limited per e-mail address and per client (the
 * connecting address) with GoTrue's 429 and Retry-After, and an unknown e-mail costs the same
 * password check as a known one. Clients are told apart by binding to different loopback addresses.
 */
import { request as httpRequest } from 'node:http'
import { AuthApiError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Database } from '../db/database.ts'
import { renderError } from '../errors.ts'
import { createOwner, createReader, type LocalStack } from '../index.ts'
import { createTokenVerifier } from '../keys/index.ts'
import { nodeClient, OWNER, READER, startTestStack } from '../testing/index.ts'
import { createAuthApp } from './index.ts'
import { DEFAULT_SIGN_IN_LIMITS } from './limits.ts'
import { verifyPassword } from './users.ts'

let stack: LocalStack

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  await createOwner(stack, OWNER)
  await createReader(stack, READER)
})
afterAll(() => stack?.stop())

interface Answer {
  status: number
  retryAfter: string | undefined
  body: Record<string, unknown>
}

/** POST /auth/v1/token?grant_type=password from a given local (client) address. */
function signIn(
  email: string,
  password: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = JSON.stringify({ email, password })
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${stack.url}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { apikey: stack.anonKey, 'Content-Type': 'application/json', ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] as string | undefined,
            body: JSON.parse(text),
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

const { perEmail, perClient } = DEFAULT_SIGN_IN_LIMITS

describe('per e-mail address', () => {
  it(`answers the ${perEmail.failures + 1}th sign-in after ${perEmail.failures} wrong passwords with 429 and Retry-After, even with the right password`, async () => {
    const client = nodeClient(stack.url, stack.anonKey)
    for (let attempt = 1; attempt <= perEmail.failures; attempt++) {
      const { error } = await client.auth.signInWithPassword({
        email: OWNER.email,
        password: `guess-${attempt}`,
      })
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    }
    const { data, error } = await client.auth.signInWithPassword(OWNER)
    expect(data.session).toBeNull()
    expect(error).toBeInstanceOf(AuthApiError)
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    // From another client too: the address itself is protected. Case does not make a new key.
    const raw = await signIn(OWNER.email.toUpperCase(), OWNER.password, '127.0.0.3')
    expect(raw.status).toBe(429)
    expect(raw.body).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    })
    const seconds = Number(raw.retryAfter)
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(perEmail.windowSeconds)
  })

  it('limits an unknown e-mail exactly like a known one, so the 429 reveals nothing', async () => {
    for (let attempt = 1; attempt <= perEmail.failures; attempt++) {
      expect((await signIn('nobody@newshub.example', `guess-${attempt}`, '127.0.0.4')).status).toBe(400)
    }
    const blocked = await signIn('nobody@newshub.example', 'guess-again', '127.0.0.4')
    expect(blocked.status).toBe(429)
    expect(blocked.retryAfter).toMatch(/^\d+$/)
  })

  it('forgets the failures of an address once its owner signs in', async () => {
    for (let round = 0; round < 3; round++) {
      for (let attempt = 1; attempt < perEmail.failures; attempt++) {
        expect((await signIn(READER.email, 'typo-password', '127.0.0.7')).status).toBe(400)
      }
      expect((await signIn(READER.email, READER.password, '127.0.0.7')).status).toBe(200)
    }
  })
})

describe('per client', () => {
  it(`answers 429 after ${perClient.failures} wrong sign-ins from one address, whatever the e-mails, and not to other clients`, async () => {
    for (let attempt = 1; attempt <= perClient.failures; attempt++) {
      expect((await signIn(`spray-${attempt}@newshub.example`, 'Summer2024!!', '127.0.0.5')).status).toBe(400)
    }
    const blocked = await signIn('spray-next@newshub.example', 'Summer2024!!', '127.0.0.5')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0)
    // A forged X-Forwarded-For does not make a new client.
    const forged = await signIn('spray-next@newshub.example', 'x', '127.0.0.5', {
      'X-Forwarded-For': '203.0.113.9',
    })
    expect(forged.status).toBe(429)
    const elsewhere = await signIn('spray-next@newshub.example', 'Summer2024!!', '127.0.0.6')
    expect(elsewhere.status).toBe(400)
  })
})

describe('the cost of an unknown e-mail', () => {
  it('runs the same scrypt check for an unknown e-mail as for a known one', async () => {
    const db = await Database.open({ inMemory: true, seed: false })
    try {
      await createOwner(db, OWNER)
      const checked: string[] = []
      const app = createAuthApp({
        db,
        jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256',
        verifier: createTokenVerifier('a-test-secret-that-is-long-enough-for-hs256'),
        issuer: () => 'http://127.0.0.1/auth/v1',
        verifyPassword: (password, stored) => {
          checked.push(stored.split('$')[0] as string)
          return verifyPassword(password, stored)
        },
      })
      app.onError(renderError)
      const attempt = (email: string) =>
        app.request('/token?grant_type=password', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'wrong-password-1' }),
        })
      const known = await attempt(OWNER.email)
      const unknown = await attempt('nobody@newshub.example')
      expect(known.status).toBe(400)
      expect(unknown.status).toBe(400)
      expect(await unknown.json()).toEqual(await known.json())
      expect(checked).toEqual(['scrypt', 'scrypt'])
    } finally {
      await db.close()
    }
  })
})
