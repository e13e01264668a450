import { Link } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'

function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** False while the browser says it has no network; the server renders as online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * A post list's failure. Online it is the homepage's error state; offline it says
 * what is true there, that the device holds no stories for this list (`what`, such as "from this
 * section"), and leads to what it does hold.
 */
export function PostsError({ what = '' }: { what?: string }) {
  const online = useOnline()
  if (!online) {
    return (
      <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-8 text-center">
        <p className="font-semibold text-amber-950">
          {`No stories ${what ? `${what} ` : ''}are saved on this device.`}
        </p>
        <p className="mt-1 text-amber-950">
          You are offline.{' '}
          <Link to="/saved" className="font-semibold underline">
            See the stories saved on this device
          </Link>
        </p>
      </div>
    )
  }
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-8 text-center">
      <p className="font-semibold text-red-800">Unable to load posts at the moment.</p>
      <p className="mt-1 text-red-700">Please try refreshing the page.</p>
    </div>
  )
}
