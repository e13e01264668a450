import type { PostForm } from './post-form.ts'

/** Unsaved editor changes kept on this device, so a reload or a crash loses nothing. */
export interface LocalDraft {
  form: PostForm
  /** When they were kept (ISO). */
  keptAt: string
}

const PREFIX = 'newshub-newsroom-unsaved:'

/** The storage key of a post's unsaved changes ('new' for a post not saved yet). */
export function draftKey(id: string | null): string {
  return `${PREFIX}${id ?? 'new'}`
}

/** The kept changes, or null (none, unreadable, or storage blocked). */
export function readDraft(id: string | null): LocalDraft | null {
  try {
    const text = window.localStorage.getItem(draftKey(id))
    if (!text) return null
    const parsed = JSON.parse(text) as LocalDraft
    return parsed && typeof parsed.form === 'object' && typeof parsed.keptAt === 'string' ? parsed : null
  } catch {
    return null
  }
}

/** Keeps the changes; a full or blocked storage is ignored (the leave prompt still guards them). */
export function keepDraft(id: string | null, form: PostForm): void {
  try {
    window.localStorage.setItem(draftKey(id), JSON.stringify({ form, keptAt: new Date().toISOString() }))
  } catch {
    // Nothing else to do: the page itself still holds the changes.
  }
}

export function dropDraft(id: string | null): void {
  try {
    window.localStorage.removeItem(draftKey(id))
  } catch {
    // As above.
  }
}
