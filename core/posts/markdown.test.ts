import { isHtmlContent, listMarkdownLinks, renderMarkdown, toPostHtml } from './markdown.ts'

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, lists and quotes', () => {
    expect(
      renderMarkdown(
        '## Big news\n\nFirst line\ncontinues.\n\n- one\n- two\n\n1. a\n2. b\n\n> quoted\n> more\n\n### Small #',
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
  it('numbers 1) lists too; a change of marker starts a new list, as in CommonMark', () => {
    expect(renderMarkdown('1) a\n2) b')).toBe('<ol><li>a</li><li>b</li></ol>')
    expect(renderMarkdown('1. a\n2) b')).toBe('<ol><li>a</li></ol>\n<ol><li>b</li></ol>')
  })
  it('escapes raw HTML and refuses script URLs', () => {
    // A link's URL may hold balanced parentheses, so the whole javascript:alert(1) is refused.
    expect(renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1))')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="#">x</a></p>',
    )
    expect(renderMarkdown('<div onclick="x()">hi</div>\n\n<!-- note -->')).toBe(
      '<p>&lt;div onclick=&quot;x()&quot;&gt;hi&lt;/div&gt;</p>\n<p>&lt;!-- note --&gt;</p>',
    )
  })
  it('keeps code blocks, tables, rules and bare URLs as text, like the posts are written', () => {
    expect(renderMarkdown('    indented\n\n| a | b |\n|---|---|\n\n---\n\nhttps://a.test')).toBe(
      '<p>    indented</p>\n<p>| a | b | |---|---|</p>\n<p>---</p>\n<p>https://a.test</p>',
    )
  })
  it('splits a heading followed directly by text', () => {
    expect(renderMarkdown('# Title\nBody text')).toBe('<h1>Title</h1>\n<p>Body text</p>')
  })
  it('renders nothing for empty text', () => {
    expect(renderMarkdown('\n\n  \n')).toBe('')
  })
})

describe('isHtmlContent', () => {
  it('finds block tags in any case and with any attributes, but not in comments or escaped text', () => {
    expect(isHtmlContent('<P CLASS="lead">x</P>')).toBe(true)
    expect(isHtmlContent('<section title="a > b">x</section>')).toBe(true)
    expect(isHtmlContent('Text <!-- <p>old</p> --> more')).toBe(false)
    expect(isHtmlContent('Write &lt;p&gt; for a paragraph')).toBe(false)
    expect(isHtmlContent('A <pre-order> offer')).toBe(false)
  })
})

describe('listMarkdownLinks', () => {
  it('lists link targets, not images, code spans or escaped brackets', () => {
    expect(
      listMarkdownLinks('[a](https://a.test) ![i](/i.svg) `[c](https://c.test)` \\[d](https://d.test)'),
    ).toEqual(['https://a.test'])
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
