import { BRIEF_INPUTS } from './fixtures/briefs.ts'
import { articleParagraphs, measureArticle } from './report.ts'

describe('articleParagraphs', () => {
  it('reads headings, paragraphs and list items as a browser does', () => {
    const html =
      '<H2>Title</H2><p title="a > b">First <b>bold</b>.</p><pre>not a paragraph</pre><!-- <p>old</p> --><ul><li>One</li></ul>'
    expect(articleParagraphs(html)).toEqual(['Title', 'First bold .', 'One'])
  })
})

describe('the business-name limit', () => {
  const input = BRIEF_INPUTS.piano
  const name = input.businessName
  const filler = (n: number) =>
    `<p>${Array.from({ length: n }, (_, i) => `A tuned piano holds its pitch through season ${i} of the year.`).join(' ')}</p>`
  const post = (headings: number, prose: number) => ({
    title: 'How often should a home piano be tuned',
    metaDescription: 'How often a home piano needs tuning.',
    content: [
      ...Array.from({ length: headings }, (_, i) => `<h2>Part ${i} with ${name}</h2>${filler(4)}`),
      ...Array.from({ length: prose }, () => `<p>${name} tunes pianos.</p>`),
      filler(20),
    ].join(''),
  })
  const nameFailure = (report: ReturnType<typeof measureArticle>) =>
    report.failures.filter((failure) => failure.startsWith('The business name appears'))

  it('does not count the names the headings already use against a short post', () => {
    const report = measureArticle(post(3, 2), input)
    expect(report.nameMentions.count).toBe(5)
    // About 300 words allow 2 mentions in the prose, plus the 3 headings.
    expect(report.nameMentions.limit).toBe(5)
    expect(nameFailure(report)).toEqual([])
  })
  it('still fails a name repeated in the prose', () => {
    const report = measureArticle(post(1, 6), input)
    expect(nameFailure(report)).toEqual([
      expect.stringMatching(
        /^The business name appears 7 times; at \d+ words the limit is \d+ \(1 in headings\)\.$/,
      ),
    ])
  })
})
