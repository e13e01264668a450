import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAfterIdle } from '../lib/use-after-idle.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { getPostStore } from '../offline/store-instance.ts'

/** Query keys of what the device holds; everything under 'saved' is refreshed when it changes. */
export const SAVED_KEYS = {
  all: ['saved'],
  /** The ids saved for later: one query answers every button on the page. */
  ids: ['saved', 'later', 'ids'],
} as const

/**
 * 'Save for later': a toggle (aria-pressed) that keeps a post, in full, on the device beyond the
 * eviction of old posts, and lists it on /saved. Saving fetches the whole post when only its card
 * was loaded, and asks the browser to keep the device's storage. `label` is the accessible name:
 * it stays the same whichever the state, as a toggle's should; on a card it names the story.
 */
export function SaveButton({ id, label, className = '' }: { id: string; label: string; className?: string }) {
  const { api } = useAppContext()
  const queryClient = useQueryClient()
  // Asked once the page is idle: a page of cards opening the offline store (Dexie) while it
  // hydrates made long tasks. Until then the button shows unpressed, as the server rendered it.
  const afterIdle = useAfterIdle()
  const saved = useQuery({
    queryKey: SAVED_KEYS.ids,
    queryFn: async () => (await getPostStore()).savedForLaterIds(),
    select: (ids) => ids.includes(id),
    // IndexedDB lives in the browser: the server renders the button unpressed.
    enabled: afterIdle,
    staleTime: 0,
  })
  const toggle = useMutation({
    mutationFn: async (save: boolean) => {
      const store = await getPostStore()
      if (!save) return store.unsaveForLater(id)
      const post = await api.findPost(id)
      if (!post) throw new Error('This story is no longer published.')
      await navigator.storage?.persist?.().catch(() => false)
      return store.saveForLater(post)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_KEYS.all }),
  })
  const pressed = toggle.isPending ? toggle.variables : saved.data === true
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        aria-busy={toggle.isPending || undefined}
        onClick={() => toggle.mutate(!pressed)}
        className={`rounded-full border px-3 py-1 text-sm font-semibold ${pressed ? 'border-blue-800 bg-blue-800 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
      >
        {pressed ? 'Saved' : 'Save for later'}
      </button>
      {toggle.isError ? (
        <span role="alert" className="text-sm text-red-800">
          {toggle.error.name === 'OfflineUnavailableError'
            ? 'Connect to the internet to save this story.'
            : 'This story could not be saved.'}
        </span>
      ) : null}
    </span>
  )
}
