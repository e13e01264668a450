import { z } from 'zod'
import { GENERATED_POST_WORDS } from '../constants.ts'
import { isHttpUrl } from '../links/hosts.ts'
import { MAX_KEY_POINTS } from './brief.ts'
import { defaultTopic } from './facts.ts'
import type { GenerateBlogInput } from './types.ts'

/** Bad generator input; the message is written for the owner and safe to show as is. */
export class GeneratorInputError extends Error {
  override name = 'GeneratorInputError'
}

/** Shortest post the composer writes: below it the owner's material is too thin to publish. */
export const MIN_POST_WORDS = 600
/** Inclusive bounds of the requested article length, in words. */
export const MIN_WORD_COUNT = 300
export const MAX_WORD_COUNT = 10_000
/**
 * The longest article one location and one service can fill without repeating itself: past this,
 * the composer would have to pad, which the quality checks (rightly) refuse. Longer needs more facts.
 */
export const MAX_THIN_WORD_COUNT = 8_000
const MAX_KEYWORDS = 10
const MAX_KEYWORD_LENGTH = 60
export const MAX_LOCATIONS = 10
/** Limits of the owner's facts: enough for a real business, small enough to keep articles focused. */
export const MAX_SERVICES = 12
export const MAX_FAQS = 10
const MAX_DIFFERENTIATORS = 8
const FACT_TEXT = 300
const CURRENT_YEAR_BOUND = 2100

const MESSAGES = {
  body: 'Send the article details as a JSON object.',
  businessName: 'Business name is required.',
  businessNameLength: 'Business name must be at most 100 characters.',
  locations: 'Add at least one location with an address.',
  tooManyLocations: `Use at most ${MAX_LOCATIONS} locations.`,
  address: 'Each location needs an address.',
  phone: 'A location phone number must be text.',
  keywords: 'Add at least one keyword.',
  tooManyKeywords: `Use at most ${MAX_KEYWORDS} keywords.`,
  keywordLength: `Each keyword must be at most ${MAX_KEYWORD_LENGTH} characters.`,
  backlink: 'Backlink must be a full http(s) URL, such as https://example.com.',
  topic: 'Topic must be text of at most 200 characters.',
  wordCount: 'Word count must be a whole number between 300 and 10,000.',
  longArticle:
    'Articles over 8,000 words need more to say: give at least two locations or two services, or three questions with answers.',
  services: `Services must be a list of at most ${MAX_SERVICES}, each with a name.`,
  serviceName: 'Each service needs a name of at most 80 characters.',
  serviceText: `A service description or price must be text of at most ${FACT_TEXT} characters.`,
  hours: `Opening hours must be text of at most ${FACT_TEXT} characters.`,
  yearFounded: 'Year founded must be a four-digit year, such as 1998.',
  serviceArea: `Service area must be text of at most ${FACT_TEXT} characters.`,
  differentiators: `What sets the business apart must be a list of at most ${MAX_DIFFERENTIATORS} points of at most ${FACT_TEXT} characters.`,
  faqs: `Questions must be a list of at most ${MAX_FAQS}, each with a question and an answer.`,
  keyPoints: `Key points must be a list of at most ${MAX_KEY_POINTS} points of at most ${FACT_TEXT} characters.`,
} as const

const text = (message: string) => z.string({ error: message }).trim()

/** Keywords arrive as a list, or as one comma-separated string from a form or the CLI. */
const keywordList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(/[,\n]/) : value),
  z
    .array(z.string({ error: MESSAGES.keywords }), { error: MESSAGES.keywords })
    .transform((keywords) => {
      const seen = new Set<string>()
      return keywords
        .map((keyword) => keyword.trim().replace(/\s+/g, ' '))
        .filter(
          (keyword) => keyword !== '' && !seen.has(keyword.toLowerCase()) && seen.add(keyword.toLowerCase()),
        )
    })
    .pipe(
      z
        .array(z.string().max(MAX_KEYWORD_LENGTH, MESSAGES.keywordLength))
        .min(1, MESSAGES.keywords)
        .max(MAX_KEYWORDS, MESSAGES.tooManyKeywords),
    ),
)

const wordCount = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: MESSAGES.wordCount })
    .int(MESSAGES.wordCount)
    .min(MIN_WORD_COUNT, MESSAGES.wordCount)
    .max(MAX_WORD_COUNT, MESSAGES.wordCount)
    .default(GENERATED_POST_WORDS),
)

const location = z.object(
  {
    address: text(MESSAGES.address).min(1, MESSAGES.address),
    phone: text(MESSAGES.phone).optional().default(''),
  },
  { error: MESSAGES.address },
)

/** Optional text: trimmed, and dropped when empty so the composer can tell 'not given' at a glance. */
const optionalText = (message: string, max = FACT_TEXT) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value.replace(/\s+/g, ' ') : undefined))

/** Lists arrive as arrays, or as one string with a point per line from a form or the CLI. */
const lines = (value: unknown) =>
  typeof value === 'string' ? value.split('\n').filter((line) => line.trim() !== '') : value

const service = z.object(
  {
    name: text(MESSAGES.serviceName).min(1, MESSAGES.serviceName).max(80, MESSAGES.serviceName),
    description: optionalText(MESSAGES.serviceText),
    price: optionalText(MESSAGES.serviceText, 60),
  },
  { error: MESSAGES.services },
)

const faq = z.object(
  {
    question: text(MESSAGES.faqs).min(1, MESSAGES.faqs).max(FACT_TEXT, MESSAGES.faqs),
    answer: text(MESSAGES.faqs).min(1, MESSAGES.faqs).max(1000, MESSAGES.faqs),
  },
  { error: MESSAGES.faqs },
)

const yearFounded = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z
    .number({ error: MESSAGES.yearFounded })
    .int(MESSAGES.yearFounded)
    .min(1800, MESSAGES.yearFounded)
    .max(CURRENT_YEAR_BOUND, MESSAGES.yearFounded)
    .optional(),
)

/** The owner's facts; every one optional. */
const facts = {
  services: z.array(service, { error: MESSAGES.services }).max(MAX_SERVICES, MESSAGES.services).optional(),
  hours: optionalText(MESSAGES.hours),
  yearFounded,
  serviceArea: optionalText(MESSAGES.serviceArea),
  differentiators: z.preprocess(
    lines,
    z
      .array(z.string({ error: MESSAGES.differentiators }).trim().max(FACT_TEXT, MESSAGES.differentiators), {
        error: MESSAGES.differentiators,
      })
      .transform((points) => points.filter((point) => point !== ''))
      .pipe(z.array(z.string()).max(MAX_DIFFERENTIATORS, MESSAGES.differentiators))
      .optional(),
  ),
  faqs: z.array(faq, { error: MESSAGES.faqs }).max(MAX_FAQS, MESSAGES.faqs).optional(),
  keyPoints: z.preprocess(
    lines,
    z
      .array(z.string({ error: MESSAGES.keyPoints }).trim().max(FACT_TEXT, MESSAGES.keyPoints), {
        error: MESSAGES.keyPoints,
      })
      .transform((points) =>
        points.map((point) => point.replace(/\s+/g, ' ')).filter((point) => point !== ''),
      )
      .pipe(z.array(z.string()).max(MAX_KEY_POINTS, MESSAGES.keyPoints))
      .optional(),
  ),
}

/** Field order is the order problems are reported in: the first one found is the message. */
const schema = z.object(
  {
    businessName: text(MESSAGES.businessName)
      .min(1, MESSAGES.businessName)
      .max(100, MESSAGES.businessNameLength),
    locations: z
      .array(location, { error: MESSAGES.locations })
      .min(1, MESSAGES.locations)
      .max(MAX_LOCATIONS, MESSAGES.tooManyLocations),
    keywords: keywordList,
    backlink: text(MESSAGES.backlink).refine(isHttpUrl, MESSAGES.backlink),
    topic: text(MESSAGES.topic).max(200, MESSAGES.topic).optional().default(''),
    wordCount,
    ...facts,
  },
  { error: MESSAGES.body },
)

/**
 * The inputs this module produced. The composer, the quality report and the grammar names all
 * call parseGenerateBlogInput on what they are given; for an input that already came out of it,
 * that is a lookup, so a request is validated once however many steps (and composer variants)
 * it passes through. Treat a parsed input as read-only.
 */
const parsedInputs = new WeakSet<object>()

/**
 * Validates and tidies a generate-blog request: trims every field, drops empty and repeated
 * keywords, defaults wordCount to 3000 and derives an empty topic from the primary keyword and the
 * first city ('bail bonds in Detroit'). Throws GeneratorInputError with the first problem found.
 * Given its own earlier result, returns it as it is.
 * @example parseGenerateBlogInput({ businessName: ' ' }) // throws 'Business name is required.'
 */
export function parseGenerateBlogInput(body: unknown): GenerateBlogInput & { wordCount: number } {
  if (typeof body === 'object' && body !== null && parsedInputs.has(body))
    return body as GenerateBlogInput & { wordCount: number }
  const result = schema.safeParse(body)
  if (!result.success) throw new GeneratorInputError(result.error.issues[0]?.message ?? MESSAGES.body)
  const data = result.data
  const enoughToSay =
    data.locations.length >= 2 || (data.services?.length ?? 0) >= 2 || (data.faqs?.length ?? 0) >= 3
  if (data.wordCount > MAX_THIN_WORD_COUNT && !enoughToSay)
    throw new GeneratorInputError(MESSAGES.longArticle)
  // Absent facts are left out rather than set to undefined, so the parsed input round-trips as JSON.
  const input = Object.fromEntries(
    Object.entries(result.data).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  ) as typeof result.data
  const parsed = { ...input, topic: input.topic || defaultTopic(input.keywords, input.locations) }
  parsedInputs.add(parsed)
  return parsed
}
