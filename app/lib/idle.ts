/**
 * Waiting for the browser to have a moment to spare: the one place reader code asks for idle time
 * (requestIdleCallback where the browser has it, a timer where it does not).
 */

let idle: Promise<void> | undefined

/** Calls `callback` at the browser's next idle moment, at the latest `timeoutMs` from now. */
function onIdle(callback: () => void, timeoutMs: number, fallbackMs: number): void {
  const request = (globalThis as { requestIdleCallback?: typeof requestIdleCallback }).requestIdleCallback
  if (request) request(() => callback(), { timeout: timeoutMs })
  else setTimeout(callback, fallbackMs)
}

/** Calls `callback` once the page has loaded (at once if it has). */
export function onLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback()
  else window.addEventListener('load', callback, { once: true })
}

/** Resolves in a task of its own: the browser may paint and answer input before what follows. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Resolves at the browser's next idle moment (or soon, where idle callbacks are missing). */
export function nextIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => onIdle(resolve, timeoutMs, 0))
}

/**
 * Runs `steps` one after another, each at an idle moment of its own after the one before has
 * settled, so no two share a task; a step that fails does not stop the ones after it.
 */
export async function idleSteps(steps: readonly (() => unknown)[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextIdle()
    try {
      await step()
    } catch {
      // Background work: the page goes on without it.
    }
  }
}

/**
 * Resolves once the page has loaded and the browser then has a moment to spare (an idle
 * callback, or `timeoutMs` after load where idle callbacks are missing or never come). Work a
 * first paint and first interaction do not need (opening the offline store, keeping the
 * server-rendered posts, the service worker) waits for it, so it never lengthens hydration's
 * tasks. The same promise for every caller.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    onLoad(() => onIdle(resolve, timeoutMs, timeoutMs))
  })
  return idle
}
