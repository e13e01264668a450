import { parseGenerateBlogInput } from '../generator/input.ts'
import { type PostBrief, postBriefOf } from '../generator/post-brief.ts'
import { findGeneratorPreset } from '../generator/presets.ts'
import type { NewBlogPost } from '../posts/post.ts'
import {
  type GeneratedArticle,
  generatorFamily,
  runGeneratorFlow,
  toGeneratedPost,
} from './generator-flow.ts'

const input = findGeneratorPreset('balboa-fun-tours')!.input
const article: GeneratedArticle = {
  title: 'Lake tours',
  content: '<p>Body</p>',
  metaDescription: 'Desc',
  tags: ['Lifestyle', 'Tours'],
  keywords: ['lake tours'],
  imageIdeas: ['a boat'],
}
const ok = <T>(data: T) => Promise.resolve({ data, error: null })
const fail = (message: string) => Promise.resolve({ data: null, error: { message } })

describe('generatorFamily', () => {
  it('puts the salon and dispensary in the quick family and tours and bail bonds in the detailed one', () => {
    expect(generatorFamily('bianchis')).toBe('quick')
    expect(generatorFamily('gatsby-cannabis')).toBe('quick')
    expect(generatorFamily('balboa-fun-tours')).toBe('detailed')
    expect(generatorFamily('bail-bonds')).toBe('detailed')
  })
})

describe('runGeneratorFlow, detailed family', () => {
  it('saves the generated post and navigates in the app', async () => {
    const saved: NewBlogPost[] = []
    const briefs: PostBrief[] = []
    const outcome = await runGeneratorFlow('detailed', input, {
      generate: () => ok(article),
      save: (post, brief) => {
        saved.push(post)
        briefs.push(brief)
        return ok({ id: 'p1' })
      },
    })
    expect(outcome).toEqual({
      ok: true,
      id: 'p1',
      message: 'Blog post generated and saved successfully!',
      redirect: 'in-app',
    })
    expect(saved[0]).toMatchObject({
      title: 'Lake tours',
      meta_description: 'Desc',
      tags: ['Lifestyle', 'Tours'],
      backlink_url: input.backlink,
      canonical_url: null,
      business_name: input.businessName,
      business_address: input.locations[0]?.address,
      business_phone: input.locations[0]?.phone,
      author: 'Editorial Team',
      image_ideas: ['a boat'],
    })
    // Saved with the post: the brief every later report judges it by (topic, key points, facts).
    expect(briefs).toEqual([postBriefOf(input)])
    expect(briefs[0]?.topic).toBe(parseGenerateBlogInput(input).topic)
    expect(briefs[0]?.ownerText).toContain(input.businessName)
  })
  it.each([
    [
      'a backend error',
      { generate: () => fail('boom'), save: () => ok({ id: 'x' }) },
      'Failed to generate blog post: boom',
    ],
    [
      'no content',
      { generate: () => ok({ title: 't', content: '  ' }), save: () => ok({ id: 'x' }) },
      'No content generated',
    ],
    [
      'a save failure',
      { generate: () => ok(article), save: () => fail('denied') },
      'Failed to save blog post: denied',
    ],
    [
      'an exception',
      { generate: () => Promise.reject(new Error('network')), save: () => ok({ id: 'x' }) },
      'An unexpected error occurred',
    ],
  ])('reports %s with its message', async (_, calls, message) => {
    await expect(runGeneratorFlow('detailed', input, calls as never)).resolves.toEqual({ ok: false, message })
  })
})

describe('runGeneratorFlow, quick family', () => {
  it('toasts success and asks for a full page redirect', async () => {
    await expect(
      runGeneratorFlow('quick', input, { generate: () => ok(article), save: () => ok({ id: 'p2' }) }),
    ).resolves.toEqual({
      ok: true,
      id: 'p2',
      message: 'Blog post created successfully!',
      redirect: 'full-page',
    })
  })
  it("answers every failure with 'Failed to generate blog post'", async () => {
    for (const calls of [
      { generate: () => fail('boom'), save: () => ok({ id: 'x' }) },
      { generate: () => ok({}), save: () => ok({ id: 'x' }) },
      { generate: () => ok(article), save: () => fail('denied') },
      { generate: () => Promise.reject(new Error('x')), save: () => ok({ id: 'x' }) },
    ]) {
      await expect(runGeneratorFlow('quick', input, calls as never)).resolves.toEqual({
        ok: false,
        message: 'Failed to generate blog post',
      })
    }
  })
})

describe('toGeneratedPost', () => {
  it("names the business team as author in the quick family and defaults the category to 'News'", () => {
    const post = toGeneratedPost({ ...input, locations: [] }, { content: 'x' }, 'quick')
    expect(post.author).toBe(`${input.businessName} Team`)
    expect(post.tags).toEqual(['News'])
    expect(post.business_address).toBeNull()
    expect(post.keywords).toEqual(input.keywords)
    expect(post.title).toBe('')
    expect(post.meta_description).toBeNull()
  })

  it('saves every generated post as a draft for the owner to review', () => {
    expect(toGeneratedPost(input, { content: 'x' }, 'quick').status).toBe('draft')
    expect(toGeneratedPost(input, { content: 'x' }, 'detailed').status).toBe('draft')
  })
})
