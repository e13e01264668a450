import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'

/** A row of auth.users as the local auth server reads it. */
export interface UserRow {
  id: string
  aud: string
  role: string
  email: string
  encrypted_password: string
  email_confirmed_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: string
  updated_at: string
}

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 }

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** A salted scrypt hash: `scrypt$<salt>$<hash>`, both base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`
}

/** Whether the password matches the stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** The new account's e-mail address and password, checked as GoTrue checks them. */
export const newUserSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid e-mail address.' })),
  password: z
    .string()
    .min(8, { message: 'The password must be at least 8 characters long.' })
    .max(72, { message: 'The password must be at most 72 characters long.' }),
})

/** Account fields that only the server sets; app_metadata.role = 'owner' makes an owner. */
export interface NewUserOptions {
  appMetadata?: Record<string, unknown>
  userMetadata?: Record<string, unknown>
}

/** Thrown when an account cannot be created; the message says why and is fit to show. */
export class UserError extends Error {
  override name = 'UserError'
}

/** Creates an account that can sign in with a password; throws UserError for bad input or a taken e-mail. */
export async function createUser(
  db: Queryable,
  credentials: { email: string; password: string },
  options: NewUserOptions = {},
): Promise<{ id: string }> {
  const parsed = newUserSchema.safeParse(credentials)
  if (!parsed.success) throw new UserError(parsed.error.issues[0]?.message ?? 'Invalid e-mail or password.')
  const { email, password } = parsed.data
  const existing = await db.query('select 1 from auth.users where email = $1', [email])
  if (existing.rows.length > 0) throw new UserError(`A user with the e-mail ${email} already exists.`)
  const appMetadata = { provider: 'email', providers: ['email'], ...options.appMetadata }
  const result = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3::jsonb, $4::jsonb) returning id`,
    [
      email,
      await hashPassword(password),
      JSON.stringify(appMetadata),
      JSON.stringify(options.userMetadata ?? {}),
    ],
  )
  return { id: (result.rows[0] as { id: string }).id }
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>('select * from auth.users where email = $1', [
    email.trim().toLowerCase(),
  ])
  return result.rows[0]
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>('select * from auth.users where id = $1', [id])
  return result.rows[0]
}

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return value instanceof Date ? value.toISOString() : String(value)
}

/** The user object GoTrue answers with. */
export function toUserJson(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  }
}
