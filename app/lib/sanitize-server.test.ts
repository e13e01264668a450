import { cacheSanitized, createServerSanitizer, createUncachedServerSanitizer } from './sanitize-server.ts'

const BODIES = [
  '<p>Plain <strong>text</strong></p>',
  '<img src=x onerror="alert(1)"><script>alert(2)</script><p>after</p>',
  '<a href="javascript:alert(1)">bad</a><a href="/ok" target="_blank">new tab</a>',
  '<form action="/x"><input name="a"></form><iframe src="/x"></iframe><p style="color:red">styled</p>',
  '<svg><g onload="alert(1)"></g></svg><math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '',
]

describe('the server sanitizer cache', () => {
  it('gives exactly what the uncached sanitizer gives, on the first call and from the cache', async () => {
    const plain = createUncachedServerSanitizer()
    const cached = createServerSanitizer()
    for (const body of BODIES) {
      const expected = await plain(body)
      await expect(cached(body)).resolves.toBe(expected)
      await expect(cached(body)).resolves.toBe(expected)
    }
    await expect(cached(BODIES[1] as string)).resolves.not.toContain('onerror')
    await expect(cached(BODIES[2] as string)).resolves.toContain('rel="noopener"')
  })

  it('sanitizes a body once, and a changed body again', async () => {
    const plain = createUncachedServerSanitizer()
    const seen: string[] = []
    const cached = cacheSanitized((html) => {
      seen.push(html)
      return plain(html)
    })
    await cached('<p>Version 1</p>')
    await cached('<p>Version 1</p>')
    expect(seen).toEqual(['<p>Version 1</p>'])
    await expect(cached('<p>Version 2<script>x()</script></p>')).resolves.toBe('<p>Version 2</p>')
    expect(seen).toEqual(['<p>Version 1</p>', '<p>Version 2<script>x()</script></p>'])
  })

  it('stays within its entry and size limits, dropping the least recently used body first', async () => {
    const plain = createUncachedServerSanitizer()
    const seen: string[] = []
    const cached = cacheSanitized(
      (html) => {
        seen.push(html)
        return plain(html)
      },
      { maxEntries: 3, maxChars: 1000 },
    )
    for (let index = 0; index < 10; index++) await cached(`<p>Post ${index}</p>`)
    expect(cached.size).toBe(3)
    await cached('<p>Post 9</p>')
    await cached('<p>Post 0</p>')
    expect(seen.filter((html) => html === '<p>Post 9</p>')).toHaveLength(1)
    expect(seen.filter((html) => html === '<p>Post 0</p>')).toHaveLength(2)

    const big = `<p>${'x'.repeat(600)}</p>`
    await cached(big)
    await cached(`<p>${'y'.repeat(600)}</p>`)
    expect(cached.size).toBeLessThanOrEqual(2)
    await cached(big)
    expect(seen.filter((html) => html === big)).toHaveLength(2)
  })
})
