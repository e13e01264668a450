import { type LinkLogger, rewriteLinks } from './rewrite-links.ts'

function recordingLogger() {
  const warnings: string[] = []
  const logger: LinkLogger = { warn: (message) => warnings.push(message) }
  return { warnings, logger }
}

const targets = { canonical_url: 'https://www.bianchis.test/', backlink_url: 'http://bianchis.test/book' }

describe('rewriteLinks', () => {
  it('normalises a bare link to the business onto its canonical URL and opens it safely', () => {
    expect(rewriteLinks('<p><a href="http://bianchis.test">Bianchi</a></p>', targets)).toBe(
      '<p><a href="https://www.bianchis.test/" target="_blank" rel="noopener">Bianchi</a></p>',
    )
  })
  it('keeps the path, query and fragment of a deeper link on the canonical origin', () => {
    expect(
      rewriteLinks("<a class='x' href='https://bianchis.test/menu?a=1&amp;b=2#top' rel=nofollow>", targets),
    ).toBe(
      '<a href="https://www.bianchis.test/menu?a=1&amp;b=2#top" class="x" target="_blank" rel="nofollow noopener">',
    )
  })
  it('matches hosts ignoring a leading www. and case', () => {
    expect(rewriteLinks('<a href="HTTPS://WWW.BIANCHIS.TEST/x">', targets)).toContain(
      'https://www.bianchis.test/x',
    )
    expect(rewriteLinks('<a href="//bianchis.test/y">', targets)).toContain(
      'href="https://www.bianchis.test/y"',
    )
  })
  it('leaves links to other hosts, relative links, anchors and mailto links untouched', () => {
    const html =
      '<a href="https://other.test/">o</a><a href="/article/1">r</a><a href="#x">h</a><a href="mailto:a@b.test">m</a><a name="n">'
    expect(rewriteLinks(html, targets)).toBe(html)
  })
  it('does not touch a sub-domain of the business host', () => {
    const html = '<a href="https://shop.bianchis.test/">'
    expect(rewriteLinks(html, targets)).toBe(html)
  })
  it('marks the business links of a sponsored post rel="sponsored noopener", and only those', () => {
    const html = '<p><a href="http://bianchis.test/book">Book</a> <a href="https://other.test/">o</a></p>'
    expect(rewriteLinks(html, { ...targets, sponsored: true })).toBe(
      '<p><a href="https://www.bianchis.test/book" target="_blank" rel="sponsored noopener">Book</a> <a href="https://other.test/">o</a></p>',
    )
    expect(
      rewriteLinks('<a href="https://bianchis.test/" rel="nofollow">', { ...targets, sponsored: true }),
    ).toBe('<a href="https://www.bianchis.test/" target="_blank" rel="nofollow sponsored noopener">')
  })
  it('leaves an editorial post’s business links without rel="sponsored"', () => {
    for (const sponsored of [false, null, undefined]) {
      expect(rewriteLinks('<a href="http://bianchis.test/">', { ...targets, sponsored })).toBe(
        '<a href="https://www.bianchis.test/" target="_blank" rel="noopener">',
      )
    }
  })
  it('uses the backlink when the post has no canonical URL', () => {
    expect(
      rewriteLinks('<a href="https://bianchis.test/">', { backlink_url: 'https://bianchis.test/book' }),
    ).toBe('<a href="https://bianchis.test/book" target="_blank" rel="noopener">')
  })
  it('leaves a malformed link as it is and reports it, never throwing', () => {
    const { warnings, logger } = recordingLogger()
    const html = '<a href="http://[bianchis.test/">x</a><a href="http://bianchis.test/">y</a>'
    expect(rewriteLinks(html, targets, logger)).toBe(
      '<a href="http://[bianchis.test/">x</a><a href="https://www.bianchis.test/" target="_blank" rel="noopener">y</a>',
    )
    expect(warnings).toEqual(['Link rewriting left a malformed link unchanged'])
  })
  it('reports a malformed canonical URL and still uses a good backlink', () => {
    const { warnings, logger } = recordingLogger()
    const html = '<a href="https://bianchis.test/">'
    expect(
      rewriteLinks(html, { canonical_url: 'not a url', backlink_url: 'https://bianchis.test' }, logger),
    ).toContain('target="_blank"')
    expect(warnings).toEqual(['Link rewriting skipped a malformed canonical_url'])
  })
  it('returns the body unchanged when the post has no business URL', () => {
    const html = '<a href="https://bianchis.test/">'
    expect(rewriteLinks(html, {})).toBe(html)
    expect(rewriteLinks(html, { canonical_url: ' ', backlink_url: null })).toBe(html)
  })
  it('is idempotent', () => {
    const once = rewriteLinks('<a href="http://bianchis.test/a" rel="noopener">', targets)
    expect(rewriteLinks(once, targets)).toBe(once)
  })
  it('keeps valueless attributes and anchors without href', () => {
    expect(rewriteLinks('<a download href="https://bianchis.test/f.pdf">', targets)).toBe(
      '<a href="https://www.bianchis.test/f.pdf" download target="_blank" rel="noopener">',
    )
    expect(rewriteLinks('<a>plain</a>', targets)).toBe('<a>plain</a>')
  })
  it("reads attributes holding '>', in single quotes and in upper case", () => {
    expect(rewriteLinks('<A TITLE="a > b" HREF=\'http://bianchis.test/\'>x</A>', targets)).toBe(
      '<a href="https://www.bianchis.test/" title="a > b" target="_blank" rel="noopener">x</A>',
    )
  })
  it('decodes entities in the link before judging its host', () => {
    expect(rewriteLinks('<a href="http&#58;//bianchis.test/a?x=1&amp;y=&quot;2&quot;">', targets)).toBe(
      '<a href="https://www.bianchis.test/a?x=1&amp;y=%222%22" target="_blank" rel="noopener">',
    )
  })
  it('leaves links inside comments and script text alone', () => {
    const html =
      '<!-- <a href="http://bianchis.test/">old</a> --><script>s = \'<a href="http://bianchis.test/">\'</script>'
    expect(rewriteLinks(html, targets)).toBe(html)
  })
})
