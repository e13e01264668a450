import { composeBlogPost } from './core/generator/compose.ts'
import { assessArticle } from './core/generator/report.ts'
import { BRIEF_INPUTS } from './core/generator/fixtures/briefs.ts'
import { GENERATOR_PRESETS } from './core/generator/presets.ts'
const all = [...Object.entries(BRIEF_INPUTS), ...GENERATOR_PRESETS.map((p) => [p.id, p.input] as const)]
for (const [name, input] of all) {
  const post = composeBlogPost(input)
  const q = await assessArticle(post, input)
  console.log(name, q.words, q.failures)
  if (process.argv[2] === name) console.log(post.content)
}
