import { parseSpan } from '../../core/newsletter/delivery.ts'
import { deriveLinkKey } from '../../core/newsletter/links.ts'
import { formatLongDate } from '../../core/posts/dates.ts'
import { type Backend, type BackendOptions, parseHttpUrl, withBackend } from '../backend.ts'
import { UsageError } from '../errors.ts'
import { loadMailConfig, SMTP_NOT_CONFIGURED } from '../mail/config.ts'
import { createMailer, DIGEST_MAX_STORIES, type SendProgress } from '../mail/mailer.ts'
import { mailerTuning } from '../mail/service.ts'
import { createOutput, type Output } from '../output.ts'

/** Options of `newshub newsletter send` and `resume`. */
export interface NewsletterSendOptions extends BackendOptions {
  digest?: boolean
  since?: string
  test?: string
  siteUrl?: string
}

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The public origin links in the e-mails name: --site-url, else NEWSHUB_SITE_URL, else the running server's. */
function siteUrlOf(backend: Backend, options: NewsletterSendOptions): string {
  const given = options.siteUrl ?? process.env.NEWSHUB_SITE_URL
  if (given) return parseHttpUrl('--site-url', given).origin
  if (backend.siteUrl) return backend.siteUrl.replace(/\/$/, '')
  throw new UsageError(
    'Links in a newsletter must name the public site: pass --site-url https://your.site (or set NEWSHUB_SITE_URL).',
  )
}

function describeProgress(progress: SendProgress): string {
  return `Sent ${progress.sent} of ${progress.total}${progress.failed ? `, ${progress.failed} failed` : ''}`
}

/** Runs a queued or interrupted send in this process with progress, and reports how it ended. */
async function runSend(
  backend: Backend,
  options: NewsletterSendOptions,
  output: Output,
  sendId: string,
  takeOver: boolean,
): Promise<void> {
  const config = await loadMailConfig(backend.client)
  if (!config) throw new Error(SMTP_NOT_CONFIGURED)
  const mailer = createMailer({
    client: backend.client,
    config,
    siteUrl: () => siteUrlOf(backend, options),
    linkKey: await deriveLinkKey(backend.serviceRoleKey),
    ...mailerTuning(),
  })
  const spinner = output.spin(`Sending newsletter ${sendId}...`)
  let shown = -1
  try {
    const result = await mailer.processSend(sendId, {
      takeOver,
      onProgress: (progress) => {
        // On a terminal every step; in a log one line per tenth.
        const tenth = Math.floor((progress.settled / Math.max(progress.total, 1)) * 10)
        if (spinner || tenth !== shown) output.progress(spinner, describeProgress(progress))
        shown = tenth
      },
    })
    if (result.busy) {
      output.finish(spinner, false, `Another mailer is sending newsletter ${sendId}.`)
      throw new Error(
        `Another mailer (a running newshub serve, or another command) is sending newsletter ${sendId}; if it died, run \`newshub newsletter resume ${sendId}\`.`,
      )
    }
    const unknown = result.total - result.sent - result.failed
    output.finish(
      spinner,
      true,
      `${describeProgress(result)}${unknown > 0 ? `, ${unknown} interrupted earlier (not sent again)` : ''}. Newsletter ${sendId}.`,
    )
    output.result({ id: sendId, ...result })
  } catch (error) {
    if (spinner?.isSpinning) output.finish(spinner, false, (error as Error).message)
    throw error
  } finally {
    await mailer.stop()
  }
}

/**
 * `newshub newsletter send POST | --digest --since 7d [--test EMAIL]`: queues the newsletter (one
 * delivery per confirmed subscriber) and sends it here with progress. Ctrl-C or a crash leaves the
 * rest for `newshub newsletter resume ID` (or a running server's mailer once the lease lapses).
 */
export async function runNewsletterSend(
  post: string | undefined,
  options: NewsletterSendOptions,
): Promise<void> {
  if (options.digest && post) throw new UsageError('Give a post or --digest, not both.')
  if (!options.digest && !post)
    throw new UsageError('Name the post to send (id or slug), or use --digest --since 7d.')
  const since = options.digest ? parseSpan(options.since ?? '7d') : null
  if (options.digest && since === null)
    throw new UsageError('--since must be a span such as 7d, 36h or 2w (at most a year).')
  const output = createOutput(options)
  await withBackend(options, 'newshub newsletter send', async (backend) => {
    const config = await loadMailConfig(backend.client)
    if (!config) throw new Error(SMTP_NOT_CONFIGURED)
    siteUrlOf(backend, options)
    let args: {
      kind: 'post' | 'digest' | 'test'
      subject: string
      post_id?: string
      digest_since?: string
      test_to?: string
    }
    if (options.digest) {
      const from = new Date(Date.now() - (since as number))
      const { count, error } = await backend.client
        .from('blog_posts')
        .select('id', { count: 'exact', head: true })
        .eq('status', 'published')
        .is('deleted_at', null)
        .gte('published_at', from.toISOString())
        .lte('published_at', new Date().toISOString())
      if (error) throw new Error(`Could not count the posts: ${error.message}`)
      if (!count)
        throw new Error(`No post was published since ${formatLongDate(from.toISOString())}: nothing to send.`)
      const stories = Math.min(count, DIGEST_MAX_STORIES)
      args = {
        kind: 'digest',
        subject: `${config.senderName}: ${stories} ${stories === 1 ? 'story' : 'stories'} since ${formatLongDate(from.toISOString())}`,
        digest_since: from.toISOString(),
      }
    } else {
      const column = ID_PATTERN.test(post as string) ? 'id' : 'slug'
      const { data, error } = await backend.client
        .from('blog_posts')
        .select('id, title')
        .eq(column, column === 'id' ? (post as string).toLowerCase() : (post as string))
        .maybeSingle()
      if (error) throw new Error(`Could not read the post: ${error.message}`)
      if (!data) throw new Error(`No post has the id or slug '${post}'.`)
      args = options.test
        ? { kind: 'test', subject: data.title, post_id: data.id, test_to: options.test }
        : { kind: 'post', subject: data.title, post_id: data.id }
    }
    const { data: sendId, error } = await backend.client.rpc('queue_newsletter', args)
    if (error) throw new Error(error.message)
    output.line(`Queued newsletter ${sendId}: "${args.subject}".`)
    await runSend(backend, options, output, sendId as string, false)
  })
}

/** `newshub newsletter resume ID`: takes over a send whose mailer died, without sending anyone a second copy. */
export async function runNewsletterResume(sendId: string, options: NewsletterSendOptions): Promise<void> {
  if (!ID_PATTERN.test(sendId))
    throw new UsageError(`'${sendId}' is not a newsletter id (see \`newshub newsletter sends\`).`)
  const output = createOutput(options)
  await withBackend(options, 'newshub newsletter resume', async (backend) => {
    const { data, error } = await backend.client
      .from('newsletter_sends')
      .select('id, status')
      .eq('id', sendId)
      .maybeSingle()
    if (error) throw new Error(`Could not read the newsletter: ${error.message}`)
    if (!data) throw new Error(`No newsletter has the id ${sendId}.`)
    if (data.status === 'done') {
      output.line(`Newsletter ${sendId} is sent already.`)
      return
    }
    await runSend(backend, options, output, sendId, true)
  })
}

/** `newshub newsletter sends`: every newsletter, newest first, with its counts. */
export async function runNewsletterSends(options: BackendOptions): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub newsletter sends', async (backend) => {
    const { data, error } = await backend.client
      .from('newsletter_send_counts')
      .select('*')
      .order('created_at', { ascending: false })
      .limit(200)
    if (error) throw new Error(`Could not read the newsletters: ${error.message}`)
    for (const send of data)
      output.line(
        `${send.created_at}  ${send.id}  ${send.kind}  ${send.status}  sent ${send.sent}/${send.recipients}, failed ${send.failed}, interrupted ${send.unknown}, unsubscribed after ${send.unsubscribed}  "${send.subject}"`,
      )
    if (data.length === 0) output.line('No newsletter has been sent yet.')
    output.result({ sends: data })
  })
}
