import { countWords, toPlainText } from '../posts/text.ts'
import { countPhrase } from './keywords.ts'
import type { GenerateBlogInput } from './types.ts'

/** A chat message of an OpenAI-compatible chat-completions request. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/** One section of the outline the model writes: the composer's section, read for its plan. */
export interface OutlineSection {
  /** The h2 text; empty for an opening without a heading. */
  heading: string
  /** The h2's id attribute, kept so in-page links still work. */
  id?: string
  /** The h3 headings, in order. */
  subheadings: string[]
  words: number
  /** Keywords and how often the section uses them. */
  keywords: { keyword: string; count: number }[]
  /** Anchor texts of the section's links to the business's website. */
  links: string[]
  /** Addresses and phone numbers the section must state word for word. */
  verbatim: string[]
}

const SYSTEM = [
  'You write for NewsHub, a Michigan local news site that publishes long, useful articles about local businesses.',
  'Write plainly, warmly and specifically for a general reader: short sentences, everyday words, no filler, no hype.',
  'State as fact only what the business facts and key points say. Never invent prices, pricing policies or quotes, licenses, insurance, certifications, awards, ratings, reviews, what customers say, guarantees or promises to make things right, staff training, locations, what the website contains, years in business or opening hours, and never call the business the best, leading, top-rated, popular, trusted or experienced.',
  'Answer the topic; never talk about search engines, search bars, keywords or being in the right place, and never write the same sentence twice.',
  'Answer with HTML only: <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong> and <a href>; no other tags, no attributes but href, no scripts, styles or event handlers, and no code fences.',
].join(' ')

/** The owner's facts as a list for the prompt; only what was given. */
export function describeBusiness(input: GenerateBlogInput): string {
  const lines = [
    `Business: ${input.businessName}`,
    `Website: ${input.backlink}`,
    `Topic of the article: ${input.topic}`,
    'Locations:',
    ...input.locations.map(
      (location) => `- ${location.address}${location.phone ? `, phone ${location.phone}` : ''}`,
    ),
    `Keywords, primary first: ${input.keywords.map((keyword) => `"${keyword}"`).join(', ')}`,
  ]
  if (input.services?.length) {
    lines.push('Services:')
    for (const service of input.services)
      lines.push(
        `- ${service.name}${service.description ? `: ${service.description}` : ''}${service.price ? ` (${service.price})` : ''}`,
      )
  }
  if (input.hours) lines.push(`Opening hours: ${input.hours}`)
  if (input.yearFounded) lines.push(`Founded: ${input.yearFounded}`)
  if (input.serviceArea) lines.push(`Service area: ${input.serviceArea}`)
  if (input.differentiators?.length)
    lines.push('What sets it apart:', ...input.differentiators.map((point) => `- ${point}`))
  if (input.keyPoints?.length)
    lines.push(
      'Key points the article must make (the first answers the topic in the opening; each gets its own paragraph; state them as given, add no claim of your own):',
      ...input.keyPoints.map((point) => `- ${point}`),
    )
  if (input.faqs?.length)
    lines.push(
      "The owner's questions and answers (use the answers' facts as given):",
      ...input.faqs.map((item) => `- ${item.question} ${item.answer}`),
    )
  return lines.join('\n')
}

/**
 * The outline of a composed article: one entry per h2 section (and the opening before the first h2,
 * if any), with its length, keyword uses, backlinks and the addresses and phones it states.
 */
export function readOutline(content: string, input: GenerateBlogInput): OutlineSection[] {
  const parts = content.split(/(?=<h2[\s>])/i).filter((part) => part.trim() !== '')
  return parts.map((part) => {
    const h2 = /<h2([^>]*)>([\s\S]*?)<\/h2>/i.exec(part)
    const id = h2 ? /\bid="([^"]*)"/.exec(h2[1] ?? '')?.[1] : undefined
    const text = toPlainText(part)
    return {
      heading: h2 ? toPlainText(h2[2] ?? '') : '',
      ...(id ? { id } : {}),
      subheadings: [...part.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/gi)].map((match) =>
        toPlainText(match[1] ?? ''),
      ),
      words: countWords(part),
      keywords: input.keywords
        .map((keyword) => ({ keyword, count: countPhrase(text, keyword) }))
        .filter((entry) => entry.count > 0),
      links: [...part.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/gi)].map((match) => toPlainText(match[1] ?? '')),
      verbatim: input.locations
        .flatMap((location) => [location.address, location.phone])
        .filter((value) => value && text.includes(value)),
    }
  })
}

/** The messages asking the model for one section of the outline. */
export function buildSectionPrompt(
  input: GenerateBlogInput,
  title: string,
  outline: readonly OutlineSection[],
  index: number,
): ChatMessage[] {
  const section = outline[index] as OutlineSection
  const rules = [
    section.heading
      ? `Start with <h2>${section.heading}</h2> exactly as written.`
      : 'This is the opening of the article: no heading, paragraphs only.',
    section.subheadings.length > 0
      ? `Use these <h3> subheadings, in this order: ${section.subheadings.map((text) => `"${text}"`).join(', ')}.${section.subheadings.some((text) => text.endsWith('?')) ? ' Each question is an <h3> followed by one <p> answer.' : ''}`
      : 'Use no <h3> subheadings.',
    `Length: about ${section.words} words of visible text.`,
    ...section.keywords.map(
      (entry) =>
        `Use the phrase "${entry.keyword}" word for word ${entry.count === 1 ? 'once' : `${entry.count} times`}.`,
    ),
    ...section.links.map(
      (anchor) =>
        `Link once to ${input.backlink} as <a href="${input.backlink}">${anchor}</a> inside a paragraph.`,
    ),
    ...(section.links.length === 0 ? [`Do not link to ${input.backlink} in this section.`] : []),
    ...section.verbatim.map((value) => `State "${value}" exactly as written.`),
    'Do not repeat sentences from other sections; do not name the business more than twice.',
  ]
  const plan = outline
    .map((entry, position) => `${position === index ? '>' : ' '} ${entry.heading || '(opening)'}`)
    .join('\n')
  const user = `${describeBusiness(input)}

The article is titled "${title}". Its sections (you write the one marked >):
${plan}

Write the section "${section.heading || '(opening)'}".
${rules.map((rule) => `- ${rule}`).join('\n')}`
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ]
}

/** The messages sending an article back to the model with the checks it failed. */
export function buildFixPrompt(
  input: GenerateBlogInput,
  content: string,
  failures: readonly string[],
): ChatMessage[] {
  const user = `${describeBusiness(input)}

This article failed these checks:
${failures.map((failure) => `- ${failure}`).join('\n')}

Rewrite it to fix every failure, keeping its <h2> and <h3> headings, its links and its length. Answer with the whole corrected article.

${content}`
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ]
}
