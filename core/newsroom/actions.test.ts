import { describe, expect, it } from 'vitest'
import type { BlogPost } from '../posts/post.ts'
import { postStatus } from '../posts/status.ts'
import { isPostAction, PostActionError, postPatch } from './actions.ts'

const NOW = new Date('2026-11-23T12:00:00Z')
type Row = Pick<BlogPost, 'status' | 'deleted_at' | 'published_at'>

/** Applies a patch the way an UPDATE would: named columns change, the others stay. */
function apply(row: Row, patch: ReturnType<typeof postPatch>): Row {
  return { ...row, ...patch }
}

const draft: Row = { status: 'draft', deleted_at: null, published_at: null }
const published: Row = { status: 'published', deleted_at: null, published_at: '2026-11-01T08:00:00.000Z' }

describe('postPatch', () => {
  it('publishes a draft now and readers can see it', () => {
    const patch = postPatch('publish', NOW)
    expect(patch).toEqual({ status: 'published', published_at: NOW.toISOString(), deleted_at: null })
    expect(postStatus(apply(draft, patch), NOW)).toBe('published')
  })

  it('brings a scheduled post forward when it is published now', () => {
    const scheduled: Row = { status: 'published', deleted_at: null, published_at: '2026-12-01T00:00:00.000Z' }
    expect(postStatus(scheduled, NOW)).toBe('scheduled')
    expect(postStatus(apply(scheduled, postPatch('publish', NOW)), NOW)).toBe('published')
  })

  it('schedules for a future time: scheduled until then, published from then on', () => {
    const at = new Date('2026-11-23T12:01:00Z')
    const row = apply(draft, postPatch('schedule', NOW, at))
    expect(row.published_at).toBe('2026-11-23T12:01:00.000Z')
    expect(postStatus(row, NOW)).toBe('scheduled')
    expect(postStatus(row, at)).toBe('published')
  })

  it('refuses to schedule without a time, with a past time or with an invalid date', () => {
    expect(() => postPatch('schedule', NOW)).toThrow(PostActionError)
    expect(() => postPatch('schedule', NOW, new Date('2026-11-23T11:59:59Z'))).toThrow(/in the future/)
    expect(() => postPatch('schedule', NOW, NOW)).toThrow(/in the future/)
    expect(() => postPatch('schedule', NOW, new Date('not a date'))).toThrow(PostActionError)
  })

  it('unpublishes and keeps the original publishing time', () => {
    const patch = postPatch('unpublish', NOW)
    expect(patch).toEqual({ status: 'unpublished', deleted_at: null })
    const row = apply(published, patch)
    expect(row.published_at).toBe(published.published_at)
    expect(postStatus(row, NOW)).toBe('unpublished')
  })

  it('turns a post back into a draft', () => {
    expect(postStatus(apply(published, postPatch('draft', NOW)), NOW)).toBe('draft')
  })

  it('trashes without touching the status, and restores as a draft so nothing is republished by surprise', () => {
    const trash = postPatch('trash', NOW)
    expect(trash).toEqual({ deleted_at: NOW.toISOString() })
    const trashed = apply(published, trash)
    expect(trashed.status).toBe('published')
    expect(postStatus(trashed, NOW)).toBe('trashed')
    const restored = apply(trashed, postPatch('restore', NOW))
    expect(postStatus(restored, NOW)).toBe('draft')
    expect(restored.published_at).toBe(published.published_at)
  })

  it('takes every action out of the trash except trash itself', () => {
    const trashed = apply(published, postPatch('trash', NOW))
    for (const action of ['publish', 'unpublish', 'draft', 'restore'] as const) {
      expect(postStatus(apply(trashed, postPatch(action, NOW)), NOW)).not.toBe('trashed')
    }
  })
})

describe('isPostAction', () => {
  it('accepts the six actions only', () => {
    expect(isPostAction('publish')).toBe(true)
    expect(isPostAction('restore')).toBe(true)
    expect(isPostAction('purge')).toBe(false)
    expect(isPostAction('')).toBe(false)
  })
})
