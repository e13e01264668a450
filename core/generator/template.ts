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
 * Compiles a list of template texts into a pool. A text may start with a family tag:
 * `(-bail) Book early...` is never used for a bail bonds business, `(+salon) ...` only for a salon.
 */
export function createPool(id: string, texts: readonly string[]): Pool {
  return {
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
}

/** Whether a template suits the business family and every slot it names has a value. */
export function canFill(template: Template, slots: Slots, family: string): boolean {
  if (template.only && !template.only.includes(family)) return false
  if (template.except?.includes(family)) return false
  return template.slots.every((name) => slots[name] !== undefined)
}

function render(parts: readonly Part[], slots: Slots, random: Random): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if ('slot' in part) {
      const value = slots[part.slot] ?? ''
      out += part.modifier === 'a' ? withArticle(value) : part.modifier === 'title' ? titleCase(value) : value
    } else out += render(random.pick(part.choices), slots, random)
  }
  return out
}

/**
 * Fills a template: picks its wording choices, inserts slot values, tidies spacing and capitalises
 * the first letter. Call canFill first; missing slots become empty text.
 */
export function fillTemplate(template: Template, slots: Slots, random: Random): string {
  return capitalizeFirst(
    render(template.parts, slots, random)
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;:!?])/g, '$1')
      // A name ending in a period ('Cannabis Co.') at the end of a sentence.
      .replace(/\.\.(?!\.)/g, '.')
      // 'the {business} website' when the business is called 'the salon'.
      .replace(/\bthe the\b/gi, (match) => match.slice(0, 3))
      .trim(),
  )
}
