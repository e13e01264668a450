import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { BRAND } from '../../core/constants.ts'
import { NAVIGATION_CATEGORIES } from '../../core/data/categories.ts'
import { CloseIcon, MenuIcon, SearchIcon } from './icons.tsx'

const SEARCH_PLACEHOLDER = 'Search news...'

/** The search form: submitting it does nothing yet (no search call exists), so it stays on the page. */
function SearchForm({ inputRef, id }: { inputRef?: React.Ref<HTMLInputElement>; id: string }) {
  return (
    <search className="block w-full">
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={id} className="sr-only">
          Search news
        </label>
        <input
          ref={inputRef}
          id={id}
          type="search"
          placeholder={SEARCH_PLACEHOLDER}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
        />
      </form>
    </search>
  )
}

function DesktopSearch() {
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])
  if (!open) {
    return (
      <button
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
        <SearchForm inputRef={inputRef} id={id} />
      </div>
      <button
        type="button"
        aria-label="Close search"
        onClick={() => setOpen(false)}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <CloseIcon />
      </button>
    </div>
  )
}

function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const searchId = useId()
  const close = () => dialogRef.current?.close()
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
          <Link
            to="/seo-dashboard"
            onClick={close}
            className="rounded-md bg-blue-800 px-4 py-2 text-center font-semibold text-white hover:bg-blue-900"
          >
            SEO Dashboard
          </Link>
          <SearchForm id={searchId} />
        </div>
      </dialog>
    </>
  )
}

/** The sticky site header: logo, categories, SEO link, desktop search and the mobile menu. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-2xl font-extrabold tracking-tight text-blue-900">
          {BRAND}
        </Link>
        <nav aria-label="Categories" className="hidden items-center gap-5 md:flex">
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
        </nav>
        <div className="flex items-center gap-2">
          <DesktopSearch />
          <Link
            to="/seo-dashboard"
            className="hidden rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 md:inline-block"
          >
            SEO
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
