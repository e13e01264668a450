import { htmlToMarkdown } from '../posts/html-to-markdown.ts'
import { toPostHtml } from '../posts/markdown.ts'
import { toPlainText } from '../posts/text.ts'
import { buildFaqJsonLd, extractFaq } from './faq-schema.ts'
import type { CheckedPost } from './generate.ts'
import { buildFixPrompt, buildSectionPrompt, type OutlineSection, readOutline } from './prompt.ts'
import { type ChatProviderConfig, ChatProviderError, chatComplete } from './provider.ts'
import { assessArticle } from './report.ts'
import type { GenerateBlogInput } from './types.ts'

/** Rounds of 'here is what failed, fix it' before the built-in composer's article is used instead. */
export const MAX_FIX_ROUNDS = 2

/** A step of writing with the model, for a spinner or a status line. */
export interface WriteProgress {
  stage: 'outline' | 'section' | 'check' | 'fix' | 'fallback'
  /** One line for people: 'Writing section 3 of 9: Where to Go in Traverse City'. */
  message: string
}

/** A generated post, who wrote it, and why the composer stepped in when it did. */
export type WrittenPost = CheckedPost & {
  writer: 'model' | 'composer'
  /** Set when a configured model did not write the post: what went wrong, for the owner. */
  notice?: string
}

export interface ModelWriteOptions {
  fetch?: typeof fetch
  seed?: number
  onProgress?: (progress: WriteProgress) => void
}

/**
 * A model's answer as article HTML: code fences dropped, markdown rendered, the section's h2 given
 * back its id (and nothing else: attributes a model adds to the heading are not kept). Everything
 * else is held to the same HTML checks as any article.
 */
function toSectionHtml(answer: string, id: string | undefined): string {
  const html = toPostHtml(answer.trim())
  return id ? html.replace(/<h2\b[^>]*>/i, `<h2 id="${id}">`) : html
}

/** A revised article with each outline heading's id back on its h2, matched by the heading's text. */
function restoreIds(content: string, outline: readonly OutlineSection[]): string {
  return content.replace(/<h2\b[^>]*>([\s\S]*?)<\/h2>/gi, (whole, inner: string) => {
    const id = outline.find((section) => section.heading === toPlainText(inner))?.id
    return id ? `<h2 id="${id}">${inner}</h2>` : whole
  })
}

/**
 * Writes the article with a chat-completions model from the same outline and facts as the built-in
 * composer: the composer's checked article gives the outline (headings, length, keyword uses, links
 * and addresses per section), the model writes it section by section, the result goes through the
 * same checks (assessArticle), and failures are sent back to be fixed, at most MAX_FIX_ROUNDS times.
 * When the endpoint fails or times out, or the article still fails after the last round, the
 * composer's article is returned with a notice saying why.
 */
export async function writeWithModel(
  input: GenerateBlogInput & { wordCount: number },
  config: ChatProviderConfig,
  composed: CheckedPost,
  options: ModelWriteOptions = {},
): Promise<WrittenPost> {
  const report = options.onProgress ?? (() => {})
  const fallback = (reason: string): WrittenPost => {
    const notice = `${reason} The built-in composer wrote this post instead.`
    report({ stage: 'fallback', message: notice })
    return { ...composed, writer: 'composer', notice }
  }
  const call = {
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  }
  // The composer writes Markdown; the outline is read from its HTML, and the model answers in HTML.
  const outline = readOutline(toPostHtml(composed.content), input)
  let content = ''
  try {
    const sections: string[] = []
    for (const [index, section] of outline.entries()) {
      report({
        stage: 'section',
        message: `Writing section ${index + 1} of ${outline.length}${section.heading ? `: ${section.heading}` : ''}`,
      })
      const answer = await chatComplete(
        config,
        buildSectionPrompt(input, composed.title, outline, index),
        call,
      )
      sections.push(toSectionHtml(answer, section.id))
    }
    content = sections.join('\n')
    for (let round = 0; ; round++) {
      report({ stage: 'check', message: 'Checking the article' })
      const post = { ...composed, content, faq: extractFaq(content) }
      const quality = await assessArticle(post, input)
      if (quality.passed) {
        // Stored as the Markdown the owner edits, when it renders the very same HTML.
        const stored = { ...post, content: htmlToMarkdown(content) ?? content }
        return { ...stored, faqJsonLd: buildFaqJsonLd(post.faq), quality, writer: 'model' }
      }
      if (round === MAX_FIX_ROUNDS) {
        return fallback(
          `The language model's article still failed ${quality.failures.length} check(s) after ${MAX_FIX_ROUNDS} rounds of fixes (${quality.failures[0]}).`,
        )
      }
      report({
        stage: 'fix',
        message: `Sending ${quality.failures.length} failed check(s) back to the model (round ${round + 1} of ${MAX_FIX_ROUNDS})`,
      })
      const revised = await chatComplete(config, buildFixPrompt(input, content, quality.failures), call)
      content = restoreIds(toPostHtml(revised.trim()), outline)
    }
  } catch (error) {
    if (error instanceof ChatProviderError) return fallback(error.message)
    throw error
  }
}
