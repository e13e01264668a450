/**
 * Listings (migrations/20261126110000_listings.sql) through the real supabase-js client over HTTP
 * on the embedded stack: who reads and writes them, the logo bucket's folder rule, the landing
 * page's query and its plan at 10,000 listings, the directory's counts, a quote request addressed
 * to a listing, and the example listings of the seed.
 */

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgrestClient, createPostsApi } from '../app/lib/posts-api.ts'
import { countListings } from '../core/listings/coverage.ts'
import { parseListing } from '../core/listings/listing.ts'
import type { LocalStack } from './local/index.ts'
import { pngImage } from './local/testing/images.ts'
import { type Callers, createCallers, startTestStack, untyped } from './local/testing/index.ts'

let stack: LocalStack
let callers: Callers

const base = {
  name: 'Corktown Pipe & Drain',
  services: 'plumbing',
  cities: 'detroit',
  phone: '(313) 555-0142',
  street_address: '1400 Michigan Ave',
  locality: 'Detroit',
  postal_code: '48216',
  hours: 'Mon-Fri 08:00-17:00',
}

async function addListing(change: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await callers.service
    .from('listings')
    .insert(parseListing({ ...base, ...change }))
    .select('id')
    .single()
  if (error) throw error
  return data.id
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  callers = await createCallers(stack)
}, 60_000)
afterAll(() => stack?.stop())

describe('who reads a listing', () => {
  it('is everyone for a published one and owners only for an unpublished one', async () => {
    const shown = await addListing({ name: 'Shown Plumbing', published: true })
    const hidden = await addListing({ name: 'Hidden Plumbing', published: false })
    for (const caller of ['anon', 'reader'] as const) {
      const { data } = await callers[caller].from('listings').select('id').in('id', [shown, hidden])
      expect(data).toEqual([{ id: shown }])
    }
    const { data } = await callers.owner.from('listings').select('id').in('id', [shown, hidden])
    expect(data?.map((row) => row.id).sort()).toEqual([shown, hidden].sort())
  })

  it('refuses a row the rules would not store, even from the service role', async () => {
    const { error } = await untyped(callers.service)
      .from('listings')
      .insert({ ...parseListing(base), phone: '(555) 123-4567', postal_code: '48000x' })
    expect(error?.code).toBe('23514')
  })
})

describe('the listing-logos bucket', () => {
  const logo = pngImage(8, 8)
  const upload = (caller: keyof Callers & ('anon' | 'owner' | 'reader' | 'service'), path: string) =>
    callers[caller].storage.from('listing-logos').upload(path, logo, { contentType: 'image/png' })

  it.each([
    ['anon', false],
    ['reader', false],
    ['owner', true],
    ['service', true],
  ] as const)("%s uploads into an existing listing's folder: %s", async (caller, allowed) => {
    const id = await addListing()
    const { error } = await upload(caller, `${id}/logo.png`)
    expect(error === null).toBe(allowed)
  })

  it("refuses the owner a path that is no listing's folder", async () => {
    expect((await upload('owner', `${randomUUID()}/logo.png`)).error).not.toBeNull()
    expect((await upload('owner', 'logo.png')).error).not.toBeNull()
    expect((await upload('owner', 'some/where/logo.png')).error).not.toBeNull()
  })

  it('serves a logo to anyone by its public URL', async () => {
    const id = await addListing()
    expect((await upload('owner', `${id}/logo.png`)).error).toBeNull()
    const url = callers.anon.storage.from('listing-logos').getPublicUrl(`${id}/logo.png`).data.publicUrl
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(logo)
  })
})

describe('a landing page and the directory at 10,000 listings', () => {
  beforeAll(async () => {
    // 10,000 published listings spread over the 100 pages (each serves 2 cities and 1 service),
    // plus unpublished ones that no reader may count.
    await stack.db.exec(`
      insert into public.listings (name, services, cities, phone, street_address, locality, postal_code, published)
      select 'Bulk business ' || n,
             array[(array['auto-services','home-improvement','plumbing','hvac','roofing','landscaping',
                          'real-estate','legal-services','healthcare','restaurants'])[1 + n % 10]],
             array[(array['detroit','royal-oak','birmingham','ferndale','troy','ann-arbor','warren',
                          'sterling-heights','lansing','grand-rapids'])[1 + (n / 10) % 10],
                   (array['detroit','royal-oak','birmingham','ferndale','troy','ann-arbor','warren',
                          'sterling-heights','lansing','grand-rapids'])[1 + (n / 100 + 1) % 10]],
             '(313) 555-0100', '1 Bulk St', 'Detroit', '48226', n % 50 <> 0
      from generate_series(1, 10200) as n;
      analyze public.listings;
    `)
  }, 120_000)

  it("reads a landing page's listings through the GIN index of its pages", async () => {
    // The body of public.landing_listings(), planned as its definer runs it.
    const plan = (
      await stack.db.query<{ 'QUERY PLAN': string }>(
        `explain select l.id, l.name, pg_catalog.count(*) over ()
         from public.listings l
         where l.published and l.pages @> array['troy' || '/' || 'hvac']
         order by l.sponsored desc, l.name, l.id
         limit 50`,
      )
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n')
    expect(plan, plan).toContain('Bitmap Index Scan on listings_published_pages_idx')
    expect(plan, plan).not.toMatch(/Seq Scan on listings/)
    const definition = (
      await stack.db.query<{ body: string }>(
        `select pg_catalog.pg_get_functiondef('public.landing_listings(text, text, integer)'::regprocedure) as body`,
      )
    ).rows[0]?.body
    // The plan above is of the function's own query.
    expect(definition).toContain("l.pages @> array[landing_listings.city || '/' || landing_listings.service]")
  })

  it('answers the reader API with the page listings, sponsored first, and their number', async () => {
    const sponsored = await addListing({
      name: 'Zz Sponsored Heating',
      services: 'hvac',
      cities: 'troy',
      sponsored: true,
      published: true,
    })
    const api = createPostsApi(createPostgrestClient(stack.url, stack.anonKey))
    const page = await api.listLandingListings('troy', 'hvac')
    expect(page.listings[0]?.id).toBe(sponsored)
    expect(page.listings.length).toBe(50)
    const { count } = await callers.service
      .from('listings')
      .select('id', { count: 'exact', head: true })
      .eq('published', true)
      .contains('cities', ['troy'])
      .contains('services', ['hvac'])
    expect(page.total).toBe(count)
    expect(page.listings.every((listing) => listing.cities.includes('troy'))).toBe(true)
  })

  it('counts published listings per city, per service, per page and in all', async () => {
    const api = createPostsApi(createPostgrestClient(stack.url, stack.anonKey))
    const counts = countListings(await api.listListingCoverage())
    const { count: total } = await callers.service
      .from('listings')
      .select('id', { count: 'exact', head: true })
      .eq('published', true)
    expect(counts.total).toBe(total)
    const { count: troy } = await callers.service
      .from('listings')
      .select('id', { count: 'exact', head: true })
      .eq('published', true)
      .contains('cities', ['troy'])
    expect(counts.byCity.troy).toBe(troy)
    expect(Object.keys(counts.byPage).length).toBeGreaterThan(10)
  })
})

describe('a quote request addressed to a listing', () => {
  it('records the business on the lead', async () => {
    const id = await addListing({ name: 'Addressed Plumbing', published: true })
    const { error } = await callers.anon.rpc('request_quote', {
      name: 'Pat Reader',
      contact: 'pat-listing@newshub.example',
      message: '',
      city: 'Detroit',
      service: 'Plumbing',
      listing: id,
    })
    expect(error).toBeNull()
    const { data } = await callers.service
      .from('quote_requests')
      .select('listing_id, listing_name')
      .eq('contact', 'pat-listing@newshub.example')
    expect(data).toEqual([{ listing_id: id, listing_name: 'Addressed Plumbing' }])
  })

  it('refuses a listing that is not published, storing nothing', async () => {
    const id = await addListing({ published: false })
    const { error, status } = await callers.anon.rpc('request_quote', {
      name: 'Pat Reader',
      contact: 'pat-hidden@newshub.example',
      message: '',
      city: 'Detroit',
      service: 'Plumbing',
      listing: id,
    })
    expect(status).toBe(400)
    expect(error?.message).toMatch(/no longer listed/)
    const { data } = await callers.service
      .from('quote_requests')
      .select('id')
      .eq('contact', 'pat-hidden@newshub.example')
    expect(data).toEqual([])
  })
})

describe('the example listings of the seed', () => {
  it('come with a fresh seed, marked as examples, with fiction phone numbers and .example sites', async () => {
    const fresh = await startTestStack()
    try {
      const { rows } = await fresh.db.query<{ example: boolean; phone: string; website: string | null }>(
        'select example, phone, website from public.listings',
      )
      expect(rows.length).toBeGreaterThanOrEqual(3)
      for (const row of rows) {
        expect(row.example).toBe(true)
        expect(row.phone).toMatch(/ 555-01\d\d$/)
        if (row.website) expect(new URL(row.website).hostname).toMatch(/\.example$/)
      }
    } finally {
      await fresh.stop()
    }
  }, 60_000)

  it('are left out with examples: false, and a later seed does not bring them', async () => {
    const fresh = await startTestStack({ seed: false })
    try {
      const count = async (table: string) =>
        Number(
          (await fresh.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]?.n,
        )
      expect(await fresh.db.task('runSeed', { examples: false })).toBe(true)
      expect(await count('blog_posts')).toBeGreaterThan(0)
      expect(await count('listings')).toBe(0)
      expect(await fresh.db.task('runSeed')).toBe(false)
      expect(await count('listings')).toBe(0)
    } finally {
      await fresh.stop()
    }
  }, 60_000)
})
