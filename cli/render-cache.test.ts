import {
  changesPages,
  isAnonymousPageRequest,
  mayWrite,
  RenderCache,
  type RenderedHtml,
} from './render-cache.ts'

let nonces = 0
const newNonce = () => `render-nonce-${++nonces}`

/** A renderer that counts its renders and writes the nonce where the router writes it. */
function renderer(body = 'Story', options: Partial<RenderedHtml> = {}) {
  const calls: string[] = []
  const render = async (nonce: string): Promise<RenderedHtml> => {
    calls.push(nonce)
    return {
      status: 200,
      headers: [['content-type', 'text/html; charset=utf-8']],
      body: `<meta name="csp-nonce" content="${nonce}"><p>${body}</p><script nonce="${nonce}"></script>`,
      ownerPage: false,
      cacheable: true,
      ...options,
    }
  }
  return { calls, render }
}

describe('RenderCache', () => {
  it('renders a page once and answers it again from memory, each time with the caller’s own nonce', async () => {
    const cache = new RenderCache()
    const { calls, render } = renderer()
    const first = await cache.page('/', 'nonce-a', newNonce, render)
    const second = await cache.page('/', 'nonce-b', newNonce, render)
    expect(calls).toHaveLength(1)
    expect([first.hit, second.hit]).toEqual([false, true])
    expect(first.page.body).toContain('nonce="nonce-a"')
    expect(first.page.body).toContain('content="nonce-a"')
    expect(second.page.body).toContain('nonce="nonce-b"')
    expect(second.page.body).not.toContain('nonce-a')
    // The nonce the page was rendered with is never sent to anyone.
    expect(first.page.body + second.page.body).not.toContain(calls[0])
  })

  it('shares one render among readers asking for a cold page at once', async () => {
    const cache = new RenderCache()
    const { calls, render } = renderer()
    const pages = await Promise.all(
      ['n1', 'n2', 'n3'].map((nonce) => cache.page('/x', nonce, newNonce, render)),
    )
    expect(calls).toHaveLength(1)
    expect(pages.map(({ page }) => /nonce="([^"]+)"/.exec(page.body)?.[1])).toEqual(['n1', 'n2', 'n3'])
  })

  it('renders again after an invalidation', async () => {
    const cache = new RenderCache()
    const before = renderer('Old title')
    await cache.page('/', 'n1', newNonce, before.render)
    cache.invalidate()
    const after = renderer('New title')
    const { page, hit } = await cache.page('/', 'n2', newNonce, after.render)
    expect(hit).toBe(false)
    expect(page.body).toContain('New title')
  })

  it('does not keep a render that began before a write', async () => {
    const cache = new RenderCache()
    let finish: (page: RenderedHtml) => void = () => {}
    let renderNonce = ''
    const slow = cache.page('/', 'n1', newNonce, (nonce) => {
      renderNonce = nonce
      return new Promise<RenderedHtml>((resolve) => {
        finish = resolve
      })
    })
    cache.invalidate()
    finish({
      status: 200,
      headers: [],
      body: `<p>Old title</p><script nonce="${renderNonce}"></script>`,
      ownerPage: false,
      cacheable: true,
    })
    expect((await slow).page.body).toContain('Old title')
    const fresh = renderer('New title')
    const { page, hit } = await cache.page('/', 'n2', newNonce, fresh.render)
    expect(hit).toBe(false)
    expect(page.body).toContain('New title')
  })

  it('never keeps an owner page, an error or a page without the nonce', async () => {
    const cache = new RenderCache()
    const owner = renderer('Owner tools', { ownerPage: true, cacheable: false })
    await cache.page('/seo-dashboard', 'n1', newNonce, owner.render)
    await cache.page('/seo-dashboard', 'n2', newNonce, owner.render)
    expect(owner.calls).toHaveLength(2)
    const failed = renderer('Error', { status: 500, cacheable: false })
    await cache.page('/article/x', 'n1', newNonce, failed.render)
    await cache.page('/article/x', 'n2', newNonce, failed.render)
    expect(failed.calls).toHaveLength(2)
    let bare = 0
    const noNonce = async (): Promise<RenderedHtml> => {
      bare += 1
      return { status: 200, headers: [], body: '<p>No scripts</p>', ownerPage: false, cacheable: true }
    }
    await cache.page('/bare', 'n1', newNonce, noNonce)
    await cache.page('/bare', 'n2', newNonce, noNonce)
    expect(bare).toBe(2)
  })

  it('forgets only the pages a change names, and does not keep their renders already running', async () => {
    const cache = new RenderCache()
    const home = renderer('Old home')
    const other = renderer('Directory')
    await cache.page('/', 'n1', newNonce, home.render)
    await cache.page('/directory', 'n1', newNonce, other.render)
    let finish: (page: RenderedHtml) => void = () => {}
    let renderNonce = ''
    const slow = cache.page('/article/x', 'n1', newNonce, (nonce) => {
      renderNonce = nonce
      return new Promise<RenderedHtml>((resolve) => {
        finish = resolve
      })
    })
    cache.invalidate((key) => key === '/' || key.startsWith('/article/'))
    finish({
      status: 200,
      headers: [],
      body: `<p>Old article</p><script nonce="${renderNonce}"></script>`,
      ownerPage: false,
      cacheable: true,
    })
    await slow
    expect((await cache.page('/directory', 'n2', newNonce, other.render)).hit).toBe(true)
    expect((await cache.page('/', 'n2', newNonce, renderer('New home').render)).page.body).toContain(
      'New home',
    )
    const article = await cache.page('/article/x', 'n2', newNonce, renderer('New article').render)
    expect(article).toMatchObject({ hit: false })
    expect(article.page.body).toContain('New article')
  })

  it('forgets a page after its time', async () => {
    let now = 1_000
    const cache = new RenderCache({ ttlMs: 1_000, now: () => now })
    const { calls, render } = renderer()
    await cache.page('/', 'n1', newNonce, render)
    now += 500
    expect((await cache.page('/', 'n2', newNonce, render)).hit).toBe(true)
    now += 1_000
    expect((await cache.page('/', 'n3', newNonce, render)).hit).toBe(false)
    expect(calls).toHaveLength(2)
  })
})

describe('which requests share pages', () => {
  it('only credential-free GET and HEAD requests', () => {
    expect(isAnonymousPageRequest(new Request('http://site/'))).toBe(true)
    expect(isAnonymousPageRequest(new Request('http://site/', { method: 'HEAD' }))).toBe(true)
    expect(
      isAnonymousPageRequest(new Request('http://site/', { headers: { Authorization: 'Bearer x' } })),
    ).toBe(false)
    expect(isAnonymousPageRequest(new Request('http://site/', { headers: { Cookie: 'sb-auth=1' } }))).toBe(
      false,
    )
    expect(isAnonymousPageRequest(new Request('http://site/', { method: 'POST' }))).toBe(false)
  })

  it('counts every method but GET, HEAD and OPTIONS as a possible write', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].map(mayWrite)).toEqual([false, false, false])
    expect(['POST', 'PATCH', 'PUT', 'DELETE'].map(mayWrite)).toEqual([true, true, true, true])
  })

  it('counts only successful writes that can show on a page as changes', () => {
    expect(changesPages('POST', '/rest/v1/blog_posts', 201)).toBe(true)
    expect(changesPages('PATCH', '/rest/v1/blog_posts', 204, '*/3')).toBe(true)
    expect(changesPages('POST', '/rest/v1/listings', 201)).toBe(true)
    // Refused, failed or empty writes change nothing.
    expect(changesPages('POST', '/rest/v1/x', 404)).toBe(false)
    expect(changesPages('POST', '/rest/v1/blog_posts', 401)).toBe(false)
    expect(changesPages('POST', '/rest/v1/blog_posts', 500)).toBe(false)
    expect(changesPages('PATCH', '/rest/v1/blog_posts', 204, '*/0')).toBe(false)
    // Neither do sessions, sign-ups, quote requests or searches, even when they succeed.
    expect(changesPages('POST', '/auth/v1/token', 200)).toBe(false)
    expect(changesPages('POST', '/rest/v1/rpc/subscribe', 204)).toBe(false)
    expect(changesPages('POST', '/rest/v1/rpc/request_quote', 204)).toBe(false)
    expect(changesPages('POST', '/rest/v1/rpc/search_posts', 200)).toBe(false)
    expect(changesPages('GET', '/rest/v1/blog_posts', 200)).toBe(false)
    // Pages name pictures by URL: storing, replacing or removing a file changes no page by itself.
    expect(changesPages('POST', '/storage/v1/object/post-images/a.webp', 200)).toBe(false)
    expect(changesPages('DELETE', '/storage/v1/object/post-images/a.webp', 200)).toBe(false)
    // Post writes are left to the database's announcements when the server hears them.
    const announced = { postsAnnounced: true }
    expect(changesPages('POST', '/rest/v1/blog_posts', 201, null, announced)).toBe(false)
    expect(changesPages('POST', '/rest/v1/listings', 201, null, announced)).toBe(true)
  })
})
