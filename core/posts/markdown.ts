import { Marked, type Tokens } from 'marked'
import { BLOCK_ELEMENTS, readHtml } from '../html/tokens.ts'
import { escapeHtml } from '../links/html-attributes.ts'

/** Whether post content is already HTML (it has block-level tags) rather than markdown-like text. */
export function isHtmlContent(content: string): boolean {
  let html = false
  readHtml(content, (token) => {
    if (token.type === 'start' && BLOCK_ELEMENTS.has(token.name)) html = true
  })
  return html
}

function safeUrl(url: string): string {
  // The sanitizer removes dangerous schemes too; refusing them here keeps the HTML honest.
  return /^\s*(javascript|vbscript|data):/i.test(url) ? '#' : url
}

/** A tokenizer that never matches: the syntax it would read stays plain text. */
const off = () => undefined

/**
 * marked, cut down to the markdown posts are written in: headings, paragraphs, - and 1. lists,
 * > quotes, **bold**, *italic*, `code`, [links](url) and ![images](src). Raw HTML, code blocks,
 * tables, rules, setext headings, reference links, bare-URL links and hard breaks are off, so
 * such text stays text (escaped), and the HTML is written compactly: blocks one a line, a list on
 * one line.
 */
const markdown = new Marked({
  gfm: false,
  async: false,
  tokenizer: {
    html: off,
    tag: off,
    code: off,
    fences: off,
    table: off,
    hr: off,
    lheading: off,
    def: off,
    reflink: off,
    autolink: off,
    url: off,
    br: off,
    del: off,
  },
  renderer: {
    heading({ tokens, depth }) {
      return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>\n`
    },
    paragraph({ tokens }) {
      return `<p>${this.parser.parseInline(tokens)}</p>\n`
    },
    blockquote({ tokens }) {
      return `<blockquote>${this.parser.parse(tokens).trimEnd()}</blockquote>\n`
    },
    list(token) {
      const tag = token.ordered ? 'ol' : 'ul'
      return `<${tag}>${token.items.map((item) => this.listitem(item)).join('')}</${tag}>\n`
    },
    listitem(item: Tokens.ListItem) {
      return `<li>${this.parser.parse(item.tokens).trim()}</li>`
    },
    text(token) {
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens)
      return escapeHtml(token.text).replace(/\n/g, ' ')
    },
    codespan({ text }) {
      return `<code>${escapeHtml(text)}</code>`
    },
    link({ href, tokens }) {
      return `<a href="${escapeHtml(safeUrl(href))}">${this.parser.parseInline(tokens)}</a>`
    },
    image({ href, text }) {
      return `<img src="${escapeHtml(safeUrl(href))}" alt="${escapeHtml(text)}">`
    },
  },
})

/**
 * Renders markdown-like post text to HTML: blank-line separated blocks of # headings, paragraphs,
 * - or 1. lists and > quotes, with **bold**, *italic*, `code`, [links](url) and ![images](src).
 * Raw HTML in the text is escaped; the result still goes through the sanitizer before a page.
 */
export function renderMarkdown(text: string): string {
  return (markdown.parse(text) as string).trim()
}

/** The targets of the [text](url) links of markdown-like text, in order. */
export function listMarkdownLinks(text: string): string[] {
  const targets: string[] = []
  markdown.walkTokens(markdown.lexer(text), (token) => {
    if (token.type === 'link') targets.push(token.href)
  })
  return targets
}

/** Post content as HTML: HTML content as it is, markdown-like text rendered. Not yet sanitized. */
export function toPostHtml(content: string): string {
  return isHtmlContent(content) ? content : renderMarkdown(content)
}
