// @vitest-environment happy-dom
import { visibleText as serverText } from '../../core/html/visible-text.ts'
import { toPlainText } from '../../core/posts/text.ts'
import { visibleText as browserText } from './visible-text.browser.ts'

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

const SAMPLES = [
  '<h2>Hi</h2>\n<p>there <b>you</b></p><!-- x --><script>alert(1)</script><style>p{}</style>',
  '<P TITLE="a > b">Fish &amp; chips &copy; 2024</P><img alt=\'x > y\' src="p.svg">',
  'Word<b>s</b> stay apart at tags &lt;p&gt; and &nbsp;entities &#x41;&#66;',
  '<!-- <p>old</p> --><template><p>hidden</p></template>Shown',
  '## Title\n\n- one **bold** item\n1. [link](https://a.test) and `code`',
]

describe('visibleText in the browser bundle', () => {
  it('reads the same text as the server tokenizer', () => {
    for (const html of SAMPLES) expect(collapse(browserText(html)), html).toBe(collapse(serverText(html)))
  })
  it('feeds toPlainText the text a reader sees', () => {
    expect(toPlainText(SAMPLES[1] as string)).toBe('Fish & chips © 2024')
  })
})
