import { composeBlogPost } from './core/generator/compose.ts'
import { assessArticle } from './core/generator/report.ts'
import { BRIEF_INPUTS } from './core/generator/fixtures/briefs.ts'
for (const [name, input] of Object.entries(BRIEF_INPUTS)) {
  const post = composeBlogPost(input, { seed: Number(process.argv[3] ?? 0) })
  const q = await assessArticle(post, input)
  console.log(name, post.title, q.words, q.passed, q.failures)
  if (process.argv[2] === name) console.log(post.content)
}
