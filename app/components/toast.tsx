/** A message announced to screen readers: errors assertively, everything else politely. */
export function Toast({ message, tone }: { message: string | null; tone: 'success' | 'error' }) {
  if (!message) return null
  const styles =
    tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-4 rounded-md border px-4 py-3 font-semibold ${styles}`}
    >
      {message}
    </div>
  )
}

/** A small spinning circle for busy buttons. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent align-[-2px]"
    />
  )
}
