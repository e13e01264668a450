import type { Page } from 'playwright-core'

/** Waits until the service worker controls the page and the background prefetch has stored posts. */
export async function waitForOfflineReady(page: Page, minimumPosts: number): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 30_000,
  })
  await page.waitForFunction(
    async (minimum) => {
      const request = indexedDB.open('newshub')
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      try {
        if (!db.objectStoreNames.contains('posts')) return false
        const count = await new Promise<number>((resolve) => {
          const counting = db.transaction('posts').objectStore('posts').index('full').count(1)
          counting.onsuccess = () => resolve(counting.result)
          counting.onerror = () => resolve(0)
        })
        return count >= minimum
      } finally {
        db.close()
      }
    },
    minimumPosts,
    { timeout: 30_000, polling: 250 },
  )
}
