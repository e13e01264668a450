import { randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { authError } from '../errors.ts'
import { signToken, type TokenVerifier } from '../keys/index.ts'
import { clientAddress, createSignInGuard, type SignInLimits } from './limits.ts'
import {
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  listUsers,
  setPassword,
  toUserJson,
  UserError,
  type UserRow,
  verifyPassword,
} from './users.ts'

/** What the auth server runs on. */
export interface AuthDependencies {
  db: Database
  jwtSecret: string
  verifier: TokenVerifier
  /** Issuer claim of access tokens: the API's public URL plus /auth/v1. */
  issuer: () => string
  /** Failed sign-ins allowed per e-mail and per client; default DEFAULT_SIGN_IN_LIMITS. */
  signInLimits?: SignInLimits
  /** The password check (scrypt); tests wrap it to see that every sign-in pays for one. */
  verifyPassword?: (password: string, stored: string) => Promise<boolean>
}

/** Access tokens live an hour, as config.toml's jwt_expiry says. */
export const ACCESS_TOKEN_SECONDS = 3600

const passwordGrant = z.object({ email: z.string().trim().min(1), password: z.string().min(1) })
const refreshGrant = z.object({ refresh_token: z.string().min(1) })
const adminUserChange = z.object({
  password: z.string().optional(),
  app_metadata: z.record(z.string(), z.unknown()).optional(),
  user_metadata: z.record(z.string(), z.unknown()).optional(),
})
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const adminNewUser = z.object({
  email: z.string(),
  password: z.string(),
  app_metadata: z.record(z.string(), z.unknown()).optional(),
  user_metadata: z.record(z.string(), z.unknown()).optional(),
})

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON')
  }
}

/**
 * /auth/v1: the part of GoTrue NewsHub uses. Owners sign in with a password and get an access
 * token (an HS256 JWT with their app_metadata) and a refresh token; every refresh rotates the
 * refresh token and a used one is refused, which ends that session. No public sign-up.
 */
export function createAuthApp({
  db,
  jwtSecret,
  verifier,
  issuer,
  signInLimits,
  verifyPassword: checkHash = verifyPassword,
}: AuthDependencies): Hono {
  const app = new Hono()
  const guard = createSignInGuard(signInLimits)
  // Unknown e-mails are checked against this hash, so they cost what a known one costs and the
  // answer's timing does not tell which addresses have accounts.
  let dummyHash: Promise<string> | undefined

  async function issueTokens(user: UserRow, sessionId: string, refreshToken: string) {
    const now = Math.floor(Date.now() / 1000)
    const accessToken = await signToken(
      jwtSecret,
      {
        iss: issuer(),
        aud: 'authenticated',
        sub: user.id,
        email: user.email,
        phone: '',
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      },
      ACCESS_TOKEN_SECONDS,
    )
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: toUserJson(user),
    }
  }

  function newRefreshToken(): string {
    return randomBytes(24).toString('base64url')
  }

  async function signInWithPassword(c: Context) {
    const parsed = passwordGrant.safeParse(await readJson(c))
    if (!parsed.success) throw authError(400, 'validation_failed', 'missing email or phone')
    const email = parsed.data.email.toLowerCase()
    const client = clientAddress(c)
    await guard.check(email, client)
    const user = await findUserByEmail(db, email)
    dummyHash ??= hashPassword(randomBytes(16).toString('base64url'))
    // The same answer and the same work for an unknown e-mail and a wrong password.
    const stored = user ? user.encrypted_password : await dummyHash
    const valid = (await checkHash(parsed.data.password, stored)) && user !== undefined
    if (!user || !valid) {
      await guard.fail(email, client)
      throw authError(400, 'invalid_credentials', 'Invalid login credentials')
    }
    await guard.succeed(email)
    const refreshToken = newRefreshToken()
    const session = await db.transaction(async (tx) => {
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id])
      const created = await tx.query<{ id: string }>(
        'insert into auth.sessions (user_id) values ($1) returning id',
        [user.id],
      )
      const sessionId = (created.rows[0] as { id: string }).id
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
        refreshToken,
        user.id,
        sessionId,
      ])
      return sessionId
    })
    const fresh = (await findUserById(db, user.id)) as UserRow
    return c.json(await issueTokens(fresh, session, refreshToken))
  }

  async function refresh(c: Context) {
    const parsed = refreshGrant.safeParse(await readJson(c))
    if (!parsed.success) throw authError(400, 'validation_failed', 'refresh_token is required')
    const token = parsed.data.refresh_token
    const next = newRefreshToken()
    // Claim the token and issue its successor in one transaction, so two racing refreshes cannot both win.
    const outcome = await db.transaction(async (tx) => {
      const claimed = await tx.query<{ user_id: string; session_id: string }>(
        `update auth.refresh_tokens set revoked = true
         where token = $1 and not revoked returning user_id, session_id`,
        [token],
      )
      const row = claimed.rows[0]
      if (!row) {
        const known = await tx.query<{ session_id: string }>(
          'select session_id from auth.refresh_tokens where token = $1',
          [token],
        )
        const reused = known.rows[0]
        // A used token presented again means it leaked: end the whole session.
        if (reused) await tx.query('delete from auth.sessions where id = $1', [reused.session_id])
        return { reused: Boolean(reused) }
      }
      await tx.query(
        'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
        [next, row.user_id, row.session_id, token],
      )
      await tx.query('update auth.sessions set refreshed_at = now() where id = $1', [row.session_id])
      return { row }
    })
    if (!('row' in outcome) || !outcome.row) {
      throw outcome.reused
        ? authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        : authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    }
    const user = await findUserById(db, outcome.row.user_id)
    if (!user) throw authError(404, 'user_not_found', 'User not found')
    return c.json(await issueTokens(user, outcome.row.session_id, next))
  }

  /** The signed-in user's verified claims; an absent, forged or expired token is refused with 401. */
  async function requireUser(c: Context) {
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization')?.trim() ?? '')
    if (!bearer) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    let claims: Record<string, unknown>
    try {
      claims = (await verifier.verify((bearer[1] as string).trim())).claims
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'invalid token'
      throw authError(401, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)
    }
    if (typeof claims.sub !== 'string' || claims.role !== 'authenticated') {
      throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    }
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined
    if (sessionId) {
      const session = await db.query('select 1 from auth.sessions where id = $1', [sessionId])
      if (session.rows.length === 0) {
        throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
      }
    }
    return { userId: claims.sub, sessionId }
  }

  app.post('/token', (c) => {
    const grant = c.req.query('grant_type')
    if (grant === 'password') return signInWithPassword(c)
    if (grant === 'refresh_token') return refresh(c)
    throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type')
  })

  app.get('/user', async (c) => {
    const { userId } = await requireUser(c)
    const user = await findUserById(db, userId)
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return c.json(toUserJson(user))
  })

  app.post('/logout', async (c) => {
    const { userId, sessionId } = await requireUser(c)
    const scope = c.req.query('scope') ?? 'global'
    if (scope === 'global' || !sessionId)
      await db.query('delete from auth.sessions where user_id = $1', [userId])
    else if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId])
    else if (scope === 'others') {
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId])
    } else throw authError(400, 'validation_failed', 'Unsupported logout scope')
    return c.body(null, 204)
  })

  /** GoTrue's admin API is for the service role only (the CLI and server code), never a browser session. */
  async function requireServiceRole(c: Context): Promise<void> {
    const token = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    const role = token
      ? await verifier.verify(token).then(
          (verified) => verified.role,
          () => undefined,
        )
      : undefined
    if (role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed')
  }

  function userErrorToApi(error: unknown): unknown {
    return error instanceof UserError ? authError(422, error.code, error.message) : error
  }

  async function requireUserId(c: Context): Promise<string> {
    await requireServiceRole(c)
    const id = c.req.param('id') as string
    if (!UUID.test(id)) throw authError(404, 'user_not_found', 'User not found')
    return id
  }

  // The admin endpoints `newshub owner` uses, as supabase-js's auth.admin calls them.
  app.post('/admin/users', async (c) => {
    await requireServiceRole(c)
    const body = adminNewUser.safeParse(await readJson(c))
    if (!body.success)
      throw authError(400, 'validation_failed', 'An e-mail address and a password are required')
    try {
      const { id } = await createUser(db, body.data, {
        ...(body.data.app_metadata ? { appMetadata: body.data.app_metadata } : {}),
        ...(body.data.user_metadata ? { userMetadata: body.data.user_metadata } : {}),
      })
      return c.json(toUserJson((await findUserById(db, id)) as UserRow))
    } catch (error) {
      throw userErrorToApi(error)
    }
  })

  app.get('/admin/users', async (c) => {
    await requireServiceRole(c)
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1)
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') ?? '50', 10) || 50))
    const { users, total } = await listUsers(db, page, perPage)
    const last = Math.max(1, Math.ceil(total / perPage))
    const links = [
      ...(page < last ? [`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`] : []),
      `</admin/users?page=${last}&per_page=${perPage}>; rel="last"`,
    ]
    return c.json({ users: users.map(toUserJson), aud: 'authenticated' }, 200, {
      'X-Total-Count': String(total),
      Link: links.join(', '),
    })
  })

  app.get('/admin/users/:id', async (c) => {
    const user = await findUserById(db, await requireUserId(c))
    if (!user) throw authError(404, 'user_not_found', 'User not found')
    return c.json(toUserJson(user))
  })

  app.put('/admin/users/:id', async (c) => {
    const id = await requireUserId(c)
    const body = adminUserChange.safeParse(await readJson(c))
    if (!body.success) throw authError(400, 'validation_failed', 'Unsupported user attributes')
    if (!(await findUserById(db, id))) throw authError(404, 'user_not_found', 'User not found')
    try {
      if (body.data.password !== undefined) await setPassword(db, id, body.data.password)
    } catch (error) {
      throw userErrorToApi(error)
    }
    if (body.data.app_metadata || body.data.user_metadata) {
      await db.query(
        `update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb,
           raw_user_meta_data = raw_user_meta_data || $3::jsonb, updated_at = now() where id = $1`,
        [id, JSON.stringify(body.data.app_metadata ?? {}), JSON.stringify(body.data.user_metadata ?? {})],
      )
    }
    return c.json(toUserJson((await findUserById(db, id)) as UserRow))
  })

  app.delete('/admin/users/:id', async (c) => {
    const id = await requireUserId(c)
    if (!(await deleteUser(db, id))) throw authError(404, 'user_not_found', 'User not found')
    return c.json({})
  })

  app.post('/signup', () => {
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance')
  })
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false },
      disable_signup: true,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
    }),
  )
  app.get('/health', (c) =>
    c.json({ name: 'GoTrue', version: 'newshub-local', description: 'NewsHub embedded auth' }),
  )
  app.all('*', () => {
    throw authError(404, 'not_found', 'This auth endpoint is not available in the embedded stack')
  })
  return app
}
