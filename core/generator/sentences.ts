import { readHtml } from '../html/tokens.ts'
import { toPlainText } from '../posts/text.ts'

/** Tags that end one block of text and start the next. */
const BLOCK_BOUNDARY = new Set(
  'p h1 h2 h3 h4 h5 h6 li ul ol div blockquote section article header footer table tr td th br figcaption'.split(
    ' ',
  ),
)
const SENTENCE_END = /(?<=[.!?][”"’)]?)\s+(?=[“"‘(]?[\p{Lu}\p{N}])/u

/**
 * Fragments shorter than this ('Yes.', 'No.', a bold list label) are not counted as sentences by the
 * repeat and overlap rules: they carry no wording of their own.
 */
export const MIN_SENTENCE_WORDS = 3

/** The lower-cased words of a sentence, used to tell sentences apart regardless of punctuation. */
export function sentenceKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The sentences of one block of plain text. */
export function splitPlainSentences(text: string): string[] {
  return text.split(SENTENCE_END)
}

/**
 * The sentences of article HTML: headings, list items and paragraph sentences, each as visible text.
 * Blocks are split first, so a heading never merges with the paragraph under it.
 */
export function splitSentences(content: string): string[] {
  const blocks: string[] = []
  let from = 0
  readHtml(content, (token) => {
    if ((token.type === 'start' || token.type === 'end') && BLOCK_BOUNDARY.has(token.name)) {
      blocks.push(content.slice(from, token.start))
      from = token.end
    }
  })
  blocks.push(content.slice(from))
  return blocks
    .map((block) => toPlainText(block))
    .filter((block) => block !== '')
    .flatMap(splitPlainSentences)
}

/** The distinct sentence keys of article HTML, fragments left out. */
export function sentenceKeys(content: string): Set<string> {
  return new Set(
    splitSentences(content)
      .filter((sentence) => sentence.split(' ').length >= MIN_SENTENCE_WORDS)
      .map(sentenceKey),
  )
}

/** Share of the smaller article's distinct sentences that the other article also contains (0 to 1). */
export function sharedSentenceRatio(first: string, second: string): number {
  const a = sentenceKeys(first)
  const b = sentenceKeys(second)
  let shared = 0
  for (const key of a) if (b.has(key)) shared++
  return shared / Math.max(1, Math.min(a.size, b.size))
}

/** A 4-word phrase (names and the keywords themselves aside) may occur at most this often. */
export const PHRASE_REPEAT_LIMIT = 4

/** Lower-case word 4-grams of a text, skipping any that touch a name's words. */
export function fourGrams(
  text: string,
  nameWords: ReadonlySet<string>,
  keywords: readonly string[] = [],
): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []
  const exempt = keywords.map((keyword) => ` ${keyword.toLowerCase()} `)
  const grams: string[] = []
  for (let index = 0; index + 4 <= words.length; index++) {
    const gram = words.slice(index, index + 4)
    if (gram.some((word) => nameWords.has(word))) continue
    const joined = gram.join(' ')
    // A keyword of four or more words is the owner's own phrase, which must recur to reach 0.5%.
    if (exempt.some((keyword) => keyword.includes(` ${joined} `))) continue
    grams.push(joined)
  }
  return grams
}
