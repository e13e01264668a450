import { useId, useState } from 'react'
import { CATEGORIES, type Category, NAVIGATION_CATEGORIES } from '../../core/data/categories.ts'
import type { AlertChoice } from '../lib/push-alerts.ts'

/**
 * The reader's choice of alerts: categories and breaking news, as checkboxes in a fieldset, with
 * the action buttons the page gives. Loaded only with the alerts offer or the alerts page.
 */
export function AlertsPicker(props: {
  initial: AlertChoice
  /** The categories offered: the five header ones in the offer, every category on the page. */
  categories?: 'header' | 'all'
  submitLabel: string
  busy: boolean
  onSubmit: (choice: AlertChoice) => void
  children?: React.ReactNode
}) {
  const id = useId()
  const [categories, setCategories] = useState(() => new Set(props.initial.categories))
  const [breaking, setBreaking] = useState(props.initial.breaking)
  const offered: readonly Category[] = props.categories === 'all' ? CATEGORIES : NAVIGATION_CATEGORIES
  const toggle = (slug: string, on: boolean) =>
    setCategories((before) => {
      const next = new Set(before)
      if (on) next.add(slug)
      else next.delete(slug)
      return next
    })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit({ categories: [...categories].sort(), breaking })
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Alert me about new stories in</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
          {offered.map((category) => (
            <label
              key={category.slug}
              className="flex items-center gap-2 text-sm"
              htmlFor={`${id}-${category.slug}`}
            >
              <input
                id={`${id}-${category.slug}`}
                type="checkbox"
                checked={categories.has(category.slug)}
                onChange={(event) => toggle(category.slug, event.currentTarget.checked)}
              />
              {category.name}
            </label>
          ))}
        </div>
        <label className="mt-3 flex items-center gap-2 text-sm font-medium" htmlFor={`${id}-breaking`}>
          <input
            id={`${id}-breaking`}
            type="checkbox"
            checked={breaking}
            onChange={(event) => setBreaking(event.currentTarget.checked)}
          />
          Breaking news
        </label>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={props.busy}
          className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-600 disabled:opacity-60"
        >
          {props.submitLabel}
        </button>
        {props.children}
      </div>
    </form>
  )
}
