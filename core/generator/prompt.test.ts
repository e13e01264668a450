import { toPostHtml } from '../posts/markdown.ts'
import { composeBlogPost } from './compose.ts'
import { BRIEF_INPUTS } from './fixtures/briefs.ts'
import { parseGenerateBlogInput } from './input.ts'
import { buildFixPrompt, buildSectionPrompt, describeBusiness, readOutline } from './prompt.ts'

const input = parseGenerateBlogInput(BRIEF_INPUTS.piano)
const composed = composeBlogPost(input)
const post = { ...composed, content: toPostHtml(composed.content) }
const outline = readOutline(post.content, input)

describe('the model’s prompts', () => {
  it('plans one section per h2 of the composed article, with its length, keywords, links and addresses', () => {
    expect(outline.map((section) => section.heading)).toEqual([
      '',
      ...[...post.content.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1]?.replace(/&amp;/g, '&')),
    ])
    expect(outline.reduce((sum, section) => sum + section.links.length, 0)).toBeGreaterThanOrEqual(2)
    expect(outline.some((section) => section.verbatim.includes('1208 Packard St, Ann Arbor, MI 48104'))).toBe(
      true,
    )
    const prompt = buildSectionPrompt(input, post.title, outline, 1)[1]?.content ?? ''
    expect(prompt).toContain(`Write the section "${outline[1]?.heading}".`)
    expect(prompt).toContain(`Length: about ${outline[1]?.words} words`)
  })

  it('states only the facts and key points the owner gave, and forbids inventing the rest', () => {
    const bare = { ...input }
    delete bare.hours
    delete bare.yearFounded
    delete bare.services
    delete bare.serviceArea
    delete bare.keyPoints
    expect(describeBusiness(bare)).not.toMatch(/Opening hours|Founded|Services:|Service area|Key points/)
    const withFacts = describeBusiness(input)
    expect(withFacts).toContain('Opening hours: Mon-Sat by appointment')
    expect(withFacts).toContain('Founded: 1998')
    expect(withFacts).toContain('- Standard tuning: A fine tuning of every string at pitch. ($140)')
    expect(withFacts).toContain(`- ${input.keyPoints?.[0]}`)
    const system = buildSectionPrompt(input, post.title, outline, 0)[0]?.content ?? ''
    expect(system).toMatch(/Never invent prices, pricing policies or quotes, licenses, insurance/)
    expect(system).toMatch(
      /what customers say, guarantees or promises to make things right, staff training, locations/,
    )
    expect(system).toMatch(/never talk about search engines, search bars, keywords/)
    expect(system).toMatch(/no scripts, styles or event handlers/)
  })

  it('sends the failures back with the article', () => {
    const prompt = buildFixPrompt(input, '<h2>x</h2>', ['The title is 80 characters; the limit is 65.'])[1]
      ?.content
    expect(prompt).toContain('- The title is 80 characters; the limit is 65.')
    expect(prompt).toContain('<h2>x</h2>')
  })
})
