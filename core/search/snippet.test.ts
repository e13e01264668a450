import { normalizeQuery } from './search.ts'
import { markSnippet, splitSnippet } from './snippet.ts'

describe('splitSnippet', () => {
  it('cuts a snippet into text and marked runs, leaving every other bracket as text', () => {
    expect(splitSnippet('Call <mark>Plumbing</mark> now <b>x</b>')).toEqual([
      { text: 'Call ', marked: false },
      { text: 'Plumbing', marked: true },
      { text: ' now <b>x</b>', marked: false },
    ])
  })

  it('keeps an unclosed mark token as text and drops empty marks', () => {
    expect(splitSnippet('<mark></mark>a <mark>b')).toEqual([{ text: 'a <mark>b', marked: false }])
    expect(splitSnippet('')).toEqual([])
  })
})

describe('markSnippet', () => {
  it('marks words starting with a matched term, in the plain text of the content', () => {
    expect(markSnippet('<p>Frozen <em>pipes</em> burst; piping &amp; more</p>', ['pip'])).toBe(
      'Frozen <mark>pipes</mark> burst; <mark>piping</mark> & more',
    )
  })

  it('starts near the first match in a long text, with ellipses where it was cut', () => {
    const text = `${'word '.repeat(100)}furnace ${'tail '.repeat(100)}`
    const snippet = markSnippet(text, ['furnace'], 80)
    expect(snippet.startsWith('… ')).toBe(true)
    expect(snippet.endsWith(' …')).toBe(true)
    expect(snippet).toContain('<mark>furnace</mark>')
  })

  it('is the opening text when nothing is marked, and treats terms as words, not patterns', () => {
    expect(markSnippet('Hello world', [], 5)).toBe('Hello')
    expect(markSnippet('axb and a.b', ['a.b'])).toBe('axb and <mark>a.b</mark>')
  })
})

it('normalizeQuery trims text and turns anything else into nothing', () => {
  expect(normalizeQuery('  pipes ')).toBe('pipes')
  expect(normalizeQuery(['x'])).toBe('')
})
