import type { Random } from '../random.ts'
import { capitalizeFirst, titleCase, withArticle } from './grammar.ts'

/**
 * A sentence template: `{slot}` is filled from the article's facts, `{a:slot}` adds 'a' or 'an',
 * `{title:slot}` puts the value in headline case, and `[one|two|three]` is a seeded choice of
 * wording. Choices make the same template read differently per seed and per business, which keeps
 * two articles from sharing sentences.
 */
export interface Template {
  /** Unique within the whole bank: `${pool}:${index}`. */
  key: string
  parts: readonly Part[]
  /** Every slot the template names; it is only used when all of them have a value. */
  slots: readonly string[]
  /** Business families the template suits: `(+salon,tours)` keeps only those, `(-bail)` drops one. */
  only?: readonly string[]
  except?: readonly string[]
}

type Part = string | { slot: string; modifier?: 'a' | 'title' } | { choices: Part[][] }

/** A named list of templates that one kind of paragraph draws from. */
export interface Pool {
  id: string
  templates: readonly Template[]
}

/** Values for the slots of a template; an undefined value makes templates that need it ineligible. */
export type Slots = Readonly<Record<string, string | undefined>>

const TOKEN = /\{(?:(a|title):)?([a-zA-Z]+)\}|\[([^\]]*)\]/g

function parse(text: string, slots: Set<string>): Part[] {
  const parts: Part[] = []
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    if (match[2] !== undefined) {
      slots.add(match[2])
      const modifier = match[1] as 'a' | 'title' | undefined
      parts.push(modifier ? { slot: match[2], modifier } : { slot: match[2] })
    } else {
      parts.push({ choices: (match[3] ?? '').split('|').map((choice) => parse(choice, slots)) })
    }
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

const FAMILY_TAG = /^\(([+-])([a-z,]+)\)\s*/

/**
 * Every pool created so far: the reviewed bank registers itself as its modules load, so the bank's
 * grammar test (`bank-grammar.test.ts`) lints every template the composer can draw.
 */
const BANK: Pool[] = []

/** Every pool created so far (the bank, once the composer's modules are loaded). */
export function bankPools(): readonly Pool[] {
  return BANK
}

/**
 * Compiles a list of template texts into a pool. A text may start with a family tag:
 * `(-bail) Book early...` is never used for a bail bonds business, `(+salon) ...` only for a salon.
 */
export function createPool(id: string, texts: readonly string[]): Pool {
  const pool: Pool = {
    id,
    templates: texts.map((raw, index) => {
      const tag = FAMILY_TAG.exec(raw)
      const text = tag ? raw.slice(tag[0].length) : raw
      const slots = new Set<string>()
      const parts = parse(text, slots)
      const families = tag?.[2]?.split(',')
      const template: Template = { key: `${id}:${index}`, parts, slots: [...slots] }
      if (tag?.[1] === '+') return { ...template, only: families }
      if (tag?.[1] === '-') return { ...template, except: families }
      return template
    }),
  }
  BANK.push(pool)
  return pool
}

/** Whether a template suits the business family and every slot it names has a value. */
export function canFill(template: Template, slots: Slots, family: string): boolean {
  if (template.only && !template.only.includes(family)) return false
  if (template.except?.includes(family)) return false
  return template.slots.every((name) => slots[name] !== undefined)
}

/** A rendered piece of a template: its own words, or one slot's value (`slot` names it). */
interface Piece {
  text: string
  slot?: string
}

/**
 * Slots always filled with the trade's own words ('the {kind}', '{client}', '{team}'): the bank's
 * grammar test fills them with every trade's words, so they need no seams at generation time.
 */
export const TRADE_SLOTS: ReadonlySet<string> = new Set(['kind', 'team', 'client'])

function render(
  parts: readonly Part[],
  slots: Slots,
  pick: (choices: Part[][]) => Part[],
  out: Piece[],
): void {
  for (const part of parts) {
    if (typeof part === 'string') out.push({ text: part })
    else if ('slot' in part) {
      const value = slots[part.slot] ?? ''
      const text =
        part.modifier === 'a' ? withArticle(value) : part.modifier === 'title' ? titleCase(value) : value
      out.push({ text, slot: part.slot })
    } else render(pick(part.choices), slots, pick, out)
  }
}

/** Spacing and doubled-article tidying shared by whole sentences and their seams. */
function tidy(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;:!?])/g, '$1')
      // A name ending in a period ('Cannabis Co.') at the end of a sentence.
      .replace(/\.\.(?!\.)/g, '.')
      // 'the {business} website' when the business is called 'the salon'.
      .replace(/\bthe the\b/gi, (match) => match.slice(0, 3))
      .trim()
  )
}

/** The template's last word before a slot, and its punctuation and first word after one. */
const LAST_WORD = /\S+\s*$/u
const NEXT_WORD = /^[^\p{L}\p{N}]*\S*/u

/**
 * Where the article's values meet a template's words: each slot's value on its own, the word before
 * it with the value's first word ('in Royal'), and the value's last word with what follows ('Oak:
 * Where'). The bank's grammar test lints every template with representative values, so what a
 * template can still get wrong with the article's real values lies in the values themselves or in
 * the word pairs across their edges; these seams are what the grammar check lints at generation
 * time instead of the whole sentence.
 */
function seamsOf(pieces: readonly Piece[], known: Slots): string[] {
  const seams: string[] = []
  const whole = pieces.map((piece) => piece.text).join('')
  let start = 0
  for (const piece of pieces) {
    const end = start + piece.text.length
    const value = tidy(piece.text)
    if (piece.slot && !TRADE_SLOTS.has(piece.slot) && known[piece.slot] !== piece.text && value !== '') {
      const before = whole.slice(Math.max(0, start - 40), start)
      const words = value.split(' ')
      const first = words[0] ?? ''
      const final = words[words.length - 1] ?? ''
      seams.push(whole.slice(0, start).trim() === '' ? capitalizeFirst(value) : value)
      const last = LAST_WORD.exec(before)?.[0]
      // 'in Royal', or '“balayage' when the template opens a quotation.
      if (last?.trim()) seams.push(tidy(`${last}${first}`))
      const next = tidy(`${final}${NEXT_WORD.exec(whole.slice(end, end + 40))?.[0] ?? ''}`)
      if (next !== final) seams.push(next)
    }
    start = end
  }
  return seams
}

/**
 * A filled template and the seams where its slot values meet its words, worked out on first call:
 * most fills are candidates the writer discards.
 */
export interface Filled {
  text: string
  seams: () => readonly string[]
}

/**
 * Fills a template and records where the values went (see seamsOf): picks its wording choices,
 * inserts slot values, tidies spacing and capitalises the first letter. Call canFill first.
 * `known` holds, per slot, a value the bank's grammar test fills that slot with (the trade's
 * aliases for `business` and `service`): that value in that slot needs no seams either.
 */
export function fillTemplateWithSeams(
  template: Template,
  slots: Slots,
  random: Random,
  known: Slots = {},
): Filled {
  const pieces: Piece[] = []
  render(template.parts, slots, (choices) => random.pick(choices), pieces)
  let seams: readonly string[] | undefined
  return {
    text: capitalizeFirst(tidy(pieces.map((piece) => piece.text).join(''))),
    seams: () => {
      seams ??= seamsOf(pieces, known)
      return seams
    },
  }
}

/**
 * Fills a template: picks its wording choices, inserts slot values, tidies spacing and capitalises
 * the first letter. Call canFill first; missing slots become empty text.
 */
export function fillTemplate(template: Template, slots: Slots, random: Random): string {
  return fillTemplateWithSeams(template, slots, random).text
}

/**
 * Every wording of one template (each combination of its choices, in the same order whatever the
 * slot values), filled with the given values: what the bank's grammar test lints.
 */
export function templateVariants(template: Template, slots: Slots): string[] {
  const expand = (parts: readonly Part[]): Part[][] => {
    let combos: Part[][] = [[]]
    for (const part of parts) {
      const options =
        typeof part === 'object' && 'choices' in part
          ? part.choices.flatMap((choice) => expand(choice))
          : [[part]]
      combos = combos.flatMap((combo) => options.map((option) => [...combo, ...option]))
    }
    return combos
  }
  return expand(template.parts).map((parts) => {
    const pieces: Piece[] = []
    render(parts, slots, () => [], pieces)
    return capitalizeFirst(tidy(pieces.map((piece) => piece.text).join('')))
  })
}
