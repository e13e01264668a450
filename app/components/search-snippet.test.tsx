import { renderToStaticMarkup } from 'react-dom/server'
import { SearchSnippet } from './search-snippet.tsx'

describe('SearchSnippet', () => {
  it('renders the matched words in <mark> and everything else as text, never as HTML', () => {
    const html = renderToStaticMarkup(
      <SearchSnippet
        snippet={'<img src=x onerror="alert(1)"> Best <mark>Plumbing</mark> <script>alert(2)</script>'}
      />,
    )
    expect(html).toContain('<mark class="rounded-sm bg-yellow-100 px-0.5 text-slate-900">Plumbing</mark>')
    expect(html).not.toMatch(/<img|<script/)
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Best ')
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
  })

  it('does not let a mark token carry markup inside it', () => {
    const html = renderToStaticMarkup(<SearchSnippet snippet={'<mark><b onclick="x()">bold</b></mark>'} />)
    expect(html).not.toContain('<b')
    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;')
  })
})
