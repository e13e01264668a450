import { attributeOf, BLOCK_ELEMENTS, readHtml } from '../html/tokens.ts'

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
/** Elements an article body must never carry. */
const FORBIDDEN = new Set(['script', 'style', 'iframe', 'object', 'embed', 'form'])
const HEADING = /^h[1-6]$/

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
  let strayLessThan = false
  readHtml(html, (token) => {
    if (token.type === 'end') {
      closeTag(token.name, open, problems)
      return
    }
    if (token.type === 'text') {
      // The source, not the decoded text: a written &lt; is fine. Script and style text is reported anyway.
      if (html.slice(token.start, token.end).includes('<') && !open.some((tag) => FORBIDDEN.has(tag)))
        strayLessThan = true
      return
    }
    if (token.type !== 'start') return
    const { name, attributes } = token
    if (FORBIDDEN.has(name)) problems.push(`<${name}> is not allowed in an article.`)
    for (const attribute of attributes) {
      if (attribute.name.startsWith('on'))
        problems.push(`The event attribute ${attribute.name} is not allowed.`)
      if (/^\s*javascript:/i.test(attribute.value ?? ''))
        problems.push(`A javascript: URL is not allowed in ${attribute.name}.`)
    }
    if (name === 'a') {
      links.push({
        href: attributeOf(attributes, 'href') ?? '',
        inHeading: open.some((tag) => HEADING.test(tag)),
      })
    }
    if (BLOCK_ELEMENTS.has(name) && open.includes('p'))
      problems.push(`<${name}> cannot sit inside a paragraph.`)
    if (name === 'li' && !open.some((tag) => tag === 'ul' || tag === 'ol'))
      problems.push('<li> is outside a list.')
    if (!VOID_ELEMENTS.has(name) && !token.selfClosing) open.push(name)
  })
  if (strayLessThan) problems.push("A '<' in the text is not part of a tag; write it as &lt;.")
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
