import { DESCRIPTION_KEYWORD_COUNT, META_DESCRIPTION_LIMIT, STATE_ABBR } from '../constants.ts'
import { type City, findCity } from '../data/cities.ts'
import { findService, type Service } from '../data/services.ts'
import { nameFromSlug } from '../posts/slugs.ts'
import { buildMetaDescription } from './meta.ts'

/** A generated SEO page for a city and service pair. */
export interface SeoPage {
  title: string
  metaDescription: string
  h1: string
  introContent: string
  keywords: string[]
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * The SEO page of a known city and service. The title is the service in the city and state, then
 * the county: every word once ('Plumbing in Detroit, MI | Wayne County'). The description and
 * intro say what the page holds and what the service is; they make no claim about the businesses
 * (no licences, response times or guarantees: the page lists whoever the owner has listed, or
 * nobody). The keywords are the service's keywords followed by combinations of service, city,
 * county and best / near me.
 * @example generateSeoPage(detroit, plumbing).title // 'Plumbing in Detroit, MI | Wayne County'
 */
export function generateSeoPage(city: City, service: Service): SeoPage {
  const place = `${city.name}, ${city.stateAbbr}`
  const service_ = service.name.toLowerCase()
  // As many of the first keywords as fit: search results show a description over 160 characters cut.
  const describe = (count: number) =>
    `${service.name} in ${place}: ${service.keywords.slice(0, count).join(', ')} and more in ${city.county}. Find local businesses, call them or request a quote.`
  let count = DESCRIPTION_KEYWORD_COUNT
  while (count > 1 && describe(count).length > META_DESCRIPTION_LIMIT) count--
  const keywords = [
    ...service.keywords,
    `${service_} ${city.name.toLowerCase()}`,
    `${service_} in ${city.name.toLowerCase()} ${city.stateAbbr.toLowerCase()}`,
    `${service_} ${city.county.toLowerCase()}`,
    `best ${service_} in ${city.name.toLowerCase()}`,
    `${service_} near me`,
    `${city.name.toLowerCase()} ${service_} near me`,
  ]
  return {
    title: `${service.name} in ${place} | ${city.county}`,
    metaDescription: buildMetaDescription(describe(count)),
    h1: `${service.name} in ${place}`,
    introContent: [
      `<p>Looking for <strong>${escapeHtml(service_)}</strong> in ${escapeHtml(place)}? ${escapeHtml(service.description)}</p>`,
      `<p>${escapeHtml(city.name)} is ${escapeHtml(lowerFirst(city.description))} This page lists the businesses that serve ${escapeHtml(city.name)} (${escapeHtml(city.county)}) for ${escapeHtml(service_)}, with their phone numbers, addresses and opening hours.</p>`,
      `<p>Common requests in ${escapeHtml(city.name)} include ${escapeHtml(service.keywords.slice(0, DESCRIPTION_KEYWORD_COUNT).join(', '))}. Call a business directly, or request a quote and we pass it on.</p>`,
    ].join('\n'),
    keywords,
  }
}

/** Lowercases a leading article or common word so a description can follow 'Detroit is'; proper names stay. */
function lowerFirst(text: string): string {
  return /^(A|An|The|Home)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
}

/** What the landing page at /{city}/{service} shows: known records where found, readable names always. */
export interface LandingPage {
  city: City | undefined
  service: Service | undefined
  cityName: string
  serviceName: string
  /** Generated when both city and service are known; otherwise the '{service} in {city}, MI' fallback. */
  seo: SeoPage
}

/**
 * Resolves a landing page from its URL slugs. An unknown city or service gets a readable name
 * built from its slug ('grosse-pointe' -> 'Grosse Pointe'), and the page falls back to the title,
 * heading and description '{service} in {city}, MI'.
 */
export function resolveLandingPage(citySlug: string, serviceSlug: string): LandingPage {
  const city = findCity(citySlug)
  const service = findService(serviceSlug)
  const cityName = city?.name ?? nameFromSlug(citySlug)
  const serviceName = service?.name ?? nameFromSlug(serviceSlug)
  if (city && service) return { city, service, cityName, serviceName, seo: generateSeoPage(city, service) }
  const fallback = `${serviceName} in ${cityName}, ${STATE_ABBR}`
  return {
    city,
    service,
    cityName,
    serviceName,
    seo: {
      title: fallback,
      metaDescription: buildMetaDescription(fallback),
      h1: fallback,
      introContent: `<p>${escapeHtml(fallback)}</p>`,
      keywords: [
        serviceName.toLowerCase(),
        cityName.toLowerCase(),
        `${serviceName} ${cityName}`.toLowerCase(),
      ],
    },
  }
}
