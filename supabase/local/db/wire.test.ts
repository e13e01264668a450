import { describe, expect, it } from 'vitest'
import { MessageWriter, readSyncGroups } from './wire.ts'

function message(type: string, body: number[]): number[] {
  const length = body.length + 4
  return [
    type.charCodeAt(0),
    (length >>> 24) & 255,
    (length >>> 16) & 255,
    (length >>> 8) & 255,
    length & 255,
    ...body,
  ]
}
const cstring = (text: string) => [...new TextEncoder().encode(text), 0]
const int16 = (value: number) => [(value >>> 8) & 255, value & 255]
const int32 = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
]

describe('MessageWriter', () => {
  it('writes Parse, Bind+Execute and Sync with their lengths, NULLs as -1 and UTF-8 text', () => {
    // Bind names a text format code for each parameter and one for all result columns, as node-postgres does.
    const bytes = [...new MessageWriter().parse('s1', 'select $1').execute('s1', ['é', null]).sync().take()]
    const expected = [
      ...message('P', [...cstring('s1'), ...cstring('select $1'), ...int16(0)]),
      ...message('B', [
        ...cstring(''),
        ...cstring('s1'),
        ...int16(2),
        ...int16(0),
        ...int16(0),
        ...int16(2),
        ...int32(2),
        0xc3,
        0xa9,
        ...int32(-1),
        ...int16(1),
        ...int16(0),
      ]),
      ...message('E', [...cstring(''), ...int32(0)]),
      ...message('S', []),
    ]
    expect(bytes).toEqual(expected)
  })

  it('writes Close of a named statement', () => {
    expect([...new MessageWriter().close('s1').take()]).toEqual(message('C', [0x53, ...cstring('s1')]))
  })

  it('grows past its first buffer and starts empty after take()', () => {
    const writer = new MessageWriter()
    const long = 'x'.repeat(100_000)
    const first = writer.execute('s', [long]).take()
    expect(first.length).toBeGreaterThan(100_000)
    expect(writer.sync().take()).toEqual(new Uint8Array(message('S', [])))
  })
})

describe('readSyncGroups', () => {
  it('splits the answer at each ReadyForQuery, keeping rows, tags and the first error', () => {
    const data = new Uint8Array([
      ...message('2', []),
      ...message('D', [...int16(2), ...int32(1), 0x31, ...int32(-1)]),
      ...message('C', cstring('SELECT 1')),
      ...message('Z', [0x49]),
      ...message('E', [
        0x53,
        ...cstring('ERROR'),
        0x43,
        ...cstring('22P02'),
        0x4d,
        ...cstring('bad value'),
        0x44,
        ...cstring('detail'),
        0,
      ]),
      ...message('Z', [0x49]),
    ])
    expect(readSyncGroups(data)).toEqual([
      { results: [{ rows: [['1', null]], tag: 'SELECT 1' }] },
      { results: [], error: { code: '22P02', message: 'bad value', detail: 'detail' } },
    ])
  })

  it('skips notices and parse/bind acknowledgements, and keeps a hint', () => {
    const data = new Uint8Array([
      ...message('1', []),
      ...message('N', [0x53, ...cstring('NOTICE'), 0x4d, ...cstring('note'), 0]),
      ...message('C', cstring('UPDATE 0')),
      ...message('E', [0x43, ...cstring('42501'), 0x4d, ...cstring('denied'), 0x48, ...cstring('ask'), 0]),
      ...message('Z', [0x45]),
    ])
    expect(readSyncGroups(data)).toEqual([
      { results: [{ rows: [], tag: 'UPDATE 0' }], error: { code: '42501', message: 'denied', hint: 'ask' } },
    ])
  })
})
