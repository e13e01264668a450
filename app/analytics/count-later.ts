import type { countEvent } from './count.ts'

/**
 * countEvent, with its code loaded when a reader first does something counted (a save, a quote
 * request, a sign-up): it stays out of the JavaScript a reader page loads before it hydrates.
 */
export function countLater(...event: Parameters<typeof countEvent>): void {
  void import('./count.ts').then(({ countEvent }) => countEvent(...event))
}
