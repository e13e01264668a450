import { escapeHtml } from '../links/html-attributes.ts'
import { toPlainText } from '../posts/text.ts'
import { isText, type Section } from './article.ts'
import type { Seam, TemplateWriting } from './grammar-check.ts'
import type { GeneratedPost } from './types.ts'

/**
 * What the composer wrote from the reviewed template bank, per composed post, recorded while
 * composing (each Sentence and Heading carries its seams from the moment a template is filled),
 * never guessed afterwards. Kept beside the post rather than in it: the post is what callers store
 * and send, and a record must not outlive the text it describes.
 */
const records = new WeakMap<object, { content: string; writing: () => TemplateWriting }>()

/** The visible text of a sentence's or heading's HTML, as the grammar check reads the article. */
function visible(html: string, text: string): string {
  // Most sentences have no markup or entity: their HTML is their text.
  return html.includes('<') || html.includes('&') ? toPlainText(html) : text
}

function collect(sections: readonly Section[]): TemplateWriting {
  const verified = new Set<string>()
  const seams: Seam[] = []
  for (const block of sections.flatMap((section) => section.blocks)) {
    if (!isText(block)) {
      if (!block.seams) continue
      const text = visible(escapeHtml(block.text), block.text)
      verified.add(text)
      for (const seam of block.seams()) seams.push({ text: seam, sentence: text })
      continue
    }
    for (const sentence of block.sentences) {
      if (!sentence.seams) continue
      const text = visible(sentence.html, sentence.text)
      verified.add(text)
      for (const seam of sentence.seams()) seams.push({ text: seam, sentence: text })
    }
  }
  return { verified, seams }
}

/**
 * Records which sentences and headings of a just-composed post a bank template wrote. The texts
 * and seams are gathered when the grammar check first asks, so composing alone does not pay for it;
 * the composer never touches the sections again once the post is rendered.
 */
export function recordTemplateWriting(
  post: Pick<GeneratedPost, 'content'>,
  sections: readonly Section[],
): void {
  let writing: TemplateWriting | undefined
  records.set(post, {
    content: post.content,
    writing: () => {
      writing ??= collect(sections)
      return writing
    },
  })
}

/**
 * The template writing of a post the composer made, while its content is still what was composed:
 * a post whose content was changed since (a model's article, an edit, a planted error) has none,
 * so every word of it is linted.
 */
export function templateWritingOf(post: Pick<GeneratedPost, 'content'>): TemplateWriting | undefined {
  const record = records.get(post)
  return record && record.content === post.content ? record.writing() : undefined
}
