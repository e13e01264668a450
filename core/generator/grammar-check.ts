import type { Linter } from 'harper.js'
import { HINT_ONLY_RULES } from './grammar-rules.ts'
import { TRADE_VOCABULARY } from './trades/index.ts'

/** Lint kinds that fail an article; style and formatting hints are reported but left to the owner. */
const FAILING_KINDS = new Set([
  'Grammar',
  'Agreement',
  'WordChoice',
  'Redundancy',
  'Repetition',
  'Spelling',
  'Typo',
])

/** One finding of the grammar checker. */
export interface GrammarFinding {
  kind: string
  message: string
  /** The flagged text with a little context. */
  excerpt: string
}

/** What the grammar check found: failing findings, and hints counted by kind. */
export interface GrammarReport {
  findings: GrammarFinding[]
  hints: Record<string, number>
}

let linter: Promise<Linter> | undefined

/**
 * harper.js reads its inlined binary with `fetch()` of a data: URL and only instantiates the
 * answer if it is `instanceof Response`. A host that replaced `globalThis.Response` with its own
 * class (as `@hono/node-server` does unless `overrideGlobalObjects: false`) breaks that check and
 * harper fails with "Argument 0 must be a buffer source"; say so plainly instead.
 */
async function explainLoadFailure(cause: unknown): Promise<Error> {
  let reason = cause instanceof Error ? cause.message : String(cause)
  try {
    if (!((await fetch('data:,')) instanceof Response)) {
      reason =
        'fetch() answers are not instances of the global Response (the host replaced ' +
        'globalThis.Response; with @hono/node-server pass overrideGlobalObjects: false)'
    }
  } catch {
    // No usable fetch at all: the original error says enough.
  }
  return new Error(`The grammar check could not load harper.js: ${reason}.`, { cause })
}

/**
 * harper.js (an offline grammar checker compiled to WebAssembly; runs the same in Node and Deno)
 * is loaded on first use: about 3 s, once per process. Its default rules run, less those that can
 * only report hints (HINT_ONLY_RULES). The binary is inlined, so nothing is fetched
 * from the network. A failed load is not cached, so the next call tries again.
 */
function loadLinter(): Promise<Linter> {
  linter ??= (async () => {
    try {
      const [{ LocalLinter, Dialect }, { binaryInlined }] = await Promise.all([
        import('harper.js'),
        import('harper.js/binaryInlined'),
      ])
      // Load the binary before the linter: LocalLinter's constructor starts the load without
      // awaiting it, so a failure there would surface as an unhandled rejection (fatal in Node).
      await binaryInlined.setup()
      const local = new LocalLinter({ binary: binaryInlined, dialect: Dialect.American })
      await local.setup()
      const rules = await local.getDefaultLintConfig()
      for (const rule of HINT_ONLY_RULES) if (rule in rules) rules[rule] = false
      await local.setLintConfig(rules)
      await local.importWords([...TRADE_VOCABULARY])
      return local
    } catch (error) {
      linter = undefined
      throw await explainLoadFailure(error)
    }
  })()
  return linter
}

/** One lint of a text: a failing finding with its flagged words, or a hint's kind. */
export type Entry = (GrammarFinding & { span: string }) | { hint: string }

/**
 * Results per linted text (a paragraph, a run of sentences or a seam), so a variant that changes a
 * few paragraphs re-checks only those.
 */
const cache = new Map<string, Entry[]>()
const CACHE_LIMIT = 4000

/** Forgets every cached result (the bench uses it to time a business's first article). */
export function clearGrammarCache(): void {
  cache.clear()
}

/** Texts are linted together, each a paragraph of its own, this many characters at a time. */
const BATCH_CHARS = 20_000
const SEPARATOR = '\n\n'

/**
 * Lints texts with as few harper calls as possible: each text is a paragraph of one document, and
 * a lint is given to the text it lies in (one reaching across two texts belongs to neither, as it
 * could not occur in either alone). Results come back in the order of `texts`.
 */
export async function lintTexts(texts: readonly string[]): Promise<Entry[][]> {
  const local = await loadLinter()
  const results: Entry[][] = texts.map(() => [])
  for (let first = 0; first < texts.length; ) {
    let last = first
    let length = 0
    while (last < texts.length && (last === first || length + (texts[last]?.length ?? 0) <= BATCH_CHARS))
      length += (texts[last++]?.length ?? 0) + SEPARATOR.length
    const batch = texts.slice(first, last)
    const starts: number[] = []
    let offset = 0
    for (const text of batch) {
      starts.push(offset)
      offset += text.length + SEPARATOR.length
    }
    const document = batch.join(SEPARATOR)
    for (const lint of await local.lint(document, { language: 'plaintext' })) {
      const span = lint.span()
      let index = starts.length - 1
      while (index > 0 && (starts[index] ?? 0) > span.start) index--
      const start = starts[index] ?? 0
      const text = batch[index] ?? ''
      if (span.end > start + text.length) continue
      const kind = lint.lint_kind()
      const entries = results[first + index] as Entry[]
      if (!FAILING_KINDS.has(kind)) entries.push({ hint: kind })
      else
        entries.push({
          kind,
          message: lint.message(),
          excerpt: text.slice(Math.max(0, span.start - start - 30), span.end - start + 30),
          span: text.slice(span.start - start, span.end - start),
        })
    }
    first = last
  }
  return results
}

/** A seam's finding quotes the sentence around the seam, as a paragraph's finding does. */
function excerptAround(sentence: string, seam: string): string {
  const at = Math.max(0, sentence.indexOf(seam))
  return sentence.slice(Math.max(0, at - 30), at + seam.length + 30)
}

function isNameSpan(span: string, names: readonly string[]): boolean {
  const lower = span.toLowerCase()
  return names.some((name) => name.toLowerCase().includes(lower))
}

/**
 * Checks plain-text paragraphs with harper.js. A misspelling inside one of the given names (the
 * business, its places, its services, the owner's own words) is not a finding; every other
 * grammar, agreement, word-choice, redundancy, repetition or spelling lint is. Each distinct
 * paragraph is linted once per process (a retried variant re-lints only what changed).
 */
export async function checkGrammar(
  paragraphs: readonly string[],
  names: readonly string[],
): Promise<GrammarReport> {
  // Every place a text occurs counts (a finding in two paragraphs is two findings); each distinct
  // text is linted once.
  const occurrences: { text: string; sentence?: string }[] = paragraphs
    .filter((paragraph) => paragraph.trim() !== '')
    .map((text) => ({ text }))
  const results = new Map<string, Entry[]>()
  for (const { text } of occurrences) {
    const cached = cache.get(text)
    if (cached) results.set(text, cached)
  }
  const missing = [...new Set(occurrences.map(({ text }) => text).filter((text) => !results.has(text)))]
  const linted = await lintTexts(missing)
  if (cache.size + missing.length > CACHE_LIMIT) cache.clear()
  missing.forEach((text, index) => {
    const entries = linted[index] ?? []
    results.set(text, entries)
    cache.set(text, entries)
  })

  const findings: GrammarFinding[] = []
  const hints: Record<string, number> = {}
  for (const { text, sentence } of occurrences) {
    for (const entry of results.get(text) ?? []) {
      if ('hint' in entry) hints[entry.hint] = (hints[entry.hint] ?? 0) + 1
      else {
        const { span, ...finding } = entry
        if ((finding.kind === 'Spelling' || finding.kind === 'Typo') && isNameSpan(span, names)) continue
        findings.push(sentence ? { ...finding, excerpt: excerptAround(sentence, text) } : finding)
      }
    }
  }
  return { findings, hints }
}
