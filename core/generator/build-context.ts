import type { Random } from '../random.ts'
import type { Block, Heading, Part, Section, TextBlock } from './article.ts'
import type { ArticleFacts } from './facts.ts'
import type { Pool, Slots } from './template.ts'
import type { FaqItem } from './types.ts'
import type { Sentence, SentenceWriter, SlotSource } from './writer.ts'

/** What every section builder works with. */
export interface BuildContext {
  facts: ArticleFacts
  writer: SentenceWriter
  random: Random
  /** Slot values shared by every section (business, primary city, family words...). */
  base: () => Slots
  /** Which sections carry a backlink, and its anchor text. */
  links: Map<string, { pool: Pool; text: string }>
  faq: FaqItem[]
}

/** Paragraph length in sentences: three to five, so the page breathes. */
export const paragraphLength = (random: Random): number => 3 + random.int(3)

/** A heading drawn from a pool, unique within the article, or undefined when every wording is taken. */
export function heading(
  context: BuildContext,
  kind: 'h2' | 'h3',
  pool: Pool,
  slots: SlotSource,
  id?: string,
): Heading | undefined {
  const drawn = context.writer.heading(pool, slots)
  if (!drawn) return undefined
  return id ? { kind, ...drawn, id } : { kind, ...drawn }
}

/** A required sentence; the pools are written so one always fits, and the composer's own text is the fallback. */
export function required(context: BuildContext, pool: Pool, slots: SlotSource, fallback: string): Sentence {
  return context.writer.draw([pool], slots, { required: true }) ?? context.writer.write(fallback)
}

/** The backlink sentence a section carries, if the link plan gave it one. */
export function linkSentence(context: BuildContext, section: string, slots: SlotSource): Sentence[] {
  const link = context.links.get(section)
  if (!link) return []
  const href = context.facts.backlink
  const sentence = context.writer.draw([link.pool], slots, {
    required: true,
    link: { href, text: link.text },
  })
  return sentence ? [sentence] : []
}

/** A section's first paragraph, which keeps growing from `pools` while the article is short of words. */
export function opening(
  context: BuildContext,
  sentences: Sentence[],
  pools: readonly Pool[],
  slots: SlotSource,
  paragraphsLeft: number,
): TextBlock {
  return {
    kind: 'p',
    sentences,
    grower: {
      pools,
      slots,
      max: Math.max(sentences.length + 1, paragraphLength(context.random)),
      paragraphsLeft,
    },
  }
}

/** Assembles a section; its spare pools are every pool its paragraphs and parts draw from. */
export function section(
  id: string,
  weight: number,
  blocks: (Block | undefined)[],
  parts: Part[] = [],
): Section {
  const present = blocks.filter((block) => block !== undefined)
  const pools = [
    ...present.flatMap((block) => ('grower' in block && block.grower ? block.grower.pools : [])),
    ...parts.flatMap((part) => part.pools),
  ]
  return { id, weight, blocks: present, parts, scope: new Set(), spare: [...new Set(pools)] }
}
