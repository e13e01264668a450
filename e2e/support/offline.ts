import { expect, type Page } from '@playwright/test'

/** Full posts stored on the page's device (0 before the app has created its database). */
function countStoredPosts(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create an empty one: look first.
    if (!(await indexedDB.databases()).some((info) => info.name === 'newshub')) return 0
    const request = indexedDB.open('newshub')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    try {
      if (!db.objectStoreNames.contains('posts')) return 0
      return await new Promise<number>((resolve) => {
        const counting = db.transaction('posts').objectStore('posts').index('full').count(1)
        counting.onsuccess = () => resolve(counting.result)
        counting.onerror = () => resolve(0)
      })
    } finally {
      db.close()
    }
  })
}

/** Titles of the posts stored on the page's device, full or not ([] before the app has created its database). */
export function storedTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((info) => info.name === 'newshub')) return []
    const request = indexedDB.open('newshub')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    try {
      if (!db.objectStoreNames.contains('posts')) return []
      return await new Promise<string[]>((resolve) => {
        const reading = db.transaction('posts').objectStore('posts').getAll()
        reading.onsuccess = () => resolve((reading.result as { title: string }[]).map((post) => post.title))
        reading.onerror = () => resolve([])
      })
    } finally {
      db.close()
    }
  })
}

/** Waits until the service worker controls the page (no page reloads offline before it is there). */
export async function waitForWorker(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: timeoutMs,
  })
}

/** Waits until the service worker controls the page and the background prefetch has stored posts. */
export async function waitForOfflineReady(
  page: Page,
  minimumPosts: number,
  timeoutMs = 30_000,
): Promise<void> {
  await waitForWorker(page, timeoutMs)
  await expect
    .poll(() => countStoredPosts(page), {
      message: `at least ${minimumPosts} posts stored for offline reading`,
      timeout: timeoutMs,
    })
    .toBeGreaterThanOrEqual(minimumPosts)
}
