import { gzipSync } from 'node:zlib'

/**
 * The JavaScript budget of reader pages, checked on every client build (vite.config.ts) so it
 * cannot creep back: for each reader route, the scripts a first visit must run before the page
 * is interactive, which are the entry chunk, the route's own chunks (the router loads every split
 * part of a matched route before it hydrates) and everything those import statically, gzipped.
 * Dynamic imports (offline store, service worker, search index, forms' API client ...) load later
 * and do not count. Owner code must never be among them.
 *
 * Reader routes are named here, by route file: owner pages added later (under /newsroom, say) do
 * not count against it, and a new reader route is added to this list.
 */
export const READER_ROUTE_FILES = [
  'index.tsx',
  'article.$slug.tsx',
  '$city.$service.tsx',
  '$city.services.tsx',
  'directory.tsx',
  'category.$category.tsx',
  'author.$author.tsx',
  '$page.tsx',
  'search.tsx',
  'saved.tsx',
  'tag.$tag.tsx',
  '$.tsx',
] as const

/**
 * Most KB (gzip level 9, 1 KB = 1024 bytes) of JavaScript a reader page loads before it hydrates:
 * the app that the page's start script fetches once the page has loaded (or the reader touches it).
 * React DOM, TanStack Router and Query, as the reader pages use them, are one 108 KB chunk. It was
 * 140 KB (reader routes 135.6-138.5 KB); one framework chunk and keeping the article view, the
 * company pages' text and the service worker's registration out of the entry brought them to
 * 129.5-133.5 KB; relative times, the header's Saved count and the article's lead-on block took them
 * to 131.6-136.3 KB and the budget to 137 (decision 015's last update). Listings, the newsletter's
 * confirmation form and the reader's lead-on block, landed together, took the article to 137.5 KB and
 * the budget to 138: a regression to win back, not a new floor. The dark theme's switch and the
 * article's text size (decision 060) and the install offer's loader (decision 061) took home to
 * 136.2 KB and the article to 138.7, and the budget to 139. Push alerts' offer trigger on the
 * article's foot and the Saved button (decision 065), merged with those, took the article to 139.3
 * KB and the budget to 140 (decision 015's last update). Lower
 * it whenever a change wins bytes back; never raise it without saying why in decision 015.
 */
export const READER_BUDGET_KB = 140

/**
 * Routes allowed more than READER_BUDGET_KB, each with its reason. The city x service landing page
 * renders the owner's real listings (hours read on the city's clock, "open now", tel: links) and
 * says what each kind of work is, all hydrated with the page: 137.9 KB alone, 140.8 KB once landed
 * with the reader pages' header and lead-on work, where the placeholder page was about 133.5 KB (the
 * quote form already loads on first use); 141.9 KB with the dark theme's switch and the install offer's loader (decisions 060, 061).
 * Decision 035; win it back by moving the listing cards' hours code behind the first interaction.
 */
export const ROUTE_BUDGETS_KB: Readonly<Record<string, number>> = { '$city.$service.tsx': 143 }

/**
 * Most KB (gzipped) of JavaScript a reader page runs before it is interactive: its inline start
 * script (app/lib/start-app.ts), which answers every tap from the first paint and loads the app
 * after it (decision 022). It is about 2 KB; the ceiling is 100 KB, and this budget keeps
 * the script small enough that it never needs a request of its own.
 */
export const READER_INTERACTIVE_BUDGET_KB = 3

/**
 * Modules that belong to the owner's side: sign-in (supabase-js and its auth client), the owner
 * gate, generators, owner tool pages' components. None may load before a reader page is interactive.
 */
const OWNER_MODULES: RegExp[] = [
  /\/app\/components\/(owner-gate|generator-page)\.tsx/,
  /\/app\/lib\/owner-client\.ts/,
  /\/core\/(owner|generator)\//,
  /\/app\/routes\/(seo-dashboard|fix-backlinks|generate-[^/]*|leads|login|newsroom[^/]*)\.tsx\?tsr-split/,
  /\/node_modules\/@supabase\/(supabase-js|auth-js|storage-js|realtime-js|functions-js)\//,
]

/**
 * Modules a reader page uses only after it is interactive, which must therefore stay behind
 * `import()`: the offline store (Dexie) and search index (MiniSearch), the service worker's
 * registration and the background prefetch, the PostgREST client, markdown, the sanitizer and
 * input validation. Pulled in statically by accident, each would add to every first visit.
 */
const LATER_MODULES: RegExp[] = [
  /\/node_modules\/(dexie|dexie-react-hooks|minisearch|workbox-window|marked|dompurify|zod|@supabase\/postgrest-js)\//,
  /\/app\/offline\/(post-store|search-index|offline-api|keep-seen|prefetch-newest)\.ts(\?|$)/,
  /\/app\/lib\/(pwa|posts-api|post-body)\.ts(\?|$)/,
]

/** What the check needs of one output chunk (a Rollup/Rolldown OutputChunk has all of it). */
export interface BudgetChunk {
  fileName: string
  code: string
  isEntry: boolean
  /** Chunks this one imports statically. */
  imports: string[]
  /** The module a split chunk stands for, such as `/x/app/routes/index.tsx?tsr-split=component`. */
  facadeModuleId: string | null
  /** Every module in the chunk. */
  moduleIds: string[]
}

export interface RouteBudget {
  route: string
  /** KB gzipped loaded before the page hydrates: the entry, the route's chunks and their imports. */
  kb: number
  /** KB gzipped run before the page is interactive: its inline start script. */
  interactiveKb: number
  files: string[]
  ownerModules: string[]
  /** Modules that belong behind `import()` (LATER_MODULES) but load before interactive. */
  laterModules: string[]
}

/** The budget of each reader route, and the problems that fail the build (empty when all is well). */
export function checkReaderBudget(
  chunks: BudgetChunk[],
  options: {
    budgetKb?: number
    interactiveBudgetKb?: number
    routes?: readonly string[]
    /** The inline start script a page with these scripts and preloads runs (app/lib/start-app.ts). */
    startScript?: (scripts: string[], preloads: string[]) => string
  } = {},
): { routes: RouteBudget[]; problems: string[] } {
  const budgetKb = options.budgetKb ?? READER_BUDGET_KB
  const interactiveBudgetKb = options.interactiveBudgetKb ?? READER_INTERACTIVE_BUDGET_KB
  const kbOf = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const gzipped = new Map<string, number>()
  const sizeOf = (chunk: BudgetChunk) => {
    let size = gzipped.get(chunk.fileName)
    if (size === undefined) {
      size = gzipSync(chunk.code, { level: 9 }).length
      gzipped.set(chunk.fileName, size)
    }
    return size
  }
  const closure = (start: BudgetChunk[]) => {
    const seen = new Set<string>()
    const visit = (chunk: BudgetChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return
      seen.add(chunk.fileName)
      for (const file of chunk.imports) visit(byFile.get(file))
    }
    for (const chunk of start) visit(chunk)
    return [...seen].map((file) => byFile.get(file) as BudgetChunk)
  }
  const entries = chunks.filter((chunk) => chunk.isEntry)
  const problems: string[] = []
  if (entries.length === 0) problems.push('The client build has no entry chunk.')
  const routes = (options.routes ?? READER_ROUTE_FILES).map((routeFile): RouteBudget => {
    const ownChunks = chunks.filter((chunk) =>
      chunk.facadeModuleId?.includes(`/app/routes/${routeFile}?tsr-split`),
    )
    const loaded = closure([...entries, ...ownChunks])
    const kb = kbOf(loaded.reduce((sum, chunk) => sum + sizeOf(chunk), 0))
    const entryFiles = entries.map((chunk) => `/${chunk.fileName}`)
    const startScript = options.startScript?.(
      entryFiles,
      loaded.map((chunk) => `/${chunk.fileName}`).filter((file) => !entryFiles.includes(file)),
    )
    const interactiveKb = startScript === undefined ? 0 : kbOf(gzipSync(startScript, { level: 9 }).length)
    const matching = (patterns: RegExp[]) =>
      loaded.flatMap((chunk) =>
        chunk.moduleIds.filter((id) => patterns.some((pattern) => pattern.test(id.replaceAll('\\', '/')))),
      )
    const ownerModules = matching(OWNER_MODULES)
    const laterModules = matching(LATER_MODULES)
    const routeBudgetKb = options.budgetKb ?? ROUTE_BUDGETS_KB[routeFile] ?? budgetKb
    if (kb > routeBudgetKb)
      problems.push(
        `Reader route ${routeFile} loads ${kb} KB of JavaScript (gzipped) before it hydrates; the budget is ${routeBudgetKb} KB. Load what the first interaction does not need with import().`,
      )
    if (interactiveKb > interactiveBudgetKb)
      problems.push(
        `Reader route ${routeFile} runs ${interactiveKb} KB of JavaScript (gzipped) before it is interactive; the budget for its start script is ${interactiveBudgetKb} KB.`,
      )
    if (ownerModules.length > 0)
      problems.push(`Reader route ${routeFile} loads owner code: ${ownerModules.join(', ')}.`)
    if (laterModules.length > 0)
      problems.push(
        `Reader route ${routeFile} loads before it is interactive what only a later interaction needs: ${laterModules.join(', ')}. Load it with import().`,
      )
    return {
      route: routeFile,
      kb,
      interactiveKb,
      files: loaded.map((chunk) => chunk.fileName).sort(),
      ownerModules,
      laterModules,
    }
  })
  return { routes, problems }
}
