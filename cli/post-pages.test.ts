import { pagesOfPostChange } from './post-pages.ts'

const side = (
  slug: string,
  visible: boolean,
  tags = ['Business', 'Detroit'],
  author: string | null = 'Jane Roe',
) => ({
  slug,
  tags,
  author,
  visible,
})
const change = (before: object | null, after: object | null) => JSON.stringify({ old: before, new: after })

const PAGES = [
  '/',
  '/?page=2',
  '/article/market-opens',
  '/article/old-market-slug',
  '/article/another-story',
  '/category/business',
  '/category/sports',
  '/tag/detroit',
  '/tag/lansing',
  '/author/Jane%20Roe',
  '/author/Someone%20Else',
  '/search?q=market',
  '/directory',
  '/detroit/plumbing',
  '/about-us',
]

function emptied(payload: string): string[] | null | undefined {
  const affects = pagesOfPostChange(payload)
  return affects ? PAGES.filter(affects) : affects
}

describe('pages a post change empties', () => {
  it('a published post: home, its article, its category and tag pages, its author and every search', () => {
    expect(emptied(change(null, side('market-opens', true)))).toEqual([
      '/',
      '/?page=2',
      '/article/market-opens',
      '/category/business',
      '/tag/detroit',
      '/author/Jane%20Roe',
      '/search?q=market',
    ])
  })

  it('an edit that renames a post and moves it to another category: the pages of both', () => {
    const emptiedPages = emptied(
      change(side('old-market-slug', true), side('market-opens', true, ['Sports', 'Lansing'], null)),
    )
    expect(emptiedPages).toEqual([
      '/',
      '/?page=2',
      '/article/market-opens',
      '/article/old-market-slug',
      '/category/business',
      '/category/sports',
      '/tag/detroit',
      '/tag/lansing',
      '/author/Jane%20Roe',
      '/search?q=market',
    ])
  })

  it('a post taken down (unpublished or deleted) empties the pages it was on', () => {
    expect(emptied(change(side('market-opens', true), null))).toContain('/article/market-opens')
    expect(emptied(change(side('market-opens', true), side('market-opens', false)))).toContain(
      '/category/business',
    )
  })

  it('a post readers could not see before or after (a draft saved) empties nothing', () => {
    expect(emptied(change(side('draft', false), side('draft', false)))).toBeNull()
    expect(emptied(change(null, side('draft', false)))).toBeNull()
  })

  it('an announcement it cannot read means any page may have changed', () => {
    expect(emptied('{}')).toBeUndefined()
    expect(emptied('not json')).toBeUndefined()
  })

  it('reads trailing slashes and encoded names as the router does, and bad encodings as no match', () => {
    const affects = pagesOfPostChange(change(null, side('market-opens', true)))
    expect(affects?.('/article/market-opens/')).toBe(true)
    expect(affects?.('/author/jane%20roe')).toBe(true)
    expect(affects?.('/author/%E0%A4%A')).toBe(false)
    expect(affects?.('/article/market-opens/extra')).toBe(false)
  })
})
