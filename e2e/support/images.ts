import type { Locator, Page } from '@playwright/test'

/**
 * Scrolls each image into view, waits until the browser has finished with it (loaded or failed)
 * and answers the sources of those that are broken (no pixels).
 */
export async function brokenImages(page: Page, images: Locator): Promise<string[]> {
  const broken: string[] = []
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    const handle = await image.elementHandle()
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, handle)
    const { src, width } = await image.evaluate((img) => ({
      src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
      width: (img as HTMLImageElement).naturalWidth,
    }))
    if (width === 0) broken.push(src)
  }
  return broken
}

/** Records, from the first script of every page, that the background download has finished. */
export async function recordPrefetchDone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('newshub:prefetched', () => {
      ;(window as { newshubPrefetched?: boolean }).newshubPrefetched = true
    })
  })
}

/** Waits until the background download of the newest posts and their images has finished. */
export async function waitForPrefetchDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as { newshubPrefetched?: boolean }).newshubPrefetched === true,
    undefined,
    {
      timeout: 60_000,
    },
  )
}
