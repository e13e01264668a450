import type { SupabaseClient } from '@supabase/supabase-js'
import { escapeUTF8 } from 'entities'
import { Hono } from 'hono'
import { CONFIRM_LINK_HOURS, verifyNewsletterLink } from '../../core/newsletter/links.ts'
import { isOwnerMetadata } from '../../core/owner/roles.ts'
import type { Database } from '../../supabase/database.types.ts'
import { createNonce, htmlSecurityHeaders } from '../security-headers.ts'
import { loadSender } from './config.ts'
import { composeNewsletter } from './mailer.ts'

/** The words of the pages that newsletter links open; tests look for the same strings. */
export const NEWSLETTER_PAGES = {
  confirmAsk: 'Confirm your subscription',
  confirmed: 'You are subscribed. The next newsletter will reach you.',
  confirmExpired:
    'This confirmation link has expired. Sign up again from the newsletter box at the foot of any page.',
  confirmUsed:
    'This confirmation link has been used or replaced by a newer one. If you are not subscribed yet, sign up again.',
  unsubscribeAsk: 'Unsubscribe from the newsletter?',
  unsubscribed: 'You are unsubscribed. You will receive no more newsletters.',
  test: 'This link came with a test newsletter: there is nothing to unsubscribe.',
  invalid: 'This link is not valid. Copy the whole address from the e-mail, or sign up again.',
} as const

/** The largest form body these pages read (a token and a word or two). */
const MAX_FORM_BYTES = 4096

function page(title: string, body: string, status = 200): Response {
  const nonce = createNonce()
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeUTF8(title)} | NewsHub</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a;background:#fff}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#1e40af;color:#fff;cursor:pointer}
a{color:#1e40af}
@media (prefers-color-scheme: dark){body{background:#0f172a;color:#e2e8f0}a{color:#93c5fd}}
</style></head>
<body><main><h1>${escapeUTF8(title)}</h1>${body}<p><a href="/">Back to NewsHub</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...htmlSecurityHeaders('owner', { nonce }),
      // The token is in this page's address: it must not travel on to another site.
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
  })
}

const paragraph = (text: string) => `<p role="status">${escapeUTF8(text)}</p>`

function form(action: string, token: string, intro: string, button: string): string {
  return `<p>${escapeUTF8(intro)}</p><form method="post" action="${action}"><input type="hidden" name="token" value="${escapeUTF8(token)}"><button type="submit">${escapeUTF8(button)}</button></form>`
}

/** The token of a POST: the form's field, else the URL's (RFC 8058 posts to the List-Unsubscribe URL as is). */
async function postedToken(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_FORM_BYTES) return null
  const text = (await request.text()).slice(0, MAX_FORM_BYTES)
  return new URLSearchParams(text).get('token') ?? new URL(request.url).searchParams.get('token')
}

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the pages a newsletter's links open, without
 * signing in. Opening a link only shows a button; the change happens on the POST, so a mail
 * scanner that fetches every link in a message neither confirms nor unsubscribes anyone. The
 * List-Unsubscribe-Post one-click POST (RFC 8058) unsubscribes at once.
 */
export function createNewsletterPages(options: {
  client: SupabaseClient<Database>
  linkKey: Uint8Array
  /** The site's public origin, for the preview's links. */
  siteUrl: () => string
}): Hono {
  const { client, linkKey } = options
  const app = new Hono()

  // The newsroom's preview: the e-mail exactly as subscribers would get it, for an owner's session only.
  app.get('/newsletter/preview', async (c) => {
    const noStore = { 'Cache-Control': 'no-store' }
    const token = /^Bearer (\S{1,4000})$/.exec(c.req.header('authorization') ?? '')?.[1]
    const user = token ? await client.auth.getUser(token) : undefined
    if (!user?.data.user)
      return c.json({ message: 'Sign in as the site owner to preview a newsletter.' }, 401, noStore)
    if (!isOwnerMetadata(user.data.user.app_metadata))
      return c.json({ message: 'Only the site owner can preview a newsletter.' }, 403, noStore)
    const postId = c.req.query('post') ?? ''
    if (!/^[0-9a-f-]{36}$/i.test(postId)) return c.json({ message: 'post must be a post id.' }, 400, noStore)
    try {
      const mail = await composeNewsletter({
        client,
        config: await loadSender(client),
        siteUrl: options.siteUrl(),
        postId,
      })
      return c.json(mail, 200, noStore)
    } catch (error) {
      return c.json({ message: (error as Error).message }, 409, noStore)
    }
  })

  app.get('/newsletter/confirm', async (c) => {
    const token = c.req.query('token') ?? ''
    const link = await verifyNewsletterLink(linkKey, token)
    if ('problem' in link)
      return page(
        'Confirm your subscription',
        paragraph(link.problem === 'expired' ? NEWSLETTER_PAGES.confirmExpired : NEWSLETTER_PAGES.invalid),
        400,
      )
    if (link.purpose !== 'confirm')
      return page('Confirm your subscription', paragraph(NEWSLETTER_PAGES.invalid), 400)
    return page(
      NEWSLETTER_PAGES.confirmAsk,
      form(
        '/newsletter/confirm',
        token,
        'One click and the newsletter will reach you.',
        'Confirm my subscription',
      ),
    )
  })

  app.post('/newsletter/confirm', async (c) => {
    const token = (await postedToken(c.req.raw)) ?? ''
    const link = await verifyNewsletterLink(linkKey, token)
    if ('problem' in link || link.purpose !== 'confirm')
      return page(
        'Confirm your subscription',
        paragraph(
          'problem' in link && link.problem === 'expired'
            ? NEWSLETTER_PAGES.confirmExpired
            : NEWSLETTER_PAGES.invalid,
        ),
        400,
      )
    const now = new Date()
    // Single use: the nonce must be the address's current one, and confirming clears it.
    const { data, error } = await client
      .from('newsletter_subscribers')
      .update({ status: 'confirmed', confirmed_at: now.toISOString(), confirm_nonce: null })
      .eq('id', link.subscriberId)
      .eq('confirm_nonce', link.nonce)
      .eq('status', 'pending')
      .gt('confirm_sent_at', new Date(now.getTime() - CONFIRM_LINK_HOURS * 3600_000).toISOString())
      .select('id')
    if (error) throw new Error(`Could not confirm a subscription: ${error.message}`)
    if (data.length === 0)
      return page('Confirm your subscription', paragraph(NEWSLETTER_PAGES.confirmUsed), 409)
    return page('Subscribed', paragraph(NEWSLETTER_PAGES.confirmed))
  })

  app.get('/newsletter/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? ''
    const link = await verifyNewsletterLink(linkKey, token)
    if ('problem' in link || link.purpose === 'confirm')
      return page('Unsubscribe', paragraph(NEWSLETTER_PAGES.invalid), 400)
    if (link.purpose === 'test') return page('Unsubscribe', paragraph(NEWSLETTER_PAGES.test))
    return page(
      NEWSLETTER_PAGES.unsubscribeAsk,
      form(
        '/newsletter/unsubscribe',
        token,
        'You will receive no more newsletters at this address.',
        'Unsubscribe',
      ),
    )
  })

  app.post('/newsletter/unsubscribe', async (c) => {
    const token = (await postedToken(c.req.raw)) ?? ''
    const link = await verifyNewsletterLink(linkKey, token)
    if ('problem' in link || link.purpose === 'confirm')
      return page('Unsubscribe', paragraph(NEWSLETTER_PAGES.invalid), 400)
    if (link.purpose === 'test') return page('Unsubscribe', paragraph(NEWSLETTER_PAGES.test))
    const { error } = await client
      .from('newsletter_subscribers')
      .update({
        status: 'unsubscribed',
        unsubscribed_at: new Date().toISOString(),
        unsubscribed_from_send: link.sendId ?? null,
        confirm_nonce: null,
        confirm_requested_at: null,
      })
      .eq('id', link.subscriberId)
      .neq('status', 'unsubscribed')
    if (error) throw new Error(`Could not unsubscribe: ${error.message}`)
    // The same answer when the address had left already or was removed: the link did its job.
    return page('Unsubscribed', paragraph(NEWSLETTER_PAGES.unsubscribed))
  })

  return app
}
