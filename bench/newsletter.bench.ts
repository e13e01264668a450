/**
 * Newsletter bench: one post to 10,000 confirmed subscribers, sent by the real mailer (nodemailer,
 * pooled, rate limit raised out of the way) to a real SMTP server on loopback (smtp-server, which
 * counts messages without parsing them), with every delivery recorded in the embedded stack as in
 * production. Meanwhile a reader's homepage posts query runs one request at a time against the same
 * stack, and its latency is compared with the same query before the send. The machine's load average
 * is recorded beside the figures: these machines are shared.
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { createMailer } from '../cli/mail/mailer.ts'
import { startSmtpSink } from '../cli/mail/smtp-sink.ts'
import { HOME_PAGE_SIZE } from '../core/constants.ts'
import { deriveLinkKey } from '../core/newsletter/links.ts'
import { HOME_POST_COLUMNS } from '../core/posts/post.ts'
import { startLocalStack } from '../supabase/local/index.ts'
import { nodeClient } from '../supabase/local/testing/index.ts'
import type { BenchResult } from './run.ts'

const SUBSCRIBERS = 10_000

function percentile(sorted: number[], p: number): number {
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2))
}

/** The homepage posts query as the reader's page makes it, timed one request at a time until `stop()`. */
export function readerProbe(url: string, anonKey: string) {
  const timings: number[] = []
  let running = true
  const endpoint = `${url}/rest/v1/blog_posts?select=${HOME_POST_COLUMNS.join(',')}&order=created_at.desc&limit=${HOME_PAGE_SIZE}`
  const done = (async () => {
    while (running) {
      const started = performance.now()
      const answer = await fetch(endpoint, {
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      })
      await answer.arrayBuffer()
      timings.push(performance.now() - started)
    }
  })()
  return {
    async stop() {
      running = false
      await done
      const sorted = [...timings].sort((a, b) => a - b)
      return { requests: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) }
    },
  }
}

export async function run(): Promise<BenchResult> {
  const stack = await startLocalStack({ inMemory: true, port: 0 })
  const sink = await startSmtpSink({ parse: false })
  try {
    await stack.db.query(
      `insert into public.newsletter_subscribers (email, status, confirmed_at)
       select 'reader' || n || '@readers.example', 'confirmed', now() from generate_series(1, ${SUBSCRIBERS}) as n`,
    )
    const service = nodeClient(stack.url, stack.serviceRoleKey)
    const { data: post } = await service
      .from('blog_posts')
      .select('id, title')
      .eq('status', 'published')
      .limit(1)
      .single()
      .throwOnError()

    const quiet = readerProbe(stack.url, stack.anonKey)
    await new Promise((wait) => setTimeout(wait, 5_000))
    const before = await quiet.stop()

    const mailer = createMailer({
      client: service,
      config: {
        smtpUrl: sink.url,
        from: 'news@newshub.example',
        senderName: 'NewsHub',
        postalAddress: '1500 Woodward Avenue, Detroit, MI 48226',
        source: 'environment',
      },
      siteUrl: () => 'https://news.example',
      linkKey: await deriveLinkKey(stack.serviceRoleKey),
      ratePerSecond: 100_000,
    })
    const { data: sendId } = await service
      .rpc('queue_newsletter', { kind: 'post', subject: post.title, post_id: post.id })
      .throwOnError()
    const loadBefore = loadavg()[0] as number
    const busy = readerProbe(stack.url, stack.anonKey)
    const started = performance.now()
    const result = await mailer.processSend(sendId as string)
    const seconds = (performance.now() - started) / 1000
    const during = await busy.stop()
    const loadAfter = loadavg()[0] as number
    await mailer.stop()
    const messagesPerSecond = Math.round(sink.count() / seconds)
    return {
      figures: {
        subscribers: SUBSCRIBERS,
        received: sink.count(),
        recordedSent: result.sent,
        failed: result.failed,
        seconds: Number(seconds.toFixed(1)),
        messagesPerSecond,
        readerQueryBefore: before,
        readerQueryDuringSend: during,
        loadAverage: [Number(loadBefore.toFixed(2)), Number(loadAfter.toFixed(2))],
        cores: 2,
      },
      goals: {
        messagesPerSecond: {
          target: '>= 100 messages/s to 10,000 confirmed subscribers at a local SMTP server',
          met: messagesPerSecond >= 100 && sink.count() === SUBSCRIBERS,
        },
        readerDuringSend: {
          target: 'reader posts query p99 < 25 ms (the rest goal) while the newsletter is sent',
          met: during.p99Ms < 25,
        },
      },
    }
  } finally {
    await sink.stop()
    await stack.stop()
  }
}
