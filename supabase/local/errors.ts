import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * The one error type of the local stack: an HTTP status and the JSON body that the real service
 * would send for it (PostgREST's {code, details, hint, message} under /rest/v1, GoTrue's
 * {code, error_code, msg} under /auth/v1). Thrown anywhere, rendered once by onError.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: ContentfulStatusCode
  readonly body: Record<string, unknown>
  readonly headers: Record<string, string>

  constructor(
    status: ContentfulStatusCode,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : 'Error')
    this.status = status
    this.body = body
    this.headers = headers
  }
}

/** A PostgREST error: `{code, details, hint, message}`. */
export function restError(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ApiError {
  return new ApiError(status, { code, details, hint, message })
}

/** A GoTrue error: `{code, error_code, msg}`, which supabase-js turns into an AuthApiError. */
export function authError(status: ContentfulStatusCode, errorCode: string, msg: string): ApiError {
  return new ApiError(status, { code: status, error_code: errorCode, msg })
}

/** The largest request body the API reads: 1 MB, on /rest/v1, /auth/v1 and /functions/v1 alike. */
export const MAX_BODY_BYTES = 1024 * 1024

/** A body over MAX_BODY_BYTES: 413, in the shape of the API family the request went to. */
export function payloadTooLarge(path: string): ApiError {
  const message = 'The request body is larger than 1 MB.'
  if (path.startsWith('/auth/v1')) return authError(413, 'request_too_large', message)
  return new ApiError(413, {
    code: 'request_too_large',
    details: null,
    hint: 'Send at most 1 MB per request.',
    message,
  })
}

/**
 * A client sent more concurrent requests than it may (api/fairness.ts): 429 with Retry-After, in
 * the shape of the API family the request went to.
 */
export function tooManyRequests(path: string, retryAfterSeconds: number): ApiError {
  const message = `Too many requests at once from this client; try again in ${retryAfterSeconds} s.`
  const headers = { 'Retry-After': String(retryAfterSeconds) }
  if (path.startsWith('/auth/v1')) {
    const error = authError(429, 'over_request_rate_limit', message)
    return new ApiError(429, error.body, headers)
  }
  if (path.startsWith('/storage/v1'))
    return new ApiError(429, { statusCode: '429', error: 'too_many_requests', message }, headers)
  return new ApiError(429, { code: 'over_request_rate_limit', details: null, hint: null, message }, headers)
}

/**
 * The single onError of the local API. Anything that is not an ApiError is a bug: it is logged on
 * the server and answered with a generic 500 in the shape of the API it came from, with no
 * message, SQL or stack trace of its own.
 */
export function renderError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    return c.json(error.body, error.status, error.headers)
  }
  console.error('newshub local API:', error)
  const path = new URL(c.req.url).pathname
  if (path.startsWith('/auth/v1')) {
    return c.json(
      {
        code: 500,
        error_code: 'unexpected_failure',
        msg: 'Unexpected failure, please check server logs for more information',
      },
      500,
    )
  }
  if (path.startsWith('/storage/v1')) {
    return c.json({ statusCode: '500', error: 'internal', message: 'Internal server error' }, 500)
  }
  if (path.startsWith('/functions/v1')) {
    return c.json(
      { code: 'internal_error', details: null, hint: null, message: 'The function failed unexpectedly.' },
      500,
    )
  }
  return c.json({ code: 'PGRSTX00', details: null, hint: null, message: 'Internal server error' }, 500)
}
