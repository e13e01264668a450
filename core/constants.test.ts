import * as constants from './constants.ts'

describe('business constants', () => {
  it('hold the product’s figures', () => {
    expect(constants).toMatchObject({
      BRAND: 'NewsHub',
      DEFAULT_SITE_AUTHOR: 'NewsHub',
      FALLBACK_AUTHOR: 'Admin',
      FALLBACK_CATEGORY: 'News',
      GENERATED_POST_AUTHOR: 'Editorial Team',
      GENERATED_POST_WORDS: 3000,
      HOME_PAGE_SIZE: 10,
      DEFAULT_QUERY_LIMIT: 50,
      POSTS_STALE_TIME_MS: 300_000,
      POSTS_QUERY_RETRIES: 2,
      LOADING_PLACEHOLDERS: 6,
      WORDS_PER_MINUTE: 200,
      META_DESCRIPTION_LIMIT: 160,
      META_DESCRIPTION_CUT: 157,
      DESCRIPTION_KEYWORD_COUNT: 3,
      RELATED_LINKS_LIMIT: 6,
      RELATED_CATEGORY_COUNT: 3,
      RELATED_CITY_COUNT: 3,
      RELATED_SERVICE_CITY_COUNT: 2,
      RELATED_TAGS_CHECKED: 3,
      TAG_CITY_SLUGS: ['detroit', 'royal-oak', 'birmingham', 'ferndale', 'troy'],
      SECTION_BLOCK_ARTICLES: 3,
      CARD_EXCERPT_LINES: 3,
      BREADCRUMB_TITLE_LIMIT: 50,
      ARTICLE_RELATED_LIMIT: 6,
      POPULAR_ARTICLES: 3,
      ARTICLE_EXCERPT_CHARS: 200,
      SHORT_EXCERPT_CHARS: 150,
      BACKLINK_BATCH_SIZE: 10,
      BACKLINK_BATCH_PAUSE_MS: 500,
      BACKLINKS_MIN: 2,
      BACKLINKS_MAX: 3,
      FALLBACK_ARTICLE_COUNT: 5,
      SERVICE_KEYWORD_CARDS: 6,
      LANDING_NEARBY_CITIES: 4,
      NEARBY_CITIES_DEFAULT: 5,
      DIRECTORY_PREVIEW_COUNT: 3,
      SEO_SCORE_EXCELLENT: 80,
      SEO_SCORE_GOOD: 60,
      STATE_NAME: 'Michigan',
      STATE_ABBR: 'MI',
      COPYRIGHT_YEAR: 2024,
      SESSION_REFRESH_BACKOFF_MS: 200,
    })
  })
})

describe('the first design placeholders', () => {
  it('are gone: no made-up rating, review count, price range, street, zip or phone is left to show', () => {
    expect(Object.keys(constants).filter((name) => name.startsWith('PLACEHOLDER_'))).toEqual([])
    expect(JSON.stringify(constants)).not.toMatch(/123 Main Street|48000|555\) 123-4567|4\.8/)
  })
})
