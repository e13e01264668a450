import { startTransition, useEffect, useState } from 'react'
import { idleReached, whenIdle } from './idle.ts'

/**
 * False on the server and while a server-rendered page hydrates, true from the first idle moment
 * after load (at once in components that mount later, by then long past). The change is a
 * transition: every component that waits for it re-renders in slices the browser can interrupt.
 * (A store read with useSyncExternalStore flipped them all in one synchronous render: a page of
 * cards with a save button each made one long task of it.)
 */
export function useAfterIdle(): boolean {
  const [afterIdle, setAfterIdle] = useState(idleReached)
  useEffect(() => {
    if (afterIdle) return
    let mounted = true
    void whenIdle().then(() => {
      if (mounted) startTransition(() => setAfterIdle(true))
    })
    return () => {
      mounted = false
    }
  }, [afterIdle])
  return afterIdle
}
