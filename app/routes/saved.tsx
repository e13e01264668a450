import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { toArticleCard } from '../../core/posts/article-card.ts'
import { ArticleCard } from '../components/article-card.tsx'
import { SAVED_KEYS } from '../components/save-button.tsx'
import { buildToolHead } from '../lib/head.ts'
import { IMAGE_CACHE } from '../offline/caches.ts'
import type { StoredPost } from '../offline/post-store.ts'
import { getPostStore } from '../offline/store-instance.ts'

export const Route = createFileRoute('/saved')({
  head: ({ match }) => buildToolHead('Saved for offline', '/saved', match.context.config.siteUrl),
  component: SavedPage,
})

/** IndexedDB and storage estimates live in the browser: the server renders the loading states. */
const inBrowser = typeof window !== 'undefined'

function storiesLabel(count: number): string {
  return `${count} ${count === 1 ? 'story' : 'stories'}`
}

/** How much the site keeps on this device (posts, images and the app), in MB with one decimal. */
async function usedMegabytes(): Promise<string> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  return ((estimate?.usage ?? 0) / 1_000_000).toFixed(1)
}

/**
 * What the reader can open with no network: the stories saved for later (kept until unsaved or
 * cleared), then every story stored on this device, newest first; how many there are and how much
 * space they take; and a way to clear them all, after a confirmation.
 */
function SavedPage() {
  const queryClient = useQueryClient()
  const later = useQuery({
    queryKey: [...SAVED_KEYS.all, 'later-list'],
    queryFn: async () => (await getPostStore()).listSavedForLater(),
    enabled: inBrowser,
    staleTime: 0,
  })
  const saved = useQuery({
    queryKey: [...SAVED_KEYS.all, 'device'],
    queryFn: async () => (await getPostStore()).listSaved(),
    enabled: inBrowser,
    staleTime: 0,
  })
  const usage = useQuery({
    queryKey: [...SAVED_KEYS.all, 'usage'],
    queryFn: async () => ({
      stories: await (await getPostStore()).countStories(),
      megabytes: await usedMegabytes(),
    }),
    enabled: inBrowser,
    staleTime: 0,
  })

  const clearAll = async () => {
    const stories = usage.data?.stories ?? 0
    if (!window.confirm(`Remove all ${storiesLabel(stories)} and their pictures from this device?`)) return
    await (await getPostStore()).clear()
    await caches?.delete(IMAGE_CACHE).catch(() => false)
    await queryClient.invalidateQueries({ queryKey: SAVED_KEYS.all })
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold sm:text-4xl">Saved for offline</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        These articles are stored on this device and open without a connection. NewsHub keeps the newest
        stories here while you are online.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <p className="font-semibold text-slate-800">
          {usage.data
            ? `${storiesLabel(usage.data.stories)} · ${usage.data.megabytes} MB on this device`
            : '\u00a0'}
        </p>
        <button
          type="button"
          onClick={() => void clearAll()}
          disabled={!usage.data}
          className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
        >
          Clear all stories from this device
        </button>
      </div>
      <section aria-labelledby="saved-later-heading" className="mt-10">
        <h2 id="saved-later-heading" className="mb-4 text-2xl font-bold">
          Saved for later
        </h2>
        <PostCards
          posts={later.data}
          empty="Nothing is saved for later yet. Use “Save for later” on any story to keep it here."
          testId="saved-later-list"
        />
      </section>
      <section aria-labelledby="on-device-heading" className="mt-12">
        <h2 id="on-device-heading" className="mb-4 text-2xl font-bold">
          On this device
        </h2>
        <PostCards posts={saved.data} empty="No articles are saved on this device yet." testId="saved-list" />
      </section>
    </div>
  )
}

function PostCards({
  posts,
  empty,
  testId,
}: {
  posts: StoredPost[] | undefined
  empty: string
  testId: string
}) {
  if (posts === undefined) {
    return (
      <p role="status" className="text-slate-600">
        Loading saved articles...
      </p>
    )
  }
  if (posts.length === 0) return <p className="text-slate-600">{empty}</p>
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {posts.map((post) => (
        <ArticleCard key={post.id} card={toArticleCard(post, 150)} />
      ))}
    </div>
  )
}
