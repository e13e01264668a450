/** The homepage's error state (spec section 8), also used by the other post lists. */
export function PostsError() {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-8 text-center">
      <p className="font-semibold text-red-800">Unable to load posts at the moment.</p>
      <p className="mt-1 text-red-700">Please try refreshing the page.</p>
    </div>
  )
}
