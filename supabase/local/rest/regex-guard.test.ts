import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../index.ts'
import { startTestStack } from '../testing/index.ts'
import { MAX_PATTERN_LENGTH, regexRefusal } from './regex-guard.ts'

describe('regexRefusal', () => {
  it('lets ordinary patterns through', () => {
    for (const pattern of [
      'lorem',
      '^Detroit',
      '(plumb|heat)ing$',
      '[[:alpha:]]+ repairs?',
      '\\ywater\\y',
      '[^]a-z]{2,5}x',
      '(?:ab|cd)*e',
      'a{1,50}b{1,50}',
      '\\(a+\\)*',
      '[(]a+[)]*',
      '.*.*.*z',
    ])
      expect(regexRefusal(pattern), pattern).toBeUndefined()
  })

  it('refuses back-references, lookaround, options, nested quantifiers, large bounds and long patterns', () => {
    for (const pattern of [
      '(.*)(.*)(.*)\\1\\2\\3z',
      '(a)\\1',
      '(?=.*a)(?=.*b).*z',
      '(?!.*a).*z',
      '(?<=a)b',
      '(?i)abc',
      '***:abc',
      '(.{1,255}){1,255}z',
      '(a+)*',
      '((ab)*c)+',
      '(a*)?',
      '(a{2}){3}',
      'a{51}',
      'a{1,255}',
      'a{50}b{50}c{50}d{50}e{1}',
      'a'.repeat(MAX_PATTERN_LENGTH + 1),
    ])
      expect(regexRefusal(pattern), pattern).toBeTypeOf('string')
  })
})

describe('match and imatch filters over HTTP', () => {
  let stack: LocalStack
  beforeAll(async () => {
    stack = await startTestStack()
  })
  afterAll(() => stack?.stop())

  async function get(path: string) {
    const response = await fetch(`${stack.url}/rest/v1/${path}`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('answers a refused pattern with a PostgREST-shaped 400 and never restarts the database thread', async () => {
    const before = stack.db.restarts
    for (const [key, value] of [
      ['content', 'match.(.*)(.*)(.*)\\1\\2\\3z'],
      ['title', 'match.(.{1,255}){1,255}z'],
      ['title', 'imatch.(?=.*a)(?=.*b).*z'],
      ['or', '(title.match."(a+)*",title.eq.x)'],
    ] as const) {
      const filter = `${key}=${value}`
      const answer = await get(`blog_posts?${new URLSearchParams({ select: 'id', [key]: value })}`)
      expect(answer.status, filter).toBe(400)
      expect(answer.body, filter).toMatchObject({ code: 'PGRST100', hint: null })
      expect(answer.body.details, filter).toMatch(/on this server/)
    }
    expect(stack.db.restarts).toBe(before)
    // The database answers the next reader as before.
    const ok = await get('blog_posts?select=id&title=imatch.(plumb|pipe)s?&limit=1')
    expect(ok.status).toBe(200)
  })
})
