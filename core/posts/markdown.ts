import { escapeHtml } from '../links/html-attributes.ts'

const HTML_BLOCK = /<(p|h[1-6]|ul|ol|div|section|article|blockquote|figure|table|pre)\b/i

/** Whether post content is already HTML (it has block-level tags) rather than markdown-like text. */
export function isHtmlContent(content: string): boolean {
  return HTML_BLOCK.test(content)
}

function safeUrl(url: string): string {
  // The sanitizer removes dangerous schemes too; refusing them here keeps the HTML honest.
  return /^\s*(javascript|vbscript|data):/i.test(url) ? '#' : url
}

function renderInline(text: string): string {
  return escapeHtml(text)
    .replace(
      /!\[([^\]]*)\]\(([^)\s]+)\)/g,
      (_, alt: string, src: string) => `<img src="${safeUrl(src)}" alt="${alt}">`,
    )
    .replace(
      /\[([^\]]+)\]\(([^)\s]+)\)/g,
      (_, label: string, href: string) => `<a href="${safeUrl(href)}">${label}</a>`,
    )
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_, a?: string, b?: string) => `<strong>${a ?? b}</strong>`)
    .replace(
      /(^|[^*\w])\*([^*\s][^*]*)\*|(^|[^_\w])_([^_\s][^_]*)_/g,
      (_, p1?: string, a?: string, p3?: string, b?: string) =>
        a !== undefined ? `${p1}<em>${a}</em>` : `${p3}<em>${b}</em>`,
    )
}

function renderBlock(block: string): string {
  const lines = block.split('\n')
  const first = lines[0] ?? ''
  const heading = /^(#{1,6})\s+(.*)$/.exec(first)
  if (heading && lines.length === 1) {
    const level = (heading[1] ?? '#').length
    return `<h${level}>${renderInline((heading[2] ?? '').replace(/\s+#+\s*$/, ''))}</h${level}>`
  }
  if (lines.every((line) => /^\s*[-*+]\s+/.test(line))) {
    return `<ul>${lines.map((line) => `<li>${renderInline(line.replace(/^\s*[-*+]\s+/, ''))}</li>`).join('')}</ul>`
  }
  if (lines.every((line) => /^\s*\d+[.)]\s+/.test(line))) {
    return `<ol>${lines.map((line) => `<li>${renderInline(line.replace(/^\s*\d+[.)]\s+/, ''))}</li>`).join('')}</ol>`
  }
  if (lines.every((line) => /^\s*>/.test(line))) {
    return `<blockquote><p>${renderInline(lines.map((line) => line.replace(/^\s*>\s?/, '')).join(' '))}</p></blockquote>`
  }
  if (heading) return `${renderBlock(first)}\n${renderBlock(lines.slice(1).join('\n'))}`
  return `<p>${renderInline(lines.join(' '))}</p>`
}

/**
 * Renders markdown-like post text to HTML: blank-line separated blocks of # headings, paragraphs,
 * - or 1. lists and > quotes, with **bold**, *italic*, `code`, [links](url) and ![images](src).
 * Raw HTML in the text is escaped; the result still goes through the sanitizer before a page.
 */
export function renderMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^\n+|\s+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map(renderBlock)
    .join('\n')
}

/** Post content as HTML: HTML content as it is, markdown-like text rendered. Not yet sanitized. */
export function toPostHtml(content: string): string {
  return isHtmlContent(content) ? content : renderMarkdown(content)
}
