import { composeBlogPost } from './compose.ts'
import { parseGenerateBlogInput } from './input.ts'
import { buildFixPrompt, buildSectionPrompt, describeBusiness, readOutline } from './prompt.ts'

const input = parseGenerateBlogInput({
  businessName: 'Huron Valley Plumbing',
  locations: [{ address: '4410 Jackson Rd, Ann Arbor, MI 48103', phone: '(734) 555-0100' }],
  keywords: ['plumber Ann Arbor', 'drain cleaning'],
  backlink: 'https://huronvalleyplumbing.example',
  topic: 'How to fix a leaking kitchen faucet',
  wordCount: 900,
})
const post = composeBlogPost(input)
const outline = readOutline(post.content, input)

describe('the model’s prompts', () => {
  it('plans one section per h2 of the composed article, with its length, keywords, links and addresses', () => {
    expect(outline.map((section) => section.heading)).toEqual(
      [...post.content.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1]?.replace(/&amp;/g, '&')),
    )
    expect(outline.reduce((sum, section) => sum + section.links.length, 0)).toBeGreaterThanOrEqual(2)
    expect(outline.some((section) => section.verbatim.includes('4410 Jackson Rd, Ann Arbor, MI 48103'))).toBe(
      true,
    )
    const prompt = buildSectionPrompt(input, post.title, outline, 1)[1]?.content ?? ''
    expect(prompt).toContain(`Write the section "${outline[1]?.heading}".`)
    expect(prompt).toContain(`Length: about ${outline[1]?.words} words`)
  })

  it('states only the facts the owner gave, and forbids inventing the rest', () => {
    expect(describeBusiness(input)).not.toMatch(/Opening hours|Founded|Services:|Service area/)
    const withFacts = describeBusiness({
      ...input,
      hours: 'Mon-Fri 8am-5pm',
      yearFounded: 1987,
      services: [{ name: 'Faucet repair', price: 'from $95' }],
    })
    expect(withFacts).toContain('Opening hours: Mon-Fri 8am-5pm')
    expect(withFacts).toContain('Founded: 1987')
    expect(withFacts).toContain('- Faucet repair (from $95)')
    const system = buildSectionPrompt(input, post.title, outline, 0)[0]?.content ?? ''
    expect(system).toMatch(/Never invent prices, licenses, insurance/)
    expect(system).toMatch(/no scripts, styles or event handlers/)
  })

  it('sends the failures back with the article', () => {
    const prompt = buildFixPrompt(input, '<h2>x</h2>', ['The title is 80 characters; the limit is 65.'])[1]
      ?.content
    expect(prompt).toContain('- The title is 80 characters; the limit is 65.')
    expect(prompt).toContain('<h2>x</h2>')
  })
})
