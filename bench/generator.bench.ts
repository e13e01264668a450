/**
 * `npm run bench generator`: how long the offline composer takes to write one 3000-word article
 * (the spec's default), timed over 50 runs after a warm-up, each with a different seed so no run
 * repeats another's choices. Goal: under 50 ms on this machine.
 */
import { composeBlogPost, GENERATOR_PRESETS } from '../core/generator/index.ts'
import { countWords } from '../core/posts/text.ts'
import type { BenchResult } from './run.ts'

const RUNS = 50
const WARM_UP = 10
const GOAL_MS = 50

export async function run(): Promise<BenchResult> {
  const input = GENERATOR_PRESETS.find((preset) => preset.id === 'gatsby-cannabis')?.input
  if (!input) throw new Error('The gatsby-cannabis preset is missing.')
  for (let seed = 0; seed < WARM_UP; seed++) composeBlogPost(input, { seed })
  const times: number[] = []
  let words = 0
  for (let seed = WARM_UP; seed < WARM_UP + RUNS; seed++) {
    const started = performance.now()
    const post = composeBlogPost(input, { seed })
    times.push(performance.now() - started)
    words = countWords(post.content)
  }
  times.sort((a, b) => a - b)
  const meanMs = times.reduce((sum, time) => sum + time, 0) / times.length
  const p95Ms = times[Math.ceil(times.length * 0.95) - 1] ?? 0
  const round = (ms: number): number => Math.round(ms * 100) / 100
  return {
    figures: { meanMs: round(meanMs), p95Ms: round(p95Ms), words, runs: RUNS },
    goals: { generate3000Words: { target: `under ${GOAL_MS} ms`, met: p95Ms < GOAL_MS } },
  }
}
