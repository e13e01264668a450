// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

/** A fresh copy of the module: its idle promise is shared by everything that imports it. */
async function freshIdle() {
  vi.resetModules()
  return import('./idle.ts')
}

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('waits for the page to load, then for an idle moment', async () => {
    let state: DocumentReadyState = 'interactive'
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state)
    const idleCallbacks: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const { whenIdle } = await freshIdle()
    let resolved = false
    void whenIdle().then(() => {
      resolved = true
    })
    await Promise.resolve()
    expect(idleCallbacks).toHaveLength(0)
    state = 'complete'
    window.dispatchEvent(new Event('load'))
    expect(idleCallbacks).toHaveLength(1)
    await Promise.resolve()
    expect(resolved).toBe(false)
    idleCallbacks[0]?.()
    await whenIdle()
    expect(resolved).toBe(true)
  })
})

describe('useAfterIdle', () => {
  it('is false on the server and while hydrating, true once the browser is idle', async () => {
    const idleCallbacks: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const { useAfterIdle } = await freshIdle()
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
})
