import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTokenVerifier, loadKeys, signToken, TokenError } from './index.ts'

const dirs: string[] = []
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

describe('loadKeys', () => {
  it('generates keys.json on first start, readable by its owner only, and reuses it afterwards', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'newshub-keys-'))
    dirs.push(dir)
    const first = await loadKeys({ dataDir: dir })
    const file = join(dir, 'keys.json')
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await loadKeys({ dataDir: dir })).toEqual(first)
    const verifier = createTokenVerifier(first.jwtSecret)
    expect((await verifier.verify(first.anonKey)).role).toBe('anon')
    expect((await verifier.verify(first.serviceRoleKey)).role).toBe('service_role')
  })

  it('gives each in-memory stack fresh keys', async () => {
    const [a, b] = await Promise.all([loadKeys({ inMemory: true }), loadKeys({ inMemory: true })])
    expect(a.jwtSecret).not.toBe(b.jwtSecret)
  })
})

describe('createTokenVerifier', () => {
  const secret = 's'.repeat(40)
  const verifier = createTokenVerifier(secret, { cacheSize: 2 })

  it('refuses other secrets, expired tokens, other roles and non-JWTs with PostgREST’s codes', async () => {
    const cases: [Promise<string> | string, string, string][] = [
      [signToken('t'.repeat(40), { role: 'anon' }, 60), 'PGRST301', 'JWT cryptographic operation failed'],
      [signToken(secret, { role: 'anon' }, -10), 'PGRST303', 'JWT expired'],
      [signToken(secret, { role: 'postgres' }, 60), 'PGRST301', 'role "postgres" does not exist'],
      ['a.b', 'PGRST301', 'Expected 3 parts in JWT; got 2'],
    ]
    for (const [token, code, message] of cases) {
      const error = await verifier.verify(await token).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(TokenError)
      expect(error).toMatchObject({ code, message })
    }
  })

  it('remembers verified tokens but still refuses them once they expire', async () => {
    const token = await signToken(secret, { role: 'authenticated', sub: 'x' }, 1)
    const first = await verifier.verify(token)
    expect(await verifier.verify(token)).toBe(first)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'PGRST303' })
  })
})
