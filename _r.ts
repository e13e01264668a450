import { composeBlogPost } from './core/generator/compose.ts'
import { assessArticle } from './core/generator/report.ts'
import { GENERATOR_PRESETS } from './core/generator/presets.ts'
for (const p of GENERATOR_PRESETS) {
  const post = composeBlogPost(p.input, { seed: Number(process.argv[3] ?? 0) })
  const q = await assessArticle(post, p.input)
  console.log(p.id, post.title, q.words, q.passed, q.failures)
  if (process.argv[2] === p.id) console.log(post.content)
}
