import { describe, expect, it } from 'vitest'
import { arrangeArticleLinks, relatedScore, tagSlugsOf } from './related.ts'

const post = (id: string, tags: string[], created_at = '2024-05-01T00:00:00Z') => ({ id, tags, created_at })

describe('related stories', () => {
  it('writes tag slugs as the tag pages do', () => {
    expect(tagSlugsOf(['Royal Oak', 'Health & Wellness', 'Royal Oak', ''])).toEqual([
      'royal-oak',
      'health-and-wellness',
    ])
  })

  it('scores the same category, shared tags and a shared city', () => {
    const article = post('a', ['Local News', 'Royal Oak', 'Community'])
    expect(relatedScore(article, post('b', ['Local News']))).toBe(3)
    expect(relatedScore(article, post('c', ['Business', 'Community']))).toBe(2)
    expect(relatedScore(article, post('d', ['Business', 'Royal Oak']))).toBe(4)
    expect(relatedScore(article, post('e', ['Local News', 'Royal Oak', 'Community']))).toBe(9)
    expect(relatedScore(article, post('f', ['Sports']))).toBe(0)
  })

  it('leads on to the next story, 3 to 6 related ones and more from the author, each once', () => {
    const article = post('a', ['Local News', 'Detroit'], '2024-05-10T00:00:00Z')
    const older = post('o', ['Sports'], '2024-05-09T00:00:00Z')
    const close = post('c', ['Local News', 'Detroit'], '2024-05-01T00:00:00Z')
    const loose = post('l', ['Local News'], '2024-05-08T00:00:00Z')
    const fill = post('n', ['Sports'], '2024-05-12T00:00:00Z')
    const links = arrangeArticleLinks({
      post: article,
      candidates: [loose, close, article, older],
      byAuthor: [close, post('w', ['Business']), older],
      older,
      newest: [fill, article, loose],
    })
    expect(links.next?.id).toBe('o')
    expect(links.related.map((item) => item.id)).toEqual(['c', 'l', 'n'])
    expect(links.moreFromAuthor.map((item) => item.id)).toEqual(['w'])
  })

  it('takes the newest other story as next when the article is the oldest', () => {
    const article = post('a', ['Local News'])
    const links = arrangeArticleLinks({
      post: article,
      candidates: [],
      byAuthor: [],
      older: null,
      newest: [article, post('z', ['Sports'])],
    })
    expect(links.next?.id).toBe('z')
    expect(links.related).toEqual([])
  })
})
