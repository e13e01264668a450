/**
 * Whether a user is a site owner: their app_metadata (which only the server can set) carries
 * role 'owner'. The same rule as the database's public.is_owner().
 */
export function isOwnerMetadata(appMetadata: Record<string, unknown> | null | undefined): boolean {
  return appMetadata?.role === 'owner'
}
