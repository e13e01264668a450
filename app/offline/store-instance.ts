import type { PostStore } from './post-store.ts'

let store: Promise<PostStore> | undefined

/**
 * The browser's post store, created on first use: Dexie loads in its own chunk, after the page
 * is up, so it never delays a reader's first paint.
 */
export function getPostStore(): Promise<PostStore> {
  store ??= import('./post-store.ts').then(({ PostStore }) => new PostStore())
  return store
}
