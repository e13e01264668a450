import { composeBlogPost } from '../generator/compose.ts'
import { BRIEF_INPUTS } from '../generator/fixtures/briefs.ts'
import oldPosts from '../generator/fixtures/old-posts.json' with { type: 'json' }
import { htmlToMarkdown } from './html-to-markdown.ts'
import { isHtmlContent, toPostHtml } from './markdown.ts'

/** An article as a language model answers it: the HTML a model-written post used to be stored as. */
const MODEL_HTML = `<p>How often should a home piano be tuned? <strong>Once a year</strong> at least; twice keeps it at pitch.</p>
<p><a href="https://northsidepiano.example">Northside Piano Tuning</a> tunes pianos across Ann Arbor &amp; Ypsilanti.</p>
<h2>Michigan Humidity Swings Move the Soundboard</h2>
<p>Pianos here drift flat in winter and sharp in summer, a “seasonal swing” of up to 10 cents.</p>
<ul><li>Keep the piano away from heat vents</li><li>Hold the room at 40–50% humidity</li></ul>
<h3>What does a pitch raise cost?</h3>
<p>A pitch raise is <em>$60 extra</em>, before the fine tuning: 5 * 3 passes are not needed.</p>
<ol><li>Call (734) 555-0119</li><li>Book a morning visit</li></ol>
<blockquote><p>Each visit ends with a written note.</p></blockquote>`

describe('htmlToMarkdown', () => {
  it('turns a model-written article into Markdown that renders the same reader HTML (snapshot)', async () => {
    const markdown = htmlToMarkdown(MODEL_HTML)
    expect(markdown).not.toBeNull()
    expect(isHtmlContent(markdown ?? '')).toBe(false)
    await expect(markdown).toMatchFileSnapshot('__snapshots__/model-article.md.txt')
    await expect(toPostHtml(markdown ?? '')).toMatchFileSnapshot('__snapshots__/model-article.html.txt')
    expect(toPostHtml(markdown ?? '').replace(/\n/g, '')).toBe(MODEL_HTML.replace(/\n/g, ''))
  })

  it.each(Object.keys(BRIEF_INPUTS) as (keyof typeof BRIEF_INPUTS)[])(
    'round-trips the composed %s post: its HTML back to Markdown renders the same',
    (brief) => {
      const post = composeBlogPost({ ...BRIEF_INPUTS[brief], wordCount: 1500 }, { seed: 0 })
      const html = toPostHtml(post.content)
      expect(toPostHtml(htmlToMarkdown(html) ?? '')).toBe(html)
    },
  )

  it('keeps HTML that Markdown cannot say: heading ids for in-page links, tables, classes', () => {
    expect(htmlToMarkdown(oldPosts.piano.content)).toBeNull()
    expect(htmlToMarkdown('<h2 id="prices">Prices</h2><p>From $140.</p>')).toBeNull()
    expect(htmlToMarkdown('<table><tr><td>Tuning</td><td>$140</td></tr></table>')).toBeNull()
    expect(htmlToMarkdown('<p class="lead">Lead</p>')).toBeNull()
  })

  it('escapes what Markdown would read as syntax', () => {
    expect(htmlToMarkdown('<p>5 * 3 = 15, see [1] and #2</p>')).toBe('5 \\* 3 = 15, see \\[1\\] and #2')
  })
})
