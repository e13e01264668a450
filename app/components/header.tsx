import { Link } from '@tanstack/react-router'
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { BRAND } from '../../core/constants.ts'
import { NAVIGATION_CATEGORIES } from '../../core/data/categories.ts'
import { ThemeToggle } from './comfort-controls.tsx'
import { CloseIcon, MenuIcon, SearchIcon } from './icons.tsx'
import { useSavedCount } from './save-button.tsx'
import { SearchForm } from './search-form.tsx'

/** Where the owner's sign-in keeps its session (app/lib/owner-client.ts). */
const OWNER_SESSION_KEY = 'newshub-owner-auth'

function subscribeToStorage(listener: () => void): () => void {
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}

/**
 * True when this browser holds an owner's session. Readers never have one, so the server and every
 * reader render no owner links (nothing appears or moves); the owner's links appear after
 * hydration. Only a hint for showing links: the owner pages check the session themselves.
 */
function useOwnerSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeToStorage,
    () => {
      try {
        return window.localStorage.getItem(OWNER_SESSION_KEY) !== null
      } catch {
        return false
      }
    },
    () => false,
  )
}

/** The Saved link's count of stories on the device; its room is kept while the count is unknown. */
function SavedCount() {
  const count = useSavedCount()
  return (
    <span className="ml-1 inline-block min-w-7 rounded-full bg-blue-50 px-1.5 text-center text-xs font-semibold text-blue-800">
      {count ?? ''}
      <span className="sr-only">{count === null ? '' : count === 1 ? ' story' : ' stories'}</span>
    </span>
  )
}

/** Whether a key press belongs to a field the reader is typing in (so '/' is just a character there). */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * '/' anywhere on the page (outside a field) opens search: `open` runs and its field takes focus.
 * Ignored when modifier keys are held.
 */
function useSlashToSearch(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target))
        return
      event.preventDefault()
      open()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
}

/** The desktop search is hidden below the sm breakpoint; there the mobile menu holds the field. */
const desktopSearchShown = () => window.matchMedia('(min-width: 640px)').matches

/**
 * The desktop search: an icon that expands into the field (focused) and a close button. '/' opens
 * it and Escape in the field closes it, focus going back to the icon.
 */
function DesktopSearch({ openMenuSearch }: { openMenuSearch: () => void }) {
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const iconRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const id = useId()
  useEffect(() => {
    if (open) inputRef.current?.focus()
    else if (returnFocus.current) {
      returnFocus.current = false
      iconRef.current?.focus()
    }
  }, [open])
  const openSearch = useCallback(() => {
    if (!desktopSearchShown()) openMenuSearch()
    else if (open) inputRef.current?.focus()
    else setOpen(true)
  }, [open, openMenuSearch])
  useSlashToSearch(openSearch)
  const close = () => {
    returnFocus.current = true
    setOpen(false)
  }
  if (!open) {
    return (
      <button
        ref={iconRef}
        type="button"
        aria-label="Open search"
        onClick={() => setOpen(true)}
        className="hidden rounded-md p-2 text-slate-700 hover:bg-slate-100 sm:inline-flex"
      >
        <SearchIcon />
      </button>
    )
  }
  return (
    <div className="hidden items-center gap-1 sm:flex" data-testid="desktop-search">
      <div className="w-48 lg:w-64">
        <SearchForm
          inputRef={inputRef}
          id={id}
          onSearch={close}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close()
          }}
        />
      </div>
      <button
        type="button"
        aria-label="Close search"
        onClick={close}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <CloseIcon />
      </button>
    </div>
  )
}

/** The small screens' slide-out menu; `menuRef` lets '/' open it with its search field focused. */
function MobileMenu({
  menuRef,
  owner,
}: {
  menuRef: React.RefObject<{ openSearch: () => void } | null>
  owner: boolean
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const searchId = useId()
  const close = () => dialogRef.current?.close()
  useImperativeHandle(menuRef, () => ({
    openSearch: () => {
      if (!dialogRef.current?.open) dialogRef.current?.showModal()
      searchRef.current?.focus()
    },
  }))
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        onClick={(event) => {
          if (event.target === dialogRef.current) close()
        }}
        onKeyDown={() => undefined}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-black/40"
      >
        <div className="flex h-full flex-col gap-4 p-5">
          <div className="flex items-center justify-between">
            <span className="text-lg font-bold">{BRAND}</span>
            <button
              type="button"
              aria-label="Close menu"
              onClick={close}
              className="rounded-md p-2 hover:bg-slate-100"
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Mobile categories" className="flex flex-col">
            {NAVIGATION_CATEGORIES.map((category) => (
              <Link
                key={category.slug}
                to="/category/$category"
                params={{ category: category.slug }}
                onClick={close}
                className="rounded px-2 py-3 font-medium hover:bg-slate-100"
              >
                {category.name}
              </Link>
            ))}
          </nav>
          <nav aria-label="Mobile site" className="flex flex-col border-t border-slate-200 pt-2">
            <Link
              to="/directory"
              onClick={close}
              className="rounded px-2 py-3 font-medium hover:bg-slate-100"
            >
              Local Service Directory
            </Link>
            <Link to="/saved" onClick={close} className="rounded px-2 py-3 font-medium hover:bg-slate-100">
              Saved for later
              <SavedCount />
            </Link>
          </nav>
          {owner ? (
            <nav aria-label="Mobile owner tools" className="flex flex-col gap-2">
              <Link
                to="/newsroom"
                onClick={close}
                className="rounded-md border border-slate-300 px-4 py-2 text-center font-semibold hover:bg-slate-50"
              >
                Newsroom
              </Link>
              <Link
                to="/seo-dashboard"
                onClick={close}
                className="rounded-md bg-blue-800 px-4 py-2 text-center font-semibold text-white hover:bg-blue-900"
              >
                SEO Dashboard
              </Link>
            </nav>
          ) : null}
          <SearchForm id={searchId} inputRef={searchRef} onSearch={close} />
        </div>
      </dialog>
    </>
  )
}

/**
 * The sticky site header: logo, categories, Directory, desktop search, Saved with its count, the
 * owner's links (only in a browser where the owner signed in) and the mobile menu.
 */
export function Header() {
  const menuRef = useRef<{ openSearch: () => void }>(null)
  const openMenuSearch = useCallback(() => menuRef.current?.openSearch(), [])
  const owner = useOwnerSignedIn()
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-2xl font-extrabold tracking-tight text-blue-900">
          {BRAND}
        </Link>
        <nav aria-label="Categories" className="hidden items-center gap-4 md:flex">
          {NAVIGATION_CATEGORIES.map((category) => (
            <Link
              key={category.slug}
              to="/category/$category"
              params={{ category: category.slug }}
              className="text-sm font-medium text-slate-700 hover:text-blue-800"
              activeProps={{ className: 'text-blue-800' }}
            >
              {category.name}
            </Link>
          ))}
          <Link
            to="/directory"
            className="text-sm font-medium text-slate-700 hover:text-blue-800"
            activeProps={{ className: 'text-blue-800' }}
          >
            Directory
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          <DesktopSearch openMenuSearch={openMenuSearch} />
          <Link
            to="/saved"
            className="hidden items-center rounded-md px-2 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:inline-flex"
          >
            Saved
            <SavedCount />
          </Link>
          {owner ? (
            <nav aria-label="Owner tools" className="hidden items-center gap-2 md:flex">
              <Link
                to="/newsroom"
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                Newsroom
              </Link>
              <Link
                to="/seo-dashboard"
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                SEO
              </Link>
            </nav>
          ) : null}
          <ThemeToggle />
          <MobileMenu menuRef={menuRef} owner={owner} />
        </div>
      </div>
    </header>
  )
}
