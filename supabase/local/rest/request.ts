import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { DatabaseError } from '../db/executor.ts'
import { ApiError, restError } from '../errors.ts'
import { TokenError, type TokenVerifier, type VerifiedToken } from '../keys/index.ts'

/** The caller of a request: the verified token (the anon key when nobody signed in). */
export async function authenticate(
  verifier: TokenVerifier,
  authorization: string | undefined,
  apikey: string | undefined,
): Promise<VerifiedToken> {
  let token = apikey?.trim()
  if (authorization !== undefined) {
    const bearer = /^Bearer\s+(.*)$/i.exec(authorization.trim())
    if (!bearer) throw restError(401, 'PGRST301', 'Unsupported token type', null, null)
    token = bearer[1]?.trim()
    if (!token) throw restError(401, 'PGRST301', 'Empty JWT is sent in Authorization header')
  }
  if (!token) {
    throw new ApiError(
      401,
      {
        code: 'PGRST302',
        details: null,
        hint: 'Send the anon key in the apikey header.',
        message: 'No API key found in request',
      },
      { 'WWW-Authenticate': 'Bearer' },
    )
  }
  try {
    return await verifier.verify(token)
  } catch (error) {
    if (!(error instanceof TokenError)) throw error
    throw new ApiError(
      401,
      { code: error.code, details: null, hint: null, message: error.message },
      {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.message.replace(/"/g, "'")}"`,
      },
    )
  }
}

/** What the Accept header asks for: an array (default) or one object, with or without null fields. */
export interface AcceptedMedia {
  single: boolean
  stripNulls: boolean
}

const ARRAY_MEDIA: AcceptedMedia = { single: false, stripNulls: false }

export function parseAccept(accept: string | undefined): AcceptedMedia {
  if (!accept) return ARRAY_MEDIA
  const wanted = accept.split(',').map((part) => part.trim().toLowerCase())
  for (const media of wanted) {
    const [type = '', ...parameters] = media.split(';').map((part) => part.trim())
    const stripNulls = parameters.includes('nulls=stripped')
    if (type === 'application/json' || type === '*/*' || type === 'application/*' || type === '') {
      return stripNulls ? { single: false, stripNulls } : ARRAY_MEDIA
    }
    if (type === 'application/vnd.pgrst.array+json') return { single: false, stripNulls }
    if (type === 'application/vnd.pgrst.object+json') return { single: true, stripNulls }
  }
  throw restError(406, 'PGRST107', `None of these media types are available: ${wanted.join(', ')}`)
}

/** The Prefer header's preferences this server honours; others are ignored, as PostgREST does by default. */
export interface Preferences {
  representation: boolean
  count: boolean
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined
  missingDefault: boolean
}

export function parsePrefer(prefer: string | undefined): Preferences {
  const preferences: Preferences = {
    representation: false,
    count: false,
    resolution: undefined,
    missingDefault: false,
  }
  for (const token of (prefer ?? '').split(',')) {
    const [key, value] = token.trim().split('=')
    if (key === 'return') preferences.representation = value === 'representation'
    // planned and estimated counts are exact here: the tables are small enough to count.
    else if (key === 'count')
      preferences.count = value === 'exact' || value === 'planned' || value === 'estimated'
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      preferences.resolution = value
    } else if (key === 'missing') preferences.missingDefault = value === 'default'
  }
  return preferences
}

/** A `Range: 0-9` header as offset and limit; malformed ranges are ignored, as PostgREST does. */
export function parseRange(
  range: string | undefined,
): { offset: number; limit: number | undefined } | undefined {
  const match = range ? /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(range.trim()) : null
  if (!match) return undefined
  const offset = Number(match[1])
  const last = match[2] === '' ? undefined : Number(match[2])
  if (last !== undefined && last < offset) return undefined
  return { offset, limit: last === undefined ? undefined : last - offset + 1 }
}

/** The body of a write: JSON, or PostgREST's PGRST102. */
export function parseJsonBody(text: string, contentType: string | undefined): unknown {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  if (type && type !== 'application/json') {
    throw restError(415, 'PGRST107', `Content-Type not acceptable: ${type}`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json')
  }
}

/** The HTTP status PostgREST gives a Postgres error (PostgREST.Error.mapSQLtoHTTP). */
function statusOf(code: string, message: string, authed: boolean): ContentfulStatusCode {
  if (code === '42501') return authed ? 403 : 401
  // `raise ... using errcode = 'PT429'` chooses the HTTP status itself, as in PostgREST.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2)) as ContentfulStatusCode
  const exact: Record<string, ContentfulStatusCode> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    '57P01': 503,
  }
  if (code in exact) return exact[code] as ContentfulStatusCode
  if (code === '42883') return 404
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500
  const prefixes: [string, ContentfulStatusCode][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ]
  for (const [prefix, status] of prefixes) if (code.startsWith(prefix)) return status
  return 400
}

/** A database error as PostgREST answers it: its code, message, detail and hint, nothing else. */
export function fromDatabaseError(error: unknown, authed: boolean): unknown {
  if (!(error instanceof DatabaseError)) return error
  if (error.code === 'PT406') {
    return restError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      error.detail ?? null,
    )
  }
  const status = statusOf(error.code, error.message, authed)
  return restError(status, error.code, error.message, error.detail ?? null, error.hint ?? null)
}
