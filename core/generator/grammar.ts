/** Letters whose spoken names start with a vowel sound: an HVAC, an SEO audit, an LED sign. */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/
/** Words spelled with a vowel but spoken with a consonant sound, and the reverse. */
const CONSONANT_SOUND = /^(uni|use|usu|ura|uro|eu|ewe|one|once|ubi|uti)/
const VOWEL_SOUND = /^(hour|honest|honor|heir|8|11|18)/
const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'of',
  'in',
  'on',
  'at',
  'to',
  'by',
  'with',
  'from',
  'vs',
])

/**
 * 'a' or 'an' for a phrase, by sound rather than spelling.
 * @example indefiniteArticle('HVAC tune-up') // 'an'
 * @example indefiniteArticle('unique cut') // 'a'
 */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/\s+/)[0] ?? ''
  if (/^[A-Z]{2,}$/.test(word.replace(/[^A-Za-z]/g, ''))) return VOWEL_SOUND_LETTERS.test(word) ? 'an' : 'a'
  const lower = word.toLowerCase()
  if (VOWEL_SOUND.test(lower)) return 'an'
  if (CONSONANT_SOUND.test(lower)) return 'a'
  return /^[aeiou]/.test(lower) ? 'an' : 'a'
}

/** The phrase with its indefinite article: 'an HVAC tune-up', 'a balayage appointment'. */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`
}

/** Upper-cases the first letter, leaving the rest as written (names and acronyms keep their case). */
export function capitalizeFirst(text: string): string {
  const index = text.search(/[\p{L}\p{N}]/u)
  if (index < 0) return text
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1)
}

/**
 * Headline case for headings and titles: each word capitalised except short joining words; words
 * already holding a capital (iPhone, HVAC, McDonald's) are left alone.
 * @example titleCase('bail bonds near me in detroit') // 'Bail Bonds Near Me in Detroit'
 */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      if (/[A-Z]/.test(word)) return word
      if (index > 0 && SMALL_WORDS.has(word)) return word
      return word.replace(
        /(^|-)([a-z])/g,
        (_match, dash: string, letter: string) => dash + letter.toUpperCase(),
      )
    })
    .join(' ')
}

/** Joins names as prose: 'Troy', 'Troy and Novi', 'Troy, Novi and Flint'. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** A name's possessive: "Bianchi's Salon's", but "Mitten State Bail Bonds'". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`
}
