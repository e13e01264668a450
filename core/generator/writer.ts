import { escapeHtml } from '../links/html-attributes.ts'
import { countWords } from '../posts/text.ts'
import type { Random } from '../random.ts'
import { makesClaim, unbackedClaims } from './claims.ts'
import { capitalizeFirst } from './grammar.ts'
import { countPhrase } from './keywords.ts'
import { MIN_SENTENCE_WORDS, sentenceKey, splitPlainSentences } from './sentences.ts'
import {
  canFill,
  type Filled,
  fillTemplateWithSeams,
  type Pool,
  type Slots,
  type Template,
} from './template.ts'

/** One sentence of the article, in plain text and HTML, with its visible word count. */
export interface Sentence {
  text: string
  html: string
  words: number
  /** Required sentences (addresses, phones, links, leads) are never trimmed away. */
  required: boolean
  /**
   * Set when a bank template wrote the sentence: where the article's values met the template's
   * words (see fillTemplateWithSeams). Sentences without it (owner text, the composer's own lines)
   * are linted whole by the grammar check. Worked out on first call.
   */
  seams?: () => readonly string[]
}

/** A heading's plain text and words, with its seams when a bank template wrote it (as Sentence). */
export interface DrawnHeading {
  text: string
  words: number
  seams?: () => readonly string[]
}

/** Slot values, or a function giving fresh ones per sentence (so landmarks vary). */
export type SlotSource = Slots | (() => Slots)

/** Options of one draw. */
export interface DrawOptions {
  required?: boolean
  /** Prefer the candidate whose word count is closest to this (used to land on the target). */
  near?: number
  /** The link a template's `{anchor}` slot becomes. */
  link?: { href: string; text: string }
  /**
   * Template keys already used nearby (one section): a template may come back elsewhere in a long
   * article with different wording, but not twice in the same section...
   */
  scope?: Set<string>
  /** ...unless the article is so long that every other choice is spent. */
  repeat?: boolean
  /** Never swap the business name for its alias (headings, where 'the salon' would read oddly). */
  keepName?: boolean
  /** Only templates not used anywhere yet. */
  fresh?: boolean
}

/** Share of the article's words one keyword may take, with headroom under the 2.5% rule. */
const KEYWORD_SHARE_CAP = 0.023
/** Every keyword must appear at least this often. */
export const MIN_KEYWORD_MENTIONS = 2
/** Share of the words every keyword must reach (the quality rule is 0.5%; a little headroom). */
export const KEYWORD_SHARE_FLOOR = 0.0055
/** The business name at most once per this many words (the rule is 150; headroom for trimming). */
const WORDS_PER_NAME = 165
/** A 4-word phrase (names and the keywords themselves aside) may occur at most this often. */
export const PHRASE_REPEAT_LIMIT = 4

/** Mentions a keyword needs to reach its share floor in an article of this length. */
export function keywordMinimum(keyword: string, wordCount: number): number {
  return Math.max(
    MIN_KEYWORD_MENTIONS,
    Math.ceil((KEYWORD_SHARE_FLOOR * wordCount) / keyword.split(/\s+/).length),
  )
}

/** Lower-case word 4-grams of a text, skipping any that touch a name's words. */
export function fourGrams(
  text: string,
  nameWords: ReadonlySet<string>,
  keywords: readonly string[] = [],
): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []
  const exempt = keywords.map((keyword) => ` ${keyword.toLowerCase()} `)
  const grams: string[] = []
  for (let index = 0; index + 4 <= words.length; index++) {
    const gram = words.slice(index, index + 4)
    if (gram.some((word) => nameWords.has(word))) continue
    const joined = gram.join(' ')
    // A keyword of four or more words is the owner's own phrase, which must recur to reach 0.5%.
    if (exempt.some((keyword) => keyword.includes(` ${joined} `))) continue
    grams.push(joined)
  }
  return grams
}
/** Stands in for the link while the template is filled; upper case so capitalisation leaves it alone. */
const ANCHOR = 'QQANCHORQQ'
const NEAR_CANDIDATES = 12
const PASSES = ['fresh', 'elsewhere', 'anywhere'] as const
/**
 * Share of optional sentences that call the business by its kind ('the salon') instead of its name;
 * a general business ('the company') only gets the nickname when a keyword in its name is at its cap.
 */
const NICKNAME_SHARE = 0.3
const ALIAS_SWAPS: readonly (readonly ('business' | 'service')[])[] = [
  ['business'],
  ['service'],
  ['business', 'service'],
]

/** Keys of the sentences inside one drawn text ('Questions? Call us.' holds two). */
function keysOf(text: string): string[] {
  const keys = splitPlainSentences(text)
    .filter((part) => part.split(' ').length >= MIN_SENTENCE_WORDS)
    .map(sentenceKey)
  return keys.length > 0 ? keys : [sentenceKey(text)]
}

/**
 * Draws sentences from template pools for one article. It never returns a sentence the article
 * already has, prefers templates not used yet, and keeps every keyword under its share of words.
 */
export class SentenceWriter {
  private readonly used = new Set<string>()
  private readonly usedTemplates = new Set<string>()
  private readonly counts: number[]
  private readonly caps: number[]
  /** Keywords, then the business name: every phrase whose share of the words is capped. */
  private readonly phrases: readonly string[]
  private readonly grams = new Map<string, number>()
  /** Words of every sentence accepted so far. */
  private words = 0

  /**
   * @param aliases How to refer to the business and the service when one more mention of their
   *   names would break a keyword's cap: 'the bail agency' for 'Riverbend Bail Bonds', 'this
   *   service' for 'storm damage repair'.
   */
  constructor(
    private readonly random: Random,
    private readonly family: string,
    private readonly keywords: readonly string[],
    private readonly wordCount: number,
    private readonly aliases: Readonly<Partial<Record<'business' | 'service', string>>> = {},
    /** The business name (capped at one mention per 150 words) and every word of the names 4-gram limits ignore. */
    private readonly names: { business?: string; words?: ReadonlySet<string>; ownerText?: string } = {},
  ) {
    this.phrases = names.business ? [...keywords, names.business] : keywords
    this.counts = this.phrases.map(() => 0)
    this.caps = this.phrases.map((phrase, index) =>
      index >= keywords.length
        ? Math.max(2, Math.floor(wordCount / WORDS_PER_NAME))
        : Math.max(
            MIN_KEYWORD_MENTIONS,
            Math.floor((KEYWORD_SHARE_CAP * wordCount) / phrase.split(/\s+/).length),
          ),
    )
  }

  /** Whether a sentence would push a 4-word phrase past its limit. */
  private repeatsPhrases(text: string): boolean {
    const local = new Map<string, number>()
    for (const gram of fourGrams(text, this.names.words ?? new Set(), this.keywords)) {
      const count = (local.get(gram) ?? this.grams.get(gram) ?? 0) + 1
      if (count > PHRASE_REPEAT_LIMIT) return true
      local.set(gram, count)
    }
    return false
  }

  /** How often each keyword occurs so far, in keyword order. */
  keywordCounts(): readonly number[] {
    return this.counts.slice(0, this.keywords.length)
  }

  /**
   * Draws one sentence from the pools, or undefined when none fits. A required draw still prefers
   * a sentence within the keyword caps, and only takes one over them when nothing else fits.
   */
  draw(pools: readonly Pool[], source: SlotSource, options: DrawOptions = {}): Sentence | undefined {
    const candidates: (Sentence & { key: string })[] = []
    let overCap: (Sentence & { key: string; excess: number }) | undefined
    for (const pass of PASSES) {
      if ((pass === 'anywhere' && !options.repeat) || (pass !== 'fresh' && options.fresh)) break
      for (const pool of this.random.shuffle(pools)) {
        for (const template of this.random.shuffle(pool.templates)) {
          const used = this.usedTemplates.has(template.key)
          if (pass === 'fresh' ? used : !used || (pass === 'elsewhere' && options.scope?.has(template.key)))
            continue
          const filled = this.fill(template, typeof source === 'function' ? source() : source, options)
          if (!filled) continue
          if (filled.excess > 0) {
            // A required sentence over a cap is kept in reserve: the one that overshoots least wins.
            if (!overCap || filled.excess < overCap.excess)
              overCap = { ...filled.sentence, key: template.key, excess: filled.excess }
            continue
          }
          if (options.near === undefined) return this.accept(filled.sentence, template.key, options.scope)
          candidates.push({ ...filled.sentence, key: template.key })
          if (candidates.length >= NEAR_CANDIDATES)
            return this.acceptNearest(candidates, options.near, options.scope)
        }
      }
      if (candidates.length > 0) return this.acceptNearest(candidates, options.near ?? 0, options.scope)
    }
    if (!overCap) return undefined
    const { excess: _excess, ...reserve } = overCap
    return this.acceptNearest([reserve], 0, options.scope)
  }

  /**
   * Fills one template into a sentence the article does not have yet, or undefined. Over a keyword
   * cap it retries with the business alias; a required sentence may stay over (marked), others not.
   */
  private fill(
    template: Template,
    given: Slots,
    options: DrawOptions,
  ): { sentence: Sentence; excess: number } | undefined {
    const slots = options.link ? { ...given, anchor: ANCHOR } : given
    if (!canFill(template, slots, this.family)) return undefined
    const required = options.required ?? false
    // Past the introduction, now and then call the business 'the salon' rather than repeat its name.
    const varied =
      !required &&
      !options.keepName &&
      this.aliases.business &&
      this.family !== 'general' &&
      this.words > this.wordCount * 0.1 &&
      this.random.next() < NICKNAME_SHARE
        ? { ...slots, business: this.aliases.business }
        : slots
    let sentence = this.build(this.fillNamed(template, varied), options)
    let excess = this.capExcess(sentence.text, required, options.link !== undefined)
    for (const swap of excess > 0 && !options.keepName ? ALIAS_SWAPS : []) {
      if (!swap.every((slot) => template.slots.includes(slot) && this.aliases[slot])) continue
      const aliased = { ...slots, ...Object.fromEntries(swap.map((slot) => [slot, this.aliases[slot]])) }
      const retry = this.build(this.fillNamed(template, aliased), options)
      const retryExcess = this.capExcess(retry.text, required, options.link !== undefined)
      if (retryExcess < excess) [sentence, excess] = [retry, retryExcess]
      if (excess === 0) break
    }
    if (excess > 0 && !required) return undefined
    if (this.repeatsPhrases(sentence.text)) return undefined
    // Templates never make claims only the owner can make; the owner's own facts go through write().
    if (makesClaim(sentence.text) && unbackedClaims(sentence.text, this.names.ownerText ?? '').length > 0)
      return undefined
    return keysOf(sentence.text).some((key) => this.used.has(key)) ? undefined : { sentence, excess }
  }

  /** Fills a template; a nickname ('the salon') that opens a later sentence gets its capital. */
  private fillNamed(template: Template, slots: Slots): Filled {
    const filled = fillTemplateWithSeams(template, slots, this.random, this.aliases)
    const alias = this.aliases.business
    if (!alias || slots.business !== alias) return filled
    const opening = new RegExp(`([.!?](?:\\*\\*)?\\s+)${alias}\\b`, 'g')
    return {
      text: filled.text.replaceAll(opening, `$1${capitalizeFirst(alias)}`),
      seams: () => filled.seams().map((seam) => seam.replaceAll(opening, `$1${capitalizeFirst(alias)}`)),
    }
  }

  /**
   * Draws a heading (plain text), unique within the article. Headings name the topic's subject;
   * when the subject holds a keyword already at its cap ('hair salon' as topic and keyword), the
   * heading calls it by the service alias instead ('This Service'), so headings cannot push a
   * keyword past 2.5%.
   */
  heading(pool: Pool, source: SlotSource): DrawnHeading | undefined {
    const before = [...this.counts]
    let sentence = this.draw([pool], source, { required: true, keepName: true })
    const alias = this.aliases.service
    if (sentence && alias && this.brokeCap(before)) {
      const fill = typeof source === 'function' ? source : () => source
      const aliased = () => ({ ...fill(), head: alias, focus: alias, subject: alias })
      this.release(sentence)
      sentence =
        this.draw([pool], aliased, { required: true, keepName: true }) ??
        this.draw([pool], source, { required: true, keepName: true })
    }
    if (!sentence) return undefined
    // '{title:head}' after another word keeps a leading 'the' small: 'Paddling With the Kalamazoo River'.
    const small = (text: string): string => text.replace(/(?<=\S )The (?=[A-Z])/g, 'the ')
    const drawn: DrawnHeading = { text: small(sentence.text), words: sentence.words }
    const seams = sentence.seams
    if (seams) drawn.seams = () => seams().map(small)
    return drawn
  }

  /** Whether the last accepted text took a keyword past the cap a required sentence may use. */
  private brokeCap(before: readonly number[]): boolean {
    return this.keywords.some((_keyword, index) => {
      const count = this.counts[index] ?? 0
      return (
        count > (before[index] ?? 0) && count > Math.max(MIN_KEYWORD_MENTIONS, (this.caps[index] ?? 0) - 1)
      )
    })
  }

  /** Adds a sentence the composer wrote itself (lists of addresses and phones). */
  write(text: string, required = true): Sentence {
    const sentence = this.build(text, {})
    sentence.required = required
    for (const key of keysOf(sentence.text)) this.used.add(key)
    this.tally(sentence.text, 1)
    return sentence
  }

  /** Whether removing a sentence keeps every keyword at its minimum of two mentions. */
  canRelease(sentence: Sentence): boolean {
    return this.keywords.every(
      (keyword, index) =>
        (this.counts[index] ?? 0) - countPhrase(sentence.text, keyword) >=
        keywordMinimum(keyword, this.wordCount),
    )
  }

  /** Forgets a sentence that was trimmed from the article, so its words no longer count. */
  release(sentence: Sentence): void {
    for (const key of keysOf(sentence.text)) this.used.delete(key)
    this.tally(sentence.text, -1)
  }

  /**
   * Mentions by which a sentence would break keyword caps (0 when it fits). Optional sentences meet
   * a paced cap (a tenth up front, the rest in proportion to the words written), so the intro cannot
   * spend a keyword's allowance and leave later sections to work around it; required ones the full cap.
   */
  private capExcess(text: string, required: boolean, link = false): number {
    const pace = required ? 1 : Math.min(1, (this.words + this.wordCount * 0.1) / this.wordCount)
    let excess = 0
    this.phrases.forEach((keyword, index) => {
      const mentions = countPhrase(text, keyword)
      const cap = this.caps[index] ?? 0
      // Sentences leave one mention spare for a link whose anchor text is the keyword.
      const spared = link ? cap : Math.max(MIN_KEYWORD_MENTIONS, cap - 1)
      const allowed = required ? spared : Math.ceil(spared * pace)
      if (mentions > 0) excess += Math.max(0, (this.counts[index] ?? 0) + mentions - allowed)
    })
    return excess
  }

  private tally(text: string, sign: 1 | -1): void {
    this.words += sign * text.split(' ').length
    this.phrases.forEach((keyword, index) => {
      this.counts[index] = (this.counts[index] ?? 0) + sign * countPhrase(text, keyword)
    })
    for (const gram of fourGrams(text, this.names.words ?? new Set(), this.keywords))
      this.grams.set(gram, (this.grams.get(gram) ?? 0) + sign)
  }

  private acceptNearest(
    candidates: (Sentence & { key?: string })[],
    near: number,
    scope?: Set<string>,
  ): Sentence {
    let best = candidates[0] as Sentence & { key?: string }
    for (const candidate of candidates) {
      if (Math.abs(candidate.words - near) < Math.abs(best.words - near)) best = candidate
    }
    const { key, ...sentence } = best
    return this.accept(sentence, key ?? '', scope)
  }

  private accept(sentence: Sentence, key: string, scope?: Set<string>): Sentence {
    this.usedTemplates.add(key)
    scope?.add(key)
    for (const entry of keysOf(sentence.text)) this.used.add(entry)
    this.tally(sentence.text, 1)
    return sentence
  }

  /** Turns filled text into a sentence: the anchor slot becomes a link and `**bold**` a strong tag. */
  private build(written: string | Filled, options: DrawOptions): Sentence {
    const filled = typeof written === 'string' ? written : written.text
    let seams = typeof written === 'string' ? undefined : written.seams
    let text = filled
    let html = escapeHtml(filled).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    if (text.includes(ANCHOR)) {
      const link = options.link ?? { href: '', text: '' }
      // Capitalised when it opens a sentence: 'Still deciding? Visit their website...'
      const opensSentence = /(^|[.!?]\s+)$/.test(text.slice(0, text.indexOf(ANCHOR)))
      const anchor = opensSentence ? capitalizeFirst(link.text) : link.text
      // 'Cannabis Co.' closing a sentence keeps one period.
      const marker = anchor.endsWith('.') && text.includes(`${ANCHOR}.`) ? `${ANCHOR}.` : ANCHOR
      text = text.replace(marker, anchor)
      html = html.replace(marker, `<a href="${escapeHtml(link.href)}">${escapeHtml(anchor)}</a>`)
      const linked = seams
      seams =
        linked && (() => linked().map((seam) => seam.replace(marker, anchor).replace(ANCHOR, link.text)))
    }
    text = text.replace(/\*\*/g, '')
    const marked = seams
    seams = marked && (() => marked().map((seam) => seam.replace(/\*\*/g, '')))
    // Plain sentences (most of them) are counted by splitting; markup goes through the page's own counter.
    const words = html.includes('<') || html.includes('&') ? countWords(html) : text.split(' ').length
    const sentence: Sentence = { text, html, words, required: options.required ?? false }
    if (seams) sentence.seams = seams
    return sentence
  }
}
