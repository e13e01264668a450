import {
  BRAND,
  PLACEHOLDER_PHONE,
  PLACEHOLDER_PRICE_RANGE,
  PLACEHOLDER_STREET,
  PLACEHOLDER_ZIP,
  STATE_NAME,
} from '../constants.ts'
import type { City } from '../data/cities.ts'
import type { Service } from '../data/services.ts'
import type { BreadcrumbItem } from '../posts/breadcrumb.ts'
import type { BlogPost } from '../posts/post.ts'
import { buildMetaDescription } from './meta.ts'

/** A schema.org JSON-LD object. */
export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string }

/** Absolute URL of a site path ('/a' on 'https://x.test/' -> 'https://x.test/a'); absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString()
}

/**
 * LocalBusiness record of a city x service landing page, with the spec's placeholder address
 * (street, zip 48000, state Michigan) and price range $$. It carries no rating or review count:
 * nobody has reviewed these pages, and self-written review markup breaks search engines' rules
 * (decision 012).
 */
export function buildLocalBusinessJsonLd(city: City, service: Service, siteUrl: string): JsonLd {
  const url = absoluteUrl(siteUrl, `/${city.slug}/${service.slug}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: `${service.name} in ${city.name}, ${city.stateAbbr}`,
    description: service.description,
    url,
    telephone: PLACEHOLDER_PHONE,
    priceRange: PLACEHOLDER_PRICE_RANGE,
    address: {
      '@type': 'PostalAddress',
      streetAddress: PLACEHOLDER_STREET,
      addressLocality: city.name,
      addressRegion: STATE_NAME,
      postalCode: PLACEHOLDER_ZIP,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: city.coordinates.lat, longitude: city.coordinates.lng },
    areaServed: { '@type': 'City', name: city.name },
  }
}

/** BreadcrumbList of a trail of items, positions from 1, URLs made absolute. */
export function buildBreadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.url),
    })),
  }
}

/** NewsArticle record of a post, for its article page. */
export function buildNewsArticleJsonLd(
  post: Pick<BlogPost, 'id' | 'slug' | 'title' | 'meta_description' | 'created_at'> &
    Partial<Pick<BlogPost, 'published_at' | 'author' | 'image_url' | 'keywords' | 'tags'>>,
  siteUrl: string,
): JsonLd {
  const url = absoluteUrl(siteUrl, `/article/${encodeURIComponent(post.slug || post.id)}`)
  const published = post.published_at ?? post.created_at
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title.slice(0, 110),
    description: buildMetaDescription(post.meta_description),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: published,
    dateModified: published,
    author: { '@type': post.author ? 'Person' : 'Organization', name: post.author || BRAND },
    publisher: {
      '@type': 'Organization',
      name: BRAND,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/icons/icon-512.png') },
    },
    ...(post.image_url ? { image: [absoluteUrl(siteUrl, post.image_url)] } : {}),
    ...(post.keywords?.length ? { keywords: post.keywords.join(', ') } : {}),
    ...(post.tags?.[0] ? { articleSection: post.tags[0] } : {}),
  }
}

/** Serialises JSON-LD for a <script type="application/ld+json"> element, safe against '</script>'. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
