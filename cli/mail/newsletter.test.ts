/**
 * The newsletter against real parts: the embedded stack (PGlite, PostgREST stand-in) through the
 * real supabase-js client, nodemailer sending to a real SMTP server on loopback (smtp-server), each
 * message parsed with mailparser, and the link pages answered by their Hono app.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deriveLinkKey, signNewsletterLink } from '../../core/newsletter/links.ts'
import type { Database } from '../../supabase/database.types.ts'
import type { LocalStack } from '../../supabase/local/index.ts'
import { createCallers, nodeClient, startTestStack } from '../../supabase/local/testing/index.ts'
import type { MailConfig } from './config.ts'
import { createMailer, type Mailer } from './mailer.ts'
import { createNewsletterPages, NEWSLETTER_PAGES } from './pages.ts'
import { startSmtpSink } from './smtp-sink.ts'

const SITE = 'http://news.test'
let stack: LocalStack
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let linkKey: Uint8Array
let pages: ReturnType<typeof createNewsletterPages>
let mailer: Mailer
let config: MailConfig

beforeAll(async () => {
  // This suite signs up many addresses from one loopback client: past the per-client form limit.
  stack = await startTestStack({ formLimits: { perClient: 1000, windowSeconds: 3600 } })
  service = nodeClient(stack.url, stack.serviceRoleKey)
  anon = nodeClient(stack.url, stack.anonKey)
  sink = await startSmtpSink()
  linkKey = await deriveLinkKey(stack.serviceRoleKey)
  pages = createNewsletterPages({ client: service, linkKey, siteUrl: () => SITE })
  config = {
    smtpUrl: sink.url,
    from: 'news@newshub.example',
    senderName: 'NewsHub',
    postalAddress: '1 Test Street, Detroit, MI 48226',
    source: 'environment',
  }
  mailer = createMailer({ client: service, config, siteUrl: () => SITE, linkKey, retryBaseMs: 1 })
})
afterAll(async () => {
  await mailer?.stop()
  await sink?.stop()
  await stack?.stop()
})
beforeEach(() => {
  sink.received.length = 0
})

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@readers.example`

function mailsTo(address: string): ParsedMail[] {
  return sink.received.filter((message) => message.to.includes(address)).map((message) => message.mail)
}

function linkIn(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${SITE}${path}\\?token=[A-Za-z0-9_.-]+`).exec(mail.text ?? '')
  if (!match) throw new Error(`No ${path} link in:\n${mail.text}`)
  return match[0]
}

/** Opens a link's page, then presses its button, as a reader would. */
async function follow(link: string): Promise<{ get: string; post: string; status: number }> {
  const get = await pages.request(link)
  const token = new URL(link).searchParams.get('token') as string
  const post = await pages.request(new URL(link).pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  })
  return { get: await get.text(), post: await post.text(), status: post.status }
}

async function subscriber(email: string) {
  const { data } = await service.from('newsletter_subscribers').select('*').eq('email', email).single()
  return data
}

async function subscribeAndConfirm(email: string): Promise<void> {
  await anon.rpc('subscribe', { email }).throwOnError()
  await mailer.sendConfirmations()
  const [confirmation] = mailsTo(email)
  await follow(linkIn(confirmation as ParsedMail, '/newsletter/confirm'))
}

describe('consent: the confirmation e-mail', () => {
  it('is sent once for a sign-up; its link, used once, confirms the address', async () => {
    const email = unique('consent')
    await anon.rpc('subscribe', { email }).throwOnError()
    expect(await subscriber(email)).toMatchObject({ status: 'pending' })
    expect(await mailer.sendConfirmations()).toBeGreaterThanOrEqual(1)
    const mails = mailsTo(email)
    expect(mails).toHaveLength(1)
    const mail = mails[0] as ParsedMail
    expect(mail.subject).toBe('Confirm your subscription to the NewsHub newsletter')
    expect(mail.from?.value[0]).toMatchObject({ address: 'news@newshub.example', name: 'NewsHub' })
    expect(mail.html).toContain('Confirm my subscription')
    const link = linkIn(mail, '/newsletter/confirm')

    // Opening the link only asks: mail scanners that fetch links confirm nobody.
    const opened = await pages.request(link)
    expect(await opened.text()).toContain(NEWSLETTER_PAGES.confirmAsk)
    expect(await subscriber(email)).toMatchObject({ status: 'pending' })

    const first = await follow(link)
    expect(first.post).toContain(NEWSLETTER_PAGES.confirmed)
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' })
    const again = await follow(link)
    expect(again.status).toBe(409)
    expect(again.post).toContain(NEWSLETTER_PAGES.confirmUsed)
  })

  it('sends at most one confirmation an hour, and none to a confirmed address', async () => {
    const email = unique('bomb')
    for (let i = 0; i < 5; i++) await anon.rpc('subscribe', { email }).throwOnError()
    await mailer.sendConfirmations()
    for (let i = 0; i < 5; i++) await anon.rpc('subscribe', { email: email.toUpperCase() }).throwOnError()
    await mailer.sendConfirmations()
    expect(mailsTo(email)).toHaveLength(1)

    const confirmed = unique('known')
    await subscribeAndConfirm(confirmed)
    sink.received.length = 0
    const answer = await anon.rpc('subscribe', { email: confirmed })
    expect(answer.error).toBeNull()
    await mailer.sendConfirmations()
    expect(mailsTo(confirmed)).toHaveLength(0)
    expect(await subscriber(confirmed)).toMatchObject({ status: 'confirmed' })
  })

  it('refuses a link past 48 hours, a forged one, and one replaced by a newer mail', async () => {
    const email = unique('expired')
    await anon.rpc('subscribe', { email }).throwOnError()
    await mailer.sendConfirmations()
    const row = await subscriber(email)
    const old = new Date(Date.now() - 49 * 3600_000)
    const expired = await signNewsletterLink(
      linkKey,
      { purpose: 'confirm', subscriberId: row?.id as string, nonce: row?.confirm_nonce as string },
      old,
    )
    const late = await follow(`${SITE}/newsletter/confirm?token=${expired}`)
    expect(late.get).toContain(NEWSLETTER_PAGES.confirmExpired)
    expect(late.post).toContain(NEWSLETTER_PAGES.confirmExpired)

    const forgedKey = await deriveLinkKey('not the service role key of this stack, at all')
    const forged = await signNewsletterLink(forgedKey, {
      purpose: 'confirm',
      subscriberId: row?.id as string,
      nonce: row?.confirm_nonce as string,
    })
    expect((await follow(`${SITE}/newsletter/confirm?token=${forged}`)).post).toContain(
      NEWSLETTER_PAGES.invalid,
    )

    // An hour later the reader asks again; only the newest link works.
    const firstLink = linkIn(mailsTo(email)[0] as ParsedMail, '/newsletter/confirm')
    await service
      .from('newsletter_subscribers')
      .update({ confirm_sent_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
      .eq('email', email)
      .throwOnError()
    await anon.rpc('subscribe', { email }).throwOnError()
    await mailer.sendConfirmations()
    expect(mailsTo(email)).toHaveLength(2)
    expect((await follow(firstLink)).post).toContain(NEWSLETTER_PAGES.confirmUsed)
    expect(await subscriber(email)).toMatchObject({ status: 'pending' })
    expect((await follow(linkIn(mailsTo(email)[1] as ParsedMail, '/newsletter/confirm'))).post).toContain(
      NEWSLETTER_PAGES.confirmed,
    )
  })

  it('forgets an address left unconfirmed 7 days after its confirmation e-mail', async () => {
    const stale = unique('stale')
    const fresh = unique('fresh')
    for (const email of [stale, fresh]) await anon.rpc('subscribe', { email }).throwOnError()
    await mailer.sendConfirmations()
    await service
      .from('newsletter_subscribers')
      .update({ confirm_sent_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .eq('email', stale)
      .throwOnError()
    expect(await mailer.forgetUnconfirmed()).toBeGreaterThanOrEqual(1)
    expect(await subscriber(stale)).toBeNull()
    expect(await subscriber(fresh)).toMatchObject({ status: 'pending' })
  })
})

async function publishedPost(): Promise<{ id: string; slug: string; title: string }> {
  const tag = Math.random().toString(36).slice(2, 8)
  const { data } = await service
    .from('blog_posts')
    .insert({
      title: `Council approves riverfront park ${tag}`,
      slug: `riverfront-park-${tag}`,
      content: 'The city council voted on Tuesday to turn the old docks into a park.',
      meta_description: 'The old docks become a park by next summer.',
      image_url: '/images/posts/detroit-skyline.webp',
      author: 'Jane Reporter',
      published_at: '2024-06-01T12:00:00Z',
    })
    .select('id, slug, title')
    .single()
    .throwOnError()
  return data
}

describe('a newsletter of a post', () => {
  it('reaches confirmed addresses only, with a text part, absolute links, one-click unsubscribe and the postal address', async () => {
    const confirmed = unique('reader')
    const pending = unique('pending')
    await subscribeAndConfirm(confirmed)
    await anon.rpc('subscribe', { email: pending }).throwOnError()
    const post = await publishedPost()
    sink.received.length = 0

    const { data: sendId } = await service
      .rpc('queue_newsletter', { kind: 'post', subject: post.title, post_id: post.id })
      .throwOnError()
    const progress = await mailer.processSend(sendId as string)
    expect(progress.settled).toBe(progress.total)
    expect(mailsTo(pending)).toHaveLength(0)
    const mails = mailsTo(confirmed)
    expect(mails).toHaveLength(1)
    const mail = mails[0] as ParsedMail
    expect(mail.subject).toBe(post.title)
    const articleUrl = `${SITE}/article/${post.slug}`
    expect(mail.html).toContain(`href="${articleUrl}"`)
    expect(mail.html).toContain(`src="${SITE}/images/posts/detroit-skyline.webp"`)
    expect(mail.html).toContain('prefers-color-scheme: dark')
    expect(mail.text).toContain(post.title)
    expect(mail.text).toContain(articleUrl)
    expect(mail.text).toContain('The old docks become a park by next summer.')
    expect(mail.text).toContain('NewsHub, 1 Test Street, Detroit, MI 48226')

    const header = (name: string) =>
      mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ')
    const unsubscribeUrl = linkIn(mail, '/newsletter/unsubscribe')
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`)
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`)

    // RFC 8058: the mail app POSTs List-Unsubscribe=One-Click to the header's URL, nothing else.
    const oneClick = await pages.request(new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.text()).toContain(NEWSLETTER_PAGES.unsubscribed)
    expect(await subscriber(confirmed)).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_from_send: sendId,
    })

    const { data: counts } = await service
      .from('newsletter_send_counts')
      .select('recipients, sent, failed, unsubscribed, status')
      .eq('id', sendId as string)
      .single()
      .throwOnError()
    expect(counts).toMatchObject({ status: 'done', unsubscribed: 1 })
    expect(Number(counts.sent)).toBe(Number(counts.recipients))

    // Unsubscribed: the next newsletter does not go to this address.
    sink.received.length = 0
    const { data: next } = await service
      .rpc('queue_newsletter', { kind: 'post', subject: 'Next', post_id: post.id })
      .throwOnError()
    await mailer.processSend(next as string)
    expect(mailsTo(confirmed)).toHaveLength(0)
  })

  it('retries a refused message with backoff and reports a permanent refusal as failed', async () => {
    const flaky = unique('flaky')
    const gone = unique('gone')
    await subscribeAndConfirm(flaky)
    await subscribeAndConfirm(gone)
    const post = await publishedPost()
    const refusals = new Map([[flaky, 2]])
    const picky = await startSmtpSink({
      reject: (rcpt) => {
        if (rcpt === gone) return 550
        const left = refusals.get(rcpt) ?? 0
        if (left > 0) {
          refusals.set(rcpt, left - 1)
          return 451
        }
        return undefined
      },
    })
    const pickyMailer = createMailer({
      client: service,
      config: { ...config, smtpUrl: picky.url },
      siteUrl: () => SITE,
      linkKey,
      retryBaseMs: 20,
    })
    try {
      const { data: sendId } = await service
        .rpc('queue_newsletter', { kind: 'post', subject: post.title, post_id: post.id })
        .throwOnError()
      await pickyMailer.processSend(sendId as string)
      const { data } = await service
        .from('newsletter_deliveries')
        .select('email, status, attempts, last_error')
        .eq('send_id', sendId as string)
        .in('email', [flaky, gone])
        .order('email')
        .throwOnError()
      expect(data).toEqual([
        expect.objectContaining({ email: flaky, status: 'sent', attempts: 3 }),
        expect.objectContaining({ email: gone, status: 'failed', attempts: 1 }),
      ])
      expect(picky.received.filter((m) => m.to.includes(flaky))).toHaveLength(1)
      expect(picky.received.filter((m) => m.to.includes(gone))).toHaveLength(0)
    } finally {
      await pickyMailer.stop()
      await picky.stop()
    }
  })

  it('sends a test to one address only, whose unsubscribe link changes nobody', async () => {
    const reader = unique('not-in-test')
    await subscribeAndConfirm(reader)
    const post = await publishedPost()
    sink.received.length = 0
    const { data: sendId } = await service
      .rpc('queue_newsletter', {
        kind: 'test',
        subject: post.title,
        post_id: post.id,
        test_to: 'owner@newshub.example',
      })
      .throwOnError()
    await mailer.processSend(sendId as string)
    expect(sink.received.map((message) => message.to)).toEqual([['owner@newshub.example']])
    const mail = sink.received[0]?.mail as ParsedMail
    expect(mail.subject).toBe(`[Test] ${post.title}`)
    expect((await follow(linkIn(mail, '/newsletter/unsubscribe'))).post).toContain(NEWSLETTER_PAGES.test)
  })

  it('refuses to send an unpublished post to subscribers, and refuses readers', async () => {
    const { data: draft } = await service
      .from('blog_posts')
      .insert({ title: 'Draft story', content: 'x', status: 'draft', published_at: null })
      .select('id')
      .single()
      .throwOnError()
    const asService = await service.rpc('queue_newsletter', {
      kind: 'post',
      subject: 'Draft',
      post_id: draft.id,
    })
    expect(asService.error?.message).toBe('Only a published post can be sent to subscribers.')
    const post = await publishedPost()
    const asAnon = await anon.rpc('queue_newsletter', { kind: 'post', subject: 'x', post_id: post.id })
    expect(asAnon.error).not.toBeNull()
  })
})

describe('the newsroom preview', () => {
  it('shows the owner the e-mail as subscribers get it, and nobody else', async () => {
    const callers = await createCallers(stack)
    const post = await publishedPost()
    await service
      .from('mail_settings')
      .upsert({ id: true, postal_address: '9 Preview Road, Flint, MI' })
      .throwOnError()
    const preview = (token?: string) =>
      pages.request(
        `/newsletter/preview?post=${post.id}`,
        token ? { headers: { Authorization: `Bearer ${token}` } } : {},
      )
    expect((await preview()).status).toBe(401)
    expect((await preview(callers.readerToken)).status).toBe(403)
    const answer = await preview(callers.ownerToken)
    expect(answer.status).toBe(200)
    const mail = (await answer.json()) as { html: string; text: string }
    expect(mail.html).toContain(`${SITE}/article/${post.slug}`)
    expect(mail.text).toContain('NewsHub, 9 Preview Road, Flint, MI')
  })
})
