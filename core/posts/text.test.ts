import { countWords, toPlainText } from './text.ts'

describe('toPlainText', () => {
  it('drops tags, comments, scripts and styles and collapses whitespace', () => {
    expect(
      toPlainText(
        '<h2>Hi</h2>\n<p>there <b>you</b></p><!-- x --><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('Hi there you')
  })
  it('drops markdown markers and keeps link text', () => {
    expect(toPlainText('## Title\n\n- one **bold** item\n1. [link](https://a.test) and `code`')).toBe(
      'Title one bold item link and code',
    )
  })
  it('gives an empty string for empty content', () => {
    expect(toPlainText('')).toBe('')
  })
})

describe('toPlainText on HTML that patterns get wrong', () => {
  it('decodes every named, decimal and hex reference, and leaves text that is none', () => {
    expect(toPlainText('&amp; &lt;&gt; &#39;&#x41; &copy; &eacute;t&eacute; &bogus; AT&T')).toBe(
      "& <> 'A © été &bogus; AT&T",
    )
  })
  it("keeps text after an attribute holding '>' and drops the attribute", () => {
    expect(toPlainText('<p title="a > b">Hello</p><img alt=\'x > y\' src="p.svg">')).toBe('Hello')
  })
  it('drops comments that hold tags, and upper-case scripts and styles', () => {
    expect(toPlainText('<P>Kept</P><!-- <p>old -- draft</p> --><SCRIPT>var a = "<p>x</p>"</SCRIPT>')).toBe(
      'Kept',
    )
  })
})

describe('countWords', () => {
  it('counts visible words only', () => {
    expect(countWords('<p>one two</p><p>three</p>')).toBe(3)
  })
  it('counts zero words in empty or tag-only content', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('<p> </p>')).toBe(0)
  })
})
