import { useId } from 'react'

/** A labelled date field; `onDay` gets each valid day typed or picked. */
export function DayInput({
  label,
  value,
  min,
  max,
  onDay,
}: {
  label: string
  value: string
  min?: string
  max?: string
  onDay: (day: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onDay(event.currentTarget.value)}
        className="rounded-md border border-slate-300 px-3 py-2"
      />
    </div>
  )
}
