import { toArticleCard } from './article-card.ts'
import type { BlogPost } from './post.ts'

const post: BlogPost = {
  id: '7f1c',
  slug: 'detroit-bakery-opens',
  title: 'Detroit bakery opens',
  content: `<p>${'word '.repeat(401)}</p>`,
  meta_description: null,
  tags: ['Business', 'Detroit'],
  keywords: ['bakery'],
  canonical_url: null,
  backlink_url: 'https://bakery.test',
  image_ideas: null,
  business_name: null,
  business_address: null,
  business_phone: null,
  author: 'Dana Reyes',
  image_url: '/images/posts/bakery.svg',
  published_at: '2024-05-02T12:00:00Z',
  created_at: '2024-04-30T12:00:00Z',
}

describe('toArticleCard', () => {
  it('labels a sponsored post’s card, and only a sponsored one', () => {
    expect(toArticleCard({ ...post, sponsored: true }).sponsored).toBe(true)
    expect(toArticleCard({ ...post, sponsored: false }).sponsored).toBe(false)
    expect(toArticleCard({ ...post, sponsored: undefined }).sponsored).toBe(false)
  })
  it('maps a post to what its card shows', () => {
    expect(toArticleCard(post)).toEqual({
      id: '7f1c',
      href: '/article/detroit-bakery-opens',
      title: 'Detroit bakery opens',
      excerpt: '',
      category: 'Business',
      author: 'Dana Reyes',
      publishedAt: 'May 2, 2024',
      publishedIso: '2024-05-02T12:00:00.000Z',
      readTime: '3 min read',
      imageUrl: '/images/posts/bakery.svg',
      backlink_url: 'https://bakery.test',
      keywords: ['bakery'],
      sponsored: false,
    })
  })
  it("falls back to 'News', 'Admin', created_at and the id when fields are missing", () => {
    const card = toArticleCard({
      ...post,
      slug: '',
      tags: [],
      author: '  ',
      published_at: null,
      keywords: null,
    })
    expect(card.category).toBe('News')
    expect(card.author).toBe('Admin')
    expect(card.publishedAt).toBe('April 30, 2024')
    expect(card.href).toBe('/article/7f1c')
    expect(card.keywords).toEqual([])
    expect(toArticleCard({ ...post, tags: null }).category).toBe('News')
  })
  it('uses the content fallback excerpt when the page asks for it', () => {
    expect(toArticleCard(post, 150).excerpt).toBe(`${'word '.repeat(30).trim()}...`)
  })
  it('reads the stored word count when the list did not select the content', () => {
    const { content: _content, ...summary } = post
    expect(toArticleCard({ ...summary, word_count: 601 }).readTime).toBe('4 min read')
    expect(toArticleCard({ ...summary, word_count: 0 }).readTime).toBe('1 min read')
  })
  it('estimates read time from the excerpt when there is neither content nor word count', () => {
    const { content: _content, ...summary } = post
    expect(toArticleCard({ ...summary, meta_description: 'Short.', image_url: null }).readTime).toBe(
      '1 min read',
    )
    expect(toArticleCard({ ...summary, image_url: null }).imageUrl).toBeNull()
  })
})
