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

describe('idleSteps', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('runs each step at an idle moment of its own, in order, past a step that fails', async () => {
    const idleCallbacks: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    const { idleSteps } = await freshIdle()
    const ran: string[] = []
    let openStore: () => void = () => undefined
    const done = idleSteps([
      () =>
        new Promise<void>((resolve) => {
          ran.push('open')
          openStore = resolve
        }),
      () => {
        ran.push('keep')
        throw new Error('quota')
      },
      () => ran.push('worker'),
    ])
    const settle = async () => {
      for (let turn = 0; turn < 10; turn++) await Promise.resolve()
    }
    await settle()
    expect(ran).toEqual(['open'])
    // The next step waits for the one before to settle, then for an idle moment.
    expect(idleCallbacks).toHaveLength(0)
    openStore()
    await settle()
    expect(ran).toEqual(['open'])
    expect(idleCallbacks).toHaveLength(1)
    idleCallbacks[0]?.()
    await settle()
    expect(ran).toEqual(['open', 'keep'])
    expect(idleCallbacks).toHaveLength(2)
    idleCallbacks[1]?.()
    await done
    expect(ran).toEqual(['open', 'keep', 'worker'])
  })
})
