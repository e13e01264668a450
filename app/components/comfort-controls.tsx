import { TEXT_SIZES } from '../../core/reader/comfort.ts'
import { chooseTextSize, chooseTheme, useTextSize, useTheme } from '../lib/comfort.ts'
import { MoonIcon } from './icons.tsx'

/** The header's dark-theme switch; pressed while the page is dark (by choice or by the system). */
export function ThemeToggle() {
  const theme = useTheme()
  return (
    <button
      type="button"
      aria-label="Dark theme"
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      onClick={() => chooseTheme(theme === 'dark' ? 'light' : 'dark')}
      className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
    >
      <MoonIcon />
    </button>
  )
}

/** Each size's sample letter grows with it. */
const SAMPLE_CLASS = { s: 'text-xs', m: 'text-sm', l: 'text-base', xl: 'text-lg' } as const

/** The article's text size: four sizes, remembered on the device (core/reader/comfort.ts). */
export function TextSizeControl() {
  const size = useTextSize()
  return (
    <fieldset className="mt-4 flex items-center gap-1 text-sm text-slate-600">
      <legend className="float-left mr-2">Text size</legend>
      {TEXT_SIZES.map((option) => (
        <label
          key={option.value}
          className="flex h-9 min-w-9 cursor-pointer items-center justify-center rounded-md border border-slate-300 px-2 font-semibold text-slate-800 has-checked:border-blue-800 has-checked:bg-blue-50 has-focus-visible:ring-2 has-focus-visible:ring-blue-700"
        >
          <input
            type="radio"
            name="text-size"
            value={option.value}
            checked={size === option.value}
            onChange={() => chooseTextSize(option.value)}
            className="sr-only"
          />
          <span aria-hidden="true" className={SAMPLE_CLASS[option.value]}>
            A
          </span>
          <span className="sr-only">{option.name}</span>
        </label>
      ))}
    </fieldset>
  )
}
