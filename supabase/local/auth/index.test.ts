import { AuthApiError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOwner, type LocalStack, UserError } from '../index.ts'
import { signToken } from '../keys/index.ts'
import { nodeClient, OWNER, startTestStack } from '../testing/index.ts'

let stack: LocalStack

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  await createOwner(stack, OWNER)
})
afterAll(() => stack?.stop())

function authFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${stack.url}/auth/v1/${path}`, {
    ...init,
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  })
}

/** A JWT with the same header and claims but another signature, or with its payload edited. */
function tamper(token: string, claims?: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.') as [string, string, string]
  if (!claims) return `${header}.${payload}.${signature.slice(0, -6)}AAAAAA`
  const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...claims }
  return `${header}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`
}

describe('owner sign-in', () => {
  it('signs in with a password and answers a GoTrue session with the owner in app_metadata', async () => {
    const client = nodeClient(stack.url, stack.anonKey)
    const { data, error } = await client.auth.signInWithPassword(OWNER)
    expect(error).toBeNull()
    expect(data.session?.token_type).toBe('bearer')
    expect(data.session?.expires_in).toBe(3600)
    expect(data.user?.email).toBe(OWNER.email)
    expect(data.user?.app_metadata).toMatchObject({ role: 'owner', provider: 'email' })
    const user = await client.auth.getUser()
    expect(user.error).toBeNull()
    expect(user.data.user?.id).toBe(data.user?.id)
  })

  it('answers a wrong password with Supabase’s error: 400 invalid_credentials “Invalid login credentials”', async () => {
    const client = nodeClient(stack.url, stack.anonKey)
    const { data, error } = await client.auth.signInWithPassword({
      email: OWNER.email,
      password: 'wrong-password',
    })
    expect(data.session).toBeNull()
    expect(error).toBeInstanceOf(AuthApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    const unknown = await client.auth.signInWithPassword({
      email: 'nobody@newshub.example',
      password: 'whatever1',
    })
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    const raw = await authFetch('token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: OWNER.email, password: 'x' }),
    })
    expect(await raw.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    })
  })

  it('has no public sign-up', async () => {
    const client = nodeClient(stack.url, stack.anonKey)
    const { error } = await client.auth.signUp({ email: 'new@newshub.example', password: 'new-password-1' })
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' })
  })
})

describe('refresh tokens', () => {
  it('rotates the refresh token and refuses the old one after use, ending that session', async () => {
    const client = nodeClient(stack.url, stack.anonKey)
    const signedIn = await client.auth.signInWithPassword(OWNER)
    const first = signedIn.data.session?.refresh_token as string
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    const second = refreshed.data.session?.refresh_token as string
    expect(second).not.toBe(first)
    expect(refreshed.data.session?.access_token).toBeTruthy()

    const reused = await authFetch('token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: first }),
    })
    expect(reused.status).toBe(400)
    expect(await reused.json()).toMatchObject({
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    })
    // Reuse means the token leaked: the session and its newer token are gone too.
    const afterReuse = await authFetch('token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: second }),
    })
    expect(afterReuse.status).toBe(400)
    const user = await authFetch('user', {
      headers: { Authorization: `Bearer ${refreshed.data.session?.access_token}` },
    })
    expect(user.status).toBe(403)
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' })
  })

  it('refuses an unknown refresh token', async () => {
    const response = await authFetch('token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: 'made-up' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error_code: 'refresh_token_not_found' })
  })
})

describe('sign-out', () => {
  it('ends the session: its refresh token and access token stop working for the auth server', async () => {
    const client = nodeClient(stack.url, stack.anonKey)
    const { data } = await client.auth.signInWithPassword(OWNER)
    const session = data.session as { access_token: string; refresh_token: string }
    const { error } = await client.auth.signOut()
    expect(error).toBeNull()
    expect((await client.auth.getSession()).data.session).toBeNull()
    const refresh = await authFetch('token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    })
    expect(refresh.status).toBe(400)
    const user = await authFetch('user', { headers: { Authorization: `Bearer ${session.access_token}` } })
    expect(user.status).toBe(403)
  })
})

describe('expired and forged tokens', () => {
  let accessToken: string

  beforeAll(async () => {
    const { data } = await nodeClient(stack.url, stack.anonKey).auth.signInWithPassword(OWNER)
    accessToken = data.session?.access_token as string
  })

  const forgeries: [string, (token: string) => string][] = [
    ['a forged signature', (token) => tamper(token)],
    ['claims edited after signing', (token) => tamper(token, { role: 'service_role' })],
    ['an expired token', (token) => tamper(token, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a token that is not a JWT', () => 'not-a-jwt'],
  ]

  it.each(forgeries)('refuses %s with 401 on /rest/v1, /auth/v1 and /functions/v1', async (_name, forge) => {
    const bad = forge(accessToken)
    const rest = await fetch(`${stack.url}/rest/v1/blog_posts?select=id`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${bad}` },
    })
    expect(rest.status).toBe(401)
    expect(Object.keys(await rest.json()).sort()).toEqual(['code', 'details', 'hint', 'message'])
    const user = await authFetch('user', { headers: { Authorization: `Bearer ${bad}` } })
    expect(user.status).toBe(401)
    expect(await user.json()).toMatchObject({ error_code: 'bad_jwt' })
    const fn = await fetch(`${stack.url}/functions/v1/fix-backlinks`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${bad}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(fn.status).toBe(401)
  })

  it('refuses a genuinely signed but expired token: PGRST303 “JWT expired” from PostgREST, bad_jwt from auth', async () => {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] as string, 'base64url').toString())
    const expired = await signToken(stack.jwtSecret, { ...claims, exp: undefined }, -60)
    const rest = await fetch(`${stack.url}/rest/v1/blog_posts`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${expired}` },
    })
    expect(rest.status).toBe(401)
    expect(await rest.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' })
    const user = await authFetch('user', { headers: { Authorization: `Bearer ${expired}` } })
    expect(user.status).toBe(401)
    const fresh = await signToken(stack.jwtSecret, { ...claims, exp: undefined }, 60)
    expect((await authFetch('user', { headers: { Authorization: `Bearer ${fresh}` } })).status).toBe(200)
  })

  it('refuses a correctly signed token that names a database role other than the API roles', async () => {
    const superuser = await signToken(stack.jwtSecret, { role: 'postgres' }, 60)
    const rest = await fetch(`${stack.url}/rest/v1/blog_posts`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${superuser}` },
    })
    expect(rest.status).toBe(401)
    expect(await rest.json()).toMatchObject({ code: 'PGRST301', message: 'role "postgres" does not exist' })
  })
})

describe('createOwner', () => {
  it('refuses a taken e-mail, a bad e-mail, a short and a common password with a message fit to show', async () => {
    await expect(createOwner(stack, OWNER)).rejects.toThrow(UserError)
    await expect(createOwner(stack, OWNER)).rejects.toThrow('already exists')
    await expect(createOwner(stack, { email: 'not-an-email', password: 'long-enough-1' })).rejects.toThrow(
      'valid e-mail',
    )
    await expect(
      createOwner(stack, { email: 'short@newshub.example', password: 'short-pass1' }),
    ).rejects.toThrow('The password must be at least 12 characters long.')
    await expect(
      createOwner(stack, { email: 'weak@newshub.example', password: 'Password123456' }),
    ).rejects.toThrow('That password is too common')
  })

  it('stores a salted hash, never the password', async () => {
    const { rows } = await stack.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where email = $1',
      [OWNER.email],
    )
    expect(rows[0]?.encrypted_password).toMatch(/^scrypt\$/)
    expect(rows[0]?.encrypted_password).not.toContain(OWNER.password)
  })
})

describe('admin: create user', () => {
  it('lets the service role create a confirmed owner who can then sign in', async () => {
    const admin = nodeClient(stack.url, stack.serviceRoleKey)
    const created = await admin.auth.admin.createUser({
      email: 'second.owner@newshub.example',
      password: 'another long password',
      email_confirm: true,
      app_metadata: { role: 'owner' },
    })
    expect(created.error).toBeNull()
    expect(created.data.user?.app_metadata).toMatchObject({ role: 'owner' })
    const signedIn = await nodeClient(stack.url, stack.anonKey).auth.signInWithPassword({
      email: 'second.owner@newshub.example',
      password: 'another long password',
    })
    expect(signedIn.data.user?.app_metadata.role).toBe('owner')
    const again = await admin.auth.admin.createUser({
      email: 'second.owner@newshub.example',
      password: 'another long password',
    })
    expect(again.error?.status).toBe(422)
    expect(again.error?.message).toContain('already exists')
  })

  it('refuses anyone but the service role', async () => {
    const response = await authFetch('admin/users', {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}` },
      body: JSON.stringify({ email: 'mallory@newshub.example', password: 'long enough pass' }),
    })
    expect(response.status).toBe(403)
    const anonymous = await authFetch('admin/users', { method: 'POST', body: '{}' })
    expect(anonymous.status).toBe(403)
  })
})

describe('admin: list, change and delete users (supabase-js auth.admin)', () => {
  it('lists accounts a page at a time with the total', async () => {
    const admin = nodeClient(stack.url, stack.serviceRoleKey)
    const all = await admin.auth.admin.listUsers()
    expect(all.error).toBeNull()
    const emails = all.data.users.map((user) => user.email)
    expect(emails).toContain(OWNER.email)
    const first = await admin.auth.admin.listUsers({ page: 1, perPage: 1 })
    expect(first.data.users).toHaveLength(1)
    expect(first.data).toMatchObject({ total: emails.length, nextPage: 2, lastPage: emails.length })
  })

  it('sets a new password, refusing a weak one with 422 weak_password, and ends the old sessions', async () => {
    const admin = nodeClient(stack.url, stack.serviceRoleKey)
    const credentials = { email: 'changing@newshub.example', password: 'the first long password' }
    const { data } = await admin.auth.admin.createUser({ ...credentials, email_confirm: true })
    const id = data.user?.id as string
    const signedIn = await nodeClient(stack.url, stack.anonKey).auth.signInWithPassword(credentials)
    const weak = await admin.auth.admin.updateUserById(id, { password: 'qwerty123456' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const changed = await admin.auth.admin.updateUserById(id, { password: 'the second long password' })
    expect(changed.error).toBeNull()
    const old = await authFetch('user', {
      headers: { Authorization: `Bearer ${signedIn.data.session?.access_token}` },
    })
    expect(old.status).toBe(403)
    const client = nodeClient(stack.url, stack.anonKey)
    expect((await client.auth.signInWithPassword(credentials)).error?.status).toBe(400)
    const again = await client.auth.signInWithPassword({
      ...credentials,
      password: 'the second long password',
    })
    expect(again.error).toBeNull()
  })

  it('deletes an account, which can then no longer sign in', async () => {
    const admin = nodeClient(stack.url, stack.serviceRoleKey)
    const credentials = { email: 'leaving@newshub.example', password: 'a leaving owner password' }
    const { data } = await admin.auth.admin.createUser({ ...credentials, email_confirm: true })
    const removed = await admin.auth.admin.deleteUser(data.user?.id as string)
    expect(removed.error).toBeNull()
    const gone = await admin.auth.admin.deleteUser(data.user?.id as string)
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' })
    const signIn = await nodeClient(stack.url, stack.anonKey).auth.signInWithPassword(credentials)
    expect(signIn.error?.status).toBe(400)
  })

  it('refuses the admin endpoints to anyone but the service role', async () => {
    const { data } = await nodeClient(stack.url, stack.anonKey).auth.signInWithPassword(OWNER)
    const asOwner = { Authorization: `Bearer ${data.session?.access_token}` }
    expect((await authFetch('admin/users', { headers: asOwner })).status).toBe(403)
    const id = data.user?.id as string
    expect((await authFetch(`admin/users/${id}`, { method: 'DELETE', headers: asOwner })).status).toBe(403)
    const put = await authFetch(`admin/users/${id}`, {
      method: 'PUT',
      headers: asOwner,
      body: JSON.stringify({ password: 'an attacker long password' }),
    })
    expect(put.status).toBe(403)
  })
})
