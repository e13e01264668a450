import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { RunningSite } from '../cli/start-site.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, SETUP_TIMEOUT, test } from './support/fixtures.ts'
import { type RawAnswer, rawRequest } from './support/http.ts'
import { startTestSite } from './support/site.ts'

const ARTICLE = '/article/staying-active-through-a-michigan-winter'
const PUBLIC_PAGES = ['/', ARTICLE, '/category/sports', '/detroit/plumbing']
const OWNER_PAGES = [
  '/seo-dashboard',
  '/fix-backlinks',
  '/generate-bianchis-blog',
  '/login',
  '/SEO-Dashboard',
  '/newsroom',
  '/newsroom/new',
  '/Newsroom/subscribers',
]

// Besides this file's usual site (the `site` fixture), two more:
/** A site whose backend is gone: its article pages fail to render. */
let broken: RunningSite
/** A site published at an https address. */
let secure: RunningSite

test.beforeAll(async () => {
  test.setTimeout(SETUP_TIMEOUT)
  ;[broken, secure] = await Promise.all([
    startTestSite({ supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon' }),
    startTestSite({ siteUrl: 'https://news.example' }),
  ])
})
test.afterAll(async () => {
  await Promise.all([broken?.stop(), secure?.stop()])
})

/** The CSP's directives by name. */
function directives(answer: RawAnswer): Map<string, string[]> {
  const policy = answer.headers['content-security-policy'] ?? ''
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  )
}

/**
 * The inline scripts a browser would run (not JSON data blocks), with their nonce attribute and the
 * CSP hash source of their text.
 */
function inlineScripts(html: string): { tag: string; nonce: string | undefined; hash: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '']) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
    )
    .map(([, attributes = '', text = '']) => ({
      tag: `<script${attributes}>`,
      nonce: /\bnonce="([^"]*)"/.exec(attributes)?.[1],
      hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    }))
}

/** Asserts what every HTML answer carries, and answers its nonce (if its policy has one). */
function expectHtmlHeaders(answer: RawAnswer, path: string, frameAncestors: string): string | undefined {
  const policy = directives(answer)
  const scripts = policy.get('script-src') ?? []
  // The site's files, and one hash: the head's comfort script (theme and text size before paint).
  const hashes = scripts.filter((source) => source.startsWith("'sha256-"))
  expect({ path, scripts: scripts.filter((source) => !source.startsWith("'nonce-")) }).toEqual({
    path,
    scripts: ["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)],
  })
  expect({ path, frame: policy.get('frame-ancestors') }).toEqual({ path, frame: [frameAncestors] })
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'none'"])
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(answer.headers['permissions-policy']).toContain('camera=()')
  expect(answer.headers['permissions-policy']).toContain('geolocation=()')
  expect(answer.headers['strict-transport-security']).toBeUndefined()
  const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1)
  // Every script the page runs inline is allowed by this answer's nonce, or by its own hash.
  const allowed = (script: { nonce?: string; hash: string }) =>
    (nonce !== undefined && script.nonce === nonce) || hashes.includes(script.hash)
  expect({ path, scripts: inlineScripts(answer.body).filter((script) => !allowed(script)) }).toEqual({
    path,
    scripts: [],
  })
  expect({
    path,
    comfort: inlineScripts(answer.body).filter((script) => /newshub-comfort/.test(script.tag)),
  }).toEqual({
    path,
    comfort: [expect.objectContaining({ hash: hashes[0] })],
  })
  return nonce
}

test.describe('security headers of HTML answers', () => {
  test('reader pages: a nonce CSP, the other headers, and a cache a CDN may hold briefly', async ({
    site,
  }) => {
    const nonces = new Set<string | undefined>()
    for (const path of [...PUBLIC_PAGES, '/nope', '/category/nope']) {
      const answer = await rawRequest(`${site.address}${path}`)
      expect({ path, status: answer.status }).toEqual({ path, status: path.includes('nope') ? 404 : 200 })
      const nonce = expectHtmlHeaders(answer, path, "'self'")
      expect(inlineScripts(answer.body).length).toBeGreaterThan(0)
      nonces.add(nonce)
      const cache = answer.headers['cache-control'] ?? ''
      expect({ path, cache }).toEqual({ path, cache: expect.stringMatching(/^public, /) })
      expect(cache).toMatch(/\bs-maxage=\d+/)
      expect(cache).toMatch(/\bstale-while-revalidate=\d+/)
      expect(cache).not.toMatch(/private|no-store/)
    }
    // A fresh nonce for every render.
    expect(nonces.size).toBe(PUBLIC_PAGES.length + 2)
    expect(nonces.has(undefined)).toBe(false)
  })

  test('owner pages: never stored, never framed, whatever the spelling of their path', async ({ site }) => {
    for (const path of OWNER_PAGES) {
      const answer = await rawRequest(`${site.address}${path}`)
      expect({ path, status: answer.status }).toEqual({ path, status: 200 })
      expect(expectHtmlHeaders(answer, path, "'none'")).toBeTruthy()
      expect({ path, cache: answer.headers['cache-control'] }).toEqual({ path, cache: 'no-store' })
      expect(answer.headers['x-frame-options']).toBe('DENY')
    }
  })

  test('error pages: the same headers, never stored, never framed', async () => {
    const answer = await rawRequest(`${broken.address}${ARTICLE}`)
    expect(answer.status).toBe(500)
    expect(answer.body).toContain('Unexpected Application Error')
    expectHtmlHeaders(answer, ARTICLE, "'none'")
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  test('the offline shell: only the hashed comfort script inline, so no nonce that a cached copy would carry stale', async ({
    site,
  }) => {
    const answer = await rawRequest(`${site.address}/shell`)
    expect(answer.status).toBe(200)
    expect(expectHtmlHeaders(answer, '/shell', "'self'")).toBeUndefined()
    expect(inlineScripts(answer.body).map((script) => script.tag)).toEqual(['<script id="newshub-comfort">'])
  })

  test('HSTS only when the site URL is https', async ({ site }) => {
    for (const path of ['/', '/robots.txt', '/seo-dashboard']) {
      const answer = await rawRequest(`${secure.address}${path}`)
      expect({ path, hsts: answer.headers['strict-transport-security'] }).toEqual({
        path,
        hsts: 'max-age=31536000',
      })
      expect(
        (await rawRequest(`${site.address}${path}`)).headers['strict-transport-security'],
      ).toBeUndefined()
    }
  })
})

test.describe('what the server refuses', () => {
  test('renders pages for GET and HEAD only: anything else is 405 with Allow', async ({ site }) => {
    const head = await rawRequest(`${site.address}/`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    for (const path of ['/', ARTICLE, '/seo-dashboard', '/nope', '/robots.txt', '/sitemap.xml']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const answer = await rawRequest(`${site.address}${path}`, { method, body: 'x=1' })
        expect({ path, method, status: answer.status, allow: answer.headers.allow }).toEqual({
          path,
          method,
          status: 405,
          allow: 'GET, HEAD',
        })
      }
    }
  })

  test('does not serve the build manifest or any other dot-folder', async ({ site }) => {
    for (const path of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const answer = await rawRequest(`${site.address}${path}`)
      expect({ path, status: answer.status }).toEqual({ path, status: 404 })
      expect(answer.body).not.toContain('"isEntry"')
    }
    // The public files next to it still are.
    expect((await rawRequest(`${site.address}/manifest.webmanifest`)).status).toBe(200)
    expect((await rawRequest(`${site.address}/sw.js`)).status).toBe(200)
  })

  test('answers /functions/v1/__proto__, constructor and toString with the not-found JSON', async ({
    site,
  }) => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const answer = await rawRequest(`${site.address}/functions/v1/${name}`)
      expect({ name, status: answer.status }).toEqual({ name, status: 404 })
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'not_found' })
    }
  })
})

/** Records every CSP violation the page reports, across navigations. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeBinding('__reportViolation', (_source, text: string) => {
    violations.push(text)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  return violations
}

test.describe('the CSP in Chromium', () => {
  test('home and an article hydrate with no violation; the worker registers; the offline shell boots', async ({
    site,
    page,
    problems,
    offlineMode,
  }) => {
    const violations = await recordViolations(page)
    for (const path of ['/', ARTICLE]) {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.headers()['content-security-policy']).toContain("'nonce-")
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
    }
    await page.getByRole('link', { name: 'Sports' }).first().click()
    await expect(page).toHaveURL(`${site.url}/category/sports`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.goto(`${site.url}/`)
    await offlineMode.ready(10)
    await offlineMode.set(true)
    await page.goto(`${site.url}/directory`)
    await expect(page.getByRole('heading', { name: 'Local Service Directory' })).toBeVisible()

    expect(violations).toEqual([])
    expect(
      problems.filter((text) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(text)),
    ).toEqual([])
  })
})
