/** The router's last resort when a page throws. */
export function ApplicationError() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-3 text-slate-600">Something went wrong while showing this page. Please try again.</p>
      <a href="/" className="mt-8 inline-block rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white">
        Back to Home
      </a>
    </div>
  )
}
