import { describe, expect, it } from 'vitest'
import { composeBlogPost } from '../generator/compose.ts'
import { BRIEF_INPUTS } from '../generator/fixtures/briefs.ts'
import oldPosts from '../generator/fixtures/old-posts.json' with { type: 'json' }
import { postBriefOf } from '../generator/post-brief.ts'
import { findGeneratorPreset } from '../generator/presets.ts'
import { toGeneratedPost } from '../owner/generator-flow.ts'
import { prePublishReport } from './report.ts'

const preset = findGeneratorPreset('bail-bonds')
if (!preset) throw new Error('bail-bonds preset')
const article = composeBlogPost(preset.input, { seed: 0 })
/** The row the generator pages save for this article. */
const saved = toGeneratedPost(
  preset.input,
  { ...article, metaDescription: article.metaDescription },
  'detailed',
)

const byName = (report: ReturnType<typeof prePublishReport>, name: string) =>
  [...report.checks, ...report.advice].find((check) => check.name === name)

describe('prePublishReport', () => {
  it('reports a generated post: its words, keyword counts, passing SEO rules and no duplicate yet', () => {
    const report = prePublishReport(saved, [])
    // As long as the preset's facts and key points carry it: at least 600 words, never padded.
    expect(report.words).toBeGreaterThanOrEqual(600)
    expect(report.readTime).toBe(`${Math.ceil(report.words / 200)} min read`)
    expect(report.keywords.map((keyword) => keyword.keyword)).toEqual(preset.input.keywords)
    for (const keyword of report.keywords) {
      expect(keyword.count).toBeGreaterThanOrEqual(2)
      expect(keyword.share).toBeLessThanOrEqual(2.5)
    }
    expect(byName(report, 'Title')?.status).toBe('pass')
    expect(byName(report, 'Meta Description')?.status).toBe('pass')
    expect(byName(report, 'Keywords')?.status).toBe('pass')
    expect(byName(report, 'Backlinks')?.status).toBe('pass')
    expect(byName(report, 'Duplicates')).toEqual({
      name: 'Duplicates',
      status: 'pass',
      message: 'No similar post found',
    })
    expect(report.duplicateWarning).toBeNull()
  })

  it('warns when the same generator already saved this post', () => {
    const report = prePublishReport(saved, [{ ...saved, id: 'first', slug: 'the-local-guide' }])
    expect(report.duplicates).toHaveLength(1)
    expect(report.duplicateWarning).toBe(`Possible duplicate: "${saved.title}" has a near-identical title.`)
    expect(byName(report, 'Duplicates')?.status).toBe('warning')
  })

  it('judges a short hand-written Markdown post by the same rules, saying what to fix', () => {
    const report = prePublishReport({
      title: 'Ferndale Road Work: What Drivers Should Know This Fall, Street by Street and Week by Week',
      content:
        '## Closures\n\nNine Mile Road closes between Woodward and Livernois from Monday. Detours follow Hilton Road.\n\n- Buses keep their stops\n- Parking stays free',
      meta_description: 'x'.repeat(170),
      keywords: ['Ferndale road work', 'Nine Mile Road'],
      image_url: '/storage/v1/object/public/post-images/2026/11/a.webp',
    })
    expect(report.words).toBe(22)
    expect(report.keywords).toEqual([
      { keyword: 'Ferndale road work', count: 0, share: 0 },
      { keyword: 'Nine Mile Road', count: 1, share: 13.64 },
    ])
    expect(byName(report, 'Title')).toMatchObject({
      status: 'warning',
      message: 'The title is 89 characters; search results show about 65.',
    })
    expect(byName(report, 'Meta Description')).toMatchObject({
      status: 'warning',
      message: expect.stringMatching(/longer than 160 characters.*157/),
    })
    expect(byName(report, 'Keywords')?.message).toMatch(/primary keyword "Ferndale road work"/)
    expect(byName(report, 'Keywords')?.message).toMatch(/"Nine Mile Road" appears 1 time/)
    expect(byName(report, 'Length')?.message).toBe(
      'The text has 22 words; search engines favour 300 or more.',
    )
    expect(byName(report, 'Writing')?.status).toBe('pass')
    expect(byName(report, 'Featured Image')?.message).toBe('The featured image has no alt text.')
    expect(byName(report, 'Backlinks')).toBeUndefined()
    // Meta Tags, Writing and the four tags every article page carries pass; the other five do not.
    expect(report.checks).toHaveLength(11)
    expect(report.score).toBe(55)
  })

  it('fails a post without a title and asks for keywords and a description', () => {
    const report = prePublishReport({ title: ' ', content: '' })
    expect(byName(report, 'Title')).toEqual({
      name: 'Title',
      status: 'fail',
      message: 'The page has no title.',
    })
    expect(byName(report, 'Keywords')?.status).toBe('warning')
    expect(byName(report, 'Meta Description')?.status).toBe('fail')
  })
})

describe('prePublishReport of a post kept with its brief', () => {
  // The template-bank composer's posts for three businesses, as an editor read them: off topic,
  // another trade's steps, invented claims (core/generator/fixtures).
  const cases = (Object.keys(BRIEF_INPUTS) as (keyof typeof BRIEF_INPUTS)[]).map((name) => {
    const input = BRIEF_INPUTS[name]
    const old = oldPosts[name]
    return {
      name,
      input,
      post: {
        ...toGeneratedPost(input, { ...old, keywords: input.keywords }, 'detailed'),
        brief: postBriefOf(input),
      },
    }
  })

  it.each(cases)('fails $name on its topic and on claims its owner never made', ({ input, post }) => {
    const report = prePublishReport(post, [])
    const topic = byName(report, 'Topic')
    expect(topic?.status).toBe('fail')
    expect(topic?.message).toContain(`The title does not name the topic "${input.topic}".`)
    expect(topic?.message).toMatch(/The key point ".+" is not covered\./)
    const claims = byName(report, 'Claims')
    expect(claims?.status).toBe('fail')
    expect(claims?.message).toMatch(/^The post claims what its brief does not say: "/)
    // The same post without its brief is scored only on what a page shows: no Topic, no Claims.
    const bare = prePublishReport({ ...post, brief: null }, [])
    expect(byName(bare, 'Topic')).toBeUndefined()
    expect(byName(bare, 'Claims')).toBeUndefined()
    expect(report.score).toBeLessThan(bare.score)
  })

  it('passes a post the composer wrote to the same brief, and names a claim an editor adds later', () => {
    const input = BRIEF_INPUTS.piano
    const composed = composeBlogPost(input, { seed: 0 })
    const post = {
      ...toGeneratedPost(input, composed, 'detailed'),
      brief: postBriefOf(input),
    }
    expect(byName(prePublishReport(post, []), 'Topic')?.status).toBe('pass')
    expect(byName(prePublishReport(post, []), 'Claims')?.status).toBe('pass')
    const edited = { ...post, content: `${post.content}\n\nOur award-winning tuners are fully insured.` }
    expect(byName(prePublishReport(edited, []), 'Claims')?.message).toBe(
      'The post claims what its brief does not say: "award-winning", "insured".',
    )
  })
})
