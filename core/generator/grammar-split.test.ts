import { describe, expect, it } from 'vitest'
import { createRandom } from '../random.ts'
import { composeBlogPost } from './compose.ts'
import { checkGrammar, unverifiedRuns } from './grammar-check.ts'
import { GENERATOR_PRESETS } from './presets.ts'
import { templateWritingOf } from './provenance.ts'
import { articleParagraphs, assessArticle } from './report.ts'
import { createPool, fillTemplateWithSeams } from './template.ts'
import type { GenerateBlogInput } from './types.ts'

/*
 * The grammar check at generation time lints what the bank's templates did not write (owner facts,
 * the composer's own lines, the title) and the seams where the article's values meet template
 * words; template sentences were linted ahead of time (bank-grammar.test.ts).
 */

const preset = GENERATOR_PRESETS.find((entry) => entry.id === 'gatsby-cannabis')
if (!preset) throw new Error('The gatsby-cannabis preset is missing.')
const base: GenerateBlogInput = { ...preset.input, wordCount: 1200 }

/** The article's failing grammar lines, and its report. */
async function grammarFailures(input: GenerateBlogInput, seed = 11) {
  const post = composeBlogPost(input, { seed })
  const quality = await assessArticle(post, input)
  return { post, quality, lines: quality.failures.filter((failure) => failure.startsWith('Grammar')) }
}

describe('the grammar check on a composed article', () => {
  it('still fails errors in the owner’s FAQ answers and service descriptions', async () => {
    const clean = await grammarFailures({
      ...base,
      faqs: [{ question: 'Do you check IDs?', answer: 'Yes, every customer shows a valid ID at the door.' }],
      services: [
        { name: 'Curbside pickup', description: 'Order online and pick up at the curb.' },
        { name: 'Product tours', description: 'Staff explain every product before you buy.' },
      ],
    })
    expect(clean.lines).toEqual([])
    expect(templateWritingOf(clean.post)).toBeDefined()

    const planted = await grammarFailures({
      ...base,
      faqs: [{ question: 'Do you check IDs?', answer: 'Yes, and she have to see a valid ID at the door.' }],
      services: [
        { name: 'Curbside pickup', description: 'Order online and we could of brought it out.' },
        { name: 'Product tours', description: 'Staff explian every product before you buy.' },
      ],
    })
    expect(planted.quality.passed).toBe(false)
    expect(planted.lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Grammar \(Agreement\): .*she have to see/),
        expect.stringMatching(/^Grammar \(WordChoice\): .*could of/),
        expect.stringMatching(/^Grammar \(Spelling\): .*explian/),
      ]),
    )
    expect(planted.quality.grammar.findings).toHaveLength(planted.lines.length)
  }, 120_000)

  it('fails an error in a keyword, which reaches the article only through template slots', async () => {
    const keywords = [...base.keywords.slice(0, -1), 'cannabis cannabis edibles']
    const { lines, post } = await grammarFailures({ ...base, keywords })
    expect(post.content).toContain('cannabis cannabis edibles')
    expect(lines).toContainEqual(
      expect.stringMatching(/^Grammar \(Repetition\): .*cannabis cannabis edibles/),
    )
  }, 120_000)

  it('lints the owner’s and the composer’s own sentences, not the template sentences around them', async () => {
    const input = {
      ...base,
      faqs: [{ question: 'Do you check IDs?', answer: 'Yes, every customer shows a valid ID at the door.' }],
    }
    const post = composeBlogPost(input, { seed: 3 })
    const writing = templateWritingOf(post)
    if (!writing) throw new Error('The composer recorded no template writing.')
    const paragraphs = articleParagraphs(post.content)
    const runs = paragraphs.flatMap((paragraph) => unverifiedRuns(paragraph, writing.verified))
    expect(runs).toContain('Yes, every customer shows a valid ID at the door.')
    expect(runs).toContain('Gatsby Cannabis offers cannabis products in Battle Creek.')
    // Everything else the article says came from the reviewed bank.
    const linted = runs.join(' ').split(' ').length
    const words = paragraphs.join(' ').split(' ').length
    expect(linted).toBeLessThan(words / 10)
  })

  it('drops the record once the content changes, so an edited article is linted whole', async () => {
    const post = composeBlogPost(base, { seed: 5 })
    expect(templateWritingOf(post)).toBeDefined()
    post.content = post.content.replace('</p>', ' She have a spare ticket for you.</p>')
    expect(templateWritingOf(post)).toBeUndefined()
    const quality = await assessArticle(post, base)
    expect(quality.failures).toContainEqual(expect.stringMatching(/^Grammar \(Agreement\): .*She have/))
  }, 60_000)
})

describe('seams', () => {
  const [template] = createPool('seam.test', ['We plan every {service} with care.']).templates
  if (!template) throw new Error('No template.')

  it('records each value and the word pairs across its edges', () => {
    const filled = fillTemplateWithSeams(template, { service: 'every boat tour' }, createRandom(1))
    expect(filled.text).toBe('We plan every every boat tour with care.')
    expect(filled.seams()).toEqual(['every boat tour', 'every every', 'tour with'])
  })

  it('catch what a value does to the words around it, which the verified sentence no longer shows', async () => {
    const filled = fillTemplateWithSeams(template, { service: 'every boat tour' }, createRandom(1))
    const [text, seams] = [filled.text, filled.seams()]
    const verified = new Set([text])
    expect((await checkGrammar([text], [], { verified, seams: [] })).findings).toEqual([])
    const written = { verified, seams: seams.map((seam) => ({ text: seam, sentence: text })) }
    expect((await checkGrammar([text], [], written)).findings).toEqual([
      // Quoting the sentence, as a finding in a paragraph does.
      expect.objectContaining({ kind: 'Repetition', excerpt: 'We plan every every boat tour with care.' }),
    ])
  }, 60_000)
})
