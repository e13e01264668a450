import { findCategoryByName } from '../data/categories.ts'
import { cutExcerpt } from '../posts/excerpt.ts'
import type { BlogPost } from '../posts/post.ts'
import { absoluteUrl } from '../seo/structured-data.ts'

/** Why a post is alerted: it was published in a followed category, or marked breaking. */
export type PushReason = 'published' | 'breaking'

/**
 * The message a push alert carries, encrypted to each browser (RFC 8291). The service worker shows
 * `title`, `body` and `image`, opens `url` on a click and stores the post for offline reading by
 * asking `api` for it. Push services take about 4 KB, so the post itself is not in it.
 */
export interface PushAlert {
  v: 1
  id: string
  slug: string
  title: string
  body: string
  /** The article's path on the site (`/article/{slug}`). */
  url: string
  /** The post's picture as an absolute URL, or null. */
  image: string | null
  breaking: boolean
  /** The Supabase API the worker reads the post from, with the public (anon) key. */
  api: { url: string; key: string }
}

/** What a notification may show of a post's text. */
const BODY_CHARS = 160
const TITLE_CHARS = 200

type AlertPost = Pick<BlogPost, 'id' | 'slug' | 'title' | 'meta_description' | 'content' | 'image_url'>

/** The alert about a post; `siteUrl` makes its picture absolute. */
export function buildPushAlert(
  post: AlertPost,
  options: { siteUrl: string; reason: PushReason; api: { url: string; key: string } },
): PushAlert {
  const description = post.meta_description?.trim()
  const body = description
    ? description.length > BODY_CHARS
      ? `${description.slice(0, BODY_CHARS).trimEnd()}...`
      : description
    : cutExcerpt(post.content ?? '', BODY_CHARS)
  return {
    v: 1,
    id: post.id,
    slug: post.slug || post.id,
    title: `${options.reason === 'breaking' ? 'Breaking: ' : ''}${post.title}`.slice(0, TITLE_CHARS),
    body,
    url: `/article/${encodeURIComponent(post.slug || post.id)}`,
    image: post.image_url ? absoluteUrl(options.siteUrl, post.image_url) : null,
    breaking: options.reason === 'breaking',
    api: options.api,
  }
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max

/** A received message as an alert, or null when it is not one (the worker shows nothing then). */
export function parsePushAlert(data: unknown): PushAlert | null {
  if (typeof data !== 'object' || data === null) return null
  const alert = data as Record<string, unknown>
  const api = alert.api as Record<string, unknown> | undefined
  if (
    alert.v !== 1 ||
    !isText(alert.id, 100) ||
    !isText(alert.slug, 300) ||
    !isText(alert.title, TITLE_CHARS) ||
    !isText(alert.body, BODY_CHARS + 3) ||
    !isText(alert.url, 1000) ||
    !alert.url.startsWith('/article/') ||
    !(alert.image === null || isText(alert.image, 2000)) ||
    typeof alert.breaking !== 'boolean' ||
    typeof api !== 'object' ||
    api === null ||
    !isText(api.url, 1000) ||
    !isText(api.key, 2000)
  )
    return null
  return alert as unknown as PushAlert
}

/** The category slug a post's alert goes to (its first tag), or null when it names no category. */
export function alertCategoryOf(post: Pick<BlogPost, 'tags'>): string | null {
  const label = post.tags?.[0]
  return label ? (findCategoryByName(label)?.slug ?? null) : null
}

/** How long after publication (or the breaking mark) a post is still news worth an alert. */
export const ALERT_WINDOW_HOURS = 24

/** What a push service's answer means for the subscription and the delivery. */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'failed'

/** Tries of one alert to one browser before it is reported failed. */
export const PUSH_MAX_ATTEMPTS = 3

/**
 * RFC 8030: 201 (or any 2xx) accepted; 404 and 410, the subscription expired or was withdrawn and
 * is deleted; 429 and 5xx (and no answer at all, status 0) tried again; other 4xx fail.
 */
export function pushOutcome(status: number, attempts: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent'
  if (status === 404 || status === 410) return 'gone'
  const transient = status === 0 || status === 429 || status >= 500
  return transient && attempts < PUSH_MAX_ATTEMPTS ? 'retry' : 'failed'
}
