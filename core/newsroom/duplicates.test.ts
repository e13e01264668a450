import { describe, expect, it } from 'vitest'
import { composeBlogPost } from '../generator/compose.ts'
import { findGeneratorPreset, GENERATOR_PRESETS } from '../generator/presets.ts'
import {
  describeDuplicates,
  findLikelyDuplicates,
  normalizeText,
  TITLE_JACCARD_THRESHOLD,
  TITLE_TRIGRAM_THRESHOLD,
  titleSimilarity,
} from './duplicates.ts'

/** Titles of the seed posts (supabase/seed.sql): different stories, none a duplicate of another. */
const SEED_TITLES = [
  'Royal Oak Expands Weekend Farmers Market Hours for Summer',
  'Detroit Riverwalk Adds New Lighting and Seating Near Downtown',
  'Troy Library Launches Free Tech Help Sessions for Seniors',
  'Ferndale Road Work: What Drivers Should Know This Fall',
  'Ann Arbor Neighborhoods Prepare for First Big Snow of the Season',
  'Birmingham Residents Weigh In on Downtown Parking Plan',
  'Grand Rapids Volunteers Plant 500 Trees Along the Grand River',
  'Lansing Opens Cooling Centers as Summer Heat Arrives',
  'What Lower Gas Prices Mean for Michigan Road Trips',
  'How the Great Lakes Shape Winter Weather Across the Country',
  'Electric Vehicle Charging: A Guide for First-Time Owners',
  'Election Season Checklist: Registering, Voting Early and Finding Your Polling Place',
  'Why Home Insurance Costs Are Rising Nationwide',
  'Small Businesses on Main Street Royal Oak Report a Strong Holiday Season',
]
const seedPosts = SEED_TITLES.map((title, i) => ({ id: `seed-${i}`, title, slug: `seed-${i}` }))

/** A generated post as the generator pages save it (core/owner/generator-flow.ts toGeneratedPost). */
function generated(presetId: string, seed: number, id: string) {
  const preset = findGeneratorPreset(presetId)
  if (!preset) throw new Error(presetId)
  const post = composeBlogPost(preset.input, { seed })
  return { id, title: post.title, business_name: preset.input.businessName, keywords: preset.input.keywords }
}

describe('findLikelyDuplicates', () => {
  it('finds the exact copy a double click on a generator page saves', () => {
    const first = generated('bail-bonds', 0, 'a')
    const matches = findLikelyDuplicates({ ...first, id: undefined }, [first, ...seedPosts])
    expect(matches).toEqual([{ id: 'a', title: first.title, slug: null, reason: 'title', score: 1 }])
  })

  it('finds a re-run of the same generator whose wording came out different, by its title', () => {
    const first = generated('balboa-fun-tours', 0, 'a')
    const second = generated('balboa-fun-tours', 1, 'b')
    const matches = findLikelyDuplicates(second, [first, ...seedPosts])
    // The titles are the same now (led by the topic), so the title itself is the reason.
    expect(matches.map((match) => [match.id, match.reason])).toEqual([['a', 'title']])
  })

  it('does not match the other generators’ posts, whose titles share a template', () => {
    const posts = GENERATOR_PRESETS.flatMap((preset, i) =>
      [0, 1, 7919].map((seed) => generated(preset.id, seed, `${i}-${seed}`)),
    )
    for (const post of posts) {
      const matches = findLikelyDuplicates(post, posts)
      const own = post.id.split('-')[0]
      expect(
        matches.every((match) => match.id.split('-')[0] === own),
        post.title,
      ).toBe(true)
    }
  })

  it('finds a near-identical title written by hand, whoever the client', () => {
    const matches = findLikelyDuplicates(
      { title: 'Royal Oak expands weekend farmers’ market hours this summer' },
      seedPosts,
    )
    expect(matches.map((match) => match.id)).toEqual(['seed-0'])
    expect(matches[0]?.reason).toBe('title')
  })

  it('catches a re-spelt title by its letters', () => {
    const { letters } = titleSimilarity(
      'Grand Rapids Volunteers Plant 500 Trees Along the Grand River',
      'Grand Rapids volunteers plant 500 trees along Grand River!',
    )
    expect(letters).toBeGreaterThanOrEqual(TITLE_TRIGRAM_THRESHOLD)
  })

  it('keeps different stories apart, even on the same town or theme', () => {
    for (const [i, title] of SEED_TITLES.entries()) {
      const others = seedPosts.filter((post) => post.id !== `seed-${i}`)
      expect(findLikelyDuplicates({ title }, others), title).toEqual([])
    }
    const { words } = titleSimilarity(
      'Royal Oak Expands Weekend Farmers Market Hours for Summer',
      'Small Businesses on Main Street Royal Oak Report a Strong Holiday Season',
    )
    expect(words).toBeLessThan(TITLE_JACCARD_THRESHOLD)
  })

  it('keeps two posts for the same client on different topics apart', () => {
    const roofing = {
      business_name: 'Great Lakes Roofing',
      keywords: ['roof repair Troy', 'roof inspection'],
    }
    const existing = [{ id: 'x', title: 'Spring Roof Care in Troy', ...roofing }]
    const gutters = {
      title: 'Choosing Seamless Gutters for a Troy Home',
      business_name: 'Great Lakes Roofing, ',
      keywords: ['seamless gutters Troy', 'gutter guards'],
    }
    expect(findLikelyDuplicates(gutters, existing)).toEqual([])
    const sameTopic = { ...gutters, keywords: ['Roof repair troy', 'roof inspection', 'roof leaks'] }
    expect(findLikelyDuplicates(sameTopic, existing).map((match) => match.reason)).toEqual(['client-topic'])
  })

  it('skips the post itself and posts in the trash', () => {
    const post = { id: 'a', title: 'Spring Roof Care in Troy' }
    expect(findLikelyDuplicates(post, [post])).toEqual([])
    expect(
      findLikelyDuplicates({ title: post.title }, [{ ...post, deleted_at: '2026-11-01T00:00:00Z' }]),
    ).toEqual([])
  })
})

describe('describeDuplicates', () => {
  it('names the closest match and how many more there are, or nothing', () => {
    expect(describeDuplicates([])).toBeNull()
    expect(
      describeDuplicates([
        { id: 'a', title: 'Spring Roof Care', slug: null, reason: 'title', score: 1 },
        { id: 'b', title: 'Roof Care', slug: null, reason: 'client-topic', score: 0.6 },
      ]),
    ).toBe('Possible duplicate: "Spring Roof Care" has a near-identical title (and 1 more).')
  })
})

describe('normalizeText', () => {
  it('drops case, accents, apostrophes and punctuation', () => {
    expect(normalizeText("  Bianchi's Café — Royal-Oak!  ")).toBe('bianchis cafe royal oak')
  })
})
