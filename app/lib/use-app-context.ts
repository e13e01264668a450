import { useRouteContext } from '@tanstack/react-router'
import type { RouterContext } from './router-context.ts'

/** The router context (API, query client, config) from any component. */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: '__root__' })
}
