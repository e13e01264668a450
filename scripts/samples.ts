/**
 * `npm run samples`: writes docs/samples/*.html, posts from topic briefs for invented businesses:
 * the three trades an editor first read (groomer, caterer, piano tuner), one business of each of the
 * ten trades the tests cover, and the four presets, so a reader can judge the prose without running
 * anything. Each sample is composed and checked exactly as the generate-blog function does
 * (composeChecked, grammar check included) and carries its quality report; the script fails if any
 * sample fails a check.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { BRIEF_INPUTS } from '../core/generator/fixtures/briefs.ts'
import { TRADE_BRIEFS, TRADE_KEY_POINTS } from '../core/generator/fixtures/trade-briefs.ts'
import {
  type CheckedPost,
  composeChecked,
  GENERATOR_PRESETS,
  type GenerateBlogInput,
  parseGenerateBlogInput,
} from '../core/generator/index.ts'
import { escapeHtml } from '../core/links/html-attributes.ts'
import { toPostHtml } from '../core/posts/markdown.ts'

const OUT = join(import.meta.dirname, '..', 'docs', 'samples')

function page(post: CheckedPost, note: string, target: number): string {
  const list = (items: readonly string[]) =>
    items.map((item) => `    <li>${escapeHtml(item)}</li>`).join('\n')
  const { quality } = post
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${escapeHtml(post.title)}</title>
  <meta name="description" content="${escapeHtml(post.metaDescription)}">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <script type="application/ld+json">${JSON.stringify(post.faqJsonLd).replace(/</g, '\\u003c')}</script>
  <style>body { max-width: 46rem; margin: 2rem auto; padding: 0 1rem; font: 18px/1.6 Georgia, serif; color: #222 }
  h1 { line-height: 1.2 } aside { font: 14px/1.5 system-ui, sans-serif; color: #555; border-top: 1px solid #ddd; margin-top: 3rem }</style>
</head>
<body>
<!-- ${escapeHtml(note)}; regenerate with npm run samples -->
<h1>${escapeHtml(post.title)}</h1>
<p><em>${escapeHtml(post.metaDescription)}</em></p>
${post.content}
<aside>
  <p>${quality.words} words (target ${target}); reading ease ${quality.readingEase}; grammar findings
  ${quality.grammar.findings.length}; most repeated 4-word phrase ${quality.topPhrase.count} time(s); business name
  ${quality.nameMentions.count} time(s) (limit ${quality.nameMentions.limit}); checks ${quality.passed ? 'all passed' : `failed: ${escapeHtml(quality.failures.join(' '))}`}.</p>
  <p>Tags:</p>
  <ul>
${list(post.tags)}
  </ul>
  <p>Image ideas:</p>
  <ul>
${list(post.imageIdeas)}
  </ul>
</aside>
</body>
</html>
`
}

let failed = false
await mkdir(OUT, { recursive: true })
/** Each sample composed and checked as the generate-blog function does, then written as a page. */
async function writeSample(file: string, input: GenerateBlogInput, caption: string): Promise<void> {
  const parsed = parseGenerateBlogInput(input)
  const post = await composeChecked(parsed)
  // The composer writes Markdown; the page shows it as the reader page renders it.
  await writeFile(
    join(OUT, `${file}.html`),
    page({ ...post, content: toPostHtml(post.content) }, caption, parsed.wordCount),
  )
  failed ||= !post.quality.passed
  process.stdout.write(
    `wrote docs/samples/${file}.html (${post.quality.words} words, ${post.quality.passed ? 'checks passed' : 'CHECKS FAILED'})\n`,
  )
}
for (const [name, input] of Object.entries(BRIEF_INPUTS))
  await writeSample(name, input, `Sample for a ${name} of a trade with no trade file, with a topic brief`)
for (const [index, brief] of TRADE_BRIEFS.entries()) {
  const business = brief.businesses[0]
  const input = {
    ...business,
    topic: brief.topics[0],
    keyPoints: [...(TRADE_KEY_POINTS[index]?.[0]?.[0] ?? [])],
  }
  await writeSample(
    `trade-${brief.trade.replace(/\s+/g, '-')}`,
    input,
    `Sample for a ${brief.trade} business`,
  )
}
for (const preset of GENERATOR_PRESETS)
  await writeSample(preset.id, preset.input, `Sample for the ${preset.id} preset (${preset.route})`)
if (failed) process.exit(1)
