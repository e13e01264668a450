import { estimateReadMinutes, estimateReadTime } from './read-time.ts'

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')

describe('estimateReadTime', () => {
  it.each([
    [0, '1 min read'],
    [1, '1 min read'],
    [199, '1 min read'],
    [200, '1 min read'],
    [201, '2 min read'],
    [3600, '18 min read'],
  ])('reads %i words as %s', (count, label) => {
    expect(estimateReadTime(words(count))).toBe(label)
  })
  it('counts only the visible words of HTML', () => {
    expect(estimateReadMinutes(`<p class="a b c">${words(200)}</p><img alt="x y z">`)).toBe(1)
  })
})
