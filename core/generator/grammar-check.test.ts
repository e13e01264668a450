import { afterAll, describe, expect, it } from 'vitest'
import { checkGrammar } from './grammar-check.ts'

const NativeResponse = globalThis.Response

afterAll(() => {
  Object.defineProperty(globalThis, 'Response', { value: NativeResponse, configurable: true, writable: true })
})

describe('checkGrammar in a host that replaced globalThis.Response', () => {
  it('fails with one line naming the cause instead of a WebAssembly error or an unhandled rejection', async () => {
    // What @hono/node-server does by default: a lightweight Response class, so native fetch()
    // answers are no longer `instanceof Response` and harper.js cannot read its inlined binary.
    class HostResponse extends NativeResponse {}
    Object.defineProperty(globalThis, 'Response', { value: HostResponse, configurable: true, writable: true })
    await expect(checkGrammar(['A short paragraph.'], [])).rejects.toThrow(
      'The grammar check could not load harper.js: fetch() answers are not instances of the global Response',
    )
  }, 60_000)
})
