import { useId, useState } from 'react'
import { INVALID_EMAIL, isValidEmail } from '../../core/leads/quote.ts'
import { countLater } from '../analytics/count-later.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { callPublicFunction } from '../lib/visitor-api.ts'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string }

/**
 * The same words for a new, a pending and an already confirmed address: the list's members are not
 * told apart. Nothing is sent until the reader follows the link of the confirmation e-mail.
 */
export const CHECK_INBOX = 'Check your inbox to confirm your subscription to the NewsHub newsletter.'

/**
 * The footer newsletter box. The address is checked here first, then sent to public.subscribe();
 * the outcome is announced in a polite live region next to the field.
 */
export function NewsletterForm() {
  const { config } = useAppContext()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const inputId = useId()
  const statusId = useId()
  return (
    <form
      className="mt-3"
      noValidate
      aria-label="Newsletter"
      onSubmit={async (event) => {
        event.preventDefault()
        const form = event.currentTarget
        const email = String(new FormData(form).get('email') ?? '').trim()
        if (!isValidEmail(email)) {
          setStatus({ kind: 'error', message: INVALID_EMAIL })
          form.querySelector('input')?.focus()
          return
        }
        setStatus({ kind: 'sending' })
        const result = await callPublicFunction(config, 'subscribe', { email })
        if (result.ok) {
          countLater('newsletter_signup')
          form.reset()
          setStatus({ kind: 'done' })
        } else setStatus({ kind: 'error', message: result.message })
      }}
    >
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={status.kind === 'error' ? true : undefined}
          aria-describedby={statusId}
          className="min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={status.kind === 'sending'}
          className="rounded-md bg-blue-600 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-500 disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className={`mt-2 min-h-5 text-sm ${status.kind === 'error' ? 'text-red-300' : 'text-green-300'}`}
      >
        {status.kind === 'done'
          ? CHECK_INBOX
          : status.kind === 'error'
            ? status.message
            : status.kind === 'sending'
              ? 'Subscribing...'
              : ''}
      </p>
    </form>
  )
}
