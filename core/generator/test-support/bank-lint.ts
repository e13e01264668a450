import { type GrammarFinding, lintTexts } from '../grammar-check.ts'
import { canFill, type Pool, type Slots, type Template, templateVariants } from '../template.ts'
import { GENERAL } from '../trades/general.ts'
import { TRADES, type Trade } from '../trades/index.ts'

/*
 * Lints the reviewed template bank ahead of time, so the grammar check at generation time only
 * lints what the templates did not write (see grammar-check.ts and decision 009). Every wording of
 * every template is filled with representative values and linted with harper.js, the same rules
 * and failing kinds as the check itself.
 */

/** Every trade's words, and the general trade as a health practice ('the practice'). */
export const BANK_TRADES: readonly Trade[] = [...TRADES, { ...GENERAL, kind: 'practice' }]

/**
 * Representative owner values for the slots the article's facts fill: singular and plural noun
 * phrases, consonant- and vowel-initial, names, a quoted headline topic, one and several
 * locations; the third set is what the composer falls back to (the trade's aliases, 'the area').
 * `kind`, `team` and `client` always come from the trade being linted.
 */
const OWNER_VALUES: readonly ((trade: Trade) => Slots)[] = [
  () => ({
    business: 'Riverbend Outfitters',
    service: 'balayage',
    keyword: 'boat tours',
    anchor: 'Riverbend Outfitters',
    city: 'Traverse City',
    cityName: 'Traverse City',
    cities: 'Traverse City and Grand Haven',
    label: 'Traverse City',
    atLabel: 'in Traverse City',
    address: '120 Front St, Traverse City, MI 49684',
    phone: '(231) 555-0142',
    phoneList: '(231) 555-0142',
    locationList: 'at 120 Front St, Traverse City, MI 49684',
    county: 'Grand Traverse County',
    region: 'Northern Michigan',
    landmark: 'the Boardman River',
    neighborhood: 'Old Town',
    topic: 'bail costs',
    topicLine: 'bail costs',
    topicTitle: 'Bail Costs in Michigan',
    subject: 'the bail process',
    head: 'bail process',
    focus: 'bail process costs',
    task: 'post bail quickly',
    season: 'winter',
    optionA: 'balayage',
    optionB: 'highlights',
  }),
  () => ({
    business: 'Oakwood Bail Bonds',
    service: 'airport transfers',
    keyword: 'affordable hair salon near me',
    anchor: 'affordable hair salon near me',
    city: 'Ann Arbor',
    cityName: 'Ann Arbor',
    cities: 'Ann Arbor, Ypsilanti and Saline',
    label: 'East Side',
    atLabel: 'on the East Side',
    address: '4410 Elm Ave, Ann Arbor, MI 48104',
    phone: '(734) 555-0199',
    phoneList: '(734) 555-0199 (East Side) or (734) 555-0100 (Downtown)',
    locationList: 'from two locations: 4410 Elm Ave, Ann Arbor, MI 48104; 12 Main St, Saline, MI 48176',
    county: 'Washtenaw County',
    region: 'Southeast Michigan',
    landmark: 'Eastern Market',
    neighborhood: 'Eastown',
    topic: 'evening edibles',
    topicLine: '“Is Balayage Right for You?”',
    topicTitle: 'Is Balayage Right for You?',
    subject: 'edibles',
    head: 'edibles',
    focus: 'edible options',
    task: 'apply for a bond',
    season: 'autumn',
    optionA: 'edibles',
    optionB: 'tinctures',
  }),
  (trade) => ({
    business: `the ${trade.kind}`,
    service: trade.serviceAlias,
    keyword: 'kayak rentals',
    anchor: `the ${trade.kind}`,
    city: 'the area',
    cities: 'the area',
    label: 'Main Street',
    atLabel: 'on Main Street',
    address: '9 Main St, Saline, MI 48176',
    phone: '(734) 555-0100',
    phoneList: '(734) 555-0100',
    locationList: 'at 9 Main St, Saline, MI 48176',
    topic: 'hair color',
    topicLine: 'hair color',
    topicTitle: 'Hair Color',
    subject: 'hair color',
    head: 'hair color',
    focus: 'hair color',
    task: 'choose a stylist',
    season: 'summer',
    optionA: 'a trolley tour',
    optionB: 'an evening cruise',
  }),
]

/** Names whose spelling harper may not know, excused as the check excuses the article's names. */
const NAMES = [
  'Riverbend Outfitters',
  'Oakwood Bail Bonds',
  'Traverse City',
  'Grand Haven',
  'Ann Arbor',
  'Ypsilanti',
  'Saline',
  'Grand Traverse County',
  'Washtenaw County',
  'Boardman River',
  'Eastown',
  'Eastern Market',
  '120 Front St, Traverse City, MI 49684',
  '4410 Elm Ave, Ann Arbor, MI 48104',
  '12 Main St, Saline, MI 48176',
  '9 Main St, Saline, MI 48176',
]

/** A failing finding in one filled wording of a template. */
export interface BankFailure {
  template: string
  sentence: string
  finding: GrammarFinding
}

/** What the bank lint covered and found. */
export interface BankLint {
  templates: number
  sentences: number
  failures: BankFailure[]
  /** Style and formatting hints in the bank's sentences, counted by kind (they do not fail). */
  hints: Record<string, number>
}

const slotsFor = (trade: Trade, set: number): Slots => ({
  kind: trade.kind,
  team: trade.team,
  client: trade.client,
  ...(OWNER_VALUES[set] as (trade: Trade) => Slots)(trade),
})

/**
 * The filled wordings of one template: wording i (every combination of its choices, in one order
 * whatever the values) with value set i mod 3 and, in turn, each trade the template suits; and the
 * first wording with every value set and every trade. So every wording is linted, and every value
 * set and every trade meets every template.
 */
function sentencesOf(template: Template, trades: readonly Trade[]): string[] {
  const eligible = trades.filter(
    (trade) => (!template.only || template.only.includes(trade.id)) && !template.except?.includes(trade.id),
  )
  if (eligible.length === 0) return []
  const sets = OWNER_VALUES.length
  const sentences = new Set<string>()
  eligible.forEach((trade, tradeIndex) => {
    for (let set = 0; set < sets; set++) {
      const slots = slotsFor(trade, set)
      // The fallback set has no city name: templates needing one are never drawn without it.
      if (!canFill(template, slots, trade.id)) continue
      templateVariants(template, slots).forEach((variant, index) => {
        const turn = index % sets === set && Math.floor(index / sets) % eligible.length === tradeIndex
        if (index === 0 || turn) sentences.add(variant)
      })
    }
  })
  return [...sentences]
}

function isName(span: string): boolean {
  const lower = span.toLowerCase()
  return NAMES.some((name) => name.toLowerCase().includes(lower))
}

/** The pools of a trade's file: only that trade's articles draw from them. */
function tradePools(trade: Trade): Pool[] {
  const pools = [trade.pool, trade.servicePool, trade.heading].filter((pool) => pool !== undefined)
  return [...pools, ...(trade.faq ?? []).flatMap((item) => [item.question, ...item.answer])]
}

/**
 * Lints every wording of every template of the pools (the whole bank by default): a trade file's
 * pools with that trade's words, the shared bank's with every trade's its family tags allow.
 */
export async function lintBank(
  pools: readonly Pool[],
  trades: readonly Trade[] = BANK_TRADES,
): Promise<BankLint> {
  const ownTrade = new Map<Pool, Trade[]>()
  for (const trade of trades)
    for (const pool of tradePools(trade)) ownTrade.set(pool, [...(ownTrade.get(pool) ?? []), trade])
  const owners: string[] = []
  const sentences: string[] = []
  let templates = 0
  for (const pool of pools) {
    for (const template of pool.templates) {
      templates++
      for (const sentence of sentencesOf(template, ownTrade.get(pool) ?? trades)) {
        owners.push(template.key)
        sentences.push(sentence)
      }
    }
  }
  const linted = await lintTexts(sentences)
  const failures: BankFailure[] = []
  const hints: Record<string, number> = {}
  linted.forEach((entries, index) => {
    for (const entry of entries) {
      if ('hint' in entry) hints[entry.hint] = (hints[entry.hint] ?? 0) + 1
      else {
        const { span, ...finding } = entry
        if ((finding.kind === 'Spelling' || finding.kind === 'Typo') && isName(span)) continue
        failures.push({ template: owners[index] ?? '', sentence: sentences[index] ?? '', finding })
      }
    }
  })
  return { templates, sentences: sentences.length, failures, hints }
}
