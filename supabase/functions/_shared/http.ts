import { corsHeaders } from './cors.ts'

/**
 * The one error type of the functions: an HTTP status, a short code and a message fit to show.
 * Answered as `{code, message, details, hint}`, the shape PostgREST uses, so every NewsHub API
 * error reads the same.
 */
export class FunctionError extends Error {
  override name = 'FunctionError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
  ) {
    super(message)
  }
}

/** A JSON answer with the CORS headers. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  })
}

function errorResponse(error: FunctionError): Response {
  return jsonResponse(
    { code: error.code, message: error.message, details: error.details, hint: null },
    error.status,
    error.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  )
}

/**
 * Wraps a handler with what every function needs: the CORS preflight, an allowed-methods check and
 * the single place errors become answers. Unexpected errors are logged and answered with a
 * generic 500, never with their message or stack.
 */
export function handleRequests(
  methods: readonly string[],
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
    try {
      if (!methods.includes(request.method)) {
        throw new FunctionError(405, 'method_not_allowed', `Use ${methods.join(' or ')} for this function.`)
      }
      return await handler(request)
    } catch (error) {
      if (error instanceof FunctionError) return errorResponse(error)
      console.error('function failed:', error)
      return errorResponse(new FunctionError(500, 'internal_error', 'The function failed unexpectedly.'))
    }
  }
}

/** The request's JSON body, or a 400 that says it must be JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new FunctionError(400, 'invalid_json', 'The request body must be JSON.')
  }
}
