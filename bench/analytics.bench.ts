/**
 * Reader analytics at scale: an embedded stack holding 1,000,000 raw events over the last 30 days
 * (views of 2,000 stories by 50,000 daily visitors, a tenth of them from other sites, and clicks
 * and quote requests for 20 client businesses). Measures, median of 3: rolling up the 30 days
 * (roll_up_reader_events, as the hourly job and the purge do) and the dashboard's query
 * (reader_figures) over the last 7 and 30 days, as the owner's page calls it.
 * Goals (issue "Owner insight"): rollups of 1,000,000 events in under 10 s; the dashboard's
 * queries under 200 ms at that size.
 */
import { loadavg } from 'node:os'
import { startLocalStack } from '../supabase/local/index.ts'
import type { BenchResult } from './run.ts'

const EVENTS = 1_000_000
const ROUNDS = 3

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10
}

export async function run(): Promise<BenchResult> {
  const stack = await startLocalStack({ inMemory: true, seed: false })
  try {
    const db = stack.db
    await db.exec(
      `insert into public.blog_posts (slug, title, content, tags, business_name, published_at)
         select 'bench-story-' || g, 'Bench story ' || g, '<p>Words.</p>',
                array[(array['Local News','Business','Sports','Lifestyle'])[1 + g % 4]],
                case when g % 100 = 0 then 'Bench Client ' || (g / 100) % 20 end, now() - g * interval '1 hour'
         from generate_series(1, 2000) g;
       insert into public.listings (name, phone, services, cities, street_address, locality, postal_code, published)
         select 'Bench Client ' || g, '(313) 555-01' || lpad(g::text, 2, '0'), array['plumbing'], array['detroit'],
                g || ' Main St', 'Detroit', '48207', true
         from generate_series(0, 19) g;`,
      { timeoutMs: 0 },
    )
    await db.exec(
      `insert into public.analytics_events
         (occurred_at, kind, path, post_id, business_id, referrer_host, device, visitor)
       select now() - (g % 43200) * interval '1 minute',
              case when g % 50 = 0 then 'link_click' when g % 97 = 0 then 'quote_request' else 'view' end,
              '/article/' || p.slugs[1 + g % 2000],
              p.ids[1 + g % 2000],
              case when g % 50 = 0 or g % 97 = 0 then l.ids[1 + g % 20] end,
              case when g % 10 = 0 then (array['duckduckgo.com','bing.com','facebook.com','news.example'])[1 + g % 4] end,
              (array['mobile','desktop','tablet'])[1 + g % 3],
              lpad(to_hex(g % 50000), 64, '0')
       from generate_series(1, ${EVENTS}) g,
            (select array_agg(id order by id) as ids, array_agg(slug order by id) as slugs from public.blog_posts) p,
            (select array_agg(id order by id) as ids from public.listings) l;
       analyze public.analytics_events;`,
      { timeoutMs: 0 },
    )
    const loadBefore = loadavg()[0] ?? 0
    const timed = async (sql: string) => {
      const times: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now()
        await db.exec(sql, { timeoutMs: 0 })
        times.push(performance.now() - started)
      }
      return median(times)
    }
    const asService = (sql: string) =>
      `begin; set local role service_role; set local request.jwt.claims = '{"role":"service_role"}'; ${sql}; commit;`
    const rollupMs = await timed(
      asService(`select public.roll_up_reader_events(current_date - 30, current_date)`),
    )
    const figures = (days: number) =>
      asService(`select public.reader_figures(current_date - ${days - 1}, current_date)`)
    const dashboard7Ms = await timed(figures(7))
    const dashboard30Ms = await timed(figures(30))
    return {
      figures: {
        events: EVENTS,
        rollupMs,
        dashboard7DaysMs: dashboard7Ms,
        dashboard30DaysMs: dashboard30Ms,
        loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
      },
      goals: {
        rollups: { target: 'rollups of 1,000,000 events < 10 s (median of 3)', met: rollupMs < 10_000 },
        dashboard: {
          target: 'the dashboard query (30 days, 1,000,000 events) < 200 ms (median of 3)',
          met: Math.max(dashboard7Ms, dashboard30Ms) < 200,
        },
      },
    }
  } finally {
    await stack.stop()
  }
}
