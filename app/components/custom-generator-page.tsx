import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useId, useRef, useState } from 'react'
import {
  GeneratorInputError,
  MAX_FAQS,
  MAX_LOCATIONS,
  MAX_SERVICES,
  parseGenerateBlogInput,
} from '../../core/generator/input.ts'
import type { GenerateBlogInput } from '../../core/generator/types.ts'
import { newsroomPreviewPath } from '../../core/newsroom/paths.ts'
import { invokeFunction } from '../../core/owner/call-result.ts'
import { type GeneratedArticle, runGeneratorFlow } from '../../core/owner/generator-flow.ts'
import { insertGeneratedPost } from '../newsroom/posts-admin.ts'
import { OwnerGate, type OwnerSession } from './owner-gate.tsx'
import { Spinner, Toast } from './toast.tsx'

const FIELD =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700 aria-[invalid=true]:border-red-700'
const SMALL_BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50'

type Row = Record<string, string>
type Field =
  | 'business'
  | 'website'
  | 'keywords'
  | 'topic'
  | 'points'
  | 'words'
  | 'locations'
  | 'services'
  | 'hours'
  | 'founded'
  | 'area'
  | 'differences'
  | 'faqs'

/** Which field a generator message is about, by its opening words, so the page can point at it. */
const FIELD_OF_MESSAGE: [RegExp, Field][] = [
  [/^Business name/, 'business'],
  [/^Backlink/, 'website'],
  [/keyword/i, 'keywords'],
  [/^Topic/, 'topic'],
  [/^(Key points|The facts and key points)/, 'points'],
  [/^(Word count|Articles over)/, 'words'],
  [/location|phone/i, 'locations'],
  [/^(Services|Each service|A service)/, 'services'],
  [/^Opening hours/, 'hours'],
  [/^Year founded/, 'founded'],
  [/^Service area/, 'area'],
  [/^What sets/, 'differences'],
  [/^Questions/, 'faqs'],
]

/** A labelled text input or textarea with its hint and error wiring. */
function TextField(props: {
  id: string
  label: string
  name: string
  hint?: string
  required?: boolean
  invalid?: boolean
  errorId?: string
  multiline?: boolean
  type?: string
  defaultValue?: string
  inputMode?: 'numeric'
}) {
  const hintId = props.hint ? `${props.id}-hint` : undefined
  const describedBy =
    [hintId, props.invalid ? props.errorId : undefined].filter(Boolean).join(' ') || undefined
  const shared = {
    id: props.id,
    name: props.name,
    required: props.required,
    'aria-invalid': props.invalid || undefined,
    'aria-describedby': describedBy,
    defaultValue: props.defaultValue,
    className: FIELD,
  }
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold">
        {props.label}
        {props.required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {props.hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {props.hint}
        </p>
      ) : null}
      {props.multiline ? (
        <textarea rows={3} {...shared} />
      ) : (
        <input type={props.type ?? 'text'} inputMode={props.inputMode} {...shared} />
      )}
    </div>
  )
}

/** A fieldset of repeatable rows (locations, services, questions) with add and remove buttons. */
function Rows(props: {
  legend: string
  hint: string
  rows: Row[]
  setRows: (rows: Row[]) => void
  max: number
  blank: Row
  /** Rows that cannot be removed (one location is required). */
  min: number
  /** The row field whose first instance errors point to. */
  primary: string
  noun: string
  invalid: boolean
  errorId: string
  firstFieldId: string
  render: (
    row: Row,
    index: number,
    update: (key: string, value: string) => void,
    idOf: (key: string) => string,
  ) => ReactNode
}) {
  const base = useId()
  const idOf = (index: number) => (key: string) =>
    index === 0 && key === props.primary ? props.firstFieldId : `${base}-${index}-${key}`
  return (
    <fieldset
      className="rounded-lg border border-slate-200 p-4"
      aria-describedby={props.invalid ? `${base}-hint ${props.errorId}` : `${base}-hint`}
    >
      <legend className="px-1 text-lg font-bold">{props.legend}</legend>
      <p id={`${base}-hint`} className="text-sm text-slate-600">
        {props.hint}
      </p>
      <ol className="mt-3 space-y-4">
        {props.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; they are edited in place.
          <li key={index} className="rounded-md bg-slate-50 p-3">
            <div className="grid gap-3 md:grid-cols-2">
              {props.render(
                row,
                index,
                (key, value) =>
                  props.setRows(
                    props.rows.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)),
                  ),
                idOf(index),
              )}
            </div>
            {props.rows.length > props.min ? (
              <button
                type="button"
                className={`${SMALL_BUTTON} mt-2`}
                onClick={() => props.setRows(props.rows.filter((_, at) => at !== index))}
              >
                Remove {props.noun} {index + 1}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${SMALL_BUTTON} mt-3`}
        disabled={props.rows.length >= props.max}
        onClick={() => props.setRows([...props.rows, { ...props.blank }])}
      >
        Add {props.noun}
      </button>
    </fieldset>
  )
}

const rowInput = (
  id: string,
  label: string,
  value: string,
  update: (value: string) => void,
  options: { required?: boolean; multiline?: boolean } = {},
) => (
  <div className={options.multiline ? 'md:col-span-2' : undefined}>
    <label htmlFor={id} className="block text-sm font-semibold">
      {label}
      {options.required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
    </label>
    {options.multiline ? (
      <textarea
        id={id}
        rows={2}
        value={value}
        onChange={(event) => update(event.target.value)}
        className={FIELD}
      />
    ) : (
      <input id={id} value={value} onChange={(event) => update(event.target.value)} className={FIELD} />
    )}
  </div>
)

/** The form's values as a generate-blog body; empty optional rows are left out. */
function readBody(
  form: FormData,
  rows: { locations: Row[]; services: Row[]; faqs: Row[] },
): Record<string, unknown> {
  const text = (name: string) => String(form.get(name) ?? '').trim()
  const filled = (list: Row[]) =>
    list.filter((row) => Object.values(row).some((value) => value.trim() !== ''))
  const services = filled(rows.services).map((row) => ({
    name: row.name ?? '',
    ...(row.description?.trim() ? { description: row.description } : {}),
    ...(row.price?.trim() ? { price: row.price } : {}),
  }))
  const faqs = filled(rows.faqs).map((row) => ({ question: row.question ?? '', answer: row.answer ?? '' }))
  return {
    businessName: text('business'),
    backlink: text('website'),
    keywords: text('keywords'),
    topic: text('topic'),
    ...(text('points') ? { keyPoints: text('points') } : {}),
    ...(text('words') ? { wordCount: text('words') } : {}),
    locations: filled(rows.locations).map((row) => ({ address: row.address ?? '', phone: row.phone ?? '' })),
    ...(services.length ? { services } : {}),
    ...(text('hours') ? { hours: text('hours') } : {}),
    ...(text('founded') ? { yearFounded: text('founded') } : {}),
    ...(text('area') ? { serviceArea: text('area') } : {}),
    ...(text('differences') ? { differentiators: text('differences') } : {}),
    ...(faqs.length ? { faqs } : {}),
  }
}

function CustomGenerator({ owner }: { owner: OwnerSession }) {
  const router = useRouter()
  const id = useId()
  const fieldId = (field: Field) => `${id}-${field}`
  const errorId = `${id}-error`
  const errorRef = useRef<HTMLDivElement>(null)
  const [locations, setLocations] = useState<Row[]>([{ address: '', phone: '' }])
  const [services, setServices] = useState<Row[]>([])
  const [faqs, setFaqs] = useState<Row[]>([])
  const [error, setError] = useState<{ message: string; field?: Field } | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [done, setDone] = useState<{ message: string; notice: string; id: string } | null>(null)
  const [toast, setToast] = useState<{ message: string; tone: 'success' | 'error' } | null>(null)
  const busy = status !== null

  function showError(message: string) {
    const field = FIELD_OF_MESSAGE.find(([pattern]) => pattern.test(message))?.[1]
    setError({ message, ...(field ? { field } : {}) })
    // After the render that shows it: the message is announced (role=alert) and read from where focus lands.
    requestAnimationFrame(() => errorRef.current?.focus())
  }

  async function submit(form: FormData) {
    setError(null)
    setToast(null)
    setDone(null)
    let input: GenerateBlogInput
    try {
      input = parseGenerateBlogInput(readBody(form, { locations, services, faqs }))
    } catch (failure) {
      if (failure instanceof GeneratorInputError) return showError(failure.message)
      throw failure
    }
    let notice = ''
    setStatus('Writing the article. This takes a minute, or a few when a language model writes it.')
    const outcome = await runGeneratorFlow('detailed', input, {
      generate: async (body) => {
        const result = await invokeFunction<GeneratedArticle & { notice?: string }>(
          owner.client,
          'generate-blog',
          body,
        )
        notice = result.data?.notice ?? ''
        setStatus('Saving the post.')
        return result
      },
      save: (post, brief) => insertGeneratedPost(owner.client, post, brief),
    })
    setStatus(null)
    if (!outcome.ok) return setToast({ message: outcome.message, tone: 'error' })
    // A notice (the language model failed and the composer wrote the post) must be read before leaving.
    if (notice) return setDone({ message: outcome.message, notice, id: outcome.id })
    setToast({ message: outcome.message, tone: 'success' })
    // The post is a draft: the owner lands on its preview (readers cannot open it yet).
    await router.navigate({ href: newsroomPreviewPath(outcome.id) })
  }

  const invalid = (field: Field) => error?.field === field
  return (
    <>
      <p className="mt-4 max-w-3xl text-slate-700">
        Generates a local SEO article for any business and publishes it. Facts you give are used word for
        word; facts you leave out are never made up, so the article states no prices, years, licences, ratings
        or guarantees you did not enter.
      </p>
      <form
        noValidate
        aria-labelledby={`${id}-heading`}
        aria-busy={busy}
        className="mt-6 max-w-3xl space-y-6"
        onSubmit={(event) => {
          event.preventDefault()
          void submit(new FormData(event.currentTarget))
        }}
      >
        <h2 id={`${id}-heading`} className="sr-only">
          Business and article details
        </h2>
        {error ? (
          <div
            id={errorId}
            ref={errorRef}
            role="alert"
            tabIndex={-1}
            className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900"
          >
            {error.message}{' '}
            {error.field ? (
              <a href={`#${fieldId(error.field)}`} className="underline">
                Go to the field
              </a>
            ) : null}
          </div>
        ) : null}
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-lg font-bold">The business</legend>
          <TextField
            id={fieldId('business')}
            name="business"
            label="Business name"
            required
            invalid={invalid('business')}
            errorId={errorId}
          />
          <TextField
            id={fieldId('website')}
            name="website"
            label="Website"
            type="url"
            hint="The article links to it two or three times, such as https://example.com."
            required
            invalid={invalid('website')}
            errorId={errorId}
          />
        </fieldset>
        <Rows
          legend="Locations"
          hint={`At least one street address, with its phone number; up to ${MAX_LOCATIONS}.`}
          rows={locations}
          setRows={setLocations}
          max={MAX_LOCATIONS}
          blank={{ address: '', phone: '' }}
          min={1}
          primary="address"
          noun="location"
          invalid={invalid('locations')}
          errorId={errorId}
          firstFieldId={fieldId('locations')}
          render={(row, index, update, idOf) => (
            <>
              {rowInput(
                idOf('address'),
                `Address ${index + 1}`,
                row.address ?? '',
                (value) => update('address', value),
                { required: true },
              )}
              {rowInput(idOf('phone'), `Phone ${index + 1}`, row.phone ?? '', (value) =>
                update('phone', value),
              )}
            </>
          )}
        />
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-lg font-bold">The article</legend>
          <TextField
            id={fieldId('keywords')}
            name="keywords"
            label="Keywords"
            hint="Comma-separated, the main one first, such as: plumber Ann Arbor, drain cleaning."
            required
            invalid={invalid('keywords')}
            errorId={errorId}
          />
          <TextField
            id={fieldId('topic')}
            name="topic"
            label="Topic"
            hint="What the article is about, such as: How to fix a leaking faucet. Left empty, the main keyword and first city are used."
            invalid={invalid('topic')}
            errorId={errorId}
          />
          <TextField
            id={fieldId('points')}
            name="points"
            label="Key points"
            hint="What the post must tell a reader about the topic, one point per line (up to 12), such as: Never shave a double coat. The first opens the post; each gets its own section. The post is as long as these and the facts below carry it."
            multiline
            invalid={invalid('points')}
            errorId={errorId}
          />
          <TextField
            id={fieldId('words')}
            name="words"
            label="Length in words"
            hint="300 to 10,000."
            inputMode="numeric"
            defaultValue="3000"
            required
            invalid={invalid('words')}
            errorId={errorId}
          />
        </fieldset>
        <Rows
          legend="Services"
          hint={`What the business offers, each with a short description and a price if you want them stated; up to ${MAX_SERVICES}.`}
          rows={services}
          setRows={setServices}
          max={MAX_SERVICES}
          blank={{ name: '', description: '', price: '' }}
          min={0}
          primary="name"
          noun="service"
          invalid={invalid('services')}
          errorId={errorId}
          firstFieldId={fieldId('services')}
          render={(row, index, update, idOf) => (
            <>
              {rowInput(
                idOf('name'),
                `Service ${index + 1} name`,
                row.name ?? '',
                (value) => update('name', value),
                { required: true },
              )}
              {rowInput(idOf('price'), `Service ${index + 1} price`, row.price ?? '', (value) =>
                update('price', value),
              )}
              {rowInput(
                idOf('description'),
                `Service ${index + 1} short description`,
                row.description ?? '',
                (value) => update('description', value),
                { multiline: true },
              )}
            </>
          )}
        />
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-lg font-bold">More about the business</legend>
          <TextField
            id={fieldId('hours')}
            name="hours"
            label="Opening hours"
            hint="As you would write them, such as: Mon-Fri 9am-6pm, Sat 10am-4pm."
            invalid={invalid('hours')}
            errorId={errorId}
          />
          <TextField
            id={fieldId('founded')}
            name="founded"
            label="Year founded"
            hint="Four digits, such as 1998."
            inputMode="numeric"
            invalid={invalid('founded')}
            errorId={errorId}
          />
          <TextField
            id={fieldId('area')}
            name="area"
            label="Service area"
            hint="Such as: Kalamazoo and Calhoun counties."
            invalid={invalid('area')}
            errorId={errorId}
          />
          <TextField
            id={fieldId('differences')}
            name="differences"
            label="What sets the business apart"
            hint="One point per line."
            multiline
            invalid={invalid('differences')}
            errorId={errorId}
          />
        </fieldset>
        <Rows
          legend="Questions and answers"
          hint={`Questions customers ask, with your answers; they open the article's FAQ. Up to ${MAX_FAQS}.`}
          rows={faqs}
          setRows={setFaqs}
          max={MAX_FAQS}
          blank={{ question: '', answer: '' }}
          min={0}
          primary="question"
          noun="question"
          invalid={invalid('faqs')}
          errorId={errorId}
          firstFieldId={fieldId('faqs')}
          render={(row, index, update, idOf) => (
            <>
              {rowInput(
                idOf('question'),
                `Question ${index + 1}`,
                row.question ?? '',
                (value) => update('question', value),
                { required: true, multiline: true },
              )}
              {rowInput(
                idOf('answer'),
                `Answer ${index + 1}`,
                row.answer ?? '',
                (value) => update('answer', value),
                { required: true, multiline: true },
              )}
            </>
          )}
        />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center gap-2 rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
        >
          {busy ? <Spinner /> : null}
          {busy ? 'Generating...' : 'Generate Blog Post'}
        </button>
        <p role="status" className="text-sm text-slate-700">
          {status ?? ''}
        </p>
      </form>
      {done ? (
        <div
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <p className="font-semibold">{done.message}</p>
          <p className="mt-1">{done.notice}</p>
          <a
            href={newsroomPreviewPath(done.id)}
            className="mt-2 inline-block font-semibold text-blue-800 underline"
          >
            Open the post
          </a>
        </div>
      ) : null}
      <Toast message={toast?.message ?? null} tone={toast?.tone ?? 'success'} />
    </>
  )
}

/** The generator page for any business: every input of generate-blog, behind the owner sign-in. */
export function CustomGeneratorPage() {
  return (
    <OwnerGate title="Custom business post generator">
      {(owner) => <CustomGenerator owner={owner} />}
    </OwnerGate>
  )
}
