import { createFileRoute } from '@tanstack/react-router'
import { OwnerGate } from '../components/owner-gate.tsx'
import { buildToolHead } from '../lib/head.ts'
import { PostEditor } from '../newsroom/post-editor.tsx'

export const Route = createFileRoute('/newsroom/$id/')({
  head: ({ match, params }) =>
    buildToolHead('Edit post', `/newsroom/${params.id}`, match.context.config.siteUrl),
  component: EditPage,
})

function EditPage() {
  const { id } = Route.useParams()
  return <OwnerGate title="Edit post">{(owner) => <PostEditor key={id} owner={owner} id={id} />}</OwnerGate>
}
