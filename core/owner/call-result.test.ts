import { type FunctionsClient, invokeFunction } from './call-result.ts'

function clientAnswering(answer: { data: unknown; error: unknown }): FunctionsClient {
  return { functions: { invoke: async () => answer as never } }
}

describe('invokeFunction', () => {
  it('answers the data of a successful call', async () => {
    await expect(invokeFunction(clientAnswering({ data: { ok: 1 }, error: null }), 'f', {})).resolves.toEqual(
      {
        data: { ok: 1 },
        error: null,
      },
    )
  })
  it('reads the message from the JSON body of an HTTP error', async () => {
    const error = Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      context: new Response(JSON.stringify({ error: 'Business name is required.' }), { status: 400 }),
    })
    await expect(invokeFunction(clientAnswering({ data: null, error }), 'f', {})).resolves.toEqual({
      data: null,
      error: { message: 'Business name is required.' },
    })
  })
  it("falls back to the client's own message", async () => {
    const error = Object.assign(new Error('Failed to send a request'), { context: new Response('not json') })
    await expect(invokeFunction(clientAnswering({ data: null, error }), 'f', {})).resolves.toEqual({
      data: null,
      error: { message: 'Failed to send a request' },
    })
    await expect(invokeFunction(clientAnswering({ data: null, error: 'boom' }), 'f', {})).resolves.toEqual({
      data: null,
      error: { message: 'boom' },
    })
  })
})
