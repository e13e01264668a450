import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import nodemailer, { type Transporter } from 'nodemailer'
import { FALLBACK_AUTHOR } from '../../core/constants.ts'
import { retryAfter } from '../../core/newsletter/delivery.ts'
import { CONFIRM_LINK_HOURS, signNewsletterLink } from '../../core/newsletter/links.ts'
import { formatLongDate } from '../../core/posts/dates.ts'
import { buildExcerpt } from '../../core/posts/excerpt.ts'
import type { Database } from '../../supabase/database.types.ts'
import type { MailConfig } from './config.ts'
import { type MailStory, type RenderedMail, renderConfirmation, renderNewsletter } from './templates.tsx'

/** Unconfirmed addresses are forgotten this long after their confirmation e-mail went out. */
export const FORGET_UNCONFIRMED_DAYS = 7
/** The most stories a digest lists. */
export const DIGEST_MAX_STORIES = 20

/** Tuning of a mailer; every figure has a default fit for a small provider account. */
export interface MailerOptions {
  client: SupabaseClient<Database>
  config: MailConfig
  /** The site's public origin, for links and images (read when a mail is made). */
  siteUrl: () => string
  /** The key links are signed with (core/newsletter/links.ts deriveLinkKey). */
  linkKey: Uint8Array
  /** Messages a second at most, over all connections (NEWSHUB_MAIL_RATE). Default 200. */
  ratePerSecond?: number
  /** SMTP connections kept open. Default 5. */
  connections?: number
  /** The first retry's delay; each later one doubles it. Default 60 s. */
  retryBaseMs?: number
  /** Who this mailer is, in leases (default a fresh id). */
  worker?: string
}

/** How a send is going, for progress lines. */
export interface SendProgress {
  sendId: string
  sent: number
  failed: number
  retrying: number
  /** Recipients in all, and how many are settled (sent, failed or unknown). */
  total: number
  settled: number
}

interface Claimed {
  id: number
  email: string
  subscriber_id: string | null
  attempts: number
}

interface ClaimAnswer {
  busy: boolean
  done: boolean
  wait_until?: string | null
  deliveries: Claimed[]
}

type Post = Pick<
  Database['public']['Tables']['blog_posts']['Row'],
  | 'id'
  | 'slug'
  | 'title'
  | 'meta_description'
  | 'content'
  | 'image_url'
  | 'author'
  | 'published_at'
  | 'created_at'
>
const POST_FIELDS = 'id, slug, title, meta_description, content, image_url, author, published_at, created_at'

const UNSUBSCRIBE_TOKEN = '__NEWSHUB_UNSUBSCRIBE_TOKEN__'

/** A page of the site as an absolute URL. */
function absolute(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).href
}

/** A post as a newsletter shows it: absolute links and image, a byline, the excerpt. */
export function toMailStory(post: Post, siteUrl: string): MailStory {
  return {
    title: post.title,
    url: absolute(siteUrl, `/article/${encodeURIComponent(post.slug || post.id)}`),
    excerpt: buildExcerpt(post, 300),
    imageUrl: post.image_url ? absolute(siteUrl, post.image_url) : null,
    byline: `${post.author?.trim() || FALLBACK_AUTHOR} · ${formatLongDate(post.published_at ?? post.created_at)}`,
  }
}

function unsubscribeUrl(siteUrl: string, token: string): string {
  return absolute(siteUrl, `/newsletter/unsubscribe?token=${token}`)
}

/**
 * A newsletter's e-mail, from one post or from the posts published since a moment, with a
 * placeholder where each recipient's unsubscribe token goes. The newsroom's preview shows the same.
 */
export async function composeNewsletter(options: {
  client: SupabaseClient<Database>
  config: Pick<MailConfig, 'senderName' | 'postalAddress'>
  siteUrl: string
  postId?: string
  since?: string
}): Promise<RenderedMail> {
  const { client, config, siteUrl } = options
  let posts: Post[]
  if (options.since) {
    const found = await client
      .from('blog_posts')
      .select(POST_FIELDS)
      .eq('status', 'published')
      .is('deleted_at', null)
      .gte('published_at', options.since)
      .lte('published_at', new Date().toISOString())
      .order('published_at', { ascending: false })
      .limit(DIGEST_MAX_STORIES)
    if (found.error) throw new Error(`Could not read the digest's posts: ${found.error.message}`)
    posts = found.data
  } else {
    const found = await client
      .from('blog_posts')
      .select(POST_FIELDS)
      .eq('id', options.postId ?? '')
    if (found.error) throw new Error(`Could not read the post: ${found.error.message}`)
    posts = found.data
  }
  if (posts.length === 0) throw new Error('The newsletter has no post to show (was it deleted?).')
  const postalAddress = config.postalAddress
  if (!postalAddress) throw new Error(POSTAL_ADDRESS_MISSING)
  return renderNewsletter({
    sender: { name: config.senderName, postalAddress },
    siteUrl,
    ...(options.since
      ? { intro: `The stories published on ${config.senderName} since ${formatLongDate(options.since)}.` }
      : {}),
    stories: posts.map((post) => toMailStory(post, siteUrl)),
    unsubscribeUrl: unsubscribeUrl(siteUrl, UNSUBSCRIBE_TOKEN),
  })
}

/** Why no newsletter can go out yet although SMTP works. */
export const POSTAL_ADDRESS_MISSING =
  'Set the sender’s postal address first (NEWSHUB_MAIL_POSTAL_ADDRESS or the newsroom’s mail settings): every newsletter must show it.'

/**
 * The server's mail queue worker: confirmation e-mails for new sign-ups, the weekly clean-up of
 * unconfirmed addresses, and newsletters, each recipient recorded (newsletter_deliveries) so that a
 * mailer killed halfway resumes without a second copy to anyone. The same object runs inside
 * `newshub serve` (on a timer) and in `newshub newsletter send` (with progress).
 */
export function createMailer(options: MailerOptions) {
  const { client, config, linkKey } = options
  const worker = options.worker ?? `mailer-${randomUUID()}`
  const retryBaseMs = options.retryBaseMs ?? 60_000
  const connections = options.connections ?? 5
  const transport: Transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: connections,
    rateDelta: 1000,
    rateLimit: options.ratePerSecond ?? 200,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0])
  const from = config.from.includes('<') ? config.from : { name: config.senderName, address: config.from }

  /** Sends every confirmation e-mail that is due; answers how many went out. */
  async function sendConfirmations(limit = 200): Promise<number> {
    const { data, error } = await client
      .from('newsletter_subscribers')
      .select('id, email')
      .not('confirm_requested_at', 'is', null)
      .order('confirm_requested_at')
      .limit(limit)
    if (error) throw new Error(`Could not read the sign-ups: ${error.message}`)
    let sent = 0
    for (const row of data) {
      const nonce = randomUUID()
      const sentAt = new Date()
      // Claiming clears the request: a second mailer finds nothing left to send for this address.
      const claim = await client
        .from('newsletter_subscribers')
        .update({ confirm_nonce: nonce, confirm_sent_at: sentAt.toISOString(), confirm_requested_at: null })
        .eq('id', row.id)
        .not('confirm_requested_at', 'is', null)
        .eq('status', 'pending')
        .select('id')
      if (claim.error) throw new Error(`Could not claim a sign-up: ${claim.error.message}`)
      if (claim.data.length === 0) continue
      const siteUrl = options.siteUrl()
      const token = await signNewsletterLink(
        linkKey,
        { purpose: 'confirm', subscriberId: row.id, nonce },
        sentAt,
      )
      const mail = await renderConfirmation({
        sender: { name: config.senderName, postalAddress: config.postalAddress },
        siteUrl,
        confirmUrl: absolute(siteUrl, `/newsletter/confirm?token=${token}`),
        hours: CONFIRM_LINK_HOURS,
      })
      try {
        await transport.sendMail({
          from,
          to: row.email,
          subject: `Confirm your subscription to the ${config.senderName} newsletter`,
          html: mail.html,
          text: mail.text,
        })
        sent += 1
      } catch (failure) {
        // Not sent: ask again on a later round (the hourly limit counts mails that went out).
        await client
          .from('newsletter_subscribers')
          .update({
            confirm_requested_at: new Date().toISOString(),
            confirm_sent_at: null,
            confirm_nonce: null,
          })
          .eq('id', row.id)
        console.error(`newshub mailer: confirmation to a sign-up failed: ${(failure as Error).message}`)
      }
    }
    return sent
  }

  /** Deletes addresses never confirmed within FORGET_UNCONFIRMED_DAYS of their confirmation e-mail. */
  async function forgetUnconfirmed(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - FORGET_UNCONFIRMED_DAYS * 86_400_000).toISOString()
    const { data, error } = await client
      .from('newsletter_subscribers')
      .delete()
      .eq('status', 'pending')
      .is('confirm_requested_at', null)
      .lt('confirm_sent_at', cutoff)
      .select('id')
    if (error) throw new Error(`Could not forget unconfirmed sign-ups: ${error.message}`)
    return data.length
  }

  /** The send's mail with a placeholder for each recipient's unsubscribe token, rendered once. */
  async function prepare(sendId: string): Promise<{ subject: string; mail: RenderedMail; test: boolean }> {
    const { data: send, error } = await client
      .from('newsletter_sends')
      .select('id, kind, subject, post_id, digest_since')
      .eq('id', sendId)
      .single()
    if (error) throw new Error(`Could not read newsletter ${sendId}: ${error.message}`)
    const mail = await composeNewsletter({
      client,
      config,
      siteUrl: options.siteUrl(),
      ...(send.kind === 'digest'
        ? { since: send.digest_since as string }
        : { postId: send.post_id as string }),
    })
    return { subject: send.subject, mail, test: send.kind === 'test' }
  }

  async function countSettled(sendId: string): Promise<SendProgress> {
    const { data, error } = await client
      .from('newsletter_send_counts')
      .select('recipients, sent, failed, unknown, waiting')
      .eq('id', sendId)
      .single()
    if (error) throw new Error(`Could not count newsletter ${sendId}: ${error.message}`)
    const total = Number(data.recipients)
    return {
      sendId,
      total,
      sent: Number(data.sent),
      failed: Number(data.failed),
      retrying: 0,
      settled: total - Number(data.waiting),
    }
  }

  /** One recipient's message; the outcome as finish_deliveries takes it. */
  async function deliver(
    delivery: Claimed,
    prepared: { subject: string; mail: RenderedMail; test: boolean },
    sendId: string,
  ): Promise<{ id: number; status: 'sent' | 'failed' | 'retry'; error?: string; retry_at?: string }> {
    const token = await signNewsletterLink(
      linkKey,
      prepared.test || !delivery.subscriber_id
        ? { purpose: 'test' }
        : { purpose: 'unsubscribe', subscriberId: delivery.subscriber_id, sendId },
    )
    const url = unsubscribeUrl(options.siteUrl(), token)
    try {
      await transport.sendMail({
        from,
        to: delivery.email,
        subject: prepared.test ? `[Test] ${prepared.subject}` : prepared.subject,
        html: prepared.mail.html.replaceAll(UNSUBSCRIBE_TOKEN, token),
        text: prepared.mail.text.replaceAll(UNSUBSCRIBE_TOKEN, token),
        headers: {
          // RFC 2369 and RFC 8058: mail apps show their own "Unsubscribe" and may POST to it.
          'List-Unsubscribe': `<${url}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'List-Id': `${config.senderName} newsletter <newsletter.${new URL(options.siteUrl()).hostname}>`,
        },
      })
      return { id: delivery.id, status: 'sent' }
    } catch (failure) {
      const { message, responseCode } = failure as Error & { responseCode?: number }
      const delay = retryAfter({ attempts: delivery.attempts, responseCode }, retryBaseMs)
      return delay === null
        ? { id: delivery.id, status: 'failed', error: message }
        : {
            id: delivery.id,
            status: 'retry',
            error: message,
            retry_at: new Date(Date.now() + delay).toISOString(),
          }
    }
  }

  /**
   * Works through a send until every recipient is settled (or, with `untilWaiting`, until only
   * retries later than now remain). Several lanes claim small batches so that a kill leaves at
   * most lanes x batch deliveries in flight, reported 'unknown' on resume and never sent twice.
   */
  async function processSend(
    sendId: string,
    run: {
      onProgress?: (progress: SendProgress) => void
      takeOver?: boolean
      untilWaiting?: boolean
      batch?: number
      signal?: AbortSignal
    } = {},
  ): Promise<SendProgress & { busy: boolean }> {
    const prepared = await prepare(sendId)
    const batch = run.batch ?? 4
    let takeOver = run.takeOver ?? false
    let busy = false
    let waitUntil: number | null = null
    let finished = false
    const claim = async (): Promise<Claimed[]> => {
      const { data, error } = await client.rpc('claim_deliveries', {
        send: sendId,
        worker,
        batch,
        take_over: takeOver,
      })
      if (error) throw new Error(`Could not claim recipients of newsletter ${sendId}: ${error.message}`)
      takeOver = false
      const answer = data as unknown as ClaimAnswer
      if (answer.busy) busy = true
      if (answer.done) finished = true
      waitUntil = answer.deliveries.length === 0 && answer.wait_until ? Date.parse(answer.wait_until) : null
      return answer.deliveries
    }
    // The first claim alone: it may take the lease over and mark a dead mailer's deliveries 'unknown'.
    let first: Claimed[] | null = await claim()
    const lane = async () => {
      for (;;) {
        if (run.signal?.aborted || busy || finished) return
        const claimed: Claimed[] = first ?? (await claim())
        first = null
        if (claimed.length === 0) {
          if (finished || busy || run.untilWaiting || waitUntil === null) return
          await new Promise((wake) =>
            setTimeout(wake, Math.min(Math.max((waitUntil as number) - Date.now(), 50), 5_000)),
          )
          continue
        }
        const results = await Promise.all(claimed.map((delivery) => deliver(delivery, prepared, sendId)))
        const { error } = await client.rpc('finish_deliveries', { send: sendId, results })
        if (error) throw new Error(`Could not record deliveries of newsletter ${sendId}: ${error.message}`)
        if (run.onProgress) run.onProgress(await countSettled(sendId))
      }
    }
    await Promise.all(Array.from({ length: connections }, () => lane()))
    // A last claim closes the send when nothing is left (it marks it done).
    if (!busy && !finished && !run.signal?.aborted) await claim()
    return { ...(await countSettled(sendId)), busy }
  }

  /** The sends a server mailer should work on: queued ones, and those whose mailer died. */
  async function dueSends(): Promise<string[]> {
    const { data, error } = await client
      .from('newsletter_sends')
      .select('id, status, lease_until')
      .neq('status', 'done')
      .order('created_at')
      .limit(20)
    if (error) throw new Error(`Could not read the newsletters: ${error.message}`)
    const now = Date.now()
    return data
      .filter((send) => send.lease_until === null || Date.parse(send.lease_until) < now)
      .map((send) => send.id)
  }

  /** One round of the server's work: confirmations, the clean-up, then every due newsletter. */
  async function tick(): Promise<void> {
    await sendConfirmations()
    await forgetUnconfirmed()
    for (const sendId of await dueSends()) {
      try {
        await processSend(sendId, { untilWaiting: true })
      } catch (failure) {
        console.error(`newshub mailer: newsletter ${sendId}: ${(failure as Error).message}`)
      }
    }
  }

  return {
    worker,
    sendConfirmations,
    forgetUnconfirmed,
    processSend,
    tick,
    /** Closes the SMTP connections. */
    async stop(): Promise<void> {
      transport.close()
    },
  }
}

export type Mailer = ReturnType<typeof createMailer>
