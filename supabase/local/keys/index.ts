import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'

/** The stack's JWT secret and the two API keys signed with it, as `supabase status` shows them. */
export interface StackKeys {
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
}

const keysSchema = z.object({
  jwtSecret: z.string().min(32),
  anonKey: z.string().min(20),
  serviceRoleKey: z.string().min(20),
})

/** The roles a token may carry; any other would let a caller pick an arbitrary database role. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const
export type ApiRole = (typeof API_ROLES)[number]

const TEN_YEARS_S = 10 * 365 * 24 * 3600

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret)
}

/** Signs claims as an HS256 JWT, as GoTrue and the Supabase key generator do. */
export async function signToken(
  secret: string,
  claims: Record<string, unknown>,
  expiresInS: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInS)
    .sign(secretKey(secret))
}

async function generateKeys(): Promise<StackKeys> {
  const jwtSecret = randomBytes(32).toString('base64url')
  const base = { iss: 'supabase', ref: 'newshub-local' }
  return {
    jwtSecret,
    anonKey: await signToken(jwtSecret, { ...base, role: 'anon' }, TEN_YEARS_S),
    serviceRoleKey: await signToken(jwtSecret, { ...base, role: 'service_role' }, TEN_YEARS_S),
  }
}

/**
 * The keys of a data folder: read from `keys.json`, or generated on first start and written there
 * (readable by the owner only). In memory, fresh keys every time.
 */
export async function loadKeys(options: { dataDir?: string; inMemory?: boolean } = {}): Promise<StackKeys> {
  if (options.inMemory) return generateKeys()
  const dir = resolve(options.dataDir ?? '.newshub')
  const file = join(dir, 'keys.json')
  if (existsSync(file)) {
    const parsed = keysSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
    if (!parsed.success)
      throw new Error(`${file} is not a valid NewsHub keys file; delete it to generate new keys.`)
    return parsed.data
  }
  const keys = await generateKeys()
  await mkdir(dir, { recursive: true })
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 })
  return keys
}

/** Verified claims of a token, with their JSON text for request.jwt.claims. */
export interface VerifiedToken {
  role: ApiRole
  claims: Record<string, unknown>
  claimsJson: string
  /** Expiry in seconds since the epoch, when the token has one. */
  exp: number | undefined
}

/** Why a token was refused, in PostgREST's words. */
export class TokenError extends Error {
  override name = 'TokenError'
  constructor(
    message: string,
    readonly code: 'PGRST301' | 'PGRST303',
  ) {
    super(message)
  }
}

/**
 * Verifies HS256 tokens against the stack's secret. Verified tokens are remembered (until they
 * expire) because the same few tokens, the anon key above all, arrive on every request.
 */
export function createTokenVerifier(secret: string, options: { cacheSize?: number } = {}) {
  const key = secretKey(secret)
  const cacheSize = options.cacheSize ?? 2048
  const cache = new Map<string, VerifiedToken>()

  async function verifyUncached(token: string): Promise<VerifiedToken> {
    const parts = token.split('.').length
    if (parts !== 3) throw new TokenError(`Expected 3 parts in JWT; got ${parts}`, 'PGRST301')
    let payload: Record<string, unknown>
    try {
      payload = (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload as Record<string, unknown>
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('JWT expired', 'PGRST303')
      if (error instanceof joseErrors.JWTClaimValidationFailed)
        throw new TokenError(error.message, 'PGRST303')
      throw new TokenError('JWT cryptographic operation failed', 'PGRST301')
    }
    const role = payload.role
    if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
      throw new TokenError(`role "${String(role)}" does not exist`, 'PGRST301')
    }
    return {
      role: role as ApiRole,
      claims: payload,
      claimsJson: JSON.stringify(payload),
      exp: typeof payload.exp === 'number' ? payload.exp : undefined,
    }
  }

  return {
    /** The token's claims; throws TokenError when it is malformed, forged, expired or names another role. */
    async verify(token: string): Promise<VerifiedToken> {
      const cached = cache.get(token)
      if (cached) {
        if (cached.exp === undefined || cached.exp > Date.now() / 1000) return cached
        cache.delete(token)
        throw new TokenError('JWT expired', 'PGRST303')
      }
      const verified = await verifyUncached(token)
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string)
      cache.set(token, verified)
      return verified
    },
  }
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>
