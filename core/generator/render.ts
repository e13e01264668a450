import { escapeHtml } from '../links/html-attributes.ts'
import { type Block, isText, type Section } from './article.ts'

function renderBlock(block: Block): string {
  if (!isText(block)) {
    const id = block.id ? ` id="${escapeHtml(block.id)}"` : ''
    return `<${block.kind}${id}>${escapeHtml(block.text)}</${block.kind}>`
  }
  if (block.kind === 'p') return `<p>${block.sentences.map((sentence) => sentence.html).join(' ')}</p>`
  const items = block.sentences.map((sentence) => `<li>${sentence.html}</li>`).join('\n')
  return `<${block.kind}>\n${items}\n</${block.kind}>`
}

/** The article's HTML: one block per line, empty paragraphs and lists left out. */
export function renderArticle(sections: readonly Section[]): string {
  return sections
    .flatMap((section) => section.blocks)
    .filter((block) => !isText(block) || block.sentences.length > 0)
    .map(renderBlock)
    .join('\n')
}
