import {
  RELATED_CATEGORY_COUNT,
  RELATED_CITY_COUNT,
  RELATED_LINKS_LIMIT,
  RELATED_SERVICE_CITY_COUNT,
  RELATED_TAGS_CHECKED,
  TAG_CITY_SLUGS,
} from '../constants.ts'
import { type Category, findCategoryByName, NAVIGATION_CATEGORIES } from '../data/categories.ts'
import { CITIES, type City, findCity } from '../data/cities.ts'
import { findService, SERVICES } from '../data/services.ts'
import { slugify } from '../posts/slugs.ts'
import { findNearbyCities } from './nearby-cities.ts'

/** A link in a related-content block. */
export interface RelatedLink {
  title: string
  url: string
  description: string
}

/** Where the related links are shown. */
export type RelatedContext =
  | { type: 'category'; category: string }
  | { type: 'city'; city: string }
  | { type: 'service'; city: string; service: string }
  | { type: 'article'; tags: readonly string[]; category?: string }

const DIRECTORY_LINK: RelatedLink = {
  title: 'Local Service Directory',
  url: '/directory',
  description: 'Browse trusted local services in ten Michigan cities.',
}

function cityHubLink(city: City): RelatedLink {
  return { title: `Services in ${city.name}`, url: `/${city.slug}/services`, description: city.description }
}

function categoryLink(category: Category): RelatedLink {
  return {
    title: category.name,
    url: category.path,
    description: `The latest ${category.name.toLowerCase()} stories.`,
  }
}

function categoryLinks(exceptSlug?: string): RelatedLink[] {
  return NAVIGATION_CATEGORIES.filter((category) => category.slug !== exceptSlug).map(categoryLink)
}

function cityServiceLinks(city: City, exceptService?: string): RelatedLink[] {
  return SERVICES.filter((service) => service.slug !== exceptService).map((service) => ({
    title: `${service.name} in ${city.name}`,
    url: `/${city.slug}/${service.slug}`,
    description: service.description,
  }))
}

/**
 * City slugs named by the first 3 tags of a post, among the five that tags are checked for
 * (detroit, royal-oak, birmingham, ferndale, troy).
 */
export function findTaggedCities(tags: readonly string[]): City[] {
  const recognised: readonly string[] = TAG_CITY_SLUGS
  return tags
    .slice(0, RELATED_TAGS_CHECKED)
    .map(slugify)
    .filter((slug, index, all) => recognised.includes(slug) && all.indexOf(slug) === index)
    .flatMap((slug) => findCity(slug) ?? [])
}

function relatedFor(context: RelatedContext): RelatedLink[] {
  switch (context.type) {
    case 'category':
      // Three other categories first, then the directory and city hubs to fill the block.
      return [
        ...categoryLinks(context.category).slice(0, RELATED_CATEGORY_COUNT),
        DIRECTORY_LINK,
        ...CITIES.map(cityHubLink),
      ]
    case 'city': {
      const city = findCity(context.city)
      const others = findNearbyCities(context.city, RELATED_CITY_COUNT).map(cityHubLink)
      return city ? [...others, ...cityServiceLinks(city)] : [...others, DIRECTORY_LINK]
    }
    case 'service': {
      const city = findCity(context.city)
      const service = findService(context.service)
      const otherCities = service
        ? findNearbyCities(context.city, RELATED_SERVICE_CITY_COUNT).map((other) => ({
            title: `${service.name} in ${other.name}`,
            url: `/${other.slug}/${service.slug}`,
            description: service.description,
          }))
        : []
      return [...otherCities, ...(city ? cityServiceLinks(city, context.service) : []), DIRECTORY_LINK]
    }
    case 'article': {
      const category = context.category ? findCategoryByName(context.category) : undefined
      return [
        ...findTaggedCities(context.tags).map(cityHubLink),
        ...(category ? [categoryLink(category)] : []),
        DIRECTORY_LINK,
        ...categoryLinks(category?.slug),
      ]
    }
  }
}

/**
 * Related links for a page, at most `limit` (default 6), without repeats: a category page leads
 * with 3 other categories, a city with 3 other cities, a city x service page with the same
 * service in 2 other cities, and an article with the hubs of cities named in its first 3 tags.
 */
export function findRelatedLinks(
  context: RelatedContext,
  limit: number = RELATED_LINKS_LIMIT,
): RelatedLink[] {
  const seen = new Set<string>()
  return relatedFor(context)
    .filter((link) => !seen.has(link.url) && Boolean(seen.add(link.url)))
    .slice(0, Math.max(0, limit))
}
