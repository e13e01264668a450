// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

/** Fresh copies of the hook and the idle promise it shares with everything that imports it. */
async function freshHook() {
  vi.resetModules()
  return import('./use-after-idle.ts')
}

const microtasks = async () => {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
}

describe('useAfterIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
  })

  it('is false on the server and while hydrating, true once the browser is idle', async () => {
    const idleCallbacks: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const { useAfterIdle } = await freshHook()
    // biome-ignore lint/correctness/noComponentHookFactories: the hook comes from a fresh copy of the module
    const Probe = () => createElement('p', null, useAfterIdle() ? 'idle' : 'busy')
    expect(renderToString(createElement(Probe))).toBe('<p>busy</p>')
    const container = document.createElement('div')
    const root = createRoot(container)
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    await act(async () => root.render(createElement(Probe)))
    expect(container.textContent).toBe('busy')
    await act(async () => {
      for (const callback of idleCallbacks) callback()
    })
    expect(container.textContent).toBe('idle')
    // Rendered after that moment, it is true at once.
    const later = document.createElement('div')
    await act(async () => createRoot(later).render(createElement(Probe)))
    expect(later.textContent).toBe('idle')
    root.unmount()
  })

  it('re-renders its components in a transition, not in one synchronous render', async () => {
    const idleCallbacks: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const { useAfterIdle } = await freshHook()
    // biome-ignore lint/correctness/noComponentHookFactories: the hook comes from a fresh copy of the module
    const Probe = () => createElement('p', null, useAfterIdle() ? 'idle' : 'busy')
    const container = document.createElement('div')
    const root = createRoot(container)
    root.render(createElement('div', null, createElement(Probe), createElement(Probe)))
    // Mounted, with its effect waiting for the idle moment.
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1))
    expect(container.textContent).toBe('busybusy')
    for (const callback of idleCallbacks) callback()
    // A synchronous (blocking) update renders within these microtasks; a transition waits for
    // the scheduler's next task, where it can yield to the browser.
    await microtasks()
    expect(container.textContent).toBe('busybusy')
    await vi.waitFor(() => expect(container.textContent).toBe('idleidle'))
    root.unmount()
  })
})
