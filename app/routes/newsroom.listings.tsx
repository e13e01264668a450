import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { CITIES } from '../../core/data/cities.ts'
import { SERVICES } from '../../core/data/services.ts'
import {
  HOURS_EXAMPLE,
  LISTING_COLUMNS,
  LISTING_LOGO_BUCKET,
  LISTING_LOGO_MAX_BYTES,
  LISTING_LOGO_TYPES,
  LISTINGS_PAGE_SIZE,
  type Listing,
  ListingInputError,
  type ListingValues,
  parseListing,
} from '../../core/listings/listing.ts'
import { OwnerGate, type OwnerSession } from '../components/owner-gate.tsx'
import { buildToolHead } from '../lib/head.ts'
import { ConfirmDialog } from '../newsroom/confirm-dialog.tsx'
import { NewsroomNav } from '../newsroom/newsroom-nav.tsx'

export const Route = createFileRoute('/newsroom/listings')({
  // ?page=2 and on: the list by name, LISTINGS_PAGE_SIZE a page.
  validateSearch: (raw: Record<string, unknown>): { page?: number } => {
    const page = Number(raw.page)
    return Number.isSafeInteger(page) && page > 1 ? { page } : {}
  },
  head: ({ match }) => buildToolHead('Listings', '/newsroom/listings', match.context.config.siteUrl),
  component: () => <OwnerGate title="Listings">{(owner) => <Listings owner={owner} />}</OwnerGate>,
})

const SELECT = LISTING_COLUMNS.join(',')
const FIELD = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2'

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; rows: Listing[]; total: number }
/** The form: closed, adding a listing, or editing one. */
type Editing = null | { listing: Listing | null }

/** The owner's businesses on the landing pages: list, add, edit, publish or unpublish, delete (asks first). */
function Listings({ owner }: { owner: OwnerSession }) {
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Listing | null>(null)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const [version, setVersion] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: version reloads after a change
  useEffect(() => {
    let active = true
    const from = (page - 1) * LISTINGS_PAGE_SIZE
    owner.client
      .from('listings')
      .select(SELECT, { count: 'exact' })
      .order('name')
      .order('id')
      .range(from, from + LISTINGS_PAGE_SIZE - 1)
      .then(({ data, error, count }) => {
        if (!active) return
        setState(
          error
            ? { kind: 'error', message: `Could not load the listings: ${error.message}` }
            : { kind: 'done', rows: data as unknown as Listing[], total: count ?? data.length },
        )
      })
    return () => {
      active = false
    }
  }, [owner, version, page])

  const total = state.kind === 'done' ? state.total : 0
  const pages = Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE))
  // A page past the last one (the last listing of the last page deleted, an old link): the last page.
  useEffect(() => {
    if (state.kind === 'done' && state.rows.length === 0 && page > pages)
      void navigate({ search: pages > 1 ? { page: pages } : {}, replace: true })
  }, [state, page, pages, navigate])

  const announce = (text: string, error = false) => {
    setMessage({ text, error })
    requestAnimationFrame(() => messageRef.current?.focus())
  }

  const setPublished = async (listing: Listing, published: boolean) => {
    const { error } = await owner.client.from('listings').update({ published }).eq('id', listing.id)
    if (error) return announce(`Could not change ${listing.name}: ${error.message}`, true)
    announce(`${listing.name} is ${published ? 'published' : 'unpublished'}.`)
    setVersion((value) => value + 1)
  }

  const remove = async (listing: Listing) => {
    setDeleting(null)
    const { error } = await owner.client.from('listings').delete().eq('id', listing.id)
    if (error) return announce(`Could not delete ${listing.name}: ${error.message}`, true)
    if (listing.logo_path) await owner.client.storage.from(LISTING_LOGO_BUCKET).remove([listing.logo_path])
    announce(`${listing.name} was deleted.`)
    setVersion((value) => value + 1)
  }

  return (
    <div>
      <NewsroomNav />
      <p
        ref={messageRef}
        tabIndex={-1}
        role={message?.error ? 'alert' : 'status'}
        className={`mt-4 min-h-6 font-semibold ${message?.error ? 'text-red-800' : 'text-green-800'}`}
      >
        {message?.text ?? ''}
      </p>
      {editing ? (
        <ListingForm
          owner={owner}
          listing={editing.listing}
          onDone={(text) => {
            setEditing(null)
            if (text) {
              announce(text)
              setVersion((value) => value + 1)
            }
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing({ listing: null })}
          className="mt-2 rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900"
        >
          Add a listing
        </button>
      )}
      {state.kind === 'loading' ? (
        <p role="status" className="mt-6">
          Loading listings...
        </p>
      ) : state.kind === 'error' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {state.message}
        </p>
      ) : state.total === 0 ? (
        <p className="mt-6">No listings yet. Add the businesses that should appear on the landing pages.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
          {state.rows.map((listing) => (
            <li
              key={listing.id}
              data-testid="owner-listing"
              className="flex flex-wrap items-start gap-3 py-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {listing.name}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    ({listing.published ? 'Published' : 'Unpublished'}
                    {listing.sponsored ? ', sponsored' : ''}
                    {listing.example ? ', example' : ''})
                  </span>
                </p>
                <p className="text-sm text-slate-700">
                  {listing.phone} · {listing.services.join(', ')} in {listing.cities.join(', ')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2 text-sm">
                <button
                  type="button"
                  onClick={() => setEditing({ listing })}
                  className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold"
                >
                  Edit<span className="sr-only"> {listing.name}</span>
                </button>
                <button
                  type="button"
                  onClick={() => setPublished(listing, !listing.published)}
                  className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold"
                >
                  {listing.published ? 'Unpublish' : 'Publish'}
                  <span className="sr-only"> {listing.name}</span>
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(listing)}
                  className="rounded-md border border-red-300 px-3 py-1.5 font-semibold text-red-800"
                >
                  Delete<span className="sr-only"> {listing.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
          {page > 1 ? (
            <Link
              from={Route.fullPath}
              search={page > 2 ? { page: page - 1 } : {}}
              className="font-semibold text-blue-800 underline"
            >
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {pages} ({total} listing{total === 1 ? '' : 's'})
          </span>
          {page < pages ? (
            <Link
              from={Route.fullPath}
              search={{ page: page + 1 }}
              className="font-semibold text-blue-800 underline"
            >
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this listing?"
        text={`${deleting?.name ?? ''} disappears from every landing page for good. Leads already sent keep its name.`}
        confirmLabel="Delete listing"
        danger
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}

/** The stored values a form starts from: the listing's, or an empty one. */
function startingValues(listing: Listing | null): Record<string, string | boolean | string[]> {
  return {
    name: listing?.name ?? '',
    services: listing?.services ?? [],
    cities: listing?.cities ?? [],
    phone: listing?.phone ?? '',
    street_address: listing?.street_address ?? '',
    locality: listing?.locality ?? '',
    postal_code: listing?.postal_code ?? '',
    hours: listing?.hours ?? '',
    website: listing?.website ?? '',
    description: listing?.description ?? '',
    sponsored: listing?.sponsored ?? false,
    published: listing?.published ?? false,
  }
}

/**
 * Add or edit a listing. Every field is checked by the same schema as the CLI's before anything is
 * sent; the first problem is shown and its field focused. The logo, if chosen, is uploaded after the
 * listing is saved (its folder is the listing's id) and then set on it.
 */
function ListingForm({
  owner,
  listing,
  onDone,
}: {
  owner: OwnerSession
  listing: Listing | null
  onDone: (message: string | null) => void
}) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [problem, setProblem] = useState('')
  const [saving, setSaving] = useState(false)
  const start = startingValues(listing)
  const text = (name: string) => String(start[name] ?? '')

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    const input = {
      name: data.get('name'),
      services: data.getAll('services').map(String),
      cities: data.getAll('cities').map(String),
      phone: data.get('phone'),
      street_address: data.get('street_address'),
      locality: data.get('locality'),
      postal_code: data.get('postal_code'),
      hours: data.get('hours'),
      website: data.get('website'),
      description: data.get('description'),
      sponsored: data.get('sponsored') === 'on',
      published: data.get('published') === 'on',
      logo_path: listing?.logo_path ?? null,
    }
    let values: ListingValues
    try {
      values = parseListing(input)
    } catch (error) {
      if (!(error instanceof ListingInputError)) throw error
      setProblem(error.message)
      form.querySelector<HTMLElement>(`[name="${error.field}"]`)?.focus()
      return
    }
    const logo = data.get('logo')
    if (logo instanceof File && logo.size > 0) {
      if (!(LISTING_LOGO_TYPES as readonly string[]).includes(logo.type))
        return setProblem('logo: a PNG, JPEG or WebP image')
      if (logo.size > LISTING_LOGO_MAX_BYTES) return setProblem('logo: at most 512 KB')
    }
    setSaving(true)
    setProblem('')
    const saved = listing
      ? await owner.client.from('listings').update(values).eq('id', listing.id).select('id').single()
      : await owner.client.from('listings').insert(values).select('id').single()
    if (saved.error) {
      setSaving(false)
      return setProblem(`Could not save the listing: ${saved.error.message}`)
    }
    if (logo instanceof File && logo.size > 0) {
      const extension = logo.type === 'image/png' ? 'png' : logo.type === 'image/webp' ? 'webp' : 'jpg'
      const path = `${saved.data.id}/logo-${Date.now()}.${extension}`
      const upload = await owner.client.storage
        .from(LISTING_LOGO_BUCKET)
        .upload(path, logo, { contentType: logo.type })
      const update = upload.error
        ? upload
        : await owner.client.from('listings').update({ logo_path: path }).eq('id', saved.data.id)
      if (update.error) {
        setSaving(false)
        return setProblem(`The listing was saved, but not its logo: ${update.error.message}`)
      }
    }
    setSaving(false)
    onDone(`${values.name} was ${listing ? 'saved' : 'added'}.`)
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-4 space-y-4 rounded-lg border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(event.currentTarget)
      }}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {listing ? `Edit ${listing.name}` : 'Add a listing'}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id} name="name" label="Business name" value={text('name')} />
        <TextField id={id} name="phone" label="Phone" value={text('phone')} type="tel" />
        <TextField id={id} name="street_address" label="Street address" value={text('street_address')} />
        <TextField id={id} name="locality" label="City of the address" value={text('locality')} />
        <TextField id={id} name="postal_code" label="ZIP code" value={text('postal_code')} />
        <TextField id={id} name="website" label="Website (optional)" value={text('website')} type="url" />
      </div>
      <TextField
        id={id}
        name="hours"
        label={`Opening hours (optional), such as ${HOURS_EXAMPLE}`}
        value={text('hours')}
      />
      <TextField
        id={id}
        name="description"
        label="Short description (optional)"
        value={text('description')}
      />
      <Choices name="services" legend="Services" options={SERVICES} chosen={start.services as string[]} />
      <Choices name="cities" legend="Cities served" options={CITIES} chosen={start.cities as string[]} />
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="sponsored" defaultChecked={Boolean(start.sponsored)} /> Sponsored (a
          paying client)
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="published" defaultChecked={Boolean(start.published)} /> Published
        </label>
      </div>
      <div>
        <label htmlFor={`${id}-logo`} className="block text-sm font-semibold">
          Logo (optional, PNG, JPEG or WebP up to 512 KB)
        </label>
        <input
          id={`${id}-logo`}
          name="logo"
          type="file"
          accept={LISTING_LOGO_TYPES.join(',')}
          className="mt-1"
        />
      </div>
      <p role="alert" className="min-h-5 text-sm font-semibold text-red-800">
        {problem}
      </p>
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
        >
          {saving ? 'Saving...' : 'Save listing'}
        </button>
        <button
          type="button"
          onClick={() => onDone(null)}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold"
        >
          Cancel
        </button>
      </div>
    </form>
  )
}

function TextField({
  id,
  name,
  label,
  value,
  type = 'text',
}: {
  id: string
  name: string
  label: string
  value: string
  type?: string
}) {
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={`${id}-${name}`} name={name} type={type} defaultValue={value} className={FIELD} />
    </div>
  )
}

function Choices({
  name,
  legend,
  options,
  chosen,
}: {
  name: string
  legend: string
  options: readonly { slug: string; name: string }[]
  chosen: string[]
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      {/* The schema's field errors focus the first box of the group. */}
      <div className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.slug} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.slug}
              defaultChecked={chosen.includes(option.slug)}
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
