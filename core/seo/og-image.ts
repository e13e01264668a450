import { BRAND } from '../constants.ts'
import type { City } from '../data/cities.ts'
import type { Service } from '../data/services.ts'

/**
 * Link-preview (Open Graph) images: every article and every known city x service landing page
 * has a 1200x630 PNG at a stable path, which the server renders (cli/og-image.ts, decision 016).
 * Social networks do not show SVG previews, so these are always PNG.
 */
export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630
export const OG_IMAGE_TYPE = 'image/png'

/** The site-wide preview image of pages without one of their own (app/public/icons, 1200x630 PNG). */
export const DEFAULT_OG_IMAGE = {
  path: '/icons/og-default.png',
  // What the picture says.
  alt: `${BRAND}: Your Trusted Source for Local & National News`,
} as const

/** A page's preview image as its meta tags name it: a site path (or URL) and its text alternative. */
export interface SocialImage {
  path: string
  alt: string
}

/** What a preview card shows: the page's title, a line above it, and the post's own picture when it has one. */
export interface OgCard {
  title: string
  /** The small line above the title: the category, or the service group and city. */
  eyebrow: string
  /** The post's image (a site path such as /images/posts/lake.svg, or a URL), used instead of a drawn card. */
  image: string | null
}

/** Which preview a path asks for. */
export type OgImageTarget =
  | { kind: 'article'; key: string }
  | { kind: 'landing'; city: string; service: string }

/** Longest article key an /og/ path may name (slugs are far shorter); longer paths are refused unread. */
const MAX_KEY_LENGTH = 200

/**
 * Path of an article's preview image; `key` is the article's slug or id, as in /article/{key}.
 * @example articleOgImagePath('lake-days') // '/og/article/lake-days.png'
 */
export function articleOgImagePath(key: string): string {
  return `/og/article/${encodeURIComponent(key)}.png`
}

/**
 * Path of a landing page's preview image.
 * @example landingOgImagePath('detroit', 'plumbing') // '/og/detroit/plumbing.png'
 */
export function landingOgImagePath(citySlug: string, serviceSlug: string): string {
  return `/og/${encodeURIComponent(citySlug)}/${encodeURIComponent(serviceSlug)}.png`
}

/**
 * Reads an /og/ path back: /og/article/{key}.png or /og/{city}/{service}.png; anything else
 * (another shape, a bad escape, an over-long key) is null. Whether the article or the city and
 * service exist is for the caller to check.
 * @example parseOgImagePath('/og/detroit/plumbing.png') // { kind: 'landing', city: 'detroit', service: 'plumbing' }
 */
export function parseOgImagePath(path: string): OgImageTarget | null {
  const match = /^\/og\/([^/]+)\/([^/]+)\.png$/.exec(path)
  if (!match) return null
  let first: string
  let second: string
  try {
    first = decodeURIComponent(match[1] as string)
    second = decodeURIComponent(match[2] as string)
  } catch {
    return null
  }
  if (second === '' || second.length > MAX_KEY_LENGTH || second.includes('/')) return null
  return first === 'article'
    ? { kind: 'article', key: second }
    : { kind: 'landing', city: first, service: second }
}

/** The preview card of an article: its category above its title, and its own image when it has one. */
export function articleOgCard(article: { title: string; category: string; imageUrl: string | null }): OgCard {
  return {
    title: cutForCard(article.title, MAX_CARD_TITLE),
    eyebrow: cutForCard(article.category, MAX_CARD_EYEBROW),
    image: article.imageUrl?.trim() || null,
  }
}

/** What fits the card's title lines at its type size; longer titles end with an ellipsis. */
export const MAX_CARD_TITLE = 140
const MAX_CARD_EYEBROW = 60

/**
 * `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. A card
 * shows three lines of title at most, and laying out a 20,000-character title costs the drawing
 * hundreds of megabytes for text nobody would see.
 * @example cutForCard('Lake days are back', 12) // 'Lake days…'
 */
export function cutForCard(text: string, max: number): string {
  const trimmed = text.trim()
  if (trimmed.length <= max) return trimmed
  const head = trimmed.slice(0, max - 1)
  const space = head.lastIndexOf(' ')
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`
}

/** The preview card of a landing page: '{Service} in {City}, MI' under its service group and county. */
export function landingOgCard(city: City, service: Service): OgCard {
  return {
    title: `${service.name} in ${city.name}, ${city.stateAbbr}`,
    eyebrow: `${service.category} · ${city.county}`,
    image: null,
  }
}

/** The preview image of a known landing page, as its meta tags name it. */
export function landingSocialImage(city: City, service: Service): SocialImage {
  const card = landingOgCard(city, service)
  return { path: landingOgImagePath(city.slug, service.slug), alt: `${card.title}: ${BRAND} local services` }
}

/** The preview image of an article, as its meta tags name it. */
export function articleSocialImage(key: string, title: string): SocialImage {
  return { path: articleOgImagePath(key), alt: title.trim() || BRAND }
}
