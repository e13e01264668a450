import { articleParagraphs } from './report.ts'

describe('articleParagraphs', () => {
  it('reads headings, paragraphs and list items as a browser does', () => {
    const html =
      '<H2>Title</H2><p title="a > b">First <b>bold</b>.</p><pre>not a paragraph</pre><!-- <p>old</p> --><ul><li>One</li></ul>'
    expect(articleParagraphs(html)).toEqual(['Title', 'First bold .', 'One'])
  })
})
