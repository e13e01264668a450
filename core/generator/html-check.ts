import { parseAttributes } from '../links/html-attributes.ts'

/** Elements that never have a closing tag. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
/** Block elements a browser would silently move out of a paragraph, changing the page. */
const NOT_IN_PARAGRAPH = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'blockquote',
  'section',
  'article',
  'pre',
  'figure',
])
/** Elements an article body must never carry. */
const FORBIDDEN = new Set(['script', 'style', 'iframe', 'object', 'embed', 'form'])
const HEADING = /^h[1-6]$/

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s[^<>]*?)?)(\/?)>/g

/** A link found in article HTML. */
export interface ScannedLink {
  href: string
  inHeading: boolean
}

/** What scanning article HTML found: problems (empty when clean) and every link. */
export interface HtmlScan {
  problems: string[]
  links: ScannedLink[]
}

/**
 * Checks article HTML the way a strict parser would: every non-void element closed in order, no
 * block inside a paragraph, no stray '<', no script/style/iframe, no on* event attributes and no
 * javascript: URLs. Also lists the links and whether each sits inside a heading.
 * @example scanHtml('<p>Hi <b>there</p>').problems // ['<b> is not closed before </p>.']
 */
export function scanHtml(html: string): HtmlScan {
  const problems: string[] = []
  const links: ScannedLink[] = []
  const open: string[] = []
  let text = ''
  let last = 0
  for (const match of html.matchAll(TAG)) {
    text += html.slice(last, match.index)
    last = match.index + match[0].length
    const name = match[2]?.toLowerCase()
    if (!name) continue
    if (match[1] === '/') {
      closeTag(name, open, problems)
      continue
    }
    if (FORBIDDEN.has(name)) problems.push(`<${name}> is not allowed in an article.`)
    const attributes = parseAttributes(match[3] ?? '')
    for (const attribute of attributes) {
      if (attribute.name.startsWith('on'))
        problems.push(`The event attribute ${attribute.name} is not allowed.`)
      if (/^\s*javascript:/i.test(attribute.value ?? ''))
        problems.push(`A javascript: URL is not allowed in ${attribute.name}.`)
    }
    if (name === 'a') {
      const href = attributes.find((attribute) => attribute.name === 'href')?.value ?? ''
      links.push({ href, inHeading: open.some((tag) => HEADING.test(tag)) })
    }
    if (NOT_IN_PARAGRAPH.has(name) && open.includes('p'))
      problems.push(`<${name}> cannot sit inside a paragraph.`)
    if (name === 'li' && !open.some((tag) => tag === 'ul' || tag === 'ol'))
      problems.push('<li> is outside a list.')
    if (!VOID_ELEMENTS.has(name) && match[4] !== '/') open.push(name)
  }
  text += html.slice(last)
  if (text.includes('<')) problems.push("A '<' in the text is not part of a tag; write it as &lt;.")
  for (const name of open.reverse()) problems.push(`<${name}> is never closed.`)
  return { problems, links }
}

function closeTag(name: string, open: string[], problems: string[]): void {
  if (VOID_ELEMENTS.has(name)) return
  const index = open.lastIndexOf(name)
  if (index < 0) {
    problems.push(`</${name}> closes nothing.`)
    return
  }
  for (const unclosed of open.splice(index).slice(1).reverse())
    problems.push(`<${unclosed}> is not closed before </${name}>.`)
}
