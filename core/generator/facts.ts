import { slugify } from '../posts/slugs.ts'
import { analyzeKeyword, type KeywordInfo } from './keywords.ts'
import { findMichiganPlace, MICHIGAN_PLACES, type MichiganPlace } from './michigan.ts'
import { focusHead, readTopic, subjectForms, type TopicReading } from './topic.ts'
import { detectTrade, type Trade } from './trades/index.ts'
import type { BusinessFacts, GeneratorLocation } from './types.ts'

/** A location with what the prose needs to talk about it. */
export interface LocationFacts {
  address: string
  /** Undefined when the owner gave none; the prose then never mentions a number for it. */
  phone?: string
  city?: string
  /** How headings name the location: the city, or the street when two locations share a city. */
  label: string
  place?: MichiganPlace
}

/** One service section: the service and the keywords that stand for it. */
export interface ServiceFacts {
  id: string
  service: string
  keywords: KeywordInfo[]
}

/** Everything the composer knows about the article it is writing. */
export interface ArticleFacts {
  business: string
  backlink: string
  topic: string
  /** The topic as a noun phrase for mid-sentence use, when it reads as one. */
  topicNoun?: string
  /** The topic as written, when it reads as a headline or a question. */
  topicTitle?: string
  /** In input order; the first is the primary keyword. */
  keywords: KeywordInfo[]
  services: ServiceFacts[]
  locations: LocationFacts[]
  /** Distinct cities of the locations, in input order. */
  cities: string[]
  family: Trade
  wordCount: number
  /** The topic's intent and subjects. */
  reading: TopicReading
  /** The subject as sentences and headings name it. */
  subject: { text: string; head: string }
  /** The subject with the article's angle, for shared headings: 'estate planning costs'. */
  focus: string
  /** What the owner told us about the business; nothing else is ever stated as fact. */
  owner: BusinessFacts
  /** Every word the owner gave (facts, services, answers, keywords): claims in it are backed. */
  ownerText: string
}

/** 'City, MI 49017', 'City, Michigan' or 'City MI'; the state must end the address or precede a zip. */
const CITY_BEFORE_STATE = /,\s*([^,\d][^,]*?)\s*,?\s+(?:MI|Mich\.?|Michigan)(?=\s*(?:\d{5}|,|$))/i
const KNOWN_CITIES = MICHIGAN_PLACES.map((entry) => entry.name).sort((a, b) => b.length - a.length)

/**
 * The city of a street address, read from the part before the state, or failing that the first
 * known Michigan city named in it.
 * @example cityFromAddress('45 W Michigan Ave, Battle Creek, MI 49017') // 'Battle Creek'
 */
export function cityFromAddress(address: string): string | undefined {
  const match = CITY_BEFORE_STATE.exec(address)?.[1]?.trim()
  if (match)
    return match === match.toLowerCase() ? match.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) : match
  const lower = address.toLowerCase()
  return KNOWN_CITIES.find((city) => new RegExp(`\\b${city.toLowerCase()}\\b`).test(lower))
}

/** First words that start a noun phrase and read fine in lower case mid-sentence. */
const COMMON_FIRST_WORD =
  /^(the|a|an|best|top|choosing|finding|picking|hiring|your|our|guide|tips|complete|ultimate|local|professional|affordable|expert|everything|planning|caring|understanding|getting|seasonal|summer|winter|spring|fall)\b/i
/** Topics that read as a question or a headline are quoted rather than woven into a sentence. */
const TITLE_LIKE = /^(how|why|what|when|where|which|who|is|are|do|does|can|should)\b|[:?!]/i

function topicForms(topic: string, reading: TopicReading): Pick<ArticleFacts, 'topicNoun' | 'topicTitle'> {
  // 'Oak & Ash Bakery launches a bread club' is a sentence: 'what to know about' it needs quotes.
  if (TITLE_LIKE.test(topic) || reading.intent === 'announcement')
    return { topicTitle: topic.replace(/\.$/, '') }
  const first = topic.split(' ')[0] ?? ''
  const lower = COMMON_FIRST_WORD.test(first) && first !== first.toUpperCase()
  return { topicNoun: (lower ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic).replace(/\.$/, '') }
}

/**
 * The topic used when the owner leaves it empty: the primary service in the first city
 * ('bail bonds in Detroit'), or the keyword alone when no city can be read from the addresses.
 */
export function defaultTopic(keywords: readonly string[], locations: readonly GeneratorLocation[]): string {
  const cities = locations
    .map((location) => cityFromAddress(location.address))
    .filter((city) => city !== undefined)
  const primary = analyzeKeyword(keywords[0] ?? '', cities)
  const city = cities[0]
  const subject = primary.searchPhrase ? primary.service : primary.keyword
  return city && !subject.toLowerCase().includes(city.toLowerCase()) ? `${subject} in ${city}` : subject
}

function describeLocations(locations: readonly GeneratorLocation[]): LocationFacts[] {
  const cities = locations.map((location) => cityFromAddress(location.address))
  const seen = new Set<string>()
  return locations.map((location, index) => {
    const city = cities[index]
    const shared = city !== undefined && cities.filter((other) => other === city).length > 1
    let label = city && !shared ? city : (location.address.split(',')[0] ?? location.address).trim()
    // Two locations on one street still need distinct headings.
    if (seen.has(label.toLowerCase())) label = `${label} (${index + 1})`
    seen.add(label.toLowerCase())
    const phone = location.phone.trim()
    const place = city ? findMichiganPlace(city) : undefined
    return {
      address: location.address,
      label,
      ...(phone ? { phone } : {}),
      ...(city ? { city } : {}),
      ...(place ? { place } : {}),
    }
  })
}

const factsOfInput = new WeakMap<object, ArticleFacts>()

/**
 * Freezes an object and everything it holds, so facts shared between callers cannot drift. Regular
 * expressions stay unfrozen: global ones keep their search position in `lastIndex`.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !(value instanceof RegExp) && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/**
 * deriveFacts once per parsed input (the composer and each check ask for the same input's facts,
 * and reading the topic with compromise is the costly part). The facts are frozen. Pass only an
 * input that is not changed afterwards, such as parseGenerateBlogInput's result.
 */
export function factsOf(input: Parameters<typeof deriveFacts>[0]): ArticleFacts {
  let facts = factsOfInput.get(input)
  if (!facts) {
    facts = deepFreeze(deriveFacts(input))
    factsOfInput.set(input, facts)
  }
  return facts
}

/** Reads the facts of an already validated input: cities, services behind keywords, family, topic. */
export function deriveFacts(
  input: {
    businessName: string
    locations: readonly GeneratorLocation[]
    keywords: readonly string[]
    backlink: string
    topic: string
    wordCount: number
  } & BusinessFacts,
): ArticleFacts {
  const locations = describeLocations(input.locations)
  const cities = [...new Set(locations.map((location) => location.city).filter((city) => city !== undefined))]
  const keywords = input.keywords.map((keyword) => analyzeKeyword(keyword, cities))
  const services: ServiceFacts[] = []
  for (const info of keywords) {
    const existing = services.find((entry) => entry.service.toLowerCase() === info.service.toLowerCase())
    if (existing) existing.keywords.push(info)
    else
      services.push({
        id: slugify(info.service) || `service-${services.length + 1}`,
        service: info.service,
        keywords: [info],
      })
  }
  const topic = input.topic || defaultTopic(input.keywords, input.locations)
  const reading = readTopic(topic, [input.businessName, ...cities])
  return {
    business: input.businessName,
    backlink: input.backlink,
    topic,
    ...topicForms(topic, reading),
    keywords,
    services,
    locations,
    cities,
    // What the business is, not what the post is about: a groomer writing on long-haired breeds
    // is not a salon, and a caterer's 'bridal shower' keyword does not make one.
    family: detectTrade([input.businessName, ...input.keywords].join(' ')),
    wordCount: input.wordCount,
    reading,
    subject: subjectForms(reading.subject),
    focus: focusHead(reading, subjectForms(reading.subject).head),
    owner: {
      ...(input.services ? { services: input.services } : {}),
      ...(input.hours ? { hours: input.hours } : {}),
      ...(input.yearFounded ? { yearFounded: input.yearFounded } : {}),
      ...(input.serviceArea ? { serviceArea: input.serviceArea } : {}),
      ...(input.differentiators ? { differentiators: input.differentiators } : {}),
      ...(input.faqs ? { faqs: input.faqs } : {}),
      ...(input.keyPoints ? { keyPoints: input.keyPoints } : {}),
    },
    ownerText: JSON.stringify([
      input.businessName,
      input.keywords,
      topic,
      input.services,
      input.hours,
      input.yearFounded,
      input.serviceArea,
      input.differentiators,
      input.faqs,
      input.keyPoints,
      input.locations,
    ]),
  }
}
