import { BRAND } from '../constants.ts'
import type { PublicListing } from '../listings/public.ts'
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
 * The ItemList of a landing page's listings: one LocalBusiness per real listing, with the address
 * and phone the owner entered. Example listings (made-up seed data) are left out, and so is any
 * rating or review: there is no review data (decision 012, decision 035). Null when no real
 * listing is left, so the page carries its breadcrumb only.
 */
export function buildListingsJsonLd(
  listings: readonly PublicListing[],
  pagePath: string,
  siteUrl: string,
): JsonLd | null {
  const real = listings.filter((listing) => !listing.example)
  if (real.length === 0) return null
  const pageUrl = absoluteUrl(siteUrl, pagePath)
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: pageUrl,
    numberOfItems: real.length,
    itemListElement: real.map((listing, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'LocalBusiness',
        '@id': `${pageUrl}#listing-${listing.id}`,
        name: listing.name,
        telephone: listing.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: listing.street_address,
          addressLocality: listing.locality,
          addressRegion: 'MI',
          postalCode: listing.postal_code,
          addressCountry: 'US',
        },
        ...(listing.website ? { url: listing.website } : {}),
        ...(listing.description ? { description: listing.description } : {}),
      },
    })),
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
