import type { Config, DOMPurify } from 'dompurify'

/** Turns untrusted post HTML into HTML that is safe to put on a page. */
export type Sanitize = (html: string) => string | Promise<string>

/**
 * One allow-list for the server and the browser: DOMPurify's HTML profile (no scripts, event
 * handlers or javascript: URLs), without forms, frames, embeds or inline styles, keeping the
 * link target the link rewriter sets.
 */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
    'frame',
    'frameset',
    'base',
    'meta',
    'link',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
}

/** Configures a DOMPurify instance: links opening a new tab always get rel="noopener". */
export function configurePurifier(purify: DOMPurify): Sanitize {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean))
      rel.add('noopener')
      node.setAttribute('rel', [...rel].join(' '))
    }
  })
  return (html) => purify.sanitize(html, SANITIZE_CONFIG) as unknown as string
}

let browserSanitize: Promise<Sanitize> | undefined

/** The browser's sanitizer, loaded on first use so readers who never open an article skip it. */
export const sanitizeInBrowser: Sanitize = async (html) => {
  browserSanitize ??= import('dompurify').then(({ default: purify }) => configurePurifier(purify))
  return (await browserSanitize)(html)
}
