import { readHtml } from './tokens.ts'

/** Elements whose content is never shown as text. */
const HIDDEN = new Set(['script', 'style', 'template'])

/**
 * The text a page shows for some HTML: character references decoded, every tag and comment
 * turned into a space (so words in adjacent elements stay apart), script, style and template content
 * dropped. Whitespace is left as it is.
 *
 * The reader's client bundle does not carry this parser: vite.config.ts swaps this module for
 * app/lib/visible-text.browser.ts, which asks the browser's own HTML parser the same question.
 */
export function visibleText(html: string): string {
  let text = ''
  let hiddenIn: string | undefined
  readHtml(html, (token) => {
    if (token.type === 'text') {
      if (!hiddenIn) text += token.text
      return
    }
    if (token.type === 'start' && !hiddenIn && HIDDEN.has(token.name) && !token.selfClosing)
      hiddenIn = token.name
    else if (token.type === 'end' && token.name === hiddenIn) hiddenIn = undefined
    text += ' '
  })
  return text
}
