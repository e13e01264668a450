/**
 * More than one site node (docs/deploy.md): the backend alone (`npm run backend`) and two
 * `newshub serve --supabase-url` nodes in front of it, each with its own render cache, both naming
 * the same public origin. The owner signs in on node 1 and publishes a post with an uploaded
 * picture; node 2 shows it within its render cache's lifetime, and search, the sitemap, the feed
 * and link previews answer it on both.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RENDER_CACHE_TTL_MS } from '../cli/render-cache.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import { pngImage } from '../supabase/local/testing/images.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, OWNER, SETUP_TIMEOUT, test } from './support/fixtures.ts'
import { shellEnv } from './support/shell.ts'
import { sitemapUrls } from './support/site.ts'

const root = join(import.meta.dirname, '..')
const bin = join(root, 'bin', 'newshub.js')
/** The origin readers and crawlers know the site by, as a CDN in front of the nodes would serve it. */
const SITE_URL = 'https://news.example'

let dataDir: string
const processes: ChildProcess[] = []
let backend: { url: string; anonKey: string; serviceRoleKey: string }
const nodes: string[] = []

/** Starts a process in its own group (npm runs tsx under it) and reads its output until `ready` matches. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<string> {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...shellEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  processes.push(child)
  return new Promise<string>((resolve, reject) => {
    let text = ''
    let errors = ''
    child.stdout?.on('data', (chunk) => {
      text += chunk
      if (ready.test(text)) resolve(text)
    })
    child.stderr?.on('data', (chunk) => {
      errors += chunk
    })
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${errors}`)),
    )
  })
}

function field(text: string, pattern: RegExp): string {
  const value = pattern.exec(text)?.[1]
  if (!value) throw new Error(`not found in the output: ${pattern}`)
  return value
}

test.beforeAll(async () => {
  test.setTimeout(SETUP_TIMEOUT)
  dataDir = mkdtempSync(join(tmpdir(), 'newshub-multi-node-'))
  const status = await start(
    'npm',
    ['run', '--silent', 'backend'],
    { PORT: '0', NEWSHUB_DATA_DIR: dataDir, SITE_URL },
    /service_role key: \S+/,
  )
  backend = {
    url: field(status, /API URL: (\S+)/),
    anonKey: field(status, /anon key: (\S+)/),
    serviceRoleKey: field(status, /service_role key: (\S+)/),
  }
  const service = createNodeClient(backend.url, backend.serviceRoleKey)
  const { error } = await service.auth.admin.createUser({
    ...OWNER,
    email_confirm: true,
    app_metadata: { role: 'owner' },
  })
  if (error) throw error
  const serveNode = () =>
    start(
      process.execPath,
      [bin, 'serve', '--port', '0', '--supabase-url', backend.url, '--site-url', SITE_URL],
      { SUPABASE_ANON_KEY: backend.anonKey },
      /Listening on \S+/,
    )
  const outputs = await Promise.all([serveNode(), serveNode()])
  for (const output of outputs) nodes.push(field(output, /Listening on (\S+)/))
})

test.afterAll(async () => {
  for (const child of processes) {
    if (child.exitCode !== null || child.pid === undefined) continue
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('a post published on node 1 with a picture shows on node 2 within the cache lifetime; search, sitemap, feed and previews on both', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const [node1, node2] = nodes as [string, string]
  const title = 'Two nodes: the Lansing river walk reopens'
  // Node 2 has its home page in memory before the post exists.
  await fetch(`${node2}/`)
  expect((await fetch(`${node2}/`)).headers.get('x-render-cache')).toBe('hit')

  // The owner signs in on node 1 and writes the post there; the browser talks to the backend.
  await page.goto(`${node1}/login`)
  await waitForHydration(page)
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email)
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`Signed in as ${OWNER.email}`)).toBeVisible()
  await page.getByRole('link', { name: 'Newsroom', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Newsroom', level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'New post' }).click()
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page
    .getByRole('textbox', { name: 'Body (Markdown)' })
    .fill('The river walk between the two bridges opens again on Saturday, with new lights.')
  await page.getByLabel('Category').selectOption('Local News')
  await page
    .getByLabel('Upload an image')
    .setInputFiles({ name: 'river.png', mimeType: 'image/png', buffer: pngImage(800, 400) })
  await expect(page.getByRole('status').filter({ hasText: 'river.png uploaded.' })).toBeVisible()
  const imageUrl = await page.getByLabel('Image address').inputValue()
  expect(imageUrl.startsWith(`${backend.url}/storage/v1/object/public/post-images/`)).toBe(true)
  await page.getByLabel('Image alt text').fill('The river walk under its new lights')
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
  const published = Date.now()
  const { data: post } = await createNodeClient(backend.url, backend.serviceRoleKey)
    .from('blog_posts')
    .select('slug')
    .eq('title', title)
    .single()
  const slug = post?.slug ?? ''
  expect(slug).not.toBe('')

  // Node 2 heard of no write: its cached home page shows the post once that copy expires.
  await expect
    .poll(async () => (await (await fetch(`${node2}/`)).text()).includes(title), {
      timeout: RENDER_CACHE_TTL_MS + 10_000,
      intervals: [250],
    })
    .toBe(true)
  const shownAfterMs = Date.now() - published

  for (const node of [node1, node2]) {
    const article = await fetch(`${node}/article/${slug}`)
    expect(article.status, node).toBe(200)
    const html = await article.text()
    expect(html).toContain(title)
    expect(html).toContain(imageUrl)
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/article/${slug}"`)
    // The picture comes from the backend's Storage, whichever node rendered the page.
    const picture = await fetch(imageUrl)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
    // The link preview, drawn by the node that is asked.
    const preview = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(preview.startsWith(`${SITE_URL}/og/`), preview).toBe(true)
    const card = await fetch(`${node}${preview.slice(SITE_URL.length)}`)
    expect(card.status, `${node} preview`).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')

    const search = await (await fetch(`${node}/search?q=${encodeURIComponent('river walk lights')}`)).text()
    expect(search, `${node} search`).toContain(title)
    // In a posts file and in the news sitemap of the last two days.
    expect(await sitemapUrls(node, SITE_URL), `${node} sitemap`).toContain(`${SITE_URL}/article/${slug}`)
    const news = await (await fetch(`${node}/sitemap-news.xml`)).text()
    expect(news, `${node} news sitemap`).toContain(`<loc>${SITE_URL}/article/${slug}</loc>`)
    const feed = await (await fetch(`${node}/rss.xml`)).text()
    expect(feed, `${node} feed`).toContain(title)
  }
  test.info().annotations.push({ type: 'node 2 showed the post after', description: `${shownAfterMs} ms` })
  expect(shownAfterMs).toBeLessThanOrEqual(RENDER_CACHE_TTL_MS + 10_000)
})
