import { toPlainText } from '../posts/text.ts'
import { addBacklinks, countLinksToHost, listLinkTargets } from './backlinks.ts'

const htmlPost = {
  title: 'Spring hair trends in Royal Oak',
  business_name: "Bianchi's Salon",
  backlink_url: 'https://www.bianchis.test/',
  keywords: ['balayage'],
  content: [
    '<h2>Trends</h2>',
    '<p>One.</p>',
    '<p>Two.</p>',
    '<h3>More</h3>',
    '<p>Three.</p>',
    '<p>Four.</p>',
  ].join('\n'),
}

describe('countLinksToHost', () => {
  it('counts HTML and markdown links to the host, ignoring www. and other hosts', () => {
    const content =
      '<a href="https://bianchis.test/a">a</a> <a href="http://www.bianchis.test">b</a> <a href="https://x.test">c</a> [d](https://bianchis.test/d) [e](/local)'
    expect(countLinksToHost(content, 'https://www.bianchis.test')).toBe(3)
    expect(listLinkTargets(content)).toHaveLength(5)
  })
  it('reads anchors as a browser does: quotes holding >, any case, entities; not in comments', () => {
    const content = [
      '<A TITLE="a > b" HREF=\'https://bianchis.test/x\'>a</A>',
      '<a href="https&#58;//bianchis.test/y">b</a>',
      '<!-- <a href="https://bianchis.test/old">c</a> -->',
      '<p>`[d](https://bianchis.test/code)` ![e](https://bianchis.test/e.svg)</p>',
    ].join('')
    expect(listLinkTargets(content)).toEqual(['https://bianchis.test/x', 'https://bianchis.test/y'])
  })
  it('puts new links at the end of real paragraphs, not in a commented-out one', () => {
    const content = '<p>One.</p><!-- <p>draft</p> --><p>Two.</p>'
    const { content: fixed } = addBacklinks({ ...htmlPost, content }, { seed: 1 })
    expect(fixed).toContain('<!-- <p>draft</p> -->')
  })
  it('counts nothing for an invalid URL', () => {
    expect(countLinksToHost('<a href="https://bianchis.test">', 'bianchis')).toBe(0)
  })
})

describe('addBacklinks', () => {
  it('marks the links it inserts into a sponsored HTML post rel="sponsored noopener"', () => {
    const { content, added } = addBacklinks({ ...htmlPost, sponsored: true })
    const anchors = content.match(/<a [^>]*>/g) ?? []
    expect(anchors).toHaveLength(added)
    for (const anchor of anchors)
      expect(anchor).toBe('<a href="https://www.bianchis.test/" rel="sponsored noopener">')
  })
  it('inserts plain links into an editorial post', () => {
    const { content } = addBacklinks({ ...htmlPost, sponsored: false })
    for (const anchor of content.match(/<a [^>]*>/g) ?? [])
      expect(anchor).toBe('<a href="https://www.bianchis.test/">')
  })
  it('brings an HTML post with no links to 2 or 3, outside headings, with varied anchors', () => {
    const { content, added } = addBacklinks(htmlPost)
    expect([2, 3]).toContain(added)
    expect(countLinksToHost(content, htmlPost.backlink_url)).toBe(added)
    for (const heading of content.match(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/g) ?? [])
      expect(heading).not.toContain('<a ')
    const anchors = [...content.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1])
    expect(new Set(anchors).size).toBe(anchors.length)
  })
  it('gives 2 or 3 links across seeds, and the same result for the same seed', () => {
    const totals = new Set<number>()
    for (let seed = 1; seed <= 20; seed++) {
      const { content } = addBacklinks(htmlPost, { seed })
      totals.add(countLinksToHost(content, htmlPost.backlink_url))
      expect(addBacklinks(htmlPost, { seed }).content).toBe(content)
    }
    expect([...totals].sort()).toEqual([2, 3])
  })
  it('tops up a post that has one link', () => {
    const post = {
      ...htmlPost,
      content: `${htmlPost.content}<p><a href="https://bianchis.test">Bianchi's</a></p>`,
    }
    const { content, added } = addBacklinks(post)
    expect(countLinksToHost(content, post.backlink_url)).toBe(1 + added)
    expect([1, 2]).toContain(added)
  })
  it('skips a post that already has 2 or more, so a second run changes nothing', () => {
    const first = addBacklinks(htmlPost)
    expect(addBacklinks({ ...htmlPost, content: first.content })).toEqual({
      content: first.content,
      added: 0,
    })
  })
  it('skips a post without a valid backlink', () => {
    expect(addBacklinks({ ...htmlPost, backlink_url: null })).toEqual({ content: htmlPost.content, added: 0 })
    expect(addBacklinks({ ...htmlPost, backlink_url: 'javascript:alert(1)' }).added).toBe(0)
  })
  it('writes markdown links into markdown paragraphs, not headings or lists', () => {
    const post = {
      ...htmlPost,
      keywords: null,
      business_name: null,
      content: '## Heading\n\nFirst paragraph.\n\n- item one\n- item two\n\nSecond paragraph.',
    }
    const { content, added } = addBacklinks(post, { seed: 3 })
    expect(countLinksToHost(content, post.backlink_url)).toBe(added)
    expect(content.split('\n\n')[0]).toBe('## Heading')
    expect(content).toContain('- item one\n- item two')
    expect(content).toMatch(/\[[^\]]+\]\(https:\/\/www\.bianchis\.test\/\)/)
  })
  it('appends a paragraph when the body has nowhere to put a link', () => {
    const { content, added } = addBacklinks({ ...htmlPost, content: '<h2>Only a heading</h2>' }, { seed: 1 })
    expect(content.startsWith('<h2>Only a heading</h2>\n<p>')).toBe(true)
    expect(countLinksToHost(content, htmlPost.backlink_url)).toBe(added)
    const markdown = addBacklinks({ ...htmlPost, content: '## Only a heading' }, { seed: 1 })
    expect(countLinksToHost(markdown.content, htmlPost.backlink_url)).toBe(markdown.added)
  })
  it('escapes the business name in HTML', () => {
    const { content } = addBacklinks({ ...htmlPost, business_name: '<b>Evil</b>' }, { seed: 2 })
    expect(content).not.toContain('<b>Evil</b>')
    expect(toPlainText(content)).toContain('<b>Evil</b>')
  })
})
