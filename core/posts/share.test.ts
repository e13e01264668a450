import { buildShareLinks } from './share.ts'

describe('buildShareLinks', () => {
  it('carries the article URL (and title where the network takes one) encoded in each link', () => {
    const url = 'https://news.example/article/a-b?x=1&y=2'
    const links = buildShareLinks(url, 'Tigers & Lions win')
    expect(links.map((link) => link.label)).toEqual(['X', 'Facebook', 'LinkedIn', 'Email'])
    for (const link of links.slice(0, 3)) {
      const target = new URL(link.href)
      expect(target.protocol).toBe('https:')
      expect([...target.searchParams.values()]).toContain(url)
    }
    expect(new URL(links[0]?.href ?? '').searchParams.get('text')).toBe('Tigers & Lions win')
    const mail = new URL(links[3]?.href ?? '')
    expect(mail.protocol).toBe('mailto:')
    expect(mail.searchParams.get('subject')).toBe('Tigers & Lions win')
    expect(mail.searchParams.get('body')).toBe(url)
  })
})
