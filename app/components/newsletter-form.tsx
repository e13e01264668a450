/**
 * The footer newsletter box. The spec shows no submit behaviour yet, so submitting keeps the
 * reader on the page; the address field still gets the browser's own e-mail checks.
 */
export function NewsletterForm() {
  return (
    <form className="mt-3 flex gap-2" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        required
        placeholder="you@example.com"
        className="min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400"
      />
      <button
        type="submit"
        className="rounded-md bg-blue-600 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-500"
      >
        Subscribe
      </button>
    </form>
  )
}
