/**
 * Throws generated malformed query strings (and a few odd headers) at /rest/v1 and checks that
 * every answer is a 2xx or 4xx in PostgREST's shape, never a 500, and never shows SQL, the
 * server's query text or a stack trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRandom } from '../../../core/random.ts'
import type { LocalStack } from '../index.ts'
import { startTestStack } from '../testing/index.ts'
import { FILTER_OPERATORS } from './grammar.ts'

let stack: LocalStack

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

const KEYS = [
  'id',
  'slug',
  'title',
  'tags',
  'created_at',
  'published_at',
  'author',
  'fts',
  'nope',
  'select',
  'order',
  'limit',
  'offset',
  'or',
  'and',
  'not.or',
  'not.and',
  'on_conflict',
  'columns',
  'a.b',
  'tags->0',
  '"id"',
  '',
  ' ',
  'id;',
  'id)',
  '*',
]
// Every supported operator, and near misses that must be refused.
const OPERATORS = [
  ...FILTER_OPERATORS,
  'fts(english)',
  'wfts(nope)',
  'sl',
  'sr',
  'adj',
  'eq(any)',
  'not',
  'not.eq',
  'not.not',
  'foo',
  'EQ',
  '',
]
const PIECES = [
  '(',
  ')',
  ',',
  '.',
  '"',
  ':',
  '::',
  '*',
  '{',
  '}',
  '[',
  ']',
  '\\',
  '%',
  "'",
  ';',
  '--',
  '/*',
  '*/',
  '->',
  '->>',
  '!',
  '...',
  ' ',
  '\t',
  '\u00e9',
  '\u{1F600}',
  '\u0000',
  'null',
  'true',
  'NaN',
  '-1',
  '1e309',
  '2024-13-45',
  'infinity',
  "'; drop table blog_posts; --",
  '1) or (1=1',
  '$1',
  'pg_sleep(1)',
  'id.eq.1',
  'and(',
  'or(',
  'x'.repeat(300),
]
const SELECTS = [
  'id,',
  ',id',
  'id,,title',
  'a:b:c',
  'id::nope',
  'id::text::int',
  'count()',
  'title.sum()',
  'rel(',
  'rel(*)',
  '...rel(id)',
  '*,*',
  'id->x',
  '"id"',
  'id!inner(x)',
  '',
]
const ORDERS = [
  'id.',
  'id.asc.desc',
  'id.nullsfirst.asc',
  '.desc',
  'nope.asc',
  'id.up',
  'id,',
  'created_at.desc.nullslast.extra',
]

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

function junk(random: () => number, pieces: number): string {
  let text = ''
  for (let index = 0; index < pieces; index++)
    text += random() < 0.5 ? pick(random, PIECES) : pick(random, OPERATORS)
  return text
}

/** One malformed query string: a mix of broken filters, logic trees, select, order and paging. */
function generateQuery(random: () => number): string {
  const parts: string[] = []
  const count = 1 + Math.floor(random() * 4)
  for (let index = 0; index < count; index++) {
    const shape = random()
    let key: string
    let value: string
    if (shape < 0.35) {
      key = pick(random, KEYS)
      value = `${pick(random, OPERATORS)}.${junk(random, 1 + Math.floor(random() * 4))}`
    } else if (shape < 0.55) {
      key = pick(random, ['or', 'and', 'not.or', 'not.and'])
      value = `(${junk(random, 2 + Math.floor(random() * 6))}`
      if (random() < 0.5) value += ')'
    } else if (shape < 0.7) {
      key = 'select'
      value = `${pick(random, SELECTS)}${random() < 0.5 ? junk(random, 2) : ''}`
    } else if (shape < 0.8) {
      key = 'order'
      value = pick(random, ORDERS)
    } else if (shape < 0.9) {
      key = pick(random, ['limit', 'offset'])
      value = junk(random, 1)
    } else {
      key = junk(random, 1)
      value = junk(random, 2)
    }
    // Sometimes percent-encode properly, sometimes send the raw characters.
    parts.push(
      random() < 0.6
        ? `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
        : // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL cannot travel raw in a URL, so the raw variant encodes it
          `${key}=${value}`.replace(/[#\s\u0000]/g, '%20'),
    )
  }
  return parts.join('&')
}

/** Text that only our generated SQL, Postgres's internals or a stack trace would contain. */
const LEAKS = [
  /_postgrest_t/i,
  /pgrst_(source|body|insert|update|delete)/i,
  /json_agg/i,
  /json_populate/i,
  /set_config/i,
  /"public"\./,
  /\bcoalesce\(/i,
  /newshub_\d/,
  /LINE \d+:/,
  /\bQUERY:/,
  /\bCONTEXT:/,
  /syntax error at or near/i,
  /\n\s+at /,
  /\.ts:\d+/,
  /node_modules/,
]

describe('malformed query strings on /rest/v1', () => {
  it('never answer 500 and never show SQL, query text or a stack trace (1,200 generated cases)', async () => {
    // Seeded, so a failure names a case that can be replayed.
    const random = createRandom(20240101).next
    const cases: { path: string; init: RequestInit }[] = []
    for (let index = 0; index < 1200; index++) {
      const query = generateQuery(random)
      const method =
        index % 10 === 0 ? 'PATCH' : index % 10 === 1 ? 'DELETE' : index % 10 === 2 ? 'HEAD' : 'GET'
      const headers: Record<string, string> = {
        apikey: stack.anonKey,
        Authorization: `Bearer ${stack.anonKey}`,
      }
      if (index % 7 === 0)
        headers.Accept = pick(random, [
          'application/vnd.pgrst.object+json',
          'text/csv',
          'application/json;nulls=stripped',
          '*/*',
          'nope',
        ])
      if (index % 11 === 0)
        headers.Prefer = pick(random, [
          'count=exact',
          'return=representation',
          'count=bogus,return=',
          'missing=default',
        ])
      if (index % 13 === 0) headers.Range = pick(random, ['0-9', '9-0', 'a-b', '-5', '0-'])
      const init: RequestInit = { method, headers }
      if (method === 'PATCH') {
        headers['Content-Type'] = 'application/json'
        init.body = pick(random, [
          '{"title":"x"}',
          '{"nope":1}',
          '[]',
          '{',
          'null',
          '{"tags":"notarray"}',
          '{"id":"x"}',
        ])
      }
      cases.push({
        path: `${pick(random, ['blog_posts', 'site_settings', 'newsletter_subscribers', 'nope'])}?${query}`,
        init,
      })
    }

    const statuses = new Map<number, number>()
    const problems: string[] = []
    for (let start = 0; start < cases.length; start += 24) {
      await Promise.all(
        cases.slice(start, start + 24).map(async ({ path, init }) => {
          let response: Response
          try {
            response = await fetch(`${stack.url}/rest/v1/${path}`, init)
          } catch {
            // The URL itself is unusable (fetch refuses it before sending); nothing reached the server.
            return
          }
          const body = await response.text()
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          if (response.status >= 500) problems.push(`${response.status} ${init.method} ${path}: ${body}`)
          const leak = LEAKS.find((pattern) => pattern.test(body))
          if (leak) problems.push(`leak ${leak} in ${init.method} ${path}: ${body}`)
          if (response.status >= 400 && init.method !== 'HEAD') {
            const parsed = JSON.parse(body) as Record<string, unknown>
            if (Object.keys(parsed).sort().join(',') !== 'code,details,hint,message')
              problems.push(`shape of ${path}: ${body}`)
          }
        }),
      )
    }
    expect(problems).toEqual([])
    const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0)
    expect(answered).toBeGreaterThanOrEqual(1000)
    // The generator must mostly produce bad requests, or the test proves little.
    expect(
      [...statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0),
    ).toBeGreaterThan(answered / 2)
  }, 120_000)
})
