import { describe, expect, it } from 'vitest'
import { isReadable, postStatus } from './status.ts'

const NOW = new Date('2026-11-23T12:00:00Z')

describe('postStatus', () => {
  it('puts the trash before every other state', () => {
    expect(
      postStatus(
        { status: 'published', deleted_at: '2026-11-20T00:00:00Z', published_at: '2026-11-01T00:00:00Z' },
        NOW,
      ),
    ).toBe('trashed')
  })

  it('reads drafts and unpublished posts from the status column', () => {
    expect(postStatus({ status: 'draft', deleted_at: null, published_at: '2026-11-01T00:00:00Z' }, NOW)).toBe(
      'draft',
    )
    expect(
      postStatus({ status: 'unpublished', deleted_at: null, published_at: '2026-11-01T00:00:00Z' }, NOW),
    ).toBe('unpublished')
  })

  it('calls a published post with a future time scheduled, and published once its time has come', () => {
    expect(
      postStatus({ status: 'published', deleted_at: null, published_at: '2026-11-23T12:01:00Z' }, NOW),
    ).toBe('scheduled')
    expect(
      postStatus({ status: 'published', deleted_at: null, published_at: '2026-11-23T12:00:00Z' }, NOW),
    ).toBe('published')
  })

  it('treats rows from before the status column as published when they have a date', () => {
    expect(postStatus({ published_at: '2026-01-01T00:00:00Z' }, NOW)).toBe('published')
    expect(postStatus({ published_at: null }, NOW)).toBe('draft')
  })

  it('lets readers open only published posts', () => {
    expect(
      isReadable({ status: 'published', deleted_at: null, published_at: '2026-01-01T00:00:00Z' }, NOW),
    ).toBe(true)
    expect(
      isReadable({ status: 'published', deleted_at: null, published_at: '2027-01-01T00:00:00Z' }, NOW),
    ).toBe(false)
  })
})
