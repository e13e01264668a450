import { toPostHtml } from './core/posts/markdown.ts'
import { composeBlogPost } from './core/generator/compose.ts'
import { BRIEF_INPUTS } from './core/generator/fixtures/briefs.ts'
const input = { ...BRIEF_INPUTS.groomer, faqs: [{ question: 'Do you use <script> tags?', answer: 'No: *never* [ever](javascript:alert(1)).' }] }
const html = toPostHtml(composeBlogPost(input).content)
console.log(html.split('\n').filter(l => /script|never/.test(l)))
for (const k of ['piano','caterer'] as const) console.log(composeBlogPost(BRIEF_INPUTS[k]).content.match(/^#{2,3} .+$/gm)?.filter(h => h.split(' ').length > 12))
