import { visibleText } from '../html/visible-text.ts'

/**
 * The visible text of HTML or markdown-like content: tags, comments, scripts and styles removed,
 * entities decoded (by a real HTML tokenizer), markdown markers dropped and whitespace collapsed.
 */
export function toPlainText(content: string): string {
  return visibleText(content)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.|>)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)(?=\S)([^*_`]+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Number of words in the visible text of HTML or markdown-like content. */
export function countWords(content: string): number {
  const text = toPlainText(content)
  return text === '' ? 0 : text.split(' ').length
}
