import { scanHtml } from './html-check.ts'

describe('scanHtml', () => {
  it('accepts balanced article HTML with void elements and self-closing tags', () => {
    const html =
      '<h2 id="a">Hi</h2>\n<p>One<br>two <img src="x.webp" alt=""/> <a href="https://a.example">link</a>.</p><ul><li>x</li></ul><!-- note -->'
    expect(scanHtml(html)).toEqual({ problems: [], links: [{ href: 'https://a.example', inHeading: false }] })
  })

  it('reports a tag that is never closed', () => {
    expect(scanHtml('<p>Open paragraph').problems).toEqual(['<p> is never closed.'])
  })

  it('reports tags closed out of order and closing tags that close nothing', () => {
    expect(scanHtml('<p>Hi <strong>there</p>').problems).toEqual(['<strong> is not closed before </p>.'])
    expect(scanHtml('<p>Hi</p></div>').problems).toEqual(['</div> closes nothing.'])
  })

  it('reports blocks inside a paragraph and list items outside a list', () => {
    expect(scanHtml('<p><h2>Heading</h2></p>').problems).toEqual(['<h2> cannot sit inside a paragraph.'])
    expect(scanHtml('<li>Loose</li>').problems).toEqual(['<li> is outside a list.'])
  })

  it('reports scripts, styles, event attributes and javascript: links', () => {
    expect(scanHtml('<script>alert(1)</script>').problems).toEqual(['<script> is not allowed in an article.'])
    expect(scanHtml('<style>p{}</style>').problems).toEqual(['<style> is not allowed in an article.'])
    expect(scanHtml('<p onclick="x()">Hi</p>').problems).toEqual([
      'The event attribute onclick is not allowed.',
    ])
    expect(scanHtml('<a href="javascript:alert(1)">x</a>').problems).toEqual([
      'A javascript: URL is not allowed in href.',
    ])
  })

  it("reports a bare '<' in the text", () => {
    expect(scanHtml('<p>1 < 2</p>').problems).toEqual([
      "A '<' in the text is not part of a tag; write it as &lt;.",
    ])
  })

  it('marks links that sit inside a heading', () => {
    expect(scanHtml('<h3>See <a href="https://a.example">this</a></h3>').links).toEqual([
      { href: 'https://a.example', inHeading: true },
    ])
  })

  it("reads attributes holding '<' or '>', single quotes and upper-case tags", () => {
    expect(
      scanHtml('<P TITLE=\'1 < 2 > 0\'>Hi <A HREF="https://a.example" title="x>y">link</A></P>'),
    ).toEqual({ problems: [], links: [{ href: 'https://a.example', inHeading: false }] })
  })

  it('ignores tags and links inside comments', () => {
    expect(scanHtml('<p>Hi</p><!-- <script>x</script> <a href="javascript:x">y</a> <div> -->')).toEqual({
      problems: [],
      links: [],
    })
  })

  it('reports an event attribute written in upper case, and decodes entities in URLs', () => {
    expect(scanHtml('<p ONCLICK="x()">Hi</p>').problems).toEqual([
      'The event attribute onclick is not allowed.',
    ])
    expect(scanHtml('<a href="java&#115;cript:alert(1)">x</a>').problems).toEqual([
      'A javascript: URL is not allowed in href.',
    ])
  })
})
