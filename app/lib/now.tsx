import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * The time a page was rendered at (ms). The server renders relative times ('3 hours ago') against
 * it and sends it with the page's data (app/router.tsx), so hydration renders exactly the server's
 * text; right after, React renders again with the browser's clock (useSyncExternalStore's client
 * snapshot), without a hydration mismatch.
 */
export const RenderTimeContext = createContext<number>(0)

const MINUTE_MS = 60_000

/** The browser's time to the minute: the snapshot must stay the same between calls. */
function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS
}

function subscribe(): () => void {
  return () => undefined
}

/** Now, for relative times: the render's time on the server and while hydrating, else the browser's. */
export function useNow(): Date {
  const rendered = useContext(RenderTimeContext)
  return new Date(useSyncExternalStore(subscribe, currentMinute, () => rendered || currentMinute()))
}
