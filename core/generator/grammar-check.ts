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

/** Paragraph results, so a variant that changes a few paragraphs re-checks only those. */
type Entry = (GrammarFinding & { span: string }) | { hint: string }
const cache = new Map<string, Entry[]>()
const CACHE_LIMIT = 4000

function isNameSpan(span: string, names: readonly string[]): boolean {
  const lower = span.toLowerCase()
  return names.some((name) => name.toLowerCase().includes(lower))
}

/**
 * Checks plain-text paragraphs with harper.js. A misspelling inside one of the given names (the
 * business, its places, its services) is not a finding; every other grammar, agreement,
 * word-choice, redundancy, repetition or spelling lint is.
 */
export async function checkGrammar(
  paragraphs: readonly string[],
  names: readonly string[],
): Promise<GrammarReport> {
  const local = await loadLinter()
  const findings: GrammarFinding[] = []
  const hints: Record<string, number> = {}
  for (const paragraph of paragraphs) {
    if (paragraph.trim() === '') continue
    let entries = cache.get(paragraph)
    if (!entries) {
      const lints = await local.lint(paragraph, { language: 'plaintext' })
      entries = lints.map((lint): Entry => {
        const span = lint.span()
        const kind = lint.lint_kind()
        const text = paragraph.slice(span.start, span.end)
        if (!FAILING_KINDS.has(kind)) return { hint: kind }
        return {
          kind,
          message: lint.message(),
          excerpt: paragraph.slice(Math.max(0, span.start - 30), span.end + 30),
          span: text,
        }
      })
      if (cache.size >= CACHE_LIMIT) cache.clear()
      cache.set(paragraph, entries)
    }
    for (const entry of entries) {
      if ('hint' in entry) hints[entry.hint] = (hints[entry.hint] ?? 0) + 1
      else {
        const { span, ...finding } = entry
        if ((finding.kind === 'Spelling' || finding.kind === 'Typo') && isNameSpan(span, names)) continue
        findings.push(finding)
      }
    }
  }
  return { findings, hints }
}
