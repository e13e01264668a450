import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { checkQuoteRequest, QUOTE_LIMITS } from '../../core/leads/quote.ts'
import { countLater } from '../analytics/count-later.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { callPublicFunction } from '../lib/visitor-api.ts'

type Status =
  | { kind: 'editing'; error?: string }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string; contact: string }

const FIELD = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900'

/**
 * The quote request form in a modal dialog (focus moves in, Escape closes it), with the page's city
 * and service filled in, addressed to one listed business or, without one, to the site's owner, who
 * routes it. It sends through public.request_quote(), which checks the same rules and records the
 * business with the request.
 */
export function QuoteDialog({
  city,
  service,
  listing = null,
  dialogRef,
  openOnMount = false,
}: {
  city: string
  service: string
  listing?: { id: string; name: string } | null
  dialogRef: RefObject<HTMLDialogElement | null>
  /** Open as soon as it mounts (a page that loads the form on the reader's first request). */
  openOnMount?: boolean
}) {
  const { config } = useAppContext()
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()
  const close = () => dialogRef.current?.close()
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, when mounted
  useEffect(() => {
    if (!openOnMount) return
    dialogRef.current?.showModal()
    // The city and service come filled in: start where the reader types.
    dialogRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [])
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onClose={() => {
        if (status.kind === 'sent') setStatus({ kind: 'editing' })
      }}
      className="m-auto w-full max-w-lg rounded-lg p-0 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {listing ? `Request a quote from ${listing.name}` : 'Get a free quote'}
        </h2>
        {status.kind === 'sent' ? (
          <div>
            <p role="status" className="mt-4 font-semibold text-green-800">
              {listing
                ? `Thanks, ${status.name}! We have your request for ${listing.name} and will pass it on with your contact, ${status.contact}.`
                : `Thanks, ${status.name}! We have your request for ${service} in ${city} and will contact you at ${status.contact}.`}
            </p>
            <button
              type="button"
              onClick={close}
              className="mt-6 rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900"
            >
              Close
            </button>
          </div>
        ) : (
          <form
            ref={formRef}
            noValidate
            className="mt-4 space-y-4"
            onSubmit={async (event) => {
              event.preventDefault()
              const form = new FormData(event.currentTarget)
              const input = {
                name: String(form.get('name') ?? ''),
                contact: String(form.get('contact') ?? ''),
                message: String(form.get('message') ?? ''),
                city,
                service,
              }
              const problem = checkQuoteRequest(input)
              if (problem) return setStatus({ kind: 'editing', error: problem })
              setStatus({ kind: 'sending' })
              const result = await callPublicFunction(config, 'request_quote', {
                ...input,
                ...(listing ? { listing: listing.id } : {}),
              })
              if (result.ok) {
                countLater('quote_request', listing ? { businessId: listing.id } : {})
                setStatus({ kind: 'sent', name: input.name.trim(), contact: input.contact.trim() })
                formRef.current?.reset()
              } else setStatus({ kind: 'editing', error: result.message })
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={`${id}-service`} className="block text-sm font-semibold">
                  Service
                </label>
                <input id={`${id}-service`} value={service} readOnly className={`${FIELD} bg-slate-100`} />
              </div>
              <div>
                <label htmlFor={`${id}-city`} className="block text-sm font-semibold">
                  City
                </label>
                <input id={`${id}-city`} value={city} readOnly className={`${FIELD} bg-slate-100`} />
              </div>
            </div>
            <div>
              <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
                Your name
              </label>
              <input
                id={`${id}-name`}
                name="name"
                required
                maxLength={QUOTE_LIMITS.name}
                autoComplete="name"
                className={FIELD}
              />
            </div>
            <div>
              <label htmlFor={`${id}-contact`} className="block text-sm font-semibold">
                Phone or e-mail
              </label>
              <input
                id={`${id}-contact`}
                name="contact"
                required
                maxLength={QUOTE_LIMITS.contact}
                className={FIELD}
              />
            </div>
            <div>
              <label htmlFor={`${id}-message`} className="block text-sm font-semibold">
                Message (optional)
              </label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={4}
                maxLength={QUOTE_LIMITS.message}
                className={FIELD}
              />
            </div>
            <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-semibold text-red-800">
              {status.kind === 'editing' ? (status.error ?? '') : ''}
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                disabled={status.kind === 'sending'}
                className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
              >
                {status.kind === 'sending' ? 'Sending...' : 'Send request'}
              </button>
              <button
                type="button"
                onClick={close}
                className="rounded-md border border-slate-300 px-4 py-2 font-semibold"
              >
                Cancel
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  )
}
