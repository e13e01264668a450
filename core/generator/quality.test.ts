import { findClaims } from './claims.ts'
import { composeBlogPost } from './compose.ts'
import { GENERATOR_PRESETS } from './presets.ts'
import { checkArticleQuality } from './quality.ts'
import { measureArticle } from './report.ts'
import type { GeneratedPost } from './types.ts'

const preset = GENERATOR_PRESETS.find(
  (entry) => entry.id === 'gatsby-cannabis',
) as (typeof GENERATOR_PRESETS)[0]
const input = preset.input
const good: GeneratedPost = composeBlogPost(input)
const paragraphs = good.content.split('\n').filter((line) => line.startsWith('<p>'))
const firstParagraph = paragraphs[0] as string

function check(change: Partial<GeneratedPost>): string[] {
  return checkArticleQuality({ ...good, ...change }, input)
}

describe('checkArticleQuality', () => {
  it('passes a composed article', () => {
    expect(check({})).toEqual([])
  })

  it('fails an article more than 5% off its word target', () => {
    const short = good.content.split('\n').slice(0, 40).join('\n')
    expect(
      checkArticleQuality({ ...good, content: short }, { ...input, keywords: ['Gatsby'] }),
    ).toContainEqual(expect.stringMatching(/^The article has \d+ words; the target is 3000 \(within 5%\)\.$/))
  })

  it('fails a repeated sentence', () => {
    const repeated = good.content.replace(firstParagraph, `${firstParagraph}\n${firstParagraph}`)
    expect(
      check({ content: repeated }).some((failure) => /^The sentence ".+" appears 2 times\.$/.test(failure)),
    ).toBe(true)
  })

  it('fails a keyword mentioned fewer than twice, and one stuffed past 2.5% of the words', () => {
    expect(
      checkArticleQuality(good, { ...input, keywords: [...input.keywords, 'delivery service'] }),
    ).toContain('The keyword "delivery service" appears 0 time(s); it needs at least 2.')
    const stuffed = good.content.replace(firstParagraph, `<p>${'CBD products galore. '.repeat(60)}</p>`)
    expect(check({ content: stuffed })).toContainEqual(
      expect.stringMatching(
        /^The keyword "CBD products" makes up \d\.\d% of the words; the limit is 2\.5%\.$/,
      ),
    )
  })

  it('fails a missing address or phone', () => {
    const address = input.locations[0]?.address ?? ''
    expect(check({ content: good.content.replaceAll(address, 'our store') })).toContain(
      `The address "${address}" is missing.`,
    )
    expect(check({ content: good.content.replaceAll('(269) 555-0123', 'our number') })).toContain(
      'The phone number "(269) 555-0123" is missing.',
    )
  })

  it('accepts a phone written in another format', () => {
    expect(check({ content: good.content.replaceAll('(269) 555-0123', '269-555-0123') })).toEqual([])
  })

  it('fails fewer than 2 or more than 3 backlinks, and a backlink inside a heading', () => {
    const link = `<a href="${input.backlink}">more</a>`
    const unlinked = good.content.replace(/<a href="[^"]*">([^<]*)<\/a>/g, '$1')
    expect(check({ content: unlinked })).toContain(
      'The article has 0 link(s) to gatsbycannabis.example; it needs 2 or 3.',
    )
    const four = good.content.replace(
      firstParagraph,
      firstParagraph.replace('</p>', ` ${link} ${link} ${link} ${link}</p>`),
    )
    expect(check({ content: four })).toContainEqual(expect.stringMatching(/^The article has [4-7] link\(s\)/))
    const inHeading = good.content.replace('</h2>', ` ${link}</h2>`)
    expect(check({ content: inHeading })).toContain('A link to gatsbycannabis.example sits inside a heading.')
  })

  it('fails malformed HTML, scripts and event attributes', () => {
    expect(check({ content: good.content.replace('</p>', '') })).toContainEqual(
      expect.stringMatching(/^The HTML is not clean: /),
    )
    expect(check({ content: `${good.content}<script>alert(1)</script>` })).toContain(
      'The HTML is not clean: <script> is not allowed in an article.',
    )
    expect(check({ content: good.content.replace('<p>', '<p onmouseover="x()">') })).toContain(
      'The HTML is not clean: The event attribute onmouseover is not allowed.',
    )
  })

  it('fails a title or description that is too long or lacks the primary keyword', () => {
    expect(check({ title: `${good.title} ${'x'.repeat(65)}` })).toContainEqual(
      expect.stringMatching(/^The title is \d+ characters; the limit is 65\.$/),
    )
    expect(check({ title: 'A Great Store' })).toContain(
      'The title does not contain the primary keyword "cannabis dispensary Battle Creek".',
    )
    expect(check({ metaDescription: `${good.metaDescription}${'x'.repeat(160)}` })).toContainEqual(
      expect.stringMatching(/^The meta description is \d+ characters; the limit is 160\.$/),
    )
    expect(check({ metaDescription: 'Visit us.' })).toContain(
      'The meta description does not contain the primary keyword "cannabis dispensary Battle Creek".',
    )
  })
})

describe('measureArticle claims', () => {
  it('flags a claim the input does not back in the title or meta description, not only the body', () => {
    const measured = measureArticle(
      {
        ...good,
        title: 'Award-winning Gatsby Cannabis',
        metaDescription: `${good.metaDescription} A local favorite.`,
      },
      input,
    )
    expect(measured.unbackedClaims).toEqual(expect.arrayContaining(['award-winning', 'favorite']))
  })

  it('no description template calls the business a favorite, a leader or the best', () => {
    for (let seed = 0; seed < 40; seed++) {
      const post = composeBlogPost(input, { seed })
      expect(findClaims(`${post.title} ${post.metaDescription}`)).toEqual([])
    }
  })
})
