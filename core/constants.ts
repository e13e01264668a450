/**
 * Business constants of the product. One place for each number, so the app,
 * the CLI and the edge functions cannot drift apart.
 */

/** The brand label shown in the header and appended to page titles. */
export const BRAND = 'NewsHub'
/** Author label used where the site itself speaks (page metadata, structured data). */
export const DEFAULT_SITE_AUTHOR = 'NewsHub'
/** Author shown on a card when a post has none. */
export const FALLBACK_AUTHOR = 'Admin'
/** Category shown on a card when a post has no tags. */
export const FALLBACK_CATEGORY = 'News'
/** Author given to generated posts when no business team is named. */
export const GENERATED_POST_AUTHOR = 'Editorial Team'
/** Target length of a generated post, in words. */
export const GENERATED_POST_WORDS = 3000

/** Homepage page size and the default limit of a posts query. */
export const HOME_PAGE_SIZE = 10
export const DEFAULT_QUERY_LIMIT = 50
/** React Query: posts stay fresh for 5 minutes and failed queries retry twice. */
export const POSTS_STALE_TIME_MS = 5 * 60 * 1000
export const POSTS_QUERY_RETRIES = 2
/** Loading placeholders: 6 on the homepage and the author page. */
export const LOADING_PLACEHOLDERS = 6

export const WORDS_PER_MINUTE = 200
export const META_DESCRIPTION_LIMIT = 160
export const META_DESCRIPTION_CUT = 157
/** The generated landing-page description names at most this many keywords. */
export const DESCRIPTION_KEYWORD_COUNT = 3

export const RELATED_LINKS_LIMIT = 6
export const RELATED_CATEGORY_COUNT = 3
export const RELATED_CITY_COUNT = 3
export const RELATED_SERVICE_CITY_COUNT = 2
export const RELATED_TAGS_CHECKED = 3
/** City slugs that related links recognise in a post's tags. */
export const TAG_CITY_SLUGS = ['detroit', 'royal-oak', 'birmingham', 'ferndale', 'troy'] as const

export const SECTION_BLOCK_ARTICLES = 3
export const CARD_EXCERPT_LINES = 3
export const BREADCRUMB_TITLE_LIMIT = 50
export const ARTICLE_RELATED_LIMIT = 6
export const POPULAR_ARTICLES = 3
/** Excerpt fallbacks cut the content at 200 characters on the article page, 150 on the 404 and author pages. */
export const ARTICLE_EXCERPT_CHARS = 200
export const SHORT_EXCERPT_CHARS = 150

export const BACKLINK_BATCH_SIZE = 10
export const BACKLINK_BATCH_PAUSE_MS = 500
export const BACKLINKS_MIN = 2
export const BACKLINKS_MAX = 3

export const FALLBACK_ARTICLE_COUNT = 5
export const SERVICE_KEYWORD_CARDS = 6
export const LANDING_NEARBY_CITIES = 4
export const NEARBY_CITIES_DEFAULT = 5
export const DIRECTORY_PREVIEW_COUNT = 3

export const SEO_SCORE_EXCELLENT = 80
export const SEO_SCORE_GOOD = 60

/**
 * The first design's placeholder figures (rating 4.8, 127 reviews, price range $$, zip 48000,
 * '123 Main Street', '(555) 123-4567') are gone: landing pages show the owner's real listings or
 * say that none is listed (decision 035).
 */
export const STATE_NAME = 'Michigan'
export const STATE_ABBR = 'MI'
export const COPYRIGHT_YEAR = 2024

/** Session refresh retries back off from 200 ms, doubling each time. */
export const SESSION_REFRESH_BACKOFF_MS = 200

/**
 * The site_settings key that holds the Search Console verification token. Here rather than beside
 * the tag parser, so the root route reads it without loading the HTML tokenizer.
 */
export const SEARCH_CONSOLE_SETTING = 'google_site_verification'
