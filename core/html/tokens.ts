import { QuoteType, Tokenizer, type TokenizerCallbacks } from 'htmlparser2'

/** An attribute of a start tag: lower-case name, value with its entities decoded (undefined when it has none). */
export interface HtmlAttribute {
  name: string
  value: string | undefined
}

/**
 * Block elements: what makes post content HTML rather than markdown-like text, and what a browser
 * would move out of a paragraph.
 */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set(
  'p h1 h2 h3 h4 h5 h6 ul ol div section article blockquote figure table pre'.split(' '),
)

/**
 * One piece of HTML as it stands in the source, with its place there (`start` inclusive, `end`
 * exclusive), so callers can splice the source. Tag names are lower-case; text and attribute
 * values have their character references decoded. Nothing is implied: a `</p>` missing from the
 * source is missing here too, which is what strict checks want.
 */
export type HtmlToken =
  | {
      type: 'start'
      name: string
      attributes: HtmlAttribute[]
      selfClosing: boolean
      start: number
      end: number
    }
  | { type: 'end'; name: string; start: number; end: number }
  | { type: 'text'; text: string; start: number; end: number }
  | { type: 'comment'; start: number; end: number }

/**
 * Reads HTML with htmlparser2's tokenizer (the WHATWG tokenizer's rules: quoted attribute values
 * may hold '>', names in any case, comments, raw text in script and style, all named and numeric
 * character references) and hands each token to `visit`, in source order.
 */
export function readHtml(html: string, visit: (token: HtmlToken) => void): void {
  let tag: Extract<HtmlToken, { type: 'start' }> | undefined
  let attributeName = ''
  let attributeValue = ''
  // Where the last token ended: the start of an entity or comment-like token, whose own start the tokenizer does not give.
  let cursor = 0
  const emit = (token: HtmlToken) => {
    cursor = token.end
    visit(token)
  }
  const slice = (start: number, end: number) => html.slice(start, end)
  const openEnd = (end: number, selfClosing: boolean) => {
    if (!tag) return
    tag.end = end + 1
    tag.selfClosing = selfClosing
    emit(tag)
    tag = undefined
  }
  const callbacks: TokenizerCallbacks = {
    ontext: (start, end) => emit({ type: 'text', text: slice(start, end), start, end }),
    ontextentity: (codePoint, end) =>
      emit({ type: 'text', text: String.fromCodePoint(codePoint), start: cursor, end }),
    onopentagname: (start, end) => {
      tag = {
        type: 'start',
        name: slice(start, end).toLowerCase(),
        attributes: [],
        selfClosing: false,
        start: start - 1,
        end,
      }
    },
    onattribname: (start, end) => {
      attributeName = slice(start, end).toLowerCase()
      attributeValue = ''
    },
    onattribdata: (start, end) => {
      attributeValue += slice(start, end)
    },
    onattribentity: (codePoint) => {
      attributeValue += String.fromCodePoint(codePoint)
    },
    onattribend: (quote) => {
      tag?.attributes.push({
        name: attributeName,
        value: quote === QuoteType.NoValue ? undefined : attributeValue,
      })
    },
    onopentagend: (end) => openEnd(end, false),
    onselfclosingtag: (end) => openEnd(end, true),
    onclosetag: (start, end) =>
      emit({ type: 'end', name: slice(start, end).toLowerCase(), start: start - 2, end: end + 1 }),
    // Comments, CDATA, doctypes and processing instructions: nothing a page shows.
    oncomment: (_, end) => emit({ type: 'comment', start: cursor, end: end + 1 }),
    oncdata: (_, end) => emit({ type: 'comment', start: cursor, end: end + 1 }),
    ondeclaration: (_, end) => emit({ type: 'comment', start: cursor, end: end + 1 }),
    onprocessinginstruction: (_, end) => emit({ type: 'comment', start: cursor, end: end + 1 }),
    onend: () => {},
  }
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks)
  tokenizer.write(html)
  tokenizer.end()
}

/** Every token of some HTML, in source order. */
export function htmlTokens(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = []
  readHtml(html, (token) => tokens.push(token))
  return tokens
}

/** The value of a start tag's first attribute of that name (later duplicates are ignored, as browsers do). */
export function attributeOf(attributes: readonly HtmlAttribute[], name: string): string | undefined {
  return attributes.find((attribute) => attribute.name === name)?.value
}

/** An element of HTML with its content as written (markup and all). */
export interface HtmlElementSource {
  name: string
  inner: string
  /** Where the start tag begins and the end tag ends in the source. */
  start: number
  end: number
}

/**
 * The elements named in `names`, outermost only (one inside another of the set is part of its
 * content), each with the source between its start and end tag. An element never closed is left out.
 */
export function elementsNamed(html: string, names: ReadonlySet<string>): HtmlElementSource[] {
  const elements: HtmlElementSource[] = []
  let open: { name: string; start: number; innerStart: number; depth: number } | undefined
  readHtml(html, (token) => {
    if (token.type === 'start' && !token.selfClosing) {
      if (open && token.name === open.name) open.depth++
      else if (!open && names.has(token.name))
        open = { name: token.name, start: token.start, innerStart: token.end, depth: 0 }
    } else if (token.type === 'end' && open && token.name === open.name) {
      if (open.depth > 0) open.depth--
      else {
        elements.push({
          name: open.name,
          inner: html.slice(open.innerStart, token.start),
          start: open.start,
          end: token.end,
        })
        open = undefined
      }
    }
  })
  return elements
}
