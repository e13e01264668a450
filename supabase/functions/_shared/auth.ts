import { anonClient, type FunctionContext } from './context.ts'
import { FunctionError } from './http.ts'

/** Who is calling an owner-only function. */
export interface OwnerCaller {
  /** The bearer token, to build a client that acts as the caller. */
  token: string
  kind: 'service_role' | 'owner'
  userId?: string
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/**
 * Lets through the service role (its key as bearer token) or a signed-in owner (the auth server
 * vouches for the session, and the user's app_metadata.role is 'owner'). No or a bad token: 401;
 * any other signed-in user: 403.
 */
export async function requireOwner(request: Request, context: FunctionContext): Promise<OwnerCaller> {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization')?.trim() ?? '')
  const token = bearer?.[1]?.trim()
  if (!token) throw new FunctionError(401, 'unauthorized', 'Sign in as the site owner to use this function.')
  if (constantTimeEqual(token, context.serviceRoleKey)) return { token, kind: 'service_role' }
  const { data, error } = await anonClient(context).auth.getUser(token)
  if (error || !data.user) {
    throw new FunctionError(401, 'unauthorized', 'Your session is invalid or has expired; sign in again.')
  }
  if (data.user.app_metadata?.role !== 'owner') {
    throw new FunctionError(403, 'forbidden', 'Only the site owner may use this function.')
  }
  return { token, kind: 'owner', userId: data.user.id }
}
