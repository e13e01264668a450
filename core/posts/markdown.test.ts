import { isHtmlContent, renderMarkdown, toPostHtml } from './markdown.ts'

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, lists and quotes', () => {
    expect(
      renderMarkdown(
        '## Big news\n\nFirst line\ncontinues.\n\n- one\n- two\n\n1. a\n2) b\n\n> quoted\n> more\n\n### Small #',
      ),
    ).toBe(
      '<h2>Big news</h2>\n<p>First line continues.</p>\n<ul><li>one</li><li>two</li></ul>\n<ol><li>a</li><li>b</li></ol>\n<blockquote><p>quoted more</p></blockquote>\n<h3>Small</h3>',
    )
  })
  it('renders inline bold, italic, code, links and images', () => {
    expect(
      renderMarkdown('**b** and *i* and _u_ with `c`, [site](https://a.test) ![pic](/images/p.svg)'),
    ).toBe(
      '<p><strong>b</strong> and <em>i</em> and <em>u</em> with <code>c</code>, <a href="https://a.test">site</a> <img src="/images/p.svg" alt="pic"></p>',
    )
  })
  it('escapes raw HTML and refuses script URLs', () => {
    expect(renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1))')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="#">x</a>)</p>',
    )
  })
  it('splits a heading followed directly by text', () => {
    expect(renderMarkdown('# Title\nBody text')).toBe('<h1>Title</h1>\n<p>Body text</p>')
  })
  it('renders nothing for empty text', () => {
    expect(renderMarkdown('\n\n  \n')).toBe('')
  })
})

describe('toPostHtml', () => {
  it('keeps HTML content and renders markdown-like text', () => {
    expect(isHtmlContent('<p>x</p>')).toBe(true)
    expect(toPostHtml('<p>x</p>')).toBe('<p>x</p>')
    expect(isHtmlContent('Just text with a <b>tag</b>')).toBe(false)
    expect(toPostHtml('Hello\r\n\r\nWorld')).toBe('<p>Hello</p>\n<p>World</p>')
  })
})
