import { randomBytes } from 'node:crypto'
import { startAppScript } from '../app/lib/start-app.ts'
import { type BudgetChunk, checkReaderBudget, READER_INTERACTIVE_BUDGET_KB } from './bundle-budget.ts'

/** Incompressible code of about `kb` KB gzipped. */
const code = (kb: number) => `export const x = "${randomBytes(kb * 1024).toString('base64')}"`

function chunk(fileName: string, kb: number, extra: Partial<BudgetChunk> = {}): BudgetChunk {
  return {
    fileName,
    code: code(kb),
    isEntry: false,
    imports: [],
    facadeModuleId: null,
    moduleIds: [],
    ...extra,
  }
}

/** A client build like ours: an entry, a shared chunk, two reader routes and an owner route. */
function build(homeKb: number): BudgetChunk[] {
  return [
    chunk('entry.js', 60, { isEntry: true, imports: ['shared.js'], moduleIds: ['/x/app/entry-client.tsx'] }),
    chunk('shared.js', 20, { moduleIds: ['/x/node_modules/@tanstack/query-core/query.js'] }),
    chunk('home.js', homeKb, {
      imports: ['entry.js', 'cards.js'],
      facadeModuleId: '/x/app/routes/index.tsx?tsr-split=component',
    }),
    chunk('cards.js', 5),
    chunk('article.js', 3, {
      imports: ['entry.js'],
      facadeModuleId: '/x/app/routes/article.$slug.tsx?tsr-split=component',
    }),
    chunk('newsroom.js', 80, {
      imports: ['entry.js', 'auth.js'],
      facadeModuleId: '/x/app/routes/newsroom.tsx?tsr-split=component',
    }),
    chunk('auth.js', 40, { moduleIds: ['/x/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js'] }),
  ]
}

const routes = ['index.tsx', 'article.$slug.tsx']

describe('reader JavaScript budget', () => {
  it('counts the entry, the route’s chunks and their static imports, not other routes', () => {
    const { routes: figures, problems } = checkReaderBudget(build(5), { budgetKb: 100, routes })
    expect(problems).toEqual([])
    const home = figures.find(({ route }) => route === 'index.tsx')
    expect(home?.files).toEqual(['cards.js', 'entry.js', 'home.js', 'shared.js'])
    expect(home?.kb).toBeGreaterThan(88)
    expect(home?.kb).toBeLessThan(100)
    // The owner page's 120 KB never count against a reader route.
    expect(figures.find(({ route }) => route === 'article.$slug.tsx')?.files).toEqual([
      'article.js',
      'entry.js',
      'shared.js',
    ])
  })

  it('fails when a reader route grows past the budget', () => {
    const { problems } = checkReaderBudget(build(25), { budgetKb: 100, routes })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^Reader route index\.tsx loads 1\d\d(\.\d)? KB .* before it hydrates; the budget is 100 KB/,
    )
  })

  it('counts the page’s inline start script as what runs before it is interactive', () => {
    const { routes: figures, problems } = checkReaderBudget(build(5), {
      budgetKb: 100,
      routes,
      startScript: startAppScript,
    })
    expect(problems).toEqual([])
    const home = figures.find(({ route }) => route === 'index.tsx')
    // The real start script, with the entry to run and the home page's chunks to preload.
    expect(home?.interactiveKb).toBeGreaterThan(0.5)
    expect(home?.interactiveKb).toBeLessThanOrEqual(READER_INTERACTIVE_BUDGET_KB)
  })

  it('fails when the start script grows past its budget', () => {
    const bloated = (scripts: string[], preloads: string[]) =>
      `${startAppScript(scripts, preloads)};${code(READER_INTERACTIVE_BUDGET_KB + 1)}`
    const { problems } = checkReaderBudget(build(5), { budgetKb: 100, routes, startScript: bloated })
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(
      /^Reader route index\.tsx runs \d+(\.\d)? KB of JavaScript .* before it is interactive/,
    )
  })

  it('fails when owner code is pulled onto a reader page', () => {
    const chunks = build(5)
    const article = chunks.find(({ fileName }) => fileName === 'article.js') as BudgetChunk
    article.imports.push('auth.js')
    const { problems } = checkReaderBudget(chunks, { budgetKb: 200, routes })
    expect(problems).toEqual([
      'Reader route article.$slug.tsx loads owner code: /x/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js.',
    ])
  })

  it('fails when what only a later interaction needs loads before a reader page is interactive', () => {
    const chunks = build(5)
    chunks.push(
      chunk('store.js', 30, { moduleIds: ['/x/node_modules/dexie/dist/modern/dexie.mjs'] }),
      chunk('pwa.js', 1, { moduleIds: ['/x/app/lib/pwa.ts', '/x/app/offline/prefetch-newest.ts'] }),
    )
    const entry = chunks.find(({ fileName }) => fileName === 'entry.js') as BudgetChunk
    entry.imports.push('pwa.js')
    const home = chunks.find(({ fileName }) => fileName === 'home.js') as BudgetChunk
    home.imports.push('store.js')
    const { problems, routes: figures } = checkReaderBudget(chunks, { budgetKb: 200, routes })
    expect(problems).toEqual([
      'Reader route index.tsx loads before it is interactive what only a later interaction needs: /x/app/lib/pwa.ts, /x/app/offline/prefetch-newest.ts, /x/node_modules/dexie/dist/modern/dexie.mjs. Load it with import().',
      'Reader route article.$slug.tsx loads before it is interactive what only a later interaction needs: /x/app/lib/pwa.ts, /x/app/offline/prefetch-newest.ts. Load it with import().',
    ])
    expect(figures.find(({ route }) => route === 'article.$slug.tsx')?.laterModules).toHaveLength(2)
  })

  it('lets the same modules load later, behind import()', () => {
    const chunks = build(5)
    chunks.push(chunk('store.js', 30, { moduleIds: ['/x/node_modules/dexie/dist/modern/dexie.mjs'] }))
    // A dynamic import is not among a chunk's static imports: nothing on the reader's first visit.
    expect(checkReaderBudget(chunks, { budgetKb: 200, routes }).problems).toEqual([])
  })

  it('fails a build without an entry', () => {
    const chunks = build(5).map((each) => ({ ...each, isEntry: false }))
    expect(checkReaderBudget(chunks, { routes }).problems).toContain('The client build has no entry chunk.')
  })
})
