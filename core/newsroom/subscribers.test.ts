import { describe, expect, it } from 'vitest'
import { subscribersCsv } from './subscribers.ts'

describe('subscribersCsv', () => {
  it('writes a header and one row a subscriber, with its state, defusing cells a spreadsheet would run', () => {
    expect(
      subscribersCsv([
        {
          email: 'reader@newshub.example',
          status: 'confirmed',
          created_at: '2026-11-23T10:00:00Z',
          confirmed_at: '2026-11-23T10:05:00Z',
          unsubscribed_at: null,
        },
        {
          email: '=cmd@newshub.example',
          status: 'pending',
          created_at: '2026-11-23T11:00:00Z',
          confirmed_at: null,
          unsubscribed_at: null,
        },
      ]),
    ).toBe(
      'email,status,created_at,confirmed_at,unsubscribed_at\n' +
        'reader@newshub.example,confirmed,2026-11-23T10:00:00Z,2026-11-23T10:05:00Z,\n' +
        "'=cmd@newshub.example,pending,2026-11-23T11:00:00Z,,\n",
    )
  })
})
