import { Link, useBlocker, useNavigate, useRouter } from '@tanstack/react-router'
import {
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { META_DESCRIPTION_LIMIT } from '../../core/constants.ts'
import { CATEGORIES } from '../../core/data/categories.ts'
import type { PostBrief } from '../../core/generator/post-brief.ts'
import { type PostAction, type PostPatch, postPatch } from '../../core/newsroom/actions.ts'
import { prePublishReport } from '../../core/newsroom/report.ts'
import { formatLongDate } from '../../core/posts/dates.ts'
import { BREAKING_HOURS, breakingEnds, isBreaking } from '../../core/posts/flags.ts'
import type { BlogPost } from '../../core/posts/post.ts'
import { postStatus } from '../../core/posts/status.ts'
import { buildMetaDescription } from '../../core/seo/meta.ts'
import type { OwnerSession } from '../components/owner-gate.tsx'
import { renderPostBody } from '../lib/post-body.ts'
import { uploadPostImage } from '../lib/post-images.ts'
import { sanitizeInBrowser } from '../lib/sanitize.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { dropDraft, keepDraft, type LocalDraft, readDraft } from './local-draft.ts'
import { MarkdownEditor } from './markdown-editor.tsx'
import { NewsroomNav, StatusBadge } from './newsroom-nav.tsx'
import {
  EMPTY_FORM,
  editableContent,
  formFromPost,
  type PostForm,
  postFromForm,
  sameForm,
  saveErrorMessage,
  withBusinessName,
  withTitle,
} from './post-form.ts'
import {
  type DuplicateCandidate,
  listDuplicateCandidates,
  loadPost,
  loadPostBrief,
  SaveError,
  savePost,
} from './posts-admin.ts'
import { PrePublishReport } from './prepublish-report.tsx'

type Load = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; message: string } | { kind: 'ready' }

const INPUT = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2'
const BUTTON =
  'rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-50'
const PRIMARY =
  'rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 disabled:opacity-50'

/** A labelled text field of the form. */
function Field({
  label,
  hint,
  children,
}: {
  label: string
  hint?: ReactNode
  children: (ids: { id: string; hintId: string | undefined }) => ReactNode
}) {
  const id = useId()
  const hintId = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({ id, hintId: hint ? hintId : undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** `datetime-local` text for a date, in the browser's time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * What the editor says after saving a new post: the post then opens at its own address (a new
 * editor), which announces this once it has loaded.
 */
let noticeAfterMove: string | null = null

/**
 * The post editor (/newsroom/new and /newsroom/{id}): every field of a post, the body in Markdown
 * with a live preview rendered as the article page renders it, and the actions (save, preview,
 * publish, schedule, unpublish, trash, restore). Unsaved changes are kept on the device and offered
 * back after a reload; leaving with unsaved changes asks first.
 */
export function PostEditor({ owner, id }: { owner: OwnerSession; id: string | null }) {
  const navigate = useNavigate()
  const router = useRouter()
  const [load, setLoad] = useState<Load>(id ? { kind: 'loading' } : { kind: 'ready' })
  const [post, setPost] = useState<BlogPost | null>(null)
  const [base, setBase] = useState<PostForm>(EMPTY_FORM)
  const [form, setForm] = useState<PostForm>(EMPTY_FORM)
  const [convertedFromHtml, setConvertedFromHtml] = useState(false)
  const [offer, setOffer] = useState<LocalDraft | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [scheduleAt, setScheduleAt] = useState('')
  const [confirmTrash, setConfirmTrash] = useState(false)
  const [candidates, setCandidates] = useState<DuplicateCandidate[]>([])
  const [brief, setBrief] = useState<PostBrief | null>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const bodyLabel = useId()
  const bodyHint = useId()
  const scheduleId = useId()
  const uploadId = useId()

  const dirty = load.kind === 'ready' && !sameForm(form, base)
  // The blocker reads these at the moment of leaving, after the latest render.
  const dirtyRef = useRef(false)
  dirtyRef.current = dirty
  const leavingRef = useRef(false)

  /** Shows and announces the outcome of an action, with focus on it so Tab continues from there. */
  const announce = useCallback((text: string, error = false) => {
    setMessage({ text, error })
    requestAnimationFrame(() => messageRef.current?.focus())
  }, [])

  useEffect(() => {
    let active = true
    const start = (stored: BlogPost | null) => {
      // An HTML body (an older generated post) is edited as the Markdown that renders the same page;
      // the next save stores the Markdown.
      const html = stored ? formFromPost(stored) : EMPTY_FORM
      const editable = editableContent(html.content)
      const loaded = { ...html, content: editable.content }
      setPost(stored)
      setBase(loaded)
      setForm(loaded)
      setConvertedFromHtml(editable.converted)
      const kept = readDraft(id)
      if (kept && !sameForm({ ...EMPTY_FORM, ...kept.form }, loaded)) setOffer(kept)
      setLoad({ kind: 'ready' })
      if (noticeAfterMove) {
        const notice = noticeAfterMove
        noticeAfterMove = null
        // After the move the router focuses the new page's heading once it resolves; the notice
        // (and the focus) comes after that, so focus ends on it.
        const { status, location, resolvedLocation } = router.state
        if (status === 'idle' && resolvedLocation?.href === location.href) announce(notice)
        else {
          const stop = router.subscribe('onResolved', () => {
            stop()
            announce(notice)
          })
        }
      }
    }
    if (!id) start(null)
    else
      loadPost(owner.client, id).then(
        (stored) => {
          if (!active) return
          if (stored) start(stored)
          else setLoad({ kind: 'missing' })
        },
        (error: Error) =>
          active && setLoad({ kind: 'error', message: `Could not load the post: ${error.message}` }),
      )
    return () => {
      active = false
    }
  }, [owner.client, id, announce, router])

  // Changes are kept on the device as they are typed; none left once saved. Kept changes waiting
  // for the owner's answer are left alone.
  useEffect(() => {
    if (load.kind !== 'ready' || offer) return
    if (dirty) keepDraft(id, form)
    else dropDraft(id)
  }, [form, dirty, load.kind, offer, id])

  // Other posts, for the report's duplicate warning (a failure only leaves the warning out).
  useEffect(() => {
    listDuplicateCandidates(owner.client).then(setCandidates, () => setCandidates([]))
  }, [owner.client])
  // A generated post's brief adds the report's Topic and Claims checks (a failure leaves them out).
  useEffect(() => {
    if (!id) return setBrief(null)
    loadPostBrief(owner.client, id).then(setBrief, () => setBrief(null))
  }, [owner.client, id])
  const reportSource = useDeferredValue(form)
  const report = useMemo(
    () =>
      prePublishReport(
        { ...postFromForm(reportSource), ...(post ? { id: post.id } : {}), brief },
        candidates,
      ),
    [reportSource, post, candidates, brief],
  )

  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current && !leavingRef.current,
    enableBeforeUnload: () => dirtyRef.current && !leavingRef.current,
    withResolver: true,
  })

  /** Saves the fields, with an action's columns, then shows the stored post (a new one at its own address). */
  const save = async (action: PostAction | null, done: string, at?: Date) => {
    let patch: Partial<PostPatch> = {}
    try {
      if (action) patch = postPatch(action, new Date(), at)
    } catch (error) {
      announce((error as Error).message, true)
      return
    }
    if (!form.title.trim()) {
      announce('Give the post a title.', true)
      return
    }
    setBusy(true)
    try {
      const stored = await savePost(owner.client, post?.id ?? null, postFromForm(form), patch)
      const saved = formFromPost(stored)
      dropDraft(id)
      setPost(stored)
      setBase(saved)
      setForm(saved)
      if (!post) {
        leavingRef.current = true
        noticeAfterMove = done
        await navigate({ to: '/newsroom/$id', params: { id: stored.id }, replace: true })
        return stored
      }
      announce(done)
      return stored
    } catch (error) {
      announce(
        error instanceof SaveError
          ? saveErrorMessage(error, postFromForm(form).slug)
          : `Could not save the post: ${(error as Error).message}`,
        true,
      )
    } finally {
      setBusy(false)
    }
  }

  if (load.kind === 'loading')
    return (
      <p role="status" className="mt-6">
        Loading the post...
      </p>
    )
  if (load.kind === 'error')
    return (
      <p role="alert" className="mt-6 font-semibold text-red-800">
        {load.message}
      </p>
    )
  if (load.kind === 'missing')
    return (
      <div className="mt-6">
        <p role="alert" className="font-semibold text-red-800">
          There is no post with this address. It may have been deleted for good.
        </p>
        <Link to="/newsroom" className="mt-2 inline-block font-semibold text-blue-800 underline">
          Back to the posts
        </Link>
      </div>
    )

  const status = post ? postStatus(post) : 'draft'
  const isNew = !post
  const metaLength = form.meta_description.trim().length
  const set = (change: Partial<PostForm>) => setForm((current) => ({ ...current, ...change }))

  return (
    <div>
      <NewsroomNav />
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>
          Status: <StatusBadge status={status} />
        </span>
        {post?.published_at && (status === 'scheduled' || status === 'published') ? (
          <span>
            {status === 'scheduled' ? 'Goes live' : 'Published'}{' '}
            <time dateTime={post.published_at}>{new Date(post.published_at).toLocaleString()}</time>
          </span>
        ) : null}
        {post?.updated_at ? <span>Last saved {formatLongDate(post.updated_at)}</span> : null}
        {dirty ? <span className="font-semibold text-amber-800">Unsaved changes</span> : null}
      </div>

      {offer ? (
        <section
          aria-label="Unsaved changes"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <p className="font-semibold">
            Restore unsaved changes? This device kept changes to this post from{' '}
            {new Date(offer.keptAt).toLocaleString()} that were never saved.
          </p>
          <div className="mt-3 flex gap-3">
            <button
              type="button"
              className={PRIMARY}
              onClick={() => {
                setForm({ ...EMPTY_FORM, ...offer.form })
                setOffer(null)
                announce('Your unsaved changes are back. Save to keep them.')
              }}
            >
              Restore unsaved changes
            </button>
            <button
              type="button"
              className={BUTTON}
              onClick={() => {
                dropDraft(id)
                setOffer(null)
                announce('The unsaved changes were discarded.')
              }}
            >
              Discard them
            </button>
          </div>
        </section>
      ) : null}

      <p
        ref={messageRef}
        tabIndex={-1}
        role={message?.error ? 'alert' : 'status'}
        className={`mt-3 min-h-6 font-semibold ${message?.error ? 'text-red-800' : 'text-green-900'}`}
      >
        {message?.text}
      </p>

      <form
        aria-label="Post"
        className="mt-2 grid gap-5"
        onSubmit={(event) => {
          event.preventDefault()
          void save(null, status === 'draft' ? 'Draft saved.' : 'Changes saved.')
        }}
      >
        <Field label="Title">
          {({ id: fieldId }) => (
            <input
              id={fieldId}
              required
              value={form.title}
              onChange={(event) => setForm((current) => withTitle(current, event.target.value))}
              className={`${INPUT} text-lg font-semibold`}
            />
          )}
        </Field>
        <Field
          label="Slug"
          hint={
            <>
              The address: /article/{form.slug || '(made from the title)'}. It follows the title until you
              change it; each post needs its own.
              {status === 'published'
                ? ' The old address of a published post keeps working and leads here.'
                : ''}
            </>
          }
        >
          {({ id: fieldId, hintId }) => (
            <input
              id={fieldId}
              value={form.slug}
              aria-describedby={hintId}
              onChange={(event) => set({ slug: event.target.value })}
              className={`${INPUT} font-mono text-sm`}
            />
          )}
        </Field>
        <Field
          label="Meta description"
          hint={
            <span className={metaLength > META_DESCRIPTION_LIMIT ? 'font-semibold text-red-800' : undefined}>
              {metaLength} of {META_DESCRIPTION_LIMIT} characters.
              {metaLength > META_DESCRIPTION_LIMIT
                ? ` Too long: search results will show "${buildMetaDescription(form.meta_description)}"`
                : metaLength === 0
                  ? ' Left empty, the start of the body is used.'
                  : ''}
            </span>
          }
        >
          {({ id: fieldId, hintId }) => (
            <textarea
              id={fieldId}
              rows={2}
              value={form.meta_description}
              aria-describedby={hintId}
              onChange={(event) => set({ meta_description: event.target.value })}
              className={INPUT}
            />
          )}
        </Field>

        <div className="grid gap-4 lg:grid-cols-2">
          <div>
            <span id={bodyLabel} className="block text-sm font-semibold">
              Body (Markdown)
            </span>
            <MarkdownEditor
              value={form.content}
              onChange={(content) => set({ content })}
              labelledBy={bodyLabel}
              describedBy={bodyHint}
            />
            <p id={bodyHint} className="mt-1 text-sm text-slate-600">
              Tab leaves the field; Ctrl+] and Ctrl+[ indent.
              {convertedFromHtml
                ? ' This body was stored as HTML and is shown as the Markdown that renders the same page; saving keeps it as Markdown.'
                : ''}
            </p>
          </div>
          <BodyPreview content={form.content} canonical={form.canonical_url} backlink={form.backlink_url} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category">
            {({ id: fieldId }) => (
              <select
                id={fieldId}
                value={form.category}
                onChange={(event) => set({ category: event.target.value })}
                className={INPUT}
              >
                <option value="">None</option>
                {CATEGORIES.map((category) => (
                  <option key={category.slug} value={category.name}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Tags" hint="Separated by commas.">
            {({ id: fieldId, hintId }) => (
              <input
                id={fieldId}
                value={form.tags}
                aria-describedby={hintId}
                onChange={(event) => set({ tags: event.target.value })}
                className={INPUT}
              />
            )}
          </Field>
          <Field label="Keywords" hint="Separated by commas; the search phrases the post answers.">
            {({ id: fieldId, hintId }) => (
              <input
                id={fieldId}
                value={form.keywords}
                aria-describedby={hintId}
                onChange={(event) => set({ keywords: event.target.value })}
                className={INPUT}
              />
            )}
          </Field>
          <Field label="Author">
            {({ id: fieldId }) => (
              <input
                id={fieldId}
                value={form.author}
                onChange={(event) => set({ author: event.target.value })}
                className={INPUT}
              />
            )}
          </Field>
        </div>

        <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">Featured image</legend>
          <Field label="Image address">
            {({ id: fieldId }) => (
              // Not type="url": the site's own images are paths (/images/posts/...), which a url
              // field refuses, and the browser then blocks the whole save without a word.
              <input
                id={fieldId}
                type="text"
                inputMode="url"
                value={form.image_url}
                onChange={(event) => set({ image_url: event.target.value })}
                className={INPUT}
              />
            )}
          </Field>
          <Field label="Image alt text" hint="What the image shows, for readers who cannot see it.">
            {({ id: fieldId, hintId }) => (
              <input
                id={fieldId}
                value={form.image_alt}
                maxLength={300}
                aria-describedby={hintId}
                onChange={(event) => set({ image_alt: event.target.value })}
                className={INPUT}
              />
            )}
          </Field>
          <div>
            <label htmlFor={uploadId} className="block text-sm font-semibold">
              Upload an image
            </label>
            <input
              id={uploadId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              disabled={busy}
              className="mt-1 text-sm"
              onChange={async (event) => {
                const input = event.currentTarget
                const file = input.files?.[0]
                if (!file) return
                setBusy(true)
                announce(`Uploading ${file.name}...`)
                try {
                  const { publicUrl: url } = await uploadPostImage(owner.client, file)
                  set({ image_url: url })
                  announce(`${file.name} uploaded. Describe it in the alt text, then save.`)
                } catch (error) {
                  announce((error as Error).message, true)
                } finally {
                  input.value = ''
                  setBusy(false)
                }
              }}
            />
            <p className="mt-1 text-sm text-slate-600">JPEG, PNG, WebP or AVIF, up to 5 MB.</p>
          </div>
          {form.image_url ? (
            <img
              src={form.image_url}
              alt={form.image_alt}
              className="aspect-[1200/630] w-full rounded-md bg-slate-100 object-cover"
            />
          ) : null}
        </fieldset>

        <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">Client business and links</legend>
          <Field label="Business name">
            {({ id: fieldId }) => (
              <input
                id={fieldId}
                value={form.business_name}
                onChange={(event) => setForm((current) => withBusinessName(current, event.target.value))}
                className={INPUT}
              />
            )}
          </Field>
          <Field label="Business phone">
            {({ id: fieldId }) => (
              <input
                id={fieldId}
                type="tel"
                value={form.business_phone}
                onChange={(event) => set({ business_phone: event.target.value })}
                className={INPUT}
              />
            )}
          </Field>
          <Field label="Business address">
            {({ id: fieldId }) => (
              <input
                id={fieldId}
                value={form.business_address}
                onChange={(event) => set({ business_address: event.target.value })}
                className={INPUT}
              />
            )}
          </Field>
          <Field
            label="Backlink URL"
            hint="The client's site; links to it in the body are rewritten to this address."
          >
            {({ id: fieldId, hintId }) => (
              <input
                id={fieldId}
                type="url"
                value={form.backlink_url}
                aria-describedby={hintId}
                onChange={(event) => set({ backlink_url: event.target.value })}
                className={INPUT}
              />
            )}
          </Field>
          <Field label="Canonical URL" hint="Only when the story first appeared at another address.">
            {({ id: fieldId, hintId }) => (
              <input
                id={fieldId}
                type="url"
                value={form.canonical_url}
                aria-describedby={hintId}
                onChange={(event) => set({ canonical_url: event.target.value })}
                className={INPUT}
              />
            )}
          </Field>
          <div className="flex items-start gap-2 self-center">
            <input
              id={`${uploadId}-sponsored`}
              type="checkbox"
              checked={form.sponsored}
              onChange={(event) => set({ sponsored: event.target.checked })}
              className="mt-1"
            />
            <label htmlFor={`${uploadId}-sponsored`} className="text-sm">
              <span className="font-semibold">Sponsored</span>: labelled for readers, its business links
              marked rel="sponsored". On for client posts; switch off for editorial ones.
            </label>
          </div>
          <div className="flex items-start gap-2 self-center">
            <input
              id={`${uploadId}-featured`}
              type="checkbox"
              checked={form.featured}
              onChange={(event) => set({ featured: event.target.checked })}
              className="mt-1"
            />
            <label htmlFor={`${uploadId}-featured`} className="text-sm">
              <span className="font-semibold">Featured</span>: the home page's Featured Story is the newest
              featured post (with none, the newest post).
            </label>
          </div>
          <div className="flex items-start gap-2 self-center">
            <input
              id={`${uploadId}-breaking`}
              type="checkbox"
              checked={form.breaking_at !== '' && isBreaking(form.breaking_at, new Date())}
              onChange={(event) => set({ breaking_at: event.target.checked ? new Date().toISOString() : '' })}
              aria-describedby={`${uploadId}-breaking-hint`}
              className="mt-1"
            />
            <label htmlFor={`${uploadId}-breaking`} className="text-sm">
              <span className="font-semibold">Breaking news</span>
              <span id={`${uploadId}-breaking-hint`} className="block">
                {form.breaking_at !== '' && isBreaking(form.breaking_at, new Date())
                  ? `In the home page banner until ${breakingEnds(form.breaking_at).toLocaleString()}, once saved, while the post is published.`
                  : `Tick to show it in the home page banner for ${BREAKING_HOURS} hours from now, once saved, while the post is published.`}
              </span>
            </label>
          </div>
        </fieldset>

        {status === 'draft' ? <PrePublishReport report={report} /> : null}

        <fieldset className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
          <legend className="sr-only">Actions</legend>
          {status !== 'trashed' ? (
            <button type="submit" disabled={busy} className={PRIMARY}>
              {status === 'draft' ? 'Save draft' : 'Save changes'}
            </button>
          ) : null}
          {!isNew ? (
            <button
              type="button"
              disabled={busy}
              className={BUTTON}
              onClick={async () => {
                const stored = dirty ? await save(null, 'Saved.') : post
                if (stored) await navigate({ to: '/newsroom/$id/preview', params: { id: stored.id } })
              }}
            >
              Preview
            </button>
          ) : null}
          {status !== 'published' && status !== 'trashed' ? (
            <button
              type="button"
              disabled={busy}
              className={BUTTON}
              onClick={() => save('publish', 'Published. Readers can see the post now.')}
            >
              Publish now
            </button>
          ) : null}
          {status !== 'published' && status !== 'trashed' ? (
            <div className="flex items-end gap-2">
              <div>
                <label htmlFor={scheduleId} className="block text-sm font-semibold">
                  Publish at
                </label>
                <input
                  id={scheduleId}
                  type="datetime-local"
                  value={scheduleAt}
                  min={localInput(new Date())}
                  onChange={(event) => setScheduleAt(event.target.value)}
                  className="mt-1 rounded-md border border-slate-300 px-2 py-1.5"
                />
              </div>
              <button
                type="button"
                disabled={busy}
                className={BUTTON}
                onClick={() => {
                  const at = scheduleAt ? new Date(scheduleAt) : undefined
                  void save('schedule', `Scheduled for ${at?.toLocaleString()}.`, at)
                }}
              >
                Schedule
              </button>
            </div>
          ) : null}
          {status === 'published' || status === 'scheduled' ? (
            <button
              type="button"
              disabled={busy}
              className={BUTTON}
              onClick={() => save('unpublish', 'Unpublished. Readers can no longer see the post.')}
            >
              Unpublish
            </button>
          ) : null}
          {!isNew && status !== 'trashed' ? (
            <button type="button" disabled={busy} className={BUTTON} onClick={() => setConfirmTrash(true)}>
              Move to trash
            </button>
          ) : null}
          {status === 'trashed' ? (
            <button
              type="button"
              disabled={busy}
              className={PRIMARY}
              onClick={() => save('restore', 'Restored from the trash.')}
            >
              Restore
            </button>
          ) : null}
        </fieldset>
      </form>

      <ConfirmDialog
        open={confirmTrash}
        title="Move to trash?"
        text="Readers will no longer see the post. You can restore it from the trash."
        confirmLabel="Move to trash"
        onConfirm={() => {
          setConfirmTrash(false)
          void save('trash', 'Moved to the trash. Restore it here or from the trash.')
        }}
        onCancel={() => setConfirmTrash(false)}
      />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title="Leave without saving?"
        text="Your changes are not saved. This device keeps them and offers them again when you reopen the post."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  )
}

/** The body as the article page will show it, rendered by the same function while the owner types. */
function BodyPreview({
  content,
  canonical,
  backlink,
}: {
  content: string
  canonical: string
  backlink: string
}) {
  const source = useDeferredValue(content)
  const [html, setHtml] = useState('')
  useEffect(() => {
    let active = true
    renderPostBody(
      { content: source, canonical_url: canonical.trim() || null, backlink_url: backlink.trim() || null },
      sanitizeInBrowser,
    ).then((rendered) => active && setHtml(rendered))
    return () => {
      active = false
    }
  }, [source, canonical, backlink])
  return (
    <section aria-label="Body preview" className="min-w-0">
      <h2 className="text-sm font-semibold">Preview</h2>
      <div
        className="article-body mt-1 max-h-[36rem] overflow-y-auto rounded-md border border-slate-200 p-4"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitized as on the article page
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  )
}
