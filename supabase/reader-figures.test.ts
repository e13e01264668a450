/**
 * reader_figures and client_report (migrations 20261128210000 and 20261128220000): the dashboard's
 * and a client report's figures, checked against the raw events they count, over HTTP as each
 * caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientReport } from '../core/analytics/client-report.ts'
import type { ReaderFigures } from '../core/analytics/figures.ts'
import { parseListing } from '../core/listings/listing.ts'
import type { LocalStack } from './local/index.ts'
import { type Callers, createCallers, startTestStack } from './local/testing/index.ts'

let stack: LocalStack
let callers: Callers
let listingId: string
let clientPostId: string
let otherPostId: string

const DAY = 24 * 60 * 60 * 1000
const today = new Date()
const dayString = (offset: number) => new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10)
const visitor = (n: number) => n.toString(16).padStart(64, '0')

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  callers = await createCallers(stack)
  const { data: listing } = await callers.service
    .from('listings')
    .insert(
      parseListing({
        name: 'Gratiot Figures Plumbing',
        phone: '(313) 555-0199',
        services: 'plumbing',
        cities: 'detroit',
        street_address: '2600 Gratiot Ave',
        locality: 'Detroit',
        postal_code: '48207',
        published: true,
      }),
    )
    .select('id')
    .single()
    .throwOnError()
  listingId = listing.id
  const { data: posts } = await callers.service
    .from('blog_posts')
    .insert([
      {
        title: 'Gratiot Figures on frozen pipes',
        slug: 'client-story',
        content: '<p>Pipes.</p>',
        tags: ['Business'],
        business_name: 'Gratiot Figures Plumbing',
      },
      { title: 'Riverwalk lights', slug: 'other-story', content: '<p>Lights.</p>', tags: ['Local News'] },
    ])
    .select('id,slug')
    .throwOnError()
  clientPostId = posts.find((post) => post.slug === 'client-story')?.id as string
  otherPostId = posts.find((post) => post.slug === 'other-story')?.id as string
  const at = (offsetDays: number, minutesAgo = 60) =>
    new Date(today.getTime() + offsetDays * DAY - minutesAgo * 60_000).toISOString()
  const base = { device: 'mobile' as const }
  await callers.service
    .from('analytics_events')
    .insert([
      // Today: three views of the client's story by two visitors (one from a search engine),
      // one of the other story; a click to the client's site and a quote request.
      {
        ...base,
        kind: 'view',
        path: '/article/client-story',
        post_id: clientPostId,
        visitor: visitor(1),
        occurred_at: at(0, 10),
        referrer_host: 'duckduckgo.com',
      },
      {
        ...base,
        kind: 'view',
        path: '/article/client-story',
        post_id: clientPostId,
        visitor: visitor(1),
        occurred_at: at(0, 90),
      },
      {
        ...base,
        kind: 'view',
        path: '/article/client-story',
        post_id: clientPostId,
        visitor: visitor(2),
        occurred_at: at(0, 5),
      },
      {
        ...base,
        kind: 'view',
        path: '/article/other-story',
        post_id: otherPostId,
        visitor: visitor(3),
        occurred_at: at(0, 200),
      },
      {
        ...base,
        kind: 'link_click',
        path: '/detroit/plumbing',
        business_id: listingId,
        visitor: visitor(2),
        occurred_at: at(0, 4),
      },
      {
        ...base,
        kind: 'quote_request',
        path: '/detroit/plumbing',
        business_id: listingId,
        visitor: visitor(2),
        occurred_at: at(0, 3),
      },
      // Three days ago: one view.
      { ...base, kind: 'view', path: '/', visitor: visitor(4), occurred_at: at(-3) },
      // Two days ago (rolled up): one reader read the client's story twice, from a newsletter
      // link, and clicked through to its site.
      ...[1, 2].map(() => ({
        ...base,
        kind: 'view',
        path: '/article/client-story',
        post_id: clientPostId,
        visitor: visitor(5),
        occurred_at: at(-2),
        referrer_host: 'mail.example',
      })),
      {
        ...base,
        kind: 'link_click',
        path: '/article/client-story',
        post_id: clientPostId,
        business_id: listingId,
        visitor: visitor(5),
        occurred_at: at(-2),
      },
    ])
    .throwOnError()
  // A lead: the quote request the form stored (its counting event above may be missing, with
  // Do Not Track; the report counts the request itself).
  await callers.service
    .from('quote_requests')
    .insert({
      name: 'Ann',
      contact: 'ann@example.com',
      contact_key: 'ann@example.com',
      city: 'Detroit',
      service: 'Plumbing',
      listing_id: listingId,
      listing_name: 'Gratiot Figures Plumbing',
      created_at: at(0, 3),
    })
    .throwOnError()
  // The server rolls up the days before today hourly; the dashboard reads those days from there.
  await callers.service
    .rpc('roll_up_reader_events', { from_day: dayString(-8), to_day: dayString(-1) })
    .throwOnError()
  // Forty days ago, kept only as rollups (raw events are gone after 30 days).
  await stack.db.query(
    `insert into public.analytics_daily (day, kind, path, post_id, events)
       values ($1, 'view', '/article/other-story', $2, 7);
     `,
    [dayString(-40), otherPostId],
  )
  await stack.db.query(
    `insert into public.analytics_daily_visitors (day, visitors, views) values ($1, 5, 7)`,
    [dayString(-40)],
  )
})
afterAll(() => stack?.stop())

describe('reader_figures', () => {
  it('counts today from the raw events and earlier days from the rollups, per day, story, referrer, category and client', async () => {
    const { data, error } = await callers.owner.rpc('reader_figures', {
      from_day: dayString(-6),
      to_day: dayString(0),
    })
    expect(error).toBeNull()
    const figures = data as unknown as ReaderFigures
    expect(figures.days).toHaveLength(7)
    // Each day as the raw events fall on UTC days (a run just after midnight puts some on yesterday).
    const { data: raw } = await callers.service
      .from('analytics_events')
      .select('kind,occurred_at,visitor')
      .throwOnError()
    const views = raw.filter((event) => event.kind === 'view')
    for (const { day, views: counted, visitors } of figures.days) {
      const ofDay = views.filter((event) => new Date(event.occurred_at).toISOString().slice(0, 10) === day)
      expect({ day, counted, visitors }).toEqual({
        day,
        counted: ofDay.length,
        visitors: new Set(ofDay.map((e) => e.visitor)).size,
      })
    }
    expect(figures.views).toBe(7)
    expect(figures.visitors).toBeGreaterThanOrEqual(5)
    expect(figures.visitorsLast30Minutes).toBe(2)
    expect(figures.topStories.map((story) => [story.title, story.views])).toEqual([
      ['Gratiot Figures on frozen pipes', 5],
      ['Riverwalk lights', 1],
    ])
    expect(figures.topReferrers).toEqual([
      { host: 'mail.example', views: 2 },
      { host: 'duckduckgo.com', views: 1 },
    ])
    expect(figures.categories).toEqual([
      { category: 'Business', views: 5 },
      { category: 'Local News', views: 1 },
    ])
    expect(figures.clients).toEqual([
      {
        businessId: listingId,
        name: 'Gratiot Figures Plumbing',
        posts: 1,
        views: 5,
        clicks: 2,
        quoteRequests: 1,
      },
    ])
  })

  it('reads days older than the raw events from the rollups', async () => {
    const { data } = await callers.owner.rpc('reader_figures', {
      from_day: dayString(-45),
      to_day: dayString(-35),
    })
    const figures = data as unknown as ReaderFigures
    expect(figures.views).toBe(7)
    expect(figures.visitors).toBe(5)
    expect(figures.topStories).toEqual([
      { postId: otherPostId, title: 'Riverwalk lights', slug: 'other-story', views: 7 },
    ])
  })

  it('is the owners’ alone: a reader is refused in one line, an anonymous caller may not run it', async () => {
    const reader = await callers.reader.rpc('reader_figures', {
      from_day: dayString(-6),
      to_day: dayString(0),
    })
    expect(reader.error).toMatchObject({
      code: '42501',
      message: 'Only the site owner reads reader figures.',
    })
    const anon = await callers.anon.rpc('reader_figures', { from_day: dayString(-6), to_day: dayString(0) })
    expect(anon.error?.code).toBe('42501')
    const service = await callers.service.rpc('reader_figures', {
      from_day: dayString(-6),
      to_day: dayString(0),
    })
    expect((service.data as unknown as ReaderFigures).views).toBe(7)
  })
})

describe('client_report', () => {
  const report = async (from: string, to: string) => {
    const { data, error } = await callers.owner.rpc('client_report', {
      business: listingId,
      from_day: from,
      to_day: to,
    })
    expect(error).toBeNull()
    return data as unknown as ClientReport
  }

  it('counts the client’s posts, their views and readers, clicks and leads, the same as the dashboard', async () => {
    const client = await report(dayString(-6), dayString(0))
    expect(client.business).toMatchObject({ id: listingId, name: 'Gratiot Figures Plumbing' })
    expect(client.postsPublished).toBe(1)
    // Today: 3 views by 2 readers, a click, a lead; two days ago (rolled up): 2 views by one reader, a click.
    expect([client.views, client.clicks, client.leads]).toEqual([5, 2, 1])
    const { data: raw } = await callers.service
      .from('analytics_events')
      .select('kind,occurred_at,visitor,post_id')
      .eq('post_id', clientPostId)
      .eq('kind', 'view')
      .throwOnError()
    for (const { day, views, visitors } of client.days) {
      const ofDay = raw.filter((event) => new Date(event.occurred_at).toISOString().slice(0, 10) === day)
      expect({ day, views, visitors }).toEqual({
        day,
        views: ofDay.length,
        visitors: new Set(ofDay.map((e) => e.visitor)).size,
      })
    }
    expect(client.visitors).toBe(client.days.reduce((sum, day) => sum + day.visitors, 0))
    expect(client.posts).toEqual([
      expect.objectContaining({ postId: clientPostId, title: 'Gratiot Figures on frozen pipes', views: 5 }),
    ])
    expect(client.topReferrers).toEqual([
      { host: 'mail.example', views: 2 },
      { host: 'duckduckgo.com', views: 1 },
    ])
    const { data: figures } = await callers.owner.rpc('reader_figures', {
      from_day: dayString(-6),
      to_day: dayString(0),
    })
    const row = (figures as unknown as ReaderFigures).clients[0]
    expect([row?.views, row?.clicks, row?.quoteRequests]).toEqual([client.views, client.clicks, client.leads])
  })

  it('has every day of the range, and nothing for days before the client’s story', async () => {
    const client = await report(dayString(-45), dayString(-35))
    expect(client.days).toHaveLength(11)
    expect([client.postsPublished, client.views, client.visitors, client.clicks, client.leads]).toEqual([
      0, 0, 0, 0, 0,
    ])
    expect(client.posts).toEqual([])
  })

  it('is the owners’ alone, and says when the business does not exist', async () => {
    const args = { business: listingId, from_day: dayString(-6), to_day: dayString(0) }
    const reader = await callers.reader.rpc('client_report', args)
    expect(reader.error).toMatchObject({
      code: '42501',
      message: 'Only the site owner reads client reports.',
    })
    const anon = await callers.anon.rpc('client_report', args)
    expect(anon.error?.code).toBe('42501')
    const missing = await callers.owner.rpc('client_report', {
      ...args,
      business: '00000000-0000-4000-8000-000000000000',
    })
    expect(missing.error?.message).toBe('No business has this id.')
  })
})
