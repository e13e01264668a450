import type { GenerateBlogInput } from './types.ts'

/** A chat message of an OpenAI-compatible chat-completions request. */
export interface ChatMessage {
  role: 'system' | 'user'
  content: string
}

const SYSTEM = [
  'You write for NewsHub, a Michigan local news site that publishes long promotional articles about local businesses.',
  'Your articles are warm, specific and useful to a reader deciding whether to call the business.',
  'You never invent prices, licenses, awards, years in business, opening hours or reviews.',
  'You answer with one JSON object and nothing else.',
].join(' ')

/**
 * The messages asking a language model for an article: the business facts, the structure and the
 * same quality rules the built-in composer follows, and the JSON shape of the answer.
 */
export function buildArticlePrompt(input: GenerateBlogInput & { wordCount: number }): ChatMessage[] {
  const primary = input.keywords[0] ?? ''
  const locations = input.locations
    .map((location) => `- ${location.address}${location.phone ? `, phone ${location.phone}` : ''}`)
    .join('\n')
  const user = `Write an article about ${input.businessName} for NewsHub readers.

Topic: ${input.topic}
Target length: ${input.wordCount} words of visible text (stay within 5%).
Website: ${input.backlink}
Locations:
${locations}
Target keywords, primary first: ${input.keywords.map((keyword) => `"${keyword}"`).join(', ')}

Rules:
- The body is HTML using only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong> and <a>; no <h1>, scripts, styles or event attributes; close every tag.
- Sections, in order: an introduction; one section per service behind the keywords; one section per location naming its exact address and phone; why choose ${input.businessName}; how to choose a provider; an FAQ of at least five questions, each an <h3> ending in "?" followed by one <p> answer; a closing call to action.
- Use every keyword verbatim at least twice; no keyword may exceed 3% of the words (its mentions times its word count).
- Link to ${input.backlink} two or three times as <a href="${input.backlink}">, each with a different natural anchor text (the business name, a keyword, "visit their website"), never inside a heading.
- Never repeat a sentence.
- "title": at most 65 characters and containing "${primary}". "metaDescription": at most 160 characters and containing "${primary}".

Answer with a JSON object: {"title": "...", "metaDescription": "...", "content": "<h2>...</h2>...", "faq": [{"question": "...", "answer": "..."}]}`
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ]
}
