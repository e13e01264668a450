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
const records = new WeakMap<object, { content: string; writing: TemplateWriting }>()

/** Records which sentences and headings of a just-composed post a bank template wrote. */
export function recordTemplateWriting(
  post: Pick<GeneratedPost, 'content'>,
  sections: readonly Section[],
): void {
  const verified = new Set<string>()
  const seams: Seam[] = []
  for (const block of sections.flatMap((section) => section.blocks)) {
    if (!isText(block)) {
      if (!block.seams) continue
      const text = toPlainText(escapeHtml(block.text))
      verified.add(text)
      for (const seam of block.seams()) seams.push({ text: seam, sentence: text })
      continue
    }
    for (const sentence of block.sentences) {
      if (!sentence.seams) continue
      // As the grammar check will read it: the visible text of the sentence's HTML.
      const text = toPlainText(sentence.html)
      verified.add(text)
      for (const seam of sentence.seams()) seams.push({ text: seam, sentence: text })
    }
  }
  records.set(post, { content: post.content, writing: { verified, seams } })
}

/**
 * The template writing of a post the composer made, while its content is still what was composed:
 * a post whose content was changed since (a model's article, an edit, a planted error) has none,
 * so every word of it is linted.
 */
export function templateWritingOf(post: Pick<GeneratedPost, 'content'>): TemplateWriting | undefined {
  const record = records.get(post)
  return record && record.content === post.content ? record.writing : undefined
}
