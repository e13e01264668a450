import { describe, expect, it } from 'vitest'
import { arrangeHomePage, breakingCutoff, breakingEnds, isBreaking } from './flags.ts'

const now = new Date('2026-11-26T12:00:00Z')
const post = (id: string) => ({ id })

describe('breaking marks', () => {
  it('shows a post marked within the last 24 hours and not one marked earlier', () => {
    expect(breakingCutoff(now)).toBe('2026-11-25T12:00:00.000Z')
    expect(isBreaking('2026-11-26T11:00:00Z', now)).toBe(true)
    expect(isBreaking('2026-11-25T12:00:00Z', now)).toBe(true)
    expect(isBreaking('2026-11-25T11:59:59Z', now)).toBe(false)
    expect(isBreaking('2024-12-02T09:00:00Z', now)).toBe(false)
    expect(isBreaking(null, now)).toBe(false)
    expect(isBreaking('not a date', now)).toBe(false)
  })

  it('ends a mark 24 hours after it was made', () => {
    expect(breakingEnds('2026-11-26T11:00:00.000Z').toISOString()).toBe('2026-11-27T11:00:00.000Z')
  })
})

describe('arrangeHomePage', () => {
  it('places every story at most once, top to bottom', () => {
    const posts = (ids: string) => [...ids].map(post)
    const result = arrangeHomePage({
      breaking: post('b'),
      featuredPick: null,
      newest: posts('abcdef'),
      sections: [posts('acd'), posts('bcef')],
      perSection: 2,
    })
    expect(result.breaking?.id).toBe('b')
    // No featured pick: the newest post not already the breaking story.
    expect(result.featured?.id).toBe('a')
    expect(result.sections.map((section) => section.map((p) => p.id))).toEqual([
      ['c', 'd'],
      ['e', 'f'],
    ])
    expect(result.rest).toEqual([])
  })

  it("features the owner's pick, and gives way when the pick is the breaking story", () => {
    const newest = ['a', 'b', 'c'].map(post)
    const picked = arrangeHomePage({
      breaking: null,
      featuredPick: post('c'),
      newest,
      sections: [],
      perSection: 3,
    })
    expect(picked.featured?.id).toBe('c')
    expect(picked.rest.map((p) => p.id)).toEqual(['a', 'b'])
    const clash = arrangeHomePage({
      breaking: post('c'),
      featuredPick: post('c'),
      newest,
      sections: [],
      perSection: 3,
    })
    expect(clash.breaking?.id).toBe('c')
    expect(clash.featured?.id).toBe('a')
    expect(clash.rest.map((p) => p.id)).toEqual(['b'])
  })

  it('shows no banner and no featured story when there are no posts', () => {
    expect(
      arrangeHomePage({ breaking: null, featuredPick: null, newest: [], sections: [[]], perSection: 3 }),
    ).toEqual({ breaking: null, featured: null, sections: [[]], rest: [] })
  })
})
