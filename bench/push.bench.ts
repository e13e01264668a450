/**
 * Push bench: one new post alerted to 10,000 subscribed browsers by the real pusher (web-push
 * encryption per browser, VAPID, HTTPS with keep-alive) to the stand-in push service on loopback,
 * in a process of its own as a real push service is another machine (bench/push-sink-process.ts),
 * with every delivery claimed and recorded in the embedded stack as in production. The stand-in
 * checks each request's headers and counts it; decrypting every message (what the tests do) is the
 * push service's work, not ours, and is left out here. Meanwhile a reader's homepage posts query
 * runs one request at a time against the same stack (bench/newsletter.bench.ts's probe). The load
 * average is recorded beside the figures: these machines are shared.
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { createPusher } from '../cli/push/pusher.ts'
import { loadVapidKeys } from '../cli/push/vapid.ts'
import { startLocalStack } from '../supabase/local/index.ts'
import { nodeClient } from '../supabase/local/testing/index.ts'
import { readerProbe } from './newsletter.bench.ts'
import { startPushSinkProcess } from './push-sink-process.ts'
import type { BenchResult } from './run.ts'

const SUBSCRIPTIONS = 10_000

export async function run(): Promise<BenchResult> {
  const stack = await startLocalStack({ inMemory: true, port: 0, seed: false })
  const sink = await startPushSinkProcess()
  try {
    const service = nodeClient(stack.url, stack.serviceRoleKey)
    for (let from = 0; from < SUBSCRIPTIONS; from += 1000) {
      const rows = (await sink.subscribe(Math.min(1000, SUBSCRIPTIONS - from))).map((subscription) => ({
        endpoint: subscription.endpoint,
        ...subscription.keys,
        categories: ['local'],
        breaking: false,
      }))
      await service.from('push_subscriptions').insert(rows).throwOnError()
    }
    const quiet = readerProbe(stack.url, stack.anonKey)
    await new Promise((wait) => setTimeout(wait, 5_000))
    const before = await quiet.stop()

    const pusher = createPusher({
      client: service,
      keys: loadVapidKeys({ env: {} }),
      siteUrl: () => 'https://news.example',
      publicApi: () => ({ url: 'https://news.example', key: stack.anonKey }),
      agent: sink.agent,
    })
    await service
      .from('blog_posts')
      .insert({
        title: 'Bench: bridge reopens',
        content: '<p>The bridge reopens on Monday.</p>',
        tags: ['Local News'],
        image_url: '/images/articles/city-hall.svg',
      })
      .throwOnError()
    const loadBefore = loadavg()[0] as number
    const busy = readerProbe(stack.url, stack.anonKey)
    const started = performance.now()
    const queued = await pusher.queueDue()
    const results = await pusher.sendDue()
    const seconds = (performance.now() - started) / 1000
    const during = await busy.stop()
    const loadAfter = loadavg()[0] as number
    pusher.stop()
    const sent = results.filter((result) => result.outcome === 'sent').length
    const { count: received, failures } = await sink.counts()
    const perSecond = Math.round(received / seconds)
    return {
      figures: {
        subscriptions: SUBSCRIPTIONS,
        alertsQueued: queued,
        received,
        recordedSent: sent,
        refusedByStandIn: failures,
        seconds: Number(seconds.toFixed(1)),
        messagesPerSecond: perSecond,
        readerQueryBefore: before,
        readerQueryDuringFanOut: during,
        loadAverage: [Number(loadBefore.toFixed(2)), Number(loadAfter.toFixed(2))],
        cores: 2,
      },
      goals: {
        messagesPerSecond: {
          target: '>= 500 alerts/s to 10,000 subscriptions at the stand-in push service',
          met: perSecond >= 500 && received === SUBSCRIPTIONS && sent === SUBSCRIPTIONS,
        },
        readerDuringFanOut: {
          target: 'reader posts query p99 < 25 ms (the rest goal) while alerts go out',
          met: during.p99Ms < 25,
        },
      },
    }
  } finally {
    await sink.stop()
    await stack.stop()
  }
}
