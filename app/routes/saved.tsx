import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { toArticleCard } from '../../core/posts/article-card.ts'
import { ArticleCard } from '../components/article-card.tsx'
import { buildToolHead } from '../lib/head.ts'
import { getPostStore } from '../offline/store-instance.ts'

export const Route = createFileRoute('/saved')({
  head: ({ match }) => buildToolHead('Saved for offline', '/saved', match.context.config.siteUrl),
  component: SavedPage,
})

/** The articles stored on this device, newest first: what the reader can open with no network. */
function SavedPage() {
  const saved = useQuery({
    queryKey: ['saved'],
    queryFn: async () => (await getPostStore()).listSaved(),
    // IndexedDB lives in the browser: the server renders the loading state.
    enabled: typeof window !== 'undefined',
    staleTime: 0,
  })
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold sm:text-4xl">Saved for offline</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        These articles are stored on this device and open without a connection. NewsHub keeps the newest
        stories here while you are online.
      </p>
      <div className="mt-8">
        {saved.data === undefined ? (
          <p role="status" className="text-slate-600">
            Loading saved articles...
          </p>
        ) : saved.data.length === 0 ? (
          <p className="text-slate-600">No articles are saved on this device yet.</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-list">
            {saved.data.map((post) => (
              <ArticleCard key={post.id} card={toArticleCard(post, 150)} />
            ))}
          </div>
        )}
      </div>
    </div>
  )
}
