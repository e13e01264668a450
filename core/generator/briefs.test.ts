import { toPostHtml } from '../posts/markdown.ts'
import { toPlainText } from '../posts/text.ts'
import { contentWords } from './brief.ts'
import { composeBlogPost } from './compose.ts'
import { factsOf } from './facts.ts'
import { TRADE_BRIEFS, TRADE_KEY_POINTS } from './fixtures/trade-briefs.ts'
import { parseGenerateBlogInput } from './input.ts'
import { assessArticle } from './report.ts'
import { sharedSentenceRatio } from './sentences.ts'
import { TRADES } from './trades/index.ts'
import type { GenerateBlogInput, GeneratedPost } from './types.ts'

/*
 * Ten trades that have no trade file, three topics each, two businesses of each trade writing on
 * every topic from their own brief: 60 posts, composed once for the file.
 */
const posts = TRADE_BRIEFS.flatMap((brief, trade) =>
  brief.businesses.flatMap((business, owner) =>
    brief.topics.map((topic, index) => {
      const input: GenerateBlogInput = {
        ...business,
        topic,
        keyPoints: [...(TRADE_KEY_POINTS[trade]?.[owner]?.[index] ?? [])],
      }
      return { trade: brief.trade, owner, topic, input, post: composeBlogPost(input) }
    }),
  ),
)

/**
 * The article's body (headings aside: 'Questions and Answers' is a label, not a sentence) with the
 * business's names, places, phones and website replaced by one word each.
 */
function anonymize(post: GeneratedPost, input: GenerateBlogInput): string {
  const facts = factsOf(parseGenerateBlogInput(input))
  let html = toPostHtml(post.content).replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>/g, '')
  const names = [
    input.businessName,
    ...input.locations.flatMap((location) => [location.address, location.phone]),
    input.backlink,
    ...facts.cities,
    ...(input.serviceArea ? [input.serviceArea] : []),
  ].sort((a, b) => b.length - a.length)
  for (const name of names) html = html.replaceAll(name, 'NAME')
  return html
}

describe('ten trades without a trade file, three topics each', () => {
  it('has 60 posts from 10 trades, none of them a trade with a trade file', () => {
    expect(new Set(posts.map((entry) => entry.trade)).size).toBe(10)
    expect(posts).toHaveLength(60)
    for (const { input } of posts) expect(factsOf(parseGenerateBlogInput(input)).family.id).toBe('general')
  })

  it.each(posts)(
    'passes every check of the report: $trade, business $owner, "$topic"',
    async ({ input, post }) => {
      const quality = await assessArticle(post, input)
      expect(quality.failures).toEqual([])
    },
  )

  it('writes no trade-specific sentence the business did not give: no word of any trade file or other trade', () => {
    // The composer's own connecting words; every other word of a post must come from its input.
    const voice = new Set(
      contentWords(
        `here what matters most starts few decisions points settle offers guide covers sections below
        matching service related also offered list full own words opened founded works area hours opening
        address questions answers common call visit website business book ask question touch get getting
        contact booking next steps what sets apart says puts way prices services location find visiting
        where short anything too go company practice`,
      ),
    )
    const tradeWords = new Set(
      TRADES.flatMap((trade) => (trade.pool?.templates ?? []).flatMap((template) => template.parts))
        .filter((part): part is string => typeof part === 'string')
        .flatMap(contentWords),
    )
    for (const { trade, input, post } of posts) {
      const given = new Set(contentWords(JSON.stringify(input)))
      const foreign = contentWords(toPlainText(toPostHtml(post.content))).filter(
        (word) => !given.has(word) && !voice.has(word),
      )
      expect(foreign, `${trade}: ${input.topic}`).toEqual([])
      // And so nothing a trade file says reaches these posts unless the owner said it too.
      const borrowed = foreign.filter((word) => tradeWords.has(word))
      expect(borrowed).toEqual([])
    }
  })

  it('gives two businesses of one trade on one topic different posts: at most 3% identical sentences', () => {
    const pairs = TRADE_BRIEFS.flatMap((brief) =>
      brief.topics.map((topic) => {
        const [first, second] = posts.filter((entry) => entry.trade === brief.trade && entry.topic === topic)
        return [first, second] as [(typeof posts)[0], (typeof posts)[0]]
      }),
    )
    expect(pairs.length).toBeGreaterThanOrEqual(20)
    const ratios = pairs.map(([first, second]) =>
      sharedSentenceRatio(anonymize(first.post, first.input), anonymize(second.post, second.input)),
    )
    for (const ratio of ratios) expect(ratio).toBeLessThanOrEqual(0.03)
  })
})
