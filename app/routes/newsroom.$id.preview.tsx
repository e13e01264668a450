import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { postStatus } from '../../core/posts/status.ts'
import { ArticleContent } from '../components/article-content.tsx'
import { OwnerGate, type OwnerSession } from '../components/owner-gate.tsx'
import { type ArticleView, viewFromPost } from '../lib/article-view.ts'
import { buildToolHead } from '../lib/head.ts'
import { renderPostBody } from '../lib/post-body.ts'
import { sanitizeInBrowser } from '../lib/sanitize.ts'
import { statusLabel } from '../newsroom/newsroom-nav.tsx'
import { loadPost } from '../newsroom/posts-admin.ts'

export const Route = createFileRoute('/newsroom/$id/preview')({
  head: ({ match, params }) =>
    buildToolHead('Preview', `/newsroom/${params.id}/preview`, match.context.config.siteUrl),
  component: PreviewPage,
})

function PreviewPage() {
  const { id } = Route.useParams()
  return <OwnerGate title="Preview">{(owner) => <Preview owner={owner} id={id} />}</OwnerGate>
}

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; view: ArticleView }

/**
 * A post of any status as readers will see it: the article page's own view and component, rendered
 * in the browser for the signed-in owner (the row is read with the owner's session, which row
 * security allows for owners only).
 */
function Preview({ owner, id }: { owner: OwnerSession; id: string }) {
  const { config } = Route.useRouteContext()
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    let active = true
    loadPost(owner.client, id)
      .then(async (post) => {
        if (!active) return
        if (!post) return setState({ kind: 'missing' })
        const view = viewFromPost(post, await renderPostBody(post, sanitizeInBrowser))
        if (active) setState({ kind: 'done', view })
      })
      .catch(
        (error: Error) =>
          active && setState({ kind: 'error', message: `Could not load the post: ${error.message}` }),
      )
    return () => {
      active = false
    }
  }, [owner.client, id])
  if (state.kind === 'loading')
    return (
      <p role="status" className="mt-6">
        Loading the preview...
      </p>
    )
  if (state.kind !== 'done')
    return (
      <p role="alert" className="mt-6 font-semibold text-red-800">
        {state.kind === 'missing' ? 'There is no post with this address.' : state.message}
      </p>
    )
  const post = state.view.post
  const status = post ? postStatus(post) : 'draft'
  return (
    <>
      <p
        role="note"
        className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      >
        <span>
          Preview of a post that is <strong>{statusLabel(status).toLowerCase()}</strong>.
          {status === 'published' ? ' Readers see this page.' : ' Only owners can see it.'}
        </span>
        <Link to="/newsroom/$id" params={{ id }} className="font-semibold text-blue-800 underline">
          Back to the editor
        </Link>
      </p>
      <div className="-mx-4">
        <ArticleContent view={state.view} siteUrl={config.siteUrl} />
      </div>
    </>
  )
}
