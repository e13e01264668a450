import { z } from 'zod'
import { factsOf } from './facts.ts'
import { parseGenerateBlogInput } from './input.ts'
import type { GenerateBlogInput } from './types.ts'

/**
 * What a generated post was asked to answer and what its owner said about the business. It is
 * kept beside the post (the owner-only `post_briefs` table) so every report judges the post, as
 * later edited, against the same brief: the page score's Topic and Claims checks read it.
 */
export interface PostBrief {
  /** The question or subject the post must answer. */
  topic: string
  /** Points the body must cover, each in one paragraph or list item. */
  keyPoints: string[]
  /** Everything the owner gave (services, prices, hours, founding year, FAQs...): what backs a claim. */
  ownerText: string
  /** How many locations the owner gave: 'locations in' is a claim only one location cannot back. */
  locations: number
}

/** Bounds of a stored brief: a generator input's own bounds, with room to spare. */
const MAX_TEXT = 100_000
const MAX_POINTS = 50

const STORED_BRIEF = z.object({
  topic: z.string().trim().min(1).max(1_000),
  keyPoints: z.array(z.string().max(1_000)).max(MAX_POINTS),
  ownerText: z.string().max(MAX_TEXT),
  locations: z.number().int().min(1).max(100),
})

/** The brief of a generator input, as the composer and the generator's report read it. */
export function postBriefOf(input: GenerateBlogInput): PostBrief {
  const parsed = parseGenerateBlogInput(input)
  return {
    topic: parsed.topic,
    keyPoints: [...(parsed.keyPoints ?? [])],
    ownerText: factsOf(parsed).ownerText,
    locations: parsed.locations.length,
  }
}

/** A brief read back from storage, or null when it is missing or not a brief (never trusted blindly). */
export function readPostBrief(value: unknown): PostBrief | null {
  const parsed = STORED_BRIEF.safeParse(value)
  return parsed.success ? parsed.data : null
}
