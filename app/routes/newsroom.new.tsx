import { createFileRoute } from '@tanstack/react-router'
import { OwnerGate } from '../components/owner-gate.tsx'
import { buildToolHead } from '../lib/head.ts'
import { PostEditor } from '../newsroom/post-editor.tsx'

export const Route = createFileRoute('/newsroom/new')({
  head: ({ match }) => buildToolHead('New post', '/newsroom/new', match.context.config.siteUrl),
  component: () => (
    <OwnerGate title="New post">{(owner) => <PostEditor owner={owner} id={null} />}</OwnerGate>
  ),
})
