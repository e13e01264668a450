import { useEffect, useId, useState } from 'react'
import { POSTAL_MISSING, SMTP_MISSING } from '../../core/newsletter/messages.ts'
import type { Database } from '../../supabase/database.types.ts'
import type { OwnerSession } from '../components/owner-gate.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'

type MailSettings = Database['public']['Tables']['mail_settings']['Row']
type SendCounts = Database['public']['Views']['newsletter_send_counts']['Row']
type PostChoice = { id: string; title: string }

const BUTTON = 'rounded-md px-4 py-2 font-semibold disabled:opacity-50'
const INPUT = 'mt-1 w-full rounded-md border border-slate-400 px-3 py-2'

/**
 * The newsroom's newsletter tools: whether mail can go out, sending a published post (preview, a
 * test to the owner, then everyone confirmed, after asking), each send with its counts, and the
 * mail settings. Sends are queued with public.queue_newsletter(); the server's mailer sends them.
 */
export function NewsletterPanel({
  owner,
  confirmed,
  announce,
}: {
  owner: OwnerSession
  confirmed: number
  announce: (text: string, error?: boolean) => void
}) {
  const { client } = owner
  const [settings, setSettings] = useState<MailSettings | null>(null)
  const [sends, setSends] = useState<SendCounts[]>([])
  const [posts, setPosts] = useState<PostChoice[]>([])
  const [postId, setPostId] = useState('')
  const [preview, setPreview] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const [version, setVersion] = useState(0)
  const postFieldId = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: version reloads after a send or a save
  useEffect(() => {
    let active = true
    Promise.all([
      client.from('mail_settings').select('*').maybeSingle(),
      client.from('newsletter_send_counts').select('*').order('created_at', { ascending: false }).limit(50),
      client
        .from('blog_posts')
        .select('id, title')
        .eq('status', 'published')
        .is('deleted_at', null)
        .lte('published_at', new Date().toISOString())
        .order('published_at', { ascending: false })
        .limit(50),
    ]).then(([mail, sent, published]) => {
      if (!active) return
      const failure = mail.error ?? sent.error ?? published.error
      if (failure) return announce(`Could not load the newsletter tools: ${failure.message}`, true)
      setSettings(mail.data)
      setSends(sent.data ?? [])
      setPosts(published.data ?? [])
      setPostId((current) => current || published.data?.[0]?.id || '')
    })
    return () => {
      active = false
    }
  }, [client, version])

  const canSend = Boolean(settings?.environment_smtp || (settings?.smtp_url && settings?.mail_from))
  const chosen = posts.find((post) => post.id === postId)

  const queue = async (kind: 'post' | 'test') => {
    if (!chosen) return
    const { error } = await client.rpc('queue_newsletter', {
      kind,
      subject: chosen.title,
      post_id: chosen.id,
      ...(kind === 'test' ? { test_to: owner.session.user.email ?? '' } : {}),
    })
    if (error) return announce(`Could not send "${chosen.title}": ${error.message}`, true)
    announce(
      kind === 'test'
        ? `A test of "${chosen.title}" is on its way to ${owner.session.user.email}.`
        : `"${chosen.title}" is being sent to ${confirmed} confirmed subscribers.`,
    )
    setVersion((n) => n + 1)
  }

  const showPreview = async () => {
    if (!chosen) return
    const answer = await fetch(`/newsletter/preview?post=${encodeURIComponent(chosen.id)}`, {
      headers: { Authorization: `Bearer ${owner.session.access_token}` },
    }).catch(() => null)
    const body = (await answer?.json().catch(() => null)) as { html?: string; message?: string } | null
    if (!answer?.ok || !body?.html)
      return announce(
        `Could not preview "${chosen.title}": ${body?.message ?? 'no answer from the server'}`,
        true,
      )
    setPreview(body.html)
  }

  const save = async (form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? '').trim() || null
    const { error } = await client.from('mail_settings').upsert({
      id: true,
      smtp_url: text('smtp_url'),
      mail_from: text('mail_from'),
      sender_name: text('sender_name'),
      postal_address: text('postal_address'),
      updated_at: new Date().toISOString(),
    })
    if (error) return announce(`Could not save the mail settings: ${error.message}`, true)
    announce('Mail settings saved. The server uses them within a few seconds.')
    setVersion((n) => n + 1)
  }

  return (
    <section aria-labelledby="newsletter-heading" className="mt-6">
      <h2 id="newsletter-heading" className="text-xl font-bold">
        Newsletter
      </h2>
      {!canSend ? (
        <p role="alert" className="mt-2 rounded-md bg-amber-50 p-3 font-semibold text-amber-900">
          {SMTP_MISSING}
        </p>
      ) : !settings?.postal_address && !settings?.environment_smtp ? (
        <p role="alert" className="mt-2 rounded-md bg-amber-50 p-3 font-semibold text-amber-900">
          {POSTAL_MISSING}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={postFieldId} className="block text-sm font-semibold">
            Post to send
          </label>
          <select
            id={postFieldId}
            className={INPUT}
            value={postId}
            onChange={(e) => setPostId(e.target.value)}
          >
            {posts.map((post) => (
              <option key={post.id} value={post.id}>
                {post.title}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={`${BUTTON} border border-blue-800 text-blue-800`}
          disabled={!chosen}
          onClick={showPreview}
        >
          Preview
        </button>
        <button
          type="button"
          className={`${BUTTON} border border-blue-800 text-blue-800`}
          disabled={!chosen || !canSend}
          onClick={() => queue('test')}
        >
          Send a test to me
        </button>
        <button
          type="button"
          className={`${BUTTON} bg-blue-800 text-white hover:bg-blue-900`}
          disabled={!chosen || !canSend || confirmed === 0}
          onClick={() => setAsking(true)}
        >
          Send to subscribers
        </button>
      </div>
      {preview ? (
        <iframe
          title="Newsletter preview"
          sandbox=""
          srcDoc={preview}
          className="mt-4 h-[32rem] w-full rounded-md border border-slate-300"
        />
      ) : null}
      <h3 className="mt-6 text-lg font-bold">Sent newsletters</h3>
      {sends.length === 0 ? (
        <p className="mt-2">No newsletter has been sent yet.</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Newsletters, newest first, with what became of them</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {[
                'Subject',
                'Kind',
                'State',
                'Recipients',
                'Sent',
                'Failed',
                'Interrupted',
                'Unsubscribed after',
              ].map((name) => (
                <th key={name} scope="col" className="py-2 pr-3">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sends.map((send) => (
              <tr key={send.id} className="border-b border-slate-200">
                <td className="py-2 pr-3">{send.subject}</td>
                <td className="py-2 pr-3">{send.kind}</td>
                <td className="py-2 pr-3">{send.status}</td>
                <td className="py-2 pr-3">{send.recipients}</td>
                <td className="py-2 pr-3">{send.sent}</td>
                <td className="py-2 pr-3">{send.failed}</td>
                <td className="py-2 pr-3">{send.unknown}</td>
                <td className="py-2 pr-3">{send.unsubscribed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details className="mt-6">
        <summary className="cursor-pointer font-semibold">Mail settings</summary>
        <form
          key={settings?.updated_at ?? 'new'}
          className="mt-3 grid max-w-xl gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            save(new FormData(event.currentTarget))
          }}
        >
          {settings?.environment_smtp ? (
            <p className="text-sm">The server’s environment configures SMTP; its settings win over these.</p>
          ) : null}
          {(
            [
              ['smtp_url', 'SMTP URL (smtp://user:password@host:587)', 'url', settings?.smtp_url],
              ['mail_from', 'From address', 'email', settings?.mail_from],
              ['sender_name', 'Sender name', 'text', settings?.sender_name],
              ['postal_address', 'Postal address', 'text', settings?.postal_address],
            ] as const
          ).map(([name, label, type, value]) => (
            <label key={name} className="block text-sm font-semibold">
              {label}
              <input
                name={name}
                type={type}
                defaultValue={value ?? ''}
                className={INPUT}
                autoComplete="off"
              />
            </label>
          ))}
          <button type="submit" className={`${BUTTON} w-fit bg-blue-800 text-white hover:bg-blue-900`}>
            Save mail settings
          </button>
        </form>
      </details>
      <ConfirmDialog
        open={asking}
        title="Send the newsletter?"
        text={
          chosen
            ? `"${chosen.title}" goes to ${confirmed} confirmed subscribers. A send cannot be called back.`
            : ''
        }
        confirmLabel="Send"
        onConfirm={() => {
          setAsking(false)
          queue('post')
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  )
}
