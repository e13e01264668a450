/** An attribute of an HTML start tag, with its raw (still entity-encoded) value. */
export interface TagAttribute {
  name: string
  value: string | undefined
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** Attributes of the inside of a start tag (the text between the tag name and '>'). */
export function parseAttributes(inside: string): TagAttribute[] {
  return [...inside.matchAll(ATTRIBUTE)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    value: match[2] ?? match[3] ?? match[4],
  }))
}

/** Escapes text for a double-quoted attribute value or element text. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Serialises attributes back into the inside of a start tag, values double-quoted. */
export function formatAttributes(attributes: readonly TagAttribute[]): string {
  return attributes
    .map(({ name, value }) =>
      value === undefined ? ` ${name}` : ` ${name}="${value.replace(/"/g, '&quot;')}"`,
    )
    .join('')
}

/** Matches an anchor start tag; group 1 is its attribute text. */
export const ANCHOR_START_TAG = /<a(\s[^>]*)?>/gi

/** Decodes the few entities that occur in URLs inside attributes. */
export function decodeAttributeUrl(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#0*38;/g, '&')
    .replace(/&quot;/g, '"')
}
