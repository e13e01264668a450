/**
 * The disclosure on a sponsored post's card and article page: paid or client content says so
 * before the reader reaches its links (their rel="sponsored" is for search engines).
 */
export function SponsoredLabel({ className = '' }: { className?: string }) {
  return (
    <span
      data-testid="sponsored-label"
      className={`w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-amber-900 ${className}`}
    >
      Sponsored
    </span>
  )
}
