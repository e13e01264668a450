import { toPostHtml } from '../posts/markdown.ts'
import { countWords, toPlainText } from '../posts/text.ts'
import { contentWords, coverage } from './brief.ts'
import { composeBlogPost, escapeMarkdown } from './compose.ts'
import { BRIEF_INPUTS } from './fixtures/briefs.ts'
import { GeneratorInputError, parseGenerateBlogInput } from './input.ts'
import { countKeyword, namesAnAgent } from './keywords.ts'
import { GENERATOR_PRESETS } from './presets.ts'
import { assessArticle } from './report.ts'
import type { GenerateBlogInput } from './types.ts'

/** The three businesses of trades without a trade file and the four presets, composed once. */
const cases = [
  ...Object.entries(BRIEF_INPUTS).map(([name, input]) => ({ name, input })),
  ...GENERATOR_PRESETS.map((preset) => ({ name: preset.id, input: preset.input })),
].map((entry) => ({ ...entry, post: composeBlogPost(entry.input) }))

const headingsOf = (markdown: string) =>
  [...markdown.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1] as string)
const paragraphsOf = (markdown: string) =>
  markdown
    .split(/\n\n/)
    .filter((block) => !/^(#|- )/.test(block))
    .map((block) => toPlainText(toPostHtml(block)))

describe('composeBlogPost: the topic brief', () => {
  it.each(cases)('passes every check of the report for $name', async ({ input, post }) => {
    const quality = await assessArticle(post, input)
    expect(quality.failures).toEqual([])
    expect(quality.passed).toBe(true)
  })

  it.each(cases)(
    'names the topic in the title and answers it from the first key point for $name',
    ({ input, post }) => {
      const parsed = parseGenerateBlogInput(input)
      expect(coverage(parsed.topic, post.title)).toBeGreaterThanOrEqual(0.6)
      const opening = toPlainText(toPostHtml(post.content)).split(/\s+/).slice(0, 100).join(' ')
      expect(coverage(parsed.topic, opening)).toBeGreaterThanOrEqual(0.6)
      expect(opening).toContain((parsed.keyPoints?.[0] ?? '').slice(0, 40))
    },
  )

  it.each(cases)('gives every key point of $name its own paragraph, word for word', ({ input, post }) => {
    const paragraphs = paragraphsOf(post.content)
    for (const point of input.keyPoints ?? []) {
      const own = paragraphs.filter((paragraph) => paragraph.includes(point.replace(/\.$/, '')))
      expect(own, point).toHaveLength(1)
    }
  })

  it.each(cases)(
    'writes section headings from the brief and the facts, never a template slot, in $name',
    ({ input, post }) => {
      const fixed =
        /^(Services|Services and Prices|Hours and Location|Questions and Answers|Common Questions|Your Questions, Answered|Contact and Booking|Getting in Touch|Next Steps|Visiting .+|Where to Find .+)$/
      const given = [...(input.keyPoints ?? []), ...input.keywords, input.topic, input.businessName].join(' ')
      for (const heading of [...post.content.matchAll(/^## (.+)$/gm)].map((match) => match[1] as string)) {
        const own = heading.replace(
          /: (Services and Prices|Services|Hours and Location|Questions and Answers)$/,
          '',
        )
        if (fixed.test(own)) continue
        expect(coverage(own.replace(/ (in|at) [A-Z].*$/, ''), given), heading).toBe(1)
        expect(heading.split(' ').length, heading).toBeLessThanOrEqual(12)
      }
    },
  )

  it('a heading cut from a long point ends where a phrase ends', () => {
    const post = composeBlogPost(BRIEF_INPUTS.caterer)
    const headings = headingsOf(post.content)
    expect(headings).toContain('Plan on One Server')
    expect(headings).toContain('Keep Cold Food at 40°F or Below')
    expect(headings).toContain('Have a Rain Plan for the Meal')
  })
})

describe('composeBlogPost: nothing but the owner’s material', () => {
  it('writes every service, price, answer and strength the owner gave, word for word', () => {
    const { input, post } = cases[0] as (typeof cases)[0]
    const text = toPlainText(toPostHtml(post.content))
    for (const service of input.services ?? []) {
      expect(text).toContain(service.price)
      if (service.description) expect(text).toContain(service.description.replace(/\.$/, ''))
    }
    for (const item of input.faqs ?? []) {
      expect(text).toContain(item.question)
      expect(text).toContain(item.answer.replace(/\.$/, ''))
    }
    for (const strength of input.differentiators ?? []) expect(text).toContain(strength.replace(/\.$/, ''))
  })

  it('adds no sentence a trade without a trade file could not say of itself', () => {
    // Words the composer's own connecting sentences use; everything else comes from the owner.
    const voice = new Set(
      contentWords(
        `here what matters most starts few decisions points settle offers guide covers sections below
        matching service related also offered list full own words opened founded works area hours opening
        address questions answers common call visit website business book ask question touch get getting
        contact booking next steps what sets apart says puts way prices services location find visiting
        where short anything too go company practice`,
      ),
    )
    for (const name of ['groomer', 'caterer', 'piano'] as const) {
      const input = BRIEF_INPUTS[name]
      const post = composeBlogPost(input)
      const given = new Set(contentWords(JSON.stringify(input)))
      const foreign = contentWords(toPlainText(toPostHtml(post.content))).filter(
        (word) => !given.has(word) && !voice.has(word),
      )
      expect(foreign, name).toEqual([])
    }
  })

  it('introduces each service with a sentence of its own, never one formula twice', () => {
    const input: GenerateBlogInput = {
      ...BRIEF_INPUTS.piano,
      services: [
        ...(BRIEF_INPUTS.piano.services ?? []),
        {
          name: 'Action regulation',
          price: '$220',
          description: 'Keys and hammers adjusted to play evenly.',
        },
      ],
      keyPoints: [
        ...(BRIEF_INPUTS.piano.keyPoints ?? []),
        'Regulation adjusts the action so every key plays evenly.',
      ],
    }
    for (let seed = 0; seed < 5; seed++) {
      const sentences = toPlainText(toPostHtml(composeBlogPost(input, { seed }).content)).split(/(?<=\.)\s+/)
      // The sentence that names each service with its price, with the name and price taken out.
      const frames = (input.services ?? []).flatMap((service) =>
        sentences
          .filter((sentence) => sentence.includes(`${service.price}.`) && !sentence.includes('('))
          .map((sentence) =>
            sentence.replace(new RegExp(service.name, 'i'), 'X').replace(service.price ?? '', 'P'),
          ),
      )
      expect(frames.length, `seed ${seed}`).toBeGreaterThanOrEqual(3)
      expect(new Set(frames).size, frames.join(' | ')).toBe(frames.length)
    }
  })

  it('writes the same article for the same input and seed, and other connecting words for another seed', () => {
    const input = BRIEF_INPUTS.piano
    expect(composeBlogPost(input, { seed: 3 }).content).toBe(composeBlogPost(input, { seed: 3 }).content)
    const contents = new Set(Array.from({ length: 6 }, (_, seed) => composeBlogPost(input, { seed }).content))
    expect(contents.size).toBeGreaterThan(1)
  })

  it('escapes what Markdown would read as markup in the owner’s words', () => {
    expect(escapeMarkdown('*Big* [sale] #1 <b>')).toBe('\\*Big\\* \\[sale\\] \\#1 \\<b\\>')
    const input: GenerateBlogInput = {
      ...BRIEF_INPUTS.groomer,
      faqs: [
        ...(BRIEF_INPUTS.groomer.faqs ?? []),
        { question: 'Do you use <script> tags?', answer: 'No: *never* [ever](javascript:alert(1)).' },
      ],
    }
    const html = toPostHtml(composeBlogPost(input).content)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('href="javascript')
    expect(html).toContain('*never*')
  })
})

describe('composeBlogPost: length follows the material', () => {
  it('refuses material too thin for 600 words with a one-line message saying what to add', () => {
    const thin: GenerateBlogInput = { ...BRIEF_INPUTS.groomer, keyPoints: ['Brush a double coat weekly.'] }
    delete thin.faqs
    expect(() => composeBlogPost(thin)).toThrow(GeneratorInputError)
    expect(() => composeBlogPost(thin)).toThrow(
      /^The facts and key points carry about \d+ words; a post needs at least 600\. Add key points, services with descriptions, or questions with answers\.$/,
    )
  })

  it('writes a shorter post than the 3,000 asked for and says how much the material carried', async () => {
    const { input, post } = cases[0] as (typeof cases)[0]
    const words = countWords(toPostHtml(post.content))
    expect(words).toBeGreaterThanOrEqual(600)
    expect(words).toBeLessThan(3000)
    const quality = await assessArticle(post, input)
    expect(quality.material).toEqual({
      words: quality.words,
      target: 3000,
      advice: `The facts and key points carried ${quality.words} of the 3000 words asked for. For a longer post, add key points (up to 12), services with descriptions, or questions with answers.`,
    })
  })

  it('keeps a post within 5% of a lower target by leaving the trade’s general sentences out first', () => {
    const preset = GENERATOR_PRESETS.find((entry) => entry.id === 'balboa-fun-tours')
      ?.input as GenerateBlogInput
    const full = countWords(toPostHtml(composeBlogPost(preset).content))
    const target = full - 40
    const post = composeBlogPost({ ...preset, wordCount: target })
    expect(countWords(toPostHtml(post.content))).toBeLessThanOrEqual(target * 1.05)
    for (const point of preset.keyPoints ?? []) expect(post.content).toContain(point.slice(0, 30))
  })
})

describe('composeBlogPost: keywords', () => {
  it.each(cases)(
    'uses each keyword of $name at least twice, at most once per 250 words and in two headings at most',
    ({ input, post }) => {
      const html = toPostHtml(post.content)
      const text = toPlainText(html)
      const words = countWords(html)
      const cities = [
        'Grand Haven',
        'Kalamazoo',
        'Ann Arbor',
        'Royal Oak',
        'Battle Creek',
        'Traverse City',
        'Detroit',
      ]
      for (const keyword of input.keywords) {
        const count = countKeyword(text, keyword, cities)
        expect(count, keyword).toBeGreaterThanOrEqual(2)
        expect(count, keyword).toBeLessThanOrEqual(Math.max(2, Math.floor(words / 250)))
        expect(
          headingsOf(post.content).filter((heading) => countKeyword(heading, keyword, cities) > 0).length,
        ).toBeLessThanOrEqual(2)
      }
    },
  )

  it('puts an article before a keyword that names one provider: "about a bail bondsman"', () => {
    expect(namesAnAgent('bail bondsman')).toBe(true)
    expect(namesAnAgent('piano tuner')).toBe(true)
    expect(namesAnAgent('dog grooming Grand Haven')).toBe(false)
    const input: GenerateBlogInput = {
      ...BRIEF_INPUTS.piano,
      keywords: ['piano tuner', 'piano tuning Ann Arbor'],
    }
    const texts = Array.from({ length: 4 }, (_, seed) =>
      toPlainText(toPostHtml(composeBlogPost(input, { seed }).content)),
    )
    expect(texts.some((text) => /\b(for|about) a piano tuner\b/.test(text))).toBe(true)
    for (const text of texts) expect(text).not.toMatch(/\b(for|about) piano tuner\b/i)
  })

  it('never uses the topic or a keyword as the name of a service the business offers', () => {
    for (const { input, post } of cases) {
      const text = toPlainText(toPostHtml(post.content))
      expect(text).not.toContain(`offers ${input.topic}`)
      for (const keyword of input.keywords)
        expect(text.toLowerCase()).not.toContain(`offers ${keyword.toLowerCase()}`)
    }
  })
})

describe('composeBlogPost: image ideas', () => {
  it('asks for the team at work on a service, never on a keyword that names a person or firm', () => {
    // The piano tuner's keywords are 'piano tuning Ann Arbor' and 'piano tuner'.
    const ideas = composeBlogPost(BRIEF_INPUTS.piano).imageIdeas
    const atWork = ideas.filter((idea) => idea.includes(' helping '))
    expect(atWork.length).toBeGreaterThan(0)
    for (const idea of atWork) expect(idea, idea).not.toMatch(/helping \w+ with (a )?piano tuner$/)
  })
})
