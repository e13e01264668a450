import { type QueryClient, QueryObserver, useQueryClient } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { countLater } from '../analytics/count-later.ts'
import { whenIdle } from '../lib/idle.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { getPostStore } from '../offline/store-instance.ts'

/** Query keys of what the device holds; everything under 'saved' is refreshed when it changes. */
export const SAVED_KEYS = {
  all: ['saved'],
  /** The ids saved for later: one query answers every button on the page. */
  ids: ['saved', 'later', 'ids'],
} as const

/** What every button of a page reads: the saved ids, kept by one query observer. */
interface SavedIds {
  ids: ReadonlySet<string>
  subscribe: (listener: () => void) => () => void
  /** Starts the observer now (a toggle before the first idle moment needs the ids kept up). */
  watch: () => void
}

const savedIdsByClient = new WeakMap<QueryClient, SavedIds>()

/**
 * The saved ids for the page's buttons. One observer of the ids query (SAVED_KEYS.ids, so a change
 * anywhere that invalidates 'saved' reaches every button) starts at the first idle moment after
 * the first button subscribes: opening the offline store (Dexie) while the page hydrates made long
 * tasks. Until then every button shows unpressed, as the server rendered it. (An observer per
 * button, with its own mutation observer and idle effect, made the hydration of a page of cards
 * one long task on a phone.)
 */
function savedIdsFor(queryClient: QueryClient): SavedIds {
  const known = savedIdsByClient.get(queryClient)
  if (known) return known
  const listeners = new Set<() => void>()
  let watching = false
  const saved: SavedIds = {
    ids: new Set(),
    subscribe: (listener) => {
      if (listeners.size === 0 && !watching) void whenIdle().then(() => saved.watch())
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    watch: () => {
      if (watching) return
      watching = true
      const observer = new QueryObserver(queryClient, {
        queryKey: SAVED_KEYS.ids,
        queryFn: async () => (await getPostStore()).savedForLaterIds(),
        staleTime: 0,
      })
      observer.subscribe(({ data }) => {
        if (!data) return
        saved.ids = new Set(data)
        for (const notify of listeners) notify()
      })
    },
  }
  savedIdsByClient.set(queryClient, saved)
  return saved
}

/**
 * How many stories are saved for later on this device, or null until the device has been read
 * (the server, and the first moments after hydration, cannot know).
 */
export function useSavedCount(): number | null {
  const queryClient = useQueryClient()
  const savedIds = savedIdsFor(queryClient)
  const [known, setKnown] = useState(false)
  const count = useSyncExternalStore(
    (listener) =>
      savedIds.subscribe(() => {
        setKnown(true)
        listener()
      }),
    () => savedIds.ids.size,
    () => 0,
  )
  return known ? count : null
}

/**
 * 'Save for later': a toggle (aria-pressed) that keeps a post, in full, on the device beyond the
 * eviction of old posts, and lists it on /saved. Saving fetches the whole post when only its card
 * was loaded, and asks the browser to keep the device's storage. Its name holds the words it shows
 * ('Save for later', then 'Saved for later' under the word 'Saved'), as speech input and WCAG
 * 2.5.3 need; on a card it also names the `story`.
 */
export function SaveButton({
  id,
  story,
  className = '',
}: {
  id: string
  story?: string
  className?: string
}) {
  const { api } = useAppContext()
  const queryClient = useQueryClient()
  const savedIds = savedIdsFor(queryClient)
  const saved = useSyncExternalStore(
    savedIds.subscribe,
    () => savedIds.ids.has(id),
    // IndexedDB lives in the browser: the server renders the button unpressed.
    () => false,
  )
  // The state being written while a toggle is under way, and the last toggle's failure.
  const [writing, setWriting] = useState<boolean>()
  const [failure, setFailure] = useState<Error>()
  const toggle = async (save: boolean) => {
    savedIds.watch()
    setWriting(save)
    setFailure(undefined)
    try {
      const store = await getPostStore()
      if (!save) await store.unsaveForLater(id)
      else {
        const post = await api.findPost(id)
        if (!post) throw new Error('This story is no longer published.')
        await navigator.storage?.persist?.().catch(() => false)
        await store.saveForLater(post)
        countLater('save', { postId: post.id })
        // A reader who keeps a story may want to hear of the next ones.
        void import('../lib/alerts-offer.ts').then((alerts) => alerts.offerAlerts())
      }
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)))
    }
    await queryClient.invalidateQueries({ queryKey: SAVED_KEYS.all })
    setWriting(undefined)
  }
  const pressed = writing ?? saved
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={`${pressed ? 'Saved for later' : 'Save for later'}${story ? `: ${story}` : ''}`}
        aria-busy={writing !== undefined || undefined}
        onClick={() => void toggle(!pressed)}
        className={`rounded-full border px-3 py-1 text-sm font-semibold ${pressed ? 'border-blue-800 bg-blue-800 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
      >
        {pressed ? 'Saved' : 'Save for later'}
      </button>
      {failure ? (
        <span role="alert" className="text-sm text-red-800">
          {failure.name === 'OfflineUnavailableError'
            ? 'Connect to the internet to save this story.'
            : 'This story could not be saved.'}
        </span>
      ) : null}
    </span>
  )
}
