import { type Block, isText, type Section, sectionWords, type TextBlock } from './article.ts'
import type { BuildContext } from './build-context.ts'
import type { Sentence } from './writer.ts'

/** Words left in a section's budget below which no new h3 part is opened (a heading needs a body). */
const PART_MIN_WORDS = 45
/** Extra sentences a paragraph may take once its section has opened every part. */
const OVERFLOW_LIMIT = 3

/** The section's last growing block, or with `paragraph` its last growing paragraph (not a list). */
function lastGrown(section: Section, paragraph = false): TextBlock | undefined {
  for (let index = section.blocks.length - 1; index >= 0; index--) {
    const block = section.blocks[index] as Block
    if (isText(block) && block.grower && (!paragraph || block.kind === 'p')) return block
  }
  return undefined
}

/** How a growth step may draw: near a word count, and whether templates may repeat within a section. */
interface GrowOptions {
  near?: number
  repeat?: boolean
}

function addTo(block: TextBlock, section: Section, context: BuildContext, grow: GrowOptions): number {
  const grower = block.grower
  if (!grower || (grower.exhausted && !grow.repeat)) return 0
  const options = { scope: section.scope, ...grow }
  // Fresh wording from this paragraph's pools, then from the section's other pools, and only then a
  // template used elsewhere in the article.
  const sentence =
    context.writer.draw(grower.pools, grower.slots, { ...options, fresh: true }) ??
    context.writer.draw(section.spare, grower.slots, { ...options, fresh: true }) ??
    context.writer.draw(grower.pools, grower.slots, options)
  if (!sentence) {
    grower.exhausted = true
    return 0
  }
  block.sentences.push(sentence)
  return sentence.words
}

function openPart(section: Section, context: BuildContext): number {
  const part = section.parts.shift()
  if (!part) return 0
  const { writer, random } = context
  const before = sectionWords(section)
  const blockCount = section.blocks.length
  if (part.heading) {
    const drawn = writer.heading(part.heading, part.slots)
    if (!drawn) return openPart(section, context)
    section.blocks.push({ kind: 'h3', ...drawn })
  }
  if (part.listIntro) {
    const intro = writer.draw([part.listIntro], part.slots)
    if (intro) section.blocks.push({ kind: 'p', sentences: [intro] })
  }
  const kind = part.list ?? 'p'
  const max = part.list ? 4 + random.int(3) : 3 + random.int(3)
  const block: TextBlock = {
    kind,
    sentences: [],
    grower: { pools: part.pools, slots: part.slots, max, paragraphsLeft: part.paragraphs - 1 },
  }
  section.blocks.push(block)
  // A list needs three items and a paragraph two sentences to stand on their own.
  for (let filled = 0; filled < (part.list ? 3 : 2); filled++)
    if (addTo(block, section, context, {}) === 0) break
  if (block.sentences.length === 0) {
    // Nothing left to say under this heading: take the heading back out.
    for (const removed of section.blocks.splice(blockCount)) {
      if (isText(removed)) for (const sentence of removed.sentences) writer.release(sentence)
    }
    return 0
  }
  return sectionWords(section) - before
}

/**
 * Adds one sentence (or opens one part) to a section; returns the words added, 0 when the section
 * cannot grow. With `near`, prefers a sentence of about that many words and opens no new parts.
 */
export function growSection(
  section: Section,
  context: BuildContext,
  room: number,
  grow: GrowOptions = {},
): number {
  const current = lastGrown(section)
  const grower = current?.grower
  if (current && grower && current.sentences.length < grower.max) {
    const added = addTo(current, section, context, grow)
    if (added > 0) return added
  }
  if (current && grower && current.kind === 'p' && grower.paragraphsLeft > 0 && room >= PART_MIN_WORDS / 2) {
    const added = newParagraph(section, context, grow, grower.paragraphsLeft - 1)
    if (added > 0) return added
  }
  while (grow.near === undefined && room >= PART_MIN_WORDS && section.parts.length > 0) {
    const added = openPart(section, context)
    if (added > 0) return added
  }
  // Every part is open: let existing paragraphs run a little longer...
  for (const block of section.blocks) {
    if (!isText(block) || block.kind !== 'p' || !block.grower) continue
    if ((block.grower.overflow ?? 0) >= OVERFLOW_LIMIT) continue
    const added = addTo(block, section, context, grow)
    if (added > 0) {
      block.grower.overflow = (block.grower.overflow ?? 0) + 1
      return added
    }
  }
  // ...and in a very long article, start another paragraph on the section's last theme.
  return grow.repeat ? newParagraph(section, context, grow, 0) : 0
}

function newParagraph(
  section: Section,
  context: BuildContext,
  grow: GrowOptions,
  paragraphsLeft: number,
): number {
  // A section that ends in a list continues the theme of its last paragraph.
  const last = lastGrown(section, true)
  if (!last?.grower) return 0
  last.grower.paragraphsLeft = 0
  const block: TextBlock = {
    kind: 'p',
    sentences: [],
    grower: {
      pools: last.grower.pools,
      slots: last.grower.slots,
      max: 3 + context.random.int(3),
      paragraphsLeft,
    },
  }
  section.blocks.push(block)
  const added = addTo(block, section, context, grow)
  if (added === 0) section.blocks.pop()
  return added
}

/** Total visible words of the article. */
export function articleWords(sections: readonly Section[]): number {
  return sections.reduce((sum, section) => sum + sectionWords(section), 0)
}

/** Grows every section toward its share of the words left after the skeleton. */
export function growToBudgets(sections: Section[], context: BuildContext, target: number): void {
  const spare = target - articleWords(sections)
  if (spare <= 0) return
  const weight = sections.reduce((sum, section) => sum + section.weight, 0)
  for (const section of sections) {
    if (section.weight === 0) continue
    const budget = sectionWords(section) + (spare * section.weight) / weight
    // Stop about half a sentence short; the final pass lands on the target.
    while (budget - sectionWords(section) > 8) {
      if (growSection(section, context, budget - sectionWords(section)) === 0) break
    }
  }
}

interface Removable {
  block: TextBlock
  index: number
  sentence: Sentence
}

function removables(sections: readonly Section[], context: BuildContext): Removable[] {
  const found: Removable[] = []
  for (const section of sections) {
    for (const block of section.blocks) {
      if (!isText(block) || !block.grower) continue
      // Keep a paragraph's first two sentences and a list's first three items.
      const keep = block.kind === 'p' ? 2 : 3
      block.sentences.forEach((sentence, index) => {
        if (index >= keep && !sentence.required && context.writer.canRelease(sentence))
          found.push({ block, index, sentence })
      })
    }
  }
  return found
}

/**
 * Lands the article on its word target: adds sentences of about the missing length to sections in
 * turn, or removes optional sentences closest to the excess, until within `tolerance` words.
 */
export function fitToTarget(
  sections: Section[],
  context: BuildContext,
  target: number,
  tolerance: number,
): void {
  const growable = sections.filter((section) => section.weight > 0)
  let turn = 0
  for (let step = 0; step < 400; step++) {
    const diff = target - articleWords(sections)
    if (Math.abs(diff) <= tolerance) return
    if (diff > 0) {
      const near = diff > 40 ? undefined : diff
      let added = 0
      // Templates repeat within a section only once no section can grow without.
      for (const repeat of [false, true]) {
        for (let tries = 0; tries < growable.length && added === 0; tries++) {
          const section = growable[turn++ % growable.length] as Section
          added = growSection(section, context, diff, near === undefined ? { repeat } : { near, repeat })
        }
        if (added > 0) break
      }
      if (added === 0) return
    } else {
      const excess = -diff
      const options = removables(sections, context)
      if (options.length === 0) return
      let best = options[0] as Removable
      for (const option of options) {
        const miss = Math.abs(option.sentence.words - excess)
        if (miss < Math.abs(best.sentence.words - excess)) best = option
      }
      // Removing more than twice the excess would overshoot the other way.
      if (best.sentence.words > excess * 2 + tolerance) return
      best.block.sentences.splice(best.index, 1)
      context.writer.release(best.sentence)
    }
  }
}
