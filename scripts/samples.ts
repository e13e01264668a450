/**
 * `npm run samples`: writes docs/samples/<intent>.html, one article per topic intent (guide, how-to,
 * checklist, cost, comparison, seasonal, problems-and-fixes, questions, announcement) for invented
 * businesses that are not presets, plus docs/samples/<preset-id>.html for the four presets, so a
 * reader can judge the prose without running anything. Each sample is composed and checked exactly
 * as the generate-blog function does (composeChecked, grammar check included) and carries its
 * quality report; the script fails if a topic is not read as the intent it stands for.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  type CheckedPost,
  composeChecked,
  GENERATOR_PRESETS,
  type GenerateBlogInput,
  type Intent,
  parseGenerateBlogInput,
  readTopic,
} from '../core/generator/index.ts'
import { escapeHtml } from '../core/links/html-attributes.ts'

const OUT = join(import.meta.dirname, '..', 'docs', 'samples')

/** Invented businesses (555-01xx phones, .example sites); some give facts, some none. */
const SAMPLES: { intent: Intent; file: string; input: GenerateBlogInput }[] = [
  {
    intent: 'guide',
    file: 'guide',
    input: {
      businessName: 'Great Lakes Paddle Co.',
      locations: [{ address: '120 Water St, Kalamazoo, MI 49007', phone: '(269) 555-0120' }],
      keywords: ['kayak rentals', 'river trips'],
      backlink: 'https://greatlakespaddle.example',
      topic: "Paddling the Kalamazoo River: a first-timer's guide",
      wordCount: 1500,
      hours: 'Daily 9am-7pm, May through September',
      services: [
        { name: 'Half-day kayak rental', description: 'Boat, paddle, life jacket and shuttle back' },
      ],
    },
  },
  {
    intent: 'how-to',
    file: 'how-to',
    input: {
      businessName: 'Huron Valley Plumbing',
      locations: [{ address: '4410 Jackson Rd, Ann Arbor, MI 48103', phone: '(734) 555-0100' }],
      keywords: ['plumber Ann Arbor', 'drain cleaning'],
      backlink: 'https://huronvalleyplumbing.example',
      topic: 'How to fix a leaking kitchen faucet',
      wordCount: 1500,
    },
  },
  {
    intent: 'checklist',
    file: 'checklist',
    input: {
      businessName: 'Copper Kettle Movers',
      locations: [{ address: '55 Mound Rd, Warren, MI 48091', phone: '(586) 555-0155' }],
      keywords: ['movers Warren', 'moving help'],
      backlink: 'https://copperkettlemovers.example',
      topic: 'Moving day checklist for families',
      wordCount: 1500,
      serviceArea: 'Macomb and Oakland counties',
    },
  },
  {
    intent: 'cost',
    file: 'cost',
    input: {
      businessName: 'Cherry Hill Roofing',
      locations: [{ address: '77 E Big Beaver Rd, Troy, MI 48083', phone: '(248) 555-0177' }],
      keywords: ['roof repair', 'roof replacement'],
      backlink: 'https://cherryhillroofing.example',
      topic: 'What does a roof replacement cost in Troy?',
      wordCount: 1500,
    },
  },
  {
    intent: 'comparison',
    file: 'comparison',
    input: {
      businessName: 'Thornapple Hair Studio',
      locations: [{ address: '15 E Main St, Ferndale, MI 48220', phone: '(248) 555-0115' }],
      keywords: ['hair salon Ferndale', 'balayage'],
      backlink: 'https://thornapplehair.example',
      topic: 'Balayage vs highlights: which is right for you',
      wordCount: 1500,
    },
  },
  {
    intent: 'seasonal',
    file: 'seasonal',
    input: {
      businessName: 'Pine Ridge Landscaping',
      locations: [{ address: '3100 28th St SE, Grand Rapids, MI 49512', phone: '(616) 555-0131' }],
      keywords: ['landscaping Grand Rapids', 'lawn care'],
      backlink: 'https://pineridgelandscaping.example',
      topic: 'Fall lawn care in Grand Rapids',
      wordCount: 1500,
      yearFounded: 2009,
    },
  },
  {
    intent: 'problems',
    file: 'problems-and-fixes',
    input: {
      businessName: 'Iron Range Heating & Cooling',
      locations: [{ address: '1200 E 14 Mile Rd, Sterling Heights, MI 48310', phone: '(586) 555-0112' }],
      keywords: ['furnace repair', 'AC tune-up'],
      backlink: 'https://ironrangehvac.example',
      topic: 'Common furnace problems and how to fix them',
      wordCount: 1500,
    },
  },
  {
    intent: 'questions',
    file: 'questions',
    input: {
      businessName: 'Lakeshore Pet Grooming',
      locations: [{ address: '88 Harbor Dr, Grand Haven, MI 49417', phone: '(616) 555-0188' }],
      keywords: ['dog grooming', 'pet grooming Grand Haven'],
      backlink: 'https://lakeshorepetgrooming.example',
      topic: 'Questions to ask before booking a dog groomer',
      wordCount: 1500,
      faqs: [{ question: 'Do you groom cats?', answer: 'Yes, on Tuesday and Thursday mornings.' }],
    },
  },
  {
    intent: 'announcement',
    file: 'announcement',
    input: {
      businessName: 'Oak & Ash Bakery',
      locations: [{ address: '300 S Washington Ave, Royal Oak, MI 48067', phone: '(248) 555-0130' }],
      keywords: ['wedding cakes', 'custom cakes'],
      backlink: 'https://oakandashbakery.example',
      topic: 'Oak & Ash Bakery launches a weekend bread club',
      wordCount: 1500,
      differentiators: ['Every loaf is baked the morning it is sold'],
    },
  },
]

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
for (const sample of SAMPLES) {
  const read = readTopic(sample.input.topic).intent
  if (read !== sample.intent) {
    process.stderr.write(`"${sample.input.topic}" reads as ${read}, not ${sample.intent}.\n`)
    failed = true
    continue
  }
  const input = parseGenerateBlogInput(sample.input)
  const post = await composeChecked(input)
  await writeFile(
    join(OUT, `${sample.file}.html`),
    page(post, `Sample of the ${sample.intent} intent for an invented business`, input.wordCount),
  )
  failed ||= !post.quality.passed
  process.stdout.write(
    `wrote docs/samples/${sample.file}.html (${post.quality.words} words, ${post.quality.passed ? 'checks passed' : 'CHECKS FAILED'})\n`,
  )
}
for (const preset of GENERATOR_PRESETS) {
  const input = parseGenerateBlogInput(preset.input)
  const post = await composeChecked(input)
  await writeFile(
    join(OUT, `${preset.id}.html`),
    page(post, `Sample for the ${preset.id} preset (${preset.route})`, input.wordCount),
  )
  failed ||= !post.quality.passed
  process.stdout.write(`wrote docs/samples/${preset.id}.html (${post.quality.words} words)\n`)
}
if (failed) process.exit(1)
