/** The posts list, behind the owner sign-in. */
export const NEWSROOM_PATH = '/newsroom'

/** The editor of a post. */
export function newsroomEditorPath(id: string): string {
  return `${NEWSROOM_PATH}/${encodeURIComponent(id)}`
}

/** The owner preview of a post: the article page's rendering, for any status, owners only. */
export function newsroomPreviewPath(id: string): string {
  return `${newsroomEditorPath(id)}/preview`
}
