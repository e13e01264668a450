import type { Pool } from './template.ts'
import type { Sentence, SlotSource } from './writer.ts'

/** An h2 or h3 heading. */
export interface Heading {
  kind: 'h2' | 'h3'
  text: string
  words: number
  id?: string
  /** Set when a bank template wrote the heading, as Sentence.seams. */
  seams?: () => readonly string[]
}

/** How a paragraph or list can take more sentences while the article grows toward its length. */
export interface Grower {
  pools: readonly Pool[]
  slots: SlotSource
  /** Sentences (or list items) this block aims for. */
  max: number
  /** Further paragraphs the same part may open once this one is full. */
  paragraphsLeft: number
  /** Set when no pool has an unused sentence left for this block. */
  exhausted?: boolean
  /** Sentences added beyond max when every part is already open. */
  overflow?: number
}

/** A paragraph or a list; list items are sentences too. */
export interface TextBlock {
  kind: 'p' | 'ul' | 'ol'
  sentences: Sentence[]
  grower?: Grower
}

export type Block = Heading | TextBlock

/** A subsection a section may open as it grows: an optional h3, then paragraphs or a list. */
export interface Part {
  heading?: Pool
  pools: readonly Pool[]
  slots: SlotSource
  paragraphs: number
  list?: 'ul' | 'ol'
  /** A one-sentence paragraph introducing the list. */
  listIntro?: Pool
}

/** An h2 section of the article. */
export interface Section {
  id: string
  /** Share of the words left after the skeleton that this section receives. */
  weight: number
  blocks: Block[]
  /** Parts not opened yet, in reading order. */
  parts: Part[]
  /** Templates used in this section, so none repeats within it. */
  scope: Set<string>
  /** Every pool of the section: a paragraph whose own pools are spent borrows a fresh sentence here before any template repeats. */
  spare: readonly Pool[]
}

/** Whether a block is a paragraph or list. */
export function isText(block: Block): block is TextBlock {
  return block.kind === 'p' || block.kind === 'ul' || block.kind === 'ol'
}

/** Visible words of a section (headings included). */
export function sectionWords(section: Section): number {
  let words = 0
  for (const block of section.blocks) {
    if (isText(block)) for (const sentence of block.sentences) words += sentence.words
    else words += block.words
  }
  return words
}
