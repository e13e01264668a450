// @vitest-environment happy-dom

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
