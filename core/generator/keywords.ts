import { MICHIGAN_PLACES } from './michigan.ts'

/** A target keyword and the service it stands for. */
export interface KeywordInfo {
  /** As the owner typed it (trimmed); it must appear verbatim in the article. */
  keyword: string
  /** A noun phrase for the service behind it: 'bail bondsman Detroit' -> 'bail bonds'. */
  service: string
  /** Whether it carries a place, 'near me' or a ranking word, so it reads as a search query, not a name. */
  searchPhrase: boolean
}

/** Words that make a keyword a search query rather than a service name. */
const FILLER =
  /\b(near me|near you|nearby|best|top[- ]rated|top|affordable|cheap|cheapest|local)\b|,?\s+(michigan|mi)\s*$/gi
/** Agents whose work has its own name: a plumber does plumbing, a bondsman writes bail bonds. */
const AGENT_WORK: Record<string, string> = {
  plumber: 'plumbing',
  roofer: 'roofing',
  electrician: 'electrical work',
  dentist: 'dental care',
  lawyer: 'legal help',
  attorney: 'legal help',
  barber: 'haircuts',
  bondsman: 'bail bonds',
  bondsmen: 'bail bonds',
  mechanic: 'auto repair',
  realtor: 'real estate services',
  photographer: 'photography',
  landscaper: 'landscaping',
  painter: 'painting',
  chiropractor: 'chiropractic care',
  stylist: 'hair styling',
  dispensary: 'cannabis products',
}
/** Firms whose name is their work: a tour company offers tour services. */
const FIRMS = new Set(['company', 'agency', 'contractor', 'firm', 'provider', 'operator', 'business'])
/** Places that keep their name: a hair salon offers hair salon services. */
const PLACES = new Set([
  'salon',
  'spa',
  'clinic',
  'studio',
  'shop',
  'store',
  'center',
  'office',
  'boutique',
  'gym',
])
const CANNABIS_WORDS = /^(cannabis|marijuana|weed|pot)$/i

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function stripPlaces(keyword: string, cities: readonly string[]): string {
  let text = ` ${keyword} `
  for (const city of cities)
    text = text.replace(new RegExp(`\\s(in\\s+)?${escapeRegExp(city)}\\b`, 'gi'), ' ')
  return text
    .replace(FILLER, ' ')
    .replace(/\s+(in|near|around)\s*$/i, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function singularOf(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`
  return /[^s]s$/.test(word) ? word.slice(0, -1) : word
}

function serviceOf(phrase: string): string {
  const words = phrase.split(' ')
  const head = singularOf((words[words.length - 1] ?? '').toLowerCase())
  const modifiers = words.slice(0, -1)
  const work = AGENT_WORK[head]
  if (work) {
    // Drop modifiers the work already says: 'bail bondsman' -> 'bail bonds', not 'bail bail bonds'.
    const said = new Set(work.split(' '))
    const kept = modifiers.filter(
      (word) => !said.has(word.toLowerCase()) && !(head === 'dispensary' && CANNABIS_WORDS.test(word)),
    )
    return [...kept, work].join(' ')
  }
  if (FIRMS.has(head)) return modifiers.length > 0 ? `${modifiers.join(' ')} services` : 'local services'
  if (PLACES.has(head)) return `${[...modifiers, head].join(' ')} services`
  return phrase
}

/** Every place name the keyword analysis recognises, longest first so 'East Lansing' wins over 'Lansing'. */
function knownPlaces(extra: readonly string[]): string[] {
  const names = [...extra, ...MICHIGAN_PLACES.flatMap((entry) => [entry.name, entry.county])]
  return [...new Set(names)].sort((a, b) => b.length - a.length)
}

/**
 * Splits a keyword into what must appear verbatim and the service it names, so service sections
 * can talk about 'bail bonds' while the heading and a search-phrase sentence carry the exact keyword.
 * @example analyzeKeyword('bail bondsman near me', ['Detroit']) // { service: 'bail bonds', searchPhrase: true }
 */
export function analyzeKeyword(keyword: string, cities: readonly string[]): KeywordInfo {
  const stripped = stripPlaces(keyword, knownPlaces(cities))
  const searchPhrase = stripped.toLowerCase() !== keyword.toLowerCase().replace(/\s+/g, ' ').trim()
  const service = stripped === '' ? 'local services' : serviceOf(stripped)
  return { keyword, service, searchPhrase }
}

const patterns = new Map<string, RegExp>()

/** A case-insensitive, whole-word pattern for a phrase; spaces in the phrase match any whitespace. */
export function phrasePattern(phrase: string): RegExp {
  let pattern = patterns.get(phrase)
  if (!pattern) {
    const body = phrase.trim().split(/\s+/).map(escapeRegExp).join('\\s+')
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu')
    patterns.set(phrase, pattern)
  }
  return pattern
}

/** Non-overlapping occurrences of a phrase in plain text, case-insensitive and on word boundaries. */
export function countPhrase(text: string, phrase: string): number {
  if (phrase.trim() === '') return 0
  const pattern = phrasePattern(phrase)
  pattern.lastIndex = 0
  let count = 0
  while (pattern.exec(text)) count++
  return count
}

/**
 * A keyword as prose says it: a search phrase that ends in a place reads 'service in Place'
 * ('dog grooming Grand Haven' becomes 'dog grooming in Grand Haven'); any other keyword is kept.
 * The checks count both forms as the keyword.
 */
export function naturalKeyword(keyword: string, cities: readonly string[]): string {
  if (/\s(in|near|around)\s/i.test(keyword)) return keyword
  for (const place of knownPlaces(cities)) {
    const match = new RegExp(`^(.*\\S)\\s+(${escapeRegExp(place)})$`, 'i').exec(keyword.trim())
    if (match?.[1] && !/\b(near me|best|top|cheap\w*|affordable)\b/i.test(match[1]))
      return `${match[1]} in ${match[2]}`
  }
  return keyword
}

/** Mentions of a keyword in plain text, in either of its forms (as typed, or as prose says it). */
export function countKeyword(text: string, keyword: string, cities: readonly string[]): number {
  const natural = naturalKeyword(keyword, cities)
  return countPhrase(text, keyword) + (natural === keyword ? 0 : countPhrase(text, natural))
}

/**
 * Whether a keyword names one person or firm of a trade ('bail bondsman', 'piano tuner'), so prose
 * needs an article before it: 'for a bail bondsman', never 'for bail bondsman'.
 */
export function namesAnAgent(keyword: string): boolean {
  const last = keyword.trim().split(/\s+/).pop()?.toLowerCase() ?? ''
  return last in AGENT_WORK || /(?<!s)(er|or|ist|man|ian)$/.test(last) || FIRMS.has(last) || PLACES.has(last)
}
