/**
 * The browser's stand-in for core/html/visible-text.ts, swapped in by vite.config.ts for the
 * client bundle: the same text, read by the browser's own HTML parser instead of a tokenizer and
 * entity table shipped to every reader. Each element and comment counts as a space, script, style
 * and template content is dropped, and character references come decoded.
 */
const HIDDEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE'])

function collect(node: Node, parts: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === Node.TEXT_NODE) parts.push(child.nodeValue ?? '')
    else if (child.nodeType === Node.ELEMENT_NODE) {
      parts.push(' ')
      if (!HIDDEN.has((child as Element).tagName)) collect(child, parts)
      parts.push(' ')
    } else parts.push(' ')
  }
}

export function visibleText(html: string): string {
  const parts: string[] = []
  const document = new DOMParser().parseFromString(`<body>${html}`, 'text/html')
  collect(document.body, parts)
  return parts.join('')
}
