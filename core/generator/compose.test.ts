import { normalizedHost } from '../links/hosts.ts'
import { countWords, toPlainText } from '../posts/text.ts'
import { composeBlogPost } from './compose.ts'
import { scanHtml } from './html-check.ts'
import { parseGenerateBlogInput } from './input.ts'
import { countPhrase } from './keywords.ts'
import { GENERATOR_PRESETS } from './presets.ts'
import { checkArticleQuality } from './quality.ts'
import { MIN_SENTENCE_WORDS, sentenceKey, sharedSentenceRatio, splitSentences } from './sentences.ts'
import { randomInputs } from './test-support/random-inputs.ts'
import type { GenerateBlogInput, GeneratedPost } from './types.ts'

/** The four presets and 50 seeded random businesses, each composed once for the whole file. */
const cases: { name: string; input: GenerateBlogInput; post: GeneratedPost }[] = [
  ...GENERATOR_PRESETS.map((preset) => ({ name: preset.id, input: preset.input })),
  ...randomInputs(50).map((input, index) => ({ name: `random #${index} ${input.businessName}`, input })),
].map((entry) => ({ ...entry, post: composeBlogPost(entry.input) }))

const target = (input: GenerateBlogInput): number => input.wordCount ?? 3000

/** The text of each heading, paragraph and list item as a reader sees it (inline tags leave no gap). */
function visibleBlocks(content: string): string[] {
  return content
    .replace(/<\/?(a|strong)\b[^>]*>/g, '')
    .split(/<[^>]+>/)
    .map((block) => toPlainText(block))
    .filter((block) => block !== '')
}

describe('composeBlogPost over the presets and 50 random businesses', () => {
  it.each(cases)('lands $name within 5% of its word target', ({ input, post }) => {
    expect(Math.abs(countWords(post.content) - target(input))).toBeLessThanOrEqual(target(input) * 0.05)
  })

  it.each(cases)('never repeats a sentence in $name', ({ post }) => {
    const keys = splitSentences(post.content)
      .filter((sentence) => sentence.split(' ').length >= MIN_SENTENCE_WORDS)
      .map(sentenceKey)
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })

  it('shares under 10% of sentences between articles for different businesses', () => {
    for (let index = 1; index < cases.length; index++) {
      const [first, second] = [cases[index - 1], cases[index]] as [(typeof cases)[0], (typeof cases)[0]]
      expect(first.input.businessName === second.input.businessName).toBe(false)
      expect(sharedSentenceRatio(first.post.content, second.post.content)).toBeLessThan(0.1)
    }
  })

  it.each(cases)(
    'mentions every keyword of $name at least twice and none above 3% of the words',
    ({ input, post }) => {
      const text = toPlainText(post.content)
      const words = countWords(post.content)
      for (const keyword of input.keywords) {
        const count = countPhrase(text, keyword)
        expect(count, keyword).toBeGreaterThanOrEqual(2)
        expect((count * keyword.split(' ').length) / words, keyword).toBeLessThanOrEqual(0.03)
      }
    },
  )

  it.each(cases)('names every address and phone of $name', ({ input, post }) => {
    const text = toPlainText(post.content)
    for (const location of input.locations) {
      expect(text).toContain(location.address)
      if (location.phone) expect(text).toContain(location.phone)
    }
  })

  it.each(cases)(
    'links to the website of $name 2 or 3 times, outside headings, with different anchors',
    ({ input, post }) => {
      const links = scanHtml(post.content).links.filter(
        (link) => normalizedHost(link.href) === normalizedHost(input.backlink),
      )
      expect(links.length).toBeGreaterThanOrEqual(2)
      expect(links.length).toBeLessThanOrEqual(3)
      expect(links.every((link) => !link.inHeading && link.href === input.backlink)).toBe(true)
      const anchors = [...post.content.matchAll(/<a href="[^"]*">([^<]*)<\/a>/g)].map((match) =>
        match[1]?.toLowerCase(),
      )
      expect(new Set(anchors).size).toBe(links.length)
    },
  )

  it.each(cases)('writes clean HTML for $name, without script, style or event attributes', ({ post }) => {
    expect(scanHtml(post.content).problems).toEqual([])
    expect(post.content).not.toMatch(/<script|<style|\son\w+=/i)
  })

  it.each(cases)(
    'gives $name a title (65) and a description (160) that carry the primary keyword',
    ({ input, post }) => {
      const primary = input.keywords[0] ?? ''
      expect(post.title.length).toBeLessThanOrEqual(65)
      expect(post.metaDescription.length).toBeLessThanOrEqual(160)
      expect(countPhrase(post.title, primary)).toBeGreaterThan(0)
      expect(countPhrase(post.metaDescription, primary)).toBeGreaterThan(0)
    },
  )

  it.each(cases)('passes checkArticleQuality for $name', ({ input, post }) => {
    expect(checkArticleQuality(post, input)).toEqual([])
  })

  it.each(cases)('leaves no template residue or doubled words in $name', ({ post }) => {
    for (const block of visibleBlocks(post.content)) {
      expect(block).not.toMatch(/[{}[\]|]|QQANCHOR|undefined|\s[,.;:!?]|\.\.|\b(\w+) \1\b/i)
      expect(block, block).toMatch(/^[“"(]?[\p{Lu}\p{N}]/u)
      // Every sentence starts with a capital, including one that opens with a nickname ('The salon').
      expect(block).not.toMatch(/(?<!\bCo)[.!?] [a-z]/)
    }
  })

  it.each(cases)('uses "an" only before vowel sounds in $name', ({ post }) => {
    const text = toPlainText(post.content)
    expect(
      text.match(/\ba [aeiou]\w*/gi)?.filter((match) => !/\ba (uni|use|usu|one|eu)/i.test(match)) ?? [],
    ).toEqual([])
    expect(
      text
        .match(/\ban [bcdfgjklmnpqrstvwxyz]\w*/gi)
        ?.filter((match) => !/\ban (hour|honest|hon)/i.test(match)) ?? [],
    ).toEqual([])
  })
})

describe('composeBlogPost article structure', () => {
  const preset = GENERATOR_PRESETS[0] as (typeof GENERATOR_PRESETS)[0]
  const post = composeBlogPost(preset.input)
  const h2Ids = [...post.content.matchAll(/<h2 id="([^"]+)">/g)].map((match) => match[1])

  it('opens with the topic, its support sections, then locations, FAQ and a call to action', () => {
    // The preset's topic is a guide: its own section, then services and choosing (docs/decisions/009).
    expect(h2Ids[0]).toBe('introduction')
    expect(h2Ids[1]).toBe('topic')
    expect(h2Ids.slice(-3)).toEqual(['locations', 'faq', 'get-started'])
  })

  it('gives the locations one section that names each address and phone', () => {
    const locations = post.content.split('<h2 id="locations">')[1]?.split('<h2')[0] ?? ''
    for (const location of preset.input.locations) {
      expect(locations).toContain(location.address)
      expect(locations).toContain(location.phone)
    }
  })

  it('asks at least five FAQ questions as h3 headings and mirrors them in FAQPage JSON-LD', () => {
    const faqHtml = post.content.split('<h2 id="faq">')[1]?.split('<h2')[0] ?? ''
    const questions = [...faqHtml.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1])
    expect(post.faq.length).toBeGreaterThanOrEqual(5)
    expect(questions).toEqual(post.faq.map((item) => item.question.replace(/'/g, "'")))
    expect(post.faqJsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: post.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    })
  })

  it('tags the post with its category first, then the cities of its locations', () => {
    expect(post.tags.slice(0, 3)).toEqual(['Lifestyle', 'Royal Oak', 'Birmingham'])
    expect(post.keywords).toEqual(preset.input.keywords)
    expect(post.imageIdeas.length).toBeGreaterThanOrEqual(4)
  })

  it('returns the same article for the same input and seed', () => {
    expect(composeBlogPost(preset.input, { seed: 7 })).toEqual(composeBlogPost(preset.input, { seed: 7 }))
    expect(composeBlogPost(preset.input)).toEqual(post)
  })

  it('words the article differently for a different seed', () => {
    const other = composeBlogPost(preset.input, { seed: 1 })
    expect(other.content).not.toBe(post.content)
    expect(sharedSentenceRatio(other.content, post.content)).toBeLessThan(0.5)
  })
})

describe('composeBlogPost edge cases', () => {
  const base: GenerateBlogInput = {
    businessName: 'Riverbend Bail Bonds',
    locations: [{ address: '120 Michigan Ave, Lansing, MI 48933', phone: '(517) 555-0100' }],
    keywords: ['bail bonds', 'jail release'],
    backlink: 'https://riverbend-bail.example',
    topic: '',
    wordCount: 3000,
  }

  it('keeps a keyword under 3% even when the business name contains it', () => {
    const post = composeBlogPost(base)
    expect(checkArticleQuality(post, base)).toEqual([])
    expect(toPlainText(post.content)).toContain('the bail agency')
  })

  it('reaches 8,000 words for a one-service, one-location business, and refuses to pad past that', () => {
    const input = { ...base, businessName: 'Capitol City Bonding', wordCount: 8_000 }
    const post = composeBlogPost(input)
    expect(checkArticleQuality(post, input)).toEqual([])
    expect(() => parseGenerateBlogInput({ ...input, wordCount: 10_000 })).toThrow(
      'Articles over 8,000 words need more to say: give at least two locations or two services, or three questions with answers.',
    )
  })

  it('writes a 500-word article with the full structure', () => {
    const input = { ...base, businessName: 'Capitol City Bonding', wordCount: 500 }
    const post = composeBlogPost(input)
    expect(checkArticleQuality(post, input)).toEqual([])
    expect(post.faq.length).toBeGreaterThanOrEqual(5)
  })

  it('names both addresses when two locations share a city, and skips a missing phone', () => {
    const input = {
      ...base,
      locations: [
        { address: '120 Michigan Ave, Lansing, MI 48933', phone: '' },
        { address: '900 E Kalamazoo St, Lansing, MI 48912', phone: '(517) 555-0101' },
      ],
    }
    const post = composeBlogPost(input)
    const locations = post.content.split('<h2 id="locations">')[1]?.split('<h2')[0] ?? ''
    expect(locations).toContain('120 Michigan Ave, Lansing, MI 48933')
    expect(locations).toContain('900 E Kalamazoo St, Lansing, MI 48912')
    expect(post.content).not.toMatch(/phone ,|call \./i)
    expect(checkArticleQuality(post, input)).toEqual([])
  })

  it('works for an address without a recognisable city', () => {
    const input = { ...base, locations: [{ address: 'Rural Route 2, Box 14', phone: '(906) 555-0110' }] }
    const post = composeBlogPost(input)
    expect(checkArticleQuality(post, input)).toEqual([])
    expect(post.tags).toEqual(['Business', 'Bail Bonds', 'Jail Release'])
  })

  it('quotes a headline-style topic instead of weaving it into a sentence', () => {
    const input = { ...base, topic: 'What happens after an arrest in Lansing?' }
    expect(composeBlogPost(input).content).toContain('“What happens after an arrest in Lansing?”')
  })
})
