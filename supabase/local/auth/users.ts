import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { checkPassword } from '../../../core/owner/password.ts'
import type { Database, Queryable } from '../db/database.ts'

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
  password: z.string().superRefine((password, context) => {
    const problem = checkPassword(password)
    if (problem) context.addIssue({ code: 'custom', message: problem, params: { weak: true } })
  }),
})

/** Account fields that only the server sets; app_metadata.role = 'owner' makes an owner. */
export interface NewUserOptions {
  appMetadata?: Record<string, unknown>
  userMetadata?: Record<string, unknown>
}

/** GoTrue's error codes for an account that cannot be created or changed. */
export type UserErrorCode = 'weak_password' | 'email_exists' | 'validation_failed'

/** Thrown when an account cannot be created or changed; the message says why and is fit to show. */
export class UserError extends Error {
  override name = 'UserError'
  readonly code: UserErrorCode

  constructor(message: string, code: UserErrorCode = 'validation_failed') {
    super(message)
    this.code = code
  }
}

/** The first problem of a failed parse as a UserError (weak_password for the password rule). */
function userErrorOf(error: z.ZodError): UserError {
  const issue = error.issues[0]
  const weak = issue?.path[0] === 'password'
  return new UserError(
    issue?.message ?? 'Invalid e-mail or password.',
    weak ? 'weak_password' : 'validation_failed',
  )
}

/** Creates an account that can sign in with a password; throws UserError for bad input or a taken e-mail. */
export async function createUser(
  db: Queryable,
  credentials: { email: string; password: string },
  options: NewUserOptions = {},
): Promise<{ id: string }> {
  const parsed = newUserSchema.safeParse(credentials)
  if (!parsed.success) throw userErrorOf(parsed.error)
  const { email, password } = parsed.data
  const existing = await db.query('select 1 from auth.users where email = $1', [email])
  if (existing.rows.length > 0)
    throw new UserError(`A user with the e-mail ${email} already exists.`, 'email_exists')
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

/**
 * Sets a new password (checked by the same rule as a new account's) and ends every session of the
 * account, as a password change should. Answers false when no such account exists.
 */
export async function setPassword(db: Database, id: string, password: string): Promise<boolean> {
  const parsed = newUserSchema.shape.password.safeParse(password)
  if (!parsed.success)
    throw new UserError(parsed.error.issues[0]?.message ?? 'Invalid password.', 'weak_password')
  const hash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
      [id, hash],
    )
    await tx.query('delete from auth.sessions where user_id = $1', [id])
    return (updated.affectedRows ?? 0) > 0
  })
}

/** Deletes an account with its sessions and refresh tokens; false when no such account exists. */
export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.query('delete from auth.users where id = $1', [id])
  return (deleted.affectedRows ?? 0) > 0
}

/** One page of accounts, oldest first, and how many there are in all. */
export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: UserRow[]; total: number }> {
  const result = await db.query<UserRow & { total: string }>(
    'select *, count(*) over () as total from auth.users order by created_at, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  )
  const total = result.rows[0] ? Number(result.rows[0].total) : 0
  if (!result.rows[0] && page > 1) {
    const counted = await db.query<{ total: string }>('select count(*) as total from auth.users')
    return { users: [], total: Number(counted.rows[0]?.total ?? 0) }
  }
  return { users: result.rows.map(({ total: _total, ...user }) => user as UserRow), total }
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
