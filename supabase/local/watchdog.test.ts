/**
 * What an anonymous attacker can send to /rest/v1 and what the server must still do afterwards:
 * answer, in PostgREST's error shape, and keep answering everyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadStatementTimeouts, SqlExecutor } from './db/executor.ts'
import type { LocalStack } from './index.ts'
import { startTestStack } from './testing/index.ts'

let stack: LocalStack

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

function get(path: string): Promise<Response> {
  return fetch(`${stack.url}${path}`, { headers: { apikey: stack.anonKey } })
}

/** The site still answers a database-backed request, and quickly. */
async function expectStillAnswers(): Promise<void> {
  const started = performance.now()
  const response = await get('/rest/v1/blog_posts?select=slug&limit=1')
  expect(response.status).toBe(200)
  expect(await response.json()).toHaveLength(1)
  expect(performance.now() - started).toBeLessThan(1_000)
}

/** A query that fails in the database; a frozen session used to hang on exactly this. */
async function expectFailingQueryAnswers(): Promise<void> {
  const response = await get('/rest/v1/blog_posts?select=id&id=eq.x')
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({ code: '22P02' })
}

function expectPostgrestShape(body: Record<string, unknown>): void {
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
  expect(JSON.stringify(body)).not.toMatch(/select |from public|at .*\.ts/i)
}

const ATTACKS: [string, string][] = [
  [
    'a regular expression too complex to compile',
    '/rest/v1/blog_posts?select=id&title=match.(.{1,255}){1,255}z',
  ],
  [
    'a back-referencing regular expression',
    '/rest/v1/blog_posts?select=id&content=match.(.*)(.*)(.*)\\1\\2\\3x',
  ],
  [
    'a 2,000-deep or= tree',
    `/rest/v1/blog_posts?select=id&or=${'or('.repeat(2000)}id.eq.1${')'.repeat(2000)}`.replace(
      'or=or(',
      'or=(',
    ),
  ],
  [
    'a huge in.() list',
    `/rest/v1/blog_posts?select=id&slug=in.(${Array.from({ length: 1500 }, (_, i) => `s${i}`).join(',')})`,
  ],
]

describe('anonymous requests cannot stop the server', () => {
  it.each(ATTACKS)('survives %s followed by a failing query', async (_name, path) => {
    const attack = get(path)
    // While the attack runs, the process answers HTTP.
    const started = performance.now()
    const root = await fetch(`${stack.url}/`)
    expect(root.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(1_000)

    const response = await attack
    expect(response.status).toBeLessThan(600)
    const body = (await response.json()) as Record<string, unknown>
    if (response.status !== 200) expectPostgrestShape(body)
    await expectFailingQueryAnswers()
    await expectStillAnswers()
  })

  it('cancels an anonymous query after 3 s with the statement-timeout error', async () => {
    // No anonymous REST request is known to run that long any more (the regular expressions that
    // did are refused, rest/regex-guard.ts), so the anon role's limit is shown on the executor.
    const executor = new SqlExecutor(stack.db, { timeouts: await loadStatementTimeouts(stack.db) })
    const started = performance.now()
    const sleep = executor.run({
      role: 'anon',
      claims: '{}',
      queries: [{ sql: 'select pg_sleep(10)', params: [] }],
    })
    await expect(sleep).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    })
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_900)
  })

  it('refuses a logic tree nested 2,000 deep as a parse error', async () => {
    const deep = `(${'or('.repeat(1999)}id.eq.1${')'.repeat(2000)}`
    const response = await get(`/rest/v1/blog_posts?select=id&or=${deep}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST100' })
  })

  it('carries hosted Supabase statement timeouts on the API roles', async () => {
    const { rows } = await stack.db.query<{ role: string; setting: string }>(
      `select r.rolname as role, c as setting
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) c
       where r.rolname in ('anon', 'authenticated') order by 1`,
    )
    expect(rows).toEqual([
      { role: 'anon', setting: 'statement_timeout=3s' },
      { role: 'authenticated', setting: 'statement_timeout=8s' },
    ])
  })
})
