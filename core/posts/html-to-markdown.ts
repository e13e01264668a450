// Types for Deno (the edge functions' import map); Node reads @types/turndown.
// @ts-types="npm:@types/turndown@5.0.6"
import TurndownService from 'turndown'
import { readHtml } from '../html/tokens.ts'
import { renderMarkdown } from './markdown.ts'

/** Turndown set to write the Markdown posts are written in (core/posts/markdown.ts). */
const turndown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  emDelimiter: '*',
  strongDelimiter: '**',
})

// Turndown pads list markers to four columns ('-   item'); posts are written '- item' and '1. item'.
/** What the list-item rule reads of a DOM node (turndown parses with the browser or domino). */
interface ListItemNode {
  parentNode: {
    nodeName: string
    children: ArrayLike<unknown>
    getAttribute(name: string): string | null
  } | null
  nextSibling: unknown
}

turndown.addRule('listItem', {
  filter: 'li',
  replacement(content: string, node: unknown) {
    const item = node as ListItemNode
    const parent = item.parentNode
    const position = parent ? Array.prototype.indexOf.call(parent.children, item) : 0
    const start = Number(parent?.getAttribute('start') ?? 1)
    const marker = parent?.nodeName === 'OL' ? `${start + position}. ` : '- '
    const body = content
      .replace(/^\n+/, '')
      .replace(/\n+$/, '\n')
      .replace(/\n(?!$)/g, `\n${' '.repeat(marker.length)}`)
    return `${marker}${body}${item.nextSibling && !body.endsWith('\n') ? '\n' : ''}`
  },
})

const BLOCK_TAG = /\s*(<\/?(?:p|h[1-6]|ul|ol|li|blockquote)\b[^>]*>)\s*/g

/**
 * HTML in one canonical form, to compare two renders: tags with their attributes sorted, text with
 * its character references decoded and whitespace collapsed, no whitespace around block tags.
 */
function canonicalHtml(html: string): string {
  let out = ''
  readHtml(html, (token) => {
    if (token.type === 'text') out += token.text.replace(/\s+/g, ' ')
    else if (token.type === 'end') out += `</${token.name}>`
    else if (token.type === 'start') {
      const attributes = token.attributes
        .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value ?? '')}`)
        .sort()
      out += `<${[token.name, ...attributes].join(' ')}>`
    }
  })
  return out.replace(BLOCK_TAG, '$1').trim()
}

/**
 * Post HTML as the Markdown the editor shows, when that Markdown renders the very same HTML;
 * otherwise null, and the post keeps its HTML (tables, ids, classes or other markup the Markdown
 * of posts cannot say). Generated posts are stored this way so the owner edits Markdown.
 */
export function htmlToMarkdown(html: string): string | null {
  const markdown = turndown.turndown(html).trim()
  return canonicalHtml(renderMarkdown(markdown)) === canonicalHtml(html) ? markdown : null
}
