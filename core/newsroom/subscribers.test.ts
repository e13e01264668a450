import { describe, expect, it } from 'vitest'
import { subscribersCsv } from './subscribers.ts'

describe('subscribersCsv', () => {
  it('writes a header and one row a subscriber, defusing cells a spreadsheet would run', () => {
    expect(
      subscribersCsv([
        { email: 'reader@newshub.example', created_at: '2026-11-23T10:00:00Z' },
        { email: '=cmd@newshub.example', created_at: '2026-11-23T11:00:00Z' },
      ]),
    ).toBe(
      "email,created_at\nreader@newshub.example,2026-11-23T10:00:00Z\n'=cmd@newshub.example,2026-11-23T11:00:00Z\n",
    )
  })
})
