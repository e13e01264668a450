import { STOP_WORDS } from '../search/stop-words.ts'
import { capitalizeFirst, titleCase } from './grammar.ts'

/*
 * The topic brief: what the owner says the post must say (its key points), and the word-level
 * measures the composer and the report share to tell whether a text is about something.
 */

/** Most key points a brief may hold. */
export const MAX_KEY_POINTS = 12

/** A crude stem, enough to match 'grooming', 'groomed' and 'groom', or 'coats' and 'coat'. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3)
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2)
  if (word.length > 4 && word.endsWith('es') && /(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

/**
 * The stems of a text's content words (stop words left out), lower-cased, hyphenated words split:
 * 'How often should you groom a double-coated dog' gives groom, double, coat, dog.
 */
export function contentWords(text: string): string[] {
  // A possessive is its noun: "the business's" counts as 'business'.
  return (
    text
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []
  )
    .filter((word) => !STOP_WORDS.has(word) && !/^\d$/.test(word))
    .map(stem)
}

/** Share of `wanted`'s distinct content words that `text` contains (1 when wanted has none). */
export function coverage(wanted: string, text: string): number {
  const need = new Set(contentWords(wanted))
  if (need.size === 0) return 1
  const have = new Set(contentWords(text))
  let found = 0
  for (const word of need) if (have.has(word)) found++
  return found / need.size
}

/** Content words two texts share, counted once. */
export function sharedWords(first: string, second: string): number {
  const other = new Set(contentWords(second))
  return new Set(contentWords(first).filter((word) => other.has(word))).size
}

/** Sentences with fewer content words than this are too short to call repeats of each other. */
const MIN_SIMILAR_WORDS = 4
/** Two sentences sharing this share of their content words say the same thing. */
export const SIMILAR_SENTENCE_SHARE = 0.8

/**
 * Pairs of sentences that share 80% or more of their content words (the larger sentence's words
 * as the base, so a short sentence inside a long one does not count), as [first, second] texts.
 */
export function similarSentences(
  sentences: readonly string[],
  share = SIMILAR_SENTENCE_SHARE,
): [string, string][] {
  const words = sentences.map((sentence) => new Set(contentWords(sentence)))
  const pairs: [string, string][] = []
  for (let a = 0; a < sentences.length; a++) {
    const first = words[a] as Set<string>
    if (first.size < MIN_SIMILAR_WORDS) continue
    for (let b = a + 1; b < sentences.length; b++) {
      const second = words[b] as Set<string>
      if (second.size < MIN_SIMILAR_WORDS) continue
      let shared = 0
      for (const word of first) if (second.has(word)) shared++
      if (shared / Math.max(first.size, second.size) >= share)
        pairs.push([sentences[a] as string, sentences[b] as string])
    }
  }
  return pairs
}

/** A key point as a sentence: capitalized, ending in a full stop unless it ends in other punctuation. */
export function asSentence(text: string): string {
  const trimmed = capitalizeFirst(text.trim().replace(/\s+/g, ' '))
  return /[.!?]["”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`
}

const MAX_HEADING_WORDS = 11
const CUT_HEADING_WORDS = 9
/** Words a heading must not end on: 'Book a Full Groom Every' reads cut off. */
const DANGLING = /^(a|an|the|and|or|but|of|to|in|on|at|by|for|with|from|every|each|your|their|its|than|as)$/i
/** 'three or four', 'from 20 to 25': a number and what follows it are one phrase. */
const NUMBER = /\d|^(one|two|three|four|five|six|seven|eight|nine|ten|twelve|once|twice)$/i
/** Words a long clause can be cut before without leaving half a phrase. */
const BOUNDARY =
  /^(and|or|but|that|which|than|when|while|since|because|so|for|with|from|to|until|after|before|if|unless)$/i

/**
 * A heading for a key point: its first clause (up to a semicolon, colon, dash or the end of the
 * first sentence), in headline case. A clause longer than eleven words is cut before a joining word
 * within its first nine ('A deshedding bath and a dryer lift loose undercoat faster' gives 'A
 * Deshedding Bath'), and never ends on a word that dangles.
 * @example pointHeading('Never shave a double coat: the undercoat grows back patchy.') // 'Never Shave a Double Coat'
 */
export function pointHeading(point: string): string {
  let clause = (point.split(/\s*(?:[;:]|\s[–—-]\s|\.\s)\s*/)[0] ?? point).replace(/[.,!?]+$/, '').trim()
  // 'For a wine tour, pick a driver': the heading is the main clause, not the opening phrase.
  const opening =
    /^(for|if|when|while|in|on|at|after|before|during|with|once|since|as|outdoors|indoors)\b[^,]{0,40},\s*/i.exec(
      clause,
    )
  if (opening && clause.length - opening[0].length > 12) clause = clause.slice(opening[0].length)
  let words = clause.split(/\s+/)
  if (words.length > MAX_HEADING_WORDS) {
    const comma = words.findIndex(
      (word, index) => index >= 2 && index < MAX_HEADING_WORDS && word.endsWith(','),
    )
    let cut = comma >= 0 ? comma + 1 : -1
    if (cut < 0)
      for (let index = CUT_HEADING_WORDS; index >= 3; index--)
        // 'from 20 to 25' is one phrase: never cut between two numbers.
        if (BOUNDARY.test(words[index] ?? '') && !NUMBER.test(words[index - 1] ?? '')) {
          cut = index
          break
        }
    words = words.slice(0, cut > 0 ? cut : CUT_HEADING_WORDS)
  }
  while (words.length > 2 && DANGLING.test((words[words.length - 1] ?? '').replace(/,$/, ''))) words.pop()
  return titleCase(words.join(' ').replace(/,$/, ''))
}

/**
 * Whether a topic asks a question: it ends in '?', opens with an auxiliary ('Should I...'), or
 * with a question word and an auxiliary ('How often should...', 'What does...'). 'How bail bonds
 * work in Detroit' and 'How much food to order' state what the post explains.
 */
export function isQuestion(topic: string): boolean {
  const text = topic.trim()
  return (
    /\?$/.test(text) ||
    /^(is|are|do|does|did|can|could|should|will|would|must)\b/i.test(text) ||
    /^(how|why|what|when|where|which|who)\s+(?:\w+\s+)?(is|are|was|were|do|does|did|can|could|should|will|would)\b/i.test(
      text,
    )
  )
}
