import {
  describePageScore,
  keywordPlaces,
  pageFactsOfHtml,
  pageFactsOfPost,
  scorePage,
} from './page-score.ts'

const words = (count: number, word = 'tuning') =>
  Array.from({ length: count }, (_, index) => (index % 12 === 11 ? `${word}.` : word)).join(' ')

/** An article page as the site renders it: head tags, the featured image and the article body. */
function articlePage(options: { description: string; alt?: string; body: string; keywords?: string }) {
  return `<!doctype html><html><head><title>Piano Tuning in Ann Arbor | NewsHub</title>
    <meta name="description" content="${options.description}">
    <meta name="keywords" content="${options.keywords ?? 'piano tuning Ann Arbor, piano tuner'}">
    <meta property="og:title" content="Piano Tuning"><meta property="og:type" content="article">
    <meta name="twitter:card" content="summary_large_image"><link rel="canonical" href="https://a.test/article/x">
    <script type="application/ld+json">{}</script></head><body><main><article>
    <img src="/a.png" alt="${options.alt ?? ''}" data-featured-image="">
    <div class="article-body mt-8"><div><p>${options.body}</p></div><h2>More</h2><p>Last words.</p></div>
    <aside><p>Not the body.</p></aside></article></main></body></html>`
}

describe('pageFactsOfHtml', () => {
  it('reads an article page: its own title, keywords, the body by its marker and the featured image', () => {
    const facts = pageFactsOfHtml(
      articlePage({ description: 'How often to tune.', alt: 'A grand piano', body: 'Tune it.' }),
    )
    expect(facts).toMatchObject({
      kind: 'article',
      title: 'Piano Tuning in Ann Arbor',
      description: 'How often to tune.',
      keywords: ['piano tuning Ann Arbor', 'piano tuner'],
      featuredImage: { alt: 'A grand piano' },
      openGraph: true,
      twitterCard: true,
      structuredData: true,
      canonical: true,
    })
    expect(facts.body).toBe('<div><p>Tune it.</p></div><h2>More</h2><p>Last words.</p>')
  })

  it('reads other pages without a body or picture, and notes what a bare page lacks', () => {
    expect(pageFactsOfHtml('<title>Directory | NewsHub</title>')).toEqual({
      kind: 'page',
      title: 'Directory',
      description: '',
      keywords: [],
      body: '',
      featuredImage: null,
      openGraph: false,
      twitterCard: false,
      structuredData: false,
      canonical: false,
    })
  })
})

describe('scorePage', () => {
  const names = (checks: { name: string; status: string }[]) =>
    checks.map((check) => `${check.name} ${check.status}`)

  it('passes a complete article: its own description, keywords used, length, writing and image alt', () => {
    const body = `Piano tuning Ann Arbor owners ask a piano tuner how often. ${words(320)} A piano tuner says piano tuning Ann Arbor twice a year.`
    const page = scorePage(
      pageFactsOfHtml(
        articlePage({
          description: 'Piano tuning Ann Arbor: how often a home piano needs a tuner, and why.',
          alt: 'A tuner at work',
          body,
          keywords: 'piano tuning Ann Arbor',
        }),
      ),
    )
    expect(names(page.checks)).toEqual([
      'Meta Tags pass',
      'Title pass',
      'Meta Description pass',
      'Keywords pass',
      'Length pass',
      'Writing pass',
      'Featured Image pass',
      'Open Graph pass',
      'Twitter Card pass',
      'Structured Data pass',
      'Canonical URL pass',
    ])
    expect(page.score).toBe(100)
  })

  it('fails a description that is the opening of the text, and warns of one cut short', () => {
    const opening = scorePage(pageFactsOfHtml(articlePage({ description: 'Tune it.', body: 'Tune it.' })))
    expect(opening.checks.find((check) => check.name === 'Meta Description')).toMatchObject({
      status: 'fail',
      message: 'No meta description of its own: search results show the opening of the text.',
    })
    expect(opening.checks.find((check) => check.name === 'Featured Image')?.message).toBe(
      'The featured image has no alt text.',
    )
    const cut = scorePage(
      pageFactsOfHtml(articlePage({ description: `${'x'.repeat(157)}...`, body: 'Tune.' })),
    )
    expect(cut.checks.find((check) => check.name === 'Meta Description')?.status).toBe('warning')
  })

  it('fails a page without a description or title, and one with the site default sentence', () => {
    const bare = scorePage(pageFactsOfHtml(''))
    expect(bare.checks.find((check) => check.name === 'Title')).toMatchObject({ status: 'fail' })
    expect(bare.checks.find((check) => check.name === 'Meta Description')?.message).toBe(
      'The page has no meta description.',
    )
    expect(bare.score).toBe(0)
  })

  it('scores a post as its article page renders it, asking for keywords and an image', () => {
    const page = scorePage(pageFactsOfPost({ title: 'A note', content: 'A short note.' }))
    expect(page.checks.find((check) => check.name === 'Keywords')?.message).toBe(
      'No target keywords: add one or two the post should be found for.',
    )
    expect(page.checks.find((check) => check.name === 'Featured Image')?.message).toMatch(
      /^No featured image/,
    )
    expect(describePageScore(page)).toMatch(
      /^SEO score \d+% \(to improve: Meta Description, Keywords, Length, Featured Image\)$/,
    )
    expect(describePageScore({ checks: [], score: 100 })).toBe('SEO score 100%')
  })
})

describe('keywordPlaces', () => {
  it('finds the Michigan places the keywords name, as whole words', () => {
    expect(keywordPlaces(['bike repair Troy', 'Ann Arbor tuner', 'troyish'])).toEqual(
      expect.arrayContaining(['Troy', 'Ann Arbor']),
    )
    expect(keywordPlaces(['piano tuner'])).toEqual([])
  })
})
