/**
 * `newshub newsletter send|resume|sends` through the real CLI (bin/newshub.js in a child process)
 * on a data folder, mailing a real SMTP server on loopback. The send is killed with SIGKILL halfway
 * and resumed: every confirmed subscriber ends up with at most one copy (the duplicates are
 * counted), and the ones the dead process may or may not have sent are reported, not resent.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalStack } from '../../supabase/local/index.ts'
import { nodeClient } from '../../supabase/local/testing/index.ts'
import { startSmtpSink } from '../mail/smtp-sink.ts'
import { NEWSHUB_BIN } from '../testing.ts'

const bin = NEWSHUB_BIN
const SUBSCRIBERS = 120
const SLUG = 'library-reopens-after-flood'
let dataDir: string
let sink: Awaited<ReturnType<typeof startSmtpSink>>

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function start(
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(process.execPath, [bin, ...args], {
    env: {
      ...process.env,
      NEWSHUB_DATA_DIR: dataDir,
      NEWSHUB_SMTP_URL: sink.url,
      NEWSHUB_MAIL_FROM: 'news@newshub.example',
      NEWSHUB_MAIL_POSTAL_ADDRESS: '1 Test Street, Detroit, MI 48226',
      NEWSHUB_SITE_URL: 'http://news.test',
      NEWSHUB_MAIL_RETRY_MS: '10',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const done = new Promise<Run>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
  return { child, done }
}

const newshub = (args: string[], env?: Record<string, string>) => start(args, env).done

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'newshub-newsletter-'))
  sink = await startSmtpSink({ delayMs: 15 })
  const stack = await startLocalStack({ dataDir })
  try {
    const service = nodeClient(stack.url, stack.serviceRoleKey)
    await service
      .from('newsletter_subscribers')
      .insert(
        Array.from({ length: SUBSCRIBERS }, (_, index) => ({
          email: `reader${index}@readers.example`,
          status: 'confirmed',
          confirmed_at: new Date().toISOString(),
        })),
      )
      .throwOnError()
    await service
      .from('newsletter_subscribers')
      .insert({ email: 'waiting@readers.example', status: 'pending' })
      .throwOnError()
    await service
      .from('blog_posts')
      .insert({
        title: 'Library reopens after the flood',
        slug: SLUG,
        content: 'The main branch opens its doors again on Monday.',
        published_at: '2024-06-01T12:00:00Z',
      })
      .throwOnError()
  } finally {
    await stack.stop()
  }
}, 120_000)
afterAll(async () => {
  await sink?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('newshub newsletter', () => {
  it('tells the owner that nothing can be sent until SMTP is configured', async () => {
    const run = await newshub(['newsletter', 'send', SLUG], { NEWSHUB_SMTP_URL: '' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Nothing can be sent until SMTP is configured: set NEWSHUB_SMTP_URL')
    expect(sink.count()).toBe(0)
  }, 120_000)

  it('refuses a --since that is not a span, naming the option', async () => {
    const run = await newshub(['newsletter', 'send', '--digest', '--since', 'last week'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--since must be a span such as 7d')
  }, 120_000)

  it('resumes a send killed with SIGKILL halfway without a second copy to anyone', async () => {
    const first = start(['newsletter', 'send', SLUG])
    // Kill it once a third of the mails have arrived.
    await new Promise<void>((killed, failed) => {
      const timer = setInterval(() => {
        if (sink.count() >= SUBSCRIBERS / 3) {
          clearInterval(timer)
          first.child.kill('SIGKILL')
          killed()
        } else if (first.child.exitCode !== null) {
          clearInterval(timer)
          failed(new Error('the send finished before it could be killed'))
        }
      }, 5)
    })
    const killedRun = await first.done
    expect(killedRun.code).toBeNull()
    const sendId = /Queued newsletter ([0-9a-f-]{36})/.exec(killedRun.stdout)?.[1] as string
    expect(sendId).toBeDefined()
    const beforeResume = sink.count()
    expect(beforeResume).toBeLessThan(SUBSCRIBERS)

    const resumed = await newshub(['newsletter', 'resume', sendId])
    expect(resumed.stderr).not.toContain('Error')
    expect(resumed.code).toBe(0)

    const copies = new Map<string, number>()
    for (const { to } of sink.received)
      for (const address of to) copies.set(address, (copies.get(address) ?? 0) + 1)
    const duplicates = [...copies.values()].filter((count) => count > 1).length
    expect(duplicates).toBe(0)
    expect(copies.has('waiting@readers.example')).toBe(false)

    const sends = await newshub(['newsletter', 'sends', '--json'])
    const send = (JSON.parse(sends.stdout) as { sends: Record<string, unknown>[] }).sends.find(
      (row) => row.id === sendId,
    ) as Record<string, number | string>
    expect(send.status).toBe('done')
    // Everyone is accounted for: delivered, or reported as interrupted (at most the in-flight batches).
    expect(Number(send.sent) + Number(send.unknown)).toBe(SUBSCRIBERS)
    // An interrupted one may have reached its reader (the SMTP server had it) or not.
    expect(copies.size).toBeGreaterThanOrEqual(Number(send.sent))
    expect(copies.size).toBeLessThanOrEqual(Number(send.sent) + Number(send.unknown))
    expect(Number(send.unknown)).toBeLessThanOrEqual(20)
    console.info(
      `kill -9 during a send of ${SUBSCRIBERS}: ${beforeResume} received before the kill, ${copies.size} in all, ${send.unknown} interrupted, ${duplicates} duplicates`,
    )

    const list = await newshub(['subscribers', 'list'])
    expect(list.stdout).toContain(
      `${SUBSCRIBERS + 1} subscribers: ${SUBSCRIBERS} confirmed, 1 pending, 0 unsubscribed.`,
    )
  }, 300_000)
})
