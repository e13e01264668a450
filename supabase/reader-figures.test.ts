/**
 * reader_figures (migrations/20261128210000_reader_figures.sql): the dashboard's and the client
 * report's figures, checked against the raw events they count, over HTTP as each caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    ])
    .throwOnError()
  // The server rolls up the days before today hourly; the dashboard reads those days from there.
  await callers.service
    .rpc('roll_up_reader_events', { from_day: dayString(-8), to_day: dayString(-1) })
    .throwOnError()
  // Forty days ago, kept only as rollups (raw events are gone after 30 days).
  await stack.db.query(
    `insert into public.analytics_daily (day, kind, path, post_id, device, events, visitors)
       values ($1, 'view', '/article/other-story', $2, 'desktop', 7, 5);
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
    expect(figures.views).toBe(5)
    expect(figures.visitors).toBeGreaterThanOrEqual(4)
    expect(figures.visitorsLast30Minutes).toBe(2)
    expect(figures.topStories.map((story) => [story.title, story.views])).toEqual([
      ['Gratiot Figures on frozen pipes', 3],
      ['Riverwalk lights', 1],
    ])
    expect(figures.topReferrers).toEqual([{ host: 'duckduckgo.com', views: 1 }])
    expect(figures.categories).toEqual([
      { category: 'Business', views: 3 },
      { category: 'Local News', views: 1 },
    ])
    expect(figures.clients).toEqual([
      {
        businessId: listingId,
        name: 'Gratiot Figures Plumbing',
        posts: 1,
        views: 3,
        clicks: 1,
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
    expect((service.data as unknown as ReaderFigures).views).toBe(5)
  })
})
