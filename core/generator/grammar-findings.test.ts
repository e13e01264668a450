import { composeBlogPost } from './compose.ts'
import { BRIEF_INPUTS } from './fixtures/briefs.ts'
import { checkGrammar } from './grammar-check.ts'
import { HINT_ONLY_RULES } from './grammar-rules.ts'
import { GENERATOR_PRESETS } from './presets.ts'
import { assessArticle, knownNames } from './report.ts'

/** Kinds of the failing findings of one paragraph. */
async function failingKinds(paragraph: string, names: readonly string[] = []): Promise<string[]> {
  const report = await checkGrammar([paragraph], names)
  return report.findings.map((finding) => finding.kind)
}

describe('checkGrammar findings (what fails an article)', () => {
  // harper.js 2.10 checks pronoun agreement ('they was') but not a noun subject's ('the scenery do
  // not disappoint' passes): see decision 009.
  it('fails agreement, word-choice, grammar, repetition and spelling errors, each in a fresh paragraph', async () => {
    expect(await failingKinds('After the tour, she have time for a picnic by the lake.')).toContain(
      'Agreement',
    )
    expect(await failingKinds('We could of booked the sunset paddle earlier.')).toContain('WordChoice')
    expect(await failingKinds('Their are three guided trips on the lake each day.')).toContain('Grammar')
    expect(await failingKinds('Bring a spare battery for the the camera on the trail.')).toContain(
      'Repetition',
    )
    expect(await failingKinds('Our staff will explian every step before you sign.')).toContain('Spelling')
  }, 60_000)

  it('excuses a misspelling inside a given name and nowhere else', async () => {
    const sentence = 'Zorblax Tours runs trips every weekend, and the guides explian the route.'
    const unnamed = await checkGrammar([sentence], [])
    expect(unnamed.findings.map((finding) => finding.excerpt)).toEqual([
      expect.stringContaining('Zorblax'),
      expect.stringContaining('explian'),
    ])
    const named = await checkGrammar([sentence], ['Zorblax Tours'])
    expect(named.findings).toEqual([
      expect.objectContaining({ kind: 'Spelling', excerpt: expect.stringContaining('explian') }),
    ])
  }, 60_000)

  it("leaves the owner's proper nouns (breeds, brands, terms in key points and services) to the owner", async () => {
    const input = {
      ...BRIEF_INPUTS.groomer,
      keyPoints: ['A Keeshond or a Samoyed blows its coat twice a year.'],
      services: [
        { name: 'Furminator deshed', description: 'Undercoat work with a Chris Christensen slicker.' },
      ],
    }
    const sentence =
      'A Keeshond needs a Furminator deshed in spring, and Chris Christensen slickers reach the undercoat.'
    const unknown = await checkGrammar([sentence], [])
    expect(unknown.findings.map((finding) => finding.kind)).toContain('Spelling')
    const owned = await checkGrammar([sentence], knownNames(input))
    expect(owned.findings).toEqual([])
  }, 60_000)

  it('fails a composed article with a planted error, and passes it without', async () => {
    const preset = GENERATOR_PRESETS.find((entry) => entry.id === 'gatsby-cannabis')
    if (!preset) throw new Error('The gatsby-cannabis preset is missing.')
    const post = composeBlogPost(preset.input, { seed: 4242 })
    const clean = await assessArticle(post, preset.input)
    expect(clean.grammar.findings).toEqual([])
    // The body is Markdown: the first paragraph ends at the first blank line.
    const planted = post.content.replace('\n\n', ' He do not rush anyone on the trail.\n\n')
    const broken = await assessArticle({ ...post, content: planted }, preset.input)
    expect(broken.passed).toBe(false)
    expect(broken.failures).toContainEqual(expect.stringMatching(/^Grammar \((Agreement|Grammar)\): /))
  }, 60_000)

  it('switches off only rules harper has and runs by default, so a renamed rule is noticed', async () => {
    const { binaryInlined } = await import('harper.js/binaryInlined')
    const defaults = await binaryInlined.getDefaultLintConfig()
    expect(HINT_ONLY_RULES.filter((rule) => defaults[rule] !== true)).toEqual([])
  }, 60_000)
})
