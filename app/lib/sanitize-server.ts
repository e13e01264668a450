import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { configurePurifier, type Sanitize } from './sanitize.ts'

/** The server's sanitizer: the same DOMPurify allow-list over a jsdom window. */
export function createServerSanitizer(): Sanitize {
  const { window } = new JSDOM('')
  return configurePurifier(createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]))
}
