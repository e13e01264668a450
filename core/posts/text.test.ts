import { countWords, decodeEntities, toPlainText } from './text.ts'

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

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and leaves unknown ones', () => {
    expect(decodeEntities('&amp; &lt;&gt; &#39;&#x41; &nbsp;&bogus; &#0;')).toBe("& <> 'A  &bogus; &#0;")
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
