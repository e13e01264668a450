import { escapeAttribute } from 'entities'
import type { HtmlAttribute } from '../html/tokens.ts'

/** Escapes text for a double-quoted attribute value or element text. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * Serialises attributes (decoded values, as the tokenizer reads them) back into the inside of a
 * start tag: values double-quoted and escaped, an attribute without a value written bare.
 */
export function formatAttributes(attributes: readonly HtmlAttribute[]): string {
  return attributes
    .map(({ name, value }) => (value === undefined ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('')
}
