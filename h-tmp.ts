import { composeBlogPost, GENERATOR_PRESETS } from './core/generator/index.ts'
import { assessArticle } from './core/generator/report.ts'
const inputs = [{
  businessName: 'Balboa Fun Tours',
  locations: [{ address: '241 E Front St, Traverse City, MI 49684', phone: '(231) 555-0168' }, { address: '101 N Harbor Dr, Grand Haven, MI 49417', phone: '(616) 555-0131' }],
  keywords: ['kayak rentals', 'Kalamazoo River kayaking'],
  backlink: 'https://balboafuntours.example',
  topic: "Paddling the Kalamazoo River: a first-timer's guide",
}, ...GENERATOR_PRESETS.map(p=>p.input)]
for (const input of inputs) {
const post = composeBlogPost(input)
let t = performance.now()
const r = await assessArticle(post, input)
console.log(performance.now()-t)
console.log(JSON.stringify({...r, grammar: {hints: r.grammar.hints, n: r.grammar.findings.length}}, null, 1).slice(0,3000))
}
