import { useNavigate } from '@tanstack/react-router'
import { SEARCH_MAX_LENGTH } from '../../core/search/search.ts'

/** The search fields' placeholder (in the header and the phone menu). */
export const SEARCH_PLACEHOLDER = 'Search news...'

/**
 * A search field that opens /search?q=...: a plain GET form, so it works before the scripts load,
 * and a router navigation once they have. `onSearch` runs after submitting (to close a menu).
 */
export function SearchForm({
  id,
  inputRef,
  defaultValue,
  label = 'Search news',
  onSearch,
  onKeyDown,
}: {
  id: string
  inputRef?: React.Ref<HTMLInputElement>
  defaultValue?: string
  label?: string
  onSearch?: () => void
  onKeyDown?: React.KeyboardEventHandler<HTMLInputElement>
}) {
  const navigate = useNavigate()
  return (
    <search className="block w-full">
      <form
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
          onSearch?.()
          void navigate({ to: '/search', search: { q } })
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          enterKeyHint="search"
          // A little over the backend's limit, so an overlong text still gets its clear message.
          maxLength={SEARCH_MAX_LENGTH * 2}
          defaultValue={defaultValue}
          placeholder={SEARCH_PLACEHOLDER}
          onKeyDown={onKeyDown}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
        />
      </form>
    </search>
  )
}
