import { BACKLINKS_MAX, BACKLINKS_MIN } from '../constants.ts'
import { attributeOf, readHtml } from '../html/tokens.ts'
import { isHtmlContent, listMarkdownLinks } from '../posts/markdown.ts'
import { createRandom, hashText, type Random } from '../random.ts'
import { normalizedHost } from './hosts.ts'
import { escapeHtml } from './html-attributes.ts'

/** Every link target in HTML anchors and markdown [text](url) links of a post body. */
export function listLinkTargets(content: string): string[] {
  const anchors: string[] = []
  readHtml(content, (token) => {
    if (token.type !== 'start' || token.name !== 'a') return
    const href = attributeOf(token.attributes, 'href')?.trim()
    if (href) anchors.push(href)
  })
  return [...anchors, ...listMarkdownLinks(content)]
}

/**
 * Number of links in a post body (HTML or markdown-like) whose host equals the host of `url`,
 * ignoring a leading `www.`; 0 when `url` is not an http(s) URL.
 */
export function countLinksToHost(content: string, url: string): number {
  const host = normalizedHost(url)
  if (!host) return 0
  return listLinkTargets(content).filter((target) => normalizedHost(target) === host).length
}

/** The post fields that backlink insertion reads. */
export interface BacklinkPost {
  content: string
  backlink_url: string | null
  canonical_url?: string | null
  business_name: string | null
  title: string
  keywords?: readonly string[] | null
  /** Links inserted into a sponsored HTML post carry rel="sponsored noopener". */
  sponsored?: boolean | null
}

type LinkMaker = (anchor: string) => string

function buildSentences(post: BacklinkPost, link: LinkMaker, random: Random): string[] {
  const business = post.business_name?.trim() || 'the business'
  const keyword = post.keywords?.find((word) => word.trim() !== '')?.trim()
  const sentences = [
    `Learn more at the ${link(`${business} website`)}.`,
    `For hours, directions and current offers, ${link('visit their website')}.`,
    keyword
      ? `Readers looking for ${escapeHtml(keyword)} can start with ${link(`${keyword} at ${business}`)}.`
      : `Readers can see everything they offer at ${link(business)}.`,
    `You can also reach the team through ${link(`${business} online`)}.`,
  ]
  // Shuffle so posts of one business do not all read the same.
  for (let index = sentences.length - 1; index > 0; index--) {
    const other = random.int(index + 1)
    ;[sentences[index], sentences[other]] = [sentences[other] as string, sentences[index] as string]
  }
  return sentences
}

/** Indexes of `needed` items spread evenly over `total` slots (later slots first when crowded). */
function spread(total: number, needed: number): number[] {
  return Array.from({ length: needed }, (_, index) => Math.floor(((index + 1) * total) / (needed + 1)))
}

function insertIntoHtml(content: string, sentences: string[]): string {
  // Where each paragraph's closing tag starts: a sentence goes at the end of its paragraph.
  const ends: number[] = []
  readHtml(content, (token) => {
    if (token.type === 'end' && token.name === 'p') ends.push(token.start)
  })
  const slots = spread(ends.length, Math.min(sentences.length, ends.length))
  let result = content
  // Insert from the end so earlier indexes stay valid.
  for (const [order, slot] of [...slots.entries()].reverse()) {
    const at = ends[slot] ?? 0
    result = `${result.slice(0, at)} ${sentences[order]}${result.slice(at)}`
  }
  const extra = sentences.slice(slots.length)
  return extra.length ? `${result}\n<p>${extra.join(' ')}</p>` : result
}

function insertIntoMarkdown(content: string, sentences: string[]): string {
  const blocks = content.split(/\n{2,}/)
  const paragraphs = blocks.flatMap((block, index) =>
    block.trim() !== '' && !/^\s*(#{1,6}\s|[-*+]\s|\d+\.\s|>|```|\|)/.test(block) ? [index] : [],
  )
  const slots = spread(paragraphs.length, Math.min(sentences.length, paragraphs.length))
  slots.forEach((slot, order) => {
    const block = paragraphs[slot] as number
    blocks[block] = `${(blocks[block] as string).trimEnd()} ${sentences[order]}`
  })
  const extra = sentences.slice(slots.length)
  if (extra.length) blocks.push(extra.join(' '))
  return blocks.join('\n\n')
}

/**
 * Adds links to the post's backlink so the body ends with 2 or 3 of them, with varied anchor
 * text, spread over its paragraphs (never inside a heading). A body that already has 2 or more,
 * or a post without a valid http(s) backlink_url, is returned unchanged with `added: 0`, so
 * running it twice changes nothing the second time. The same post and seed give the same result.
 * A sponsored post's inserted HTML links are marked rel="sponsored noopener".
 */
export function addBacklinks(
  post: BacklinkPost,
  options: { seed?: number } = {},
): { content: string; added: number } {
  const url = post.backlink_url?.trim() ?? ''
  if (!normalizedHost(url)) return { content: post.content, added: 0 }
  const existing = countLinksToHost(post.content, url)
  if (existing >= BACKLINKS_MIN) return { content: post.content, added: 0 }
  const random = createRandom(options.seed ?? hashText(`${post.title}\n${url}`))
  const target = random.next() < 0.5 ? BACKLINKS_MIN : BACKLINKS_MAX
  const needed = target - existing
  const markdown = !isHtmlContent(post.content)
  const href = escapeHtml(url)
  // Markdown links cannot carry rel; the article page adds it when it renders them (rewriteLinks).
  const rel = post.sponsored ? ' rel="sponsored noopener"' : ''
  const link: LinkMaker = markdown
    ? (anchor) => `[${anchor.replace(/[[\]]/g, '')}](${url.replace(/\)/g, '%29')})`
    : (anchor) => `<a href="${href}"${rel}>${escapeHtml(anchor)}</a>`
  const sentences = buildSentences(post, link, random).slice(0, needed)
  const content = markdown
    ? insertIntoMarkdown(post.content, sentences)
    : insertIntoHtml(post.content, sentences)
  return { content, added: needed }
}
