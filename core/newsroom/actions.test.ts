import { describe, expect, it } from 'vitest'
import { postStatus } from '../posts/status.ts'
import { postPatch } from './actions.ts'

const NOW = new Date('2026-11-23T12:00:00Z')
const DRAFT = { status: 'draft' as const, deleted_at: null, published_at: null }

describe('postPatch', () => {
  it('publishes now, schedules for later, and the status follows', () => {
    expect(postStatus({ ...DRAFT, ...postPatch('publish', NOW) }, NOW)).toBe('published')
    const at = new Date('2026-11-23T12:01:00Z')
    const scheduled = { ...DRAFT, ...postPatch('schedule', NOW, at) }
    expect(scheduled.published_at).toBe('2026-11-23T12:01:00.000Z')
    expect(postStatus(scheduled, NOW)).toBe('scheduled')
    expect(postStatus(scheduled, at)).toBe('published')
  })

  it('refuses to schedule without a time or for a time already past', () => {
    expect(() => postPatch('schedule', NOW)).toThrow('Choose a date and time to publish at.')
    expect(() => postPatch('schedule', NOW, NOW)).toThrow('Choose a time in the future to schedule the post.')
  })

  it('unpublishes and drafts keeping the date; trash and restore keep the status', () => {
    const published = { status: 'published' as const, deleted_at: null, published_at: '2026-11-01T00:00:00Z' }
    expect(postPatch('unpublish', NOW)).toEqual({ status: 'unpublished', deleted_at: null })
    expect(postStatus({ ...published, ...postPatch('draft', NOW) }, NOW)).toBe('draft')
    const trashed = { ...published, ...postPatch('trash', NOW) }
    expect(postStatus(trashed, NOW)).toBe('trashed')
    expect(postStatus({ ...trashed, ...postPatch('restore', NOW) }, NOW)).toBe('published')
  })
})
