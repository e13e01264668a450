import { SEARCH_WINDOW, searchResultsLabel } from './search-results-status.tsx'

describe('searchResultsLabel', () => {
  it('says "First N" while Load More can fetch more', () => {
    expect(searchResultsLabel(10, 'plumbing', true)).toBe('First 10 results for “plumbing”')
    expect(searchResultsLabel(990, 'plumbing', true)).toBe('First 990 results for “plumbing”')
  })

  it('gives the exact count when the search ran out before the window did', () => {
    expect(searchResultsLabel(12, 'kayak', false)).toBe('12 results for “kayak”')
    expect(searchResultsLabel(1, 'kayak', false)).toBe('1 result for “kayak”')
    expect(searchResultsLabel(0, 'kayak', false)).toBe('No results for “kayak”')
  })

  it('does not present a full window as the total: the server stops at its newest 1,000 matches', () => {
    expect(SEARCH_WINDOW).toBe(1_000)
    expect(searchResultsLabel(1_000, 'plumbing', false)).toBe('1,000+ results for “plumbing”')
  })
})
