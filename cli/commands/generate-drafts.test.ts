/**
 * `newshub generate` through the real CLI (bin/newshub.js in a child process) on its own data
 * folder: generated posts are drafts readers cannot see, --publish publishes at once, and a re-run
 * is warned about the copy it makes.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LocalStack, startLocalStack } from '../../supabase/local/index.ts'
import { nodeClient } from '../../supabase/local/testing/index.ts'
import { type CliRun, runNewshub } from '../testing.ts'

let dataDir: string

function newshub(args: string[]): Promise<CliRun> {
  return runNewshub(args, dataDir)
}

/** A short post for a business of our own: quicker to compose than a 3,000-word preset. */
const FLAGS = [
  'generate',
  '--business',
  'Lakeside Bikes',
  '--location',
  '120 Main St, Troy, MI 48083 | (248) 555-0199',
  '--keyword',
  'bike repair Troy,e-bikes',
  '--backlink',
  'https://lakeside-bikes.example',
  '--topic',
  'getting a bike ready for spring',
  '--words',
  '400',
  // The composer writes only from the owner's material: these points carry enough for 400 words.
  ...[
    'Check both tyres for cracks in the sidewall and pump them to the pressure printed on the tyre before the first ride of spring.',
    'A chain that sat all winter needs cleaning with a degreaser and a light coat of chain oil; wipe off what the links do not hold.',
    'Squeeze both brake levers hard: if a lever touches the handlebar, the cable needs tightening or the pads need replacing.',
    'Spin each wheel and watch the gap at the brake pads; a wheel that wobbles from side to side needs truing by a mechanic.',
    'Shift through every gear on a stand; a chain that skips or rattles usually means the derailleur cable has stretched.',
    'E-bike batteries lose charge in a cold garage, so charge the battery fully and check the charger light before the first ride.',
    'Tighten the stem, seat post and wheel quick-release levers, because bolts loosen over a winter of bumps and temperature swings.',
    'Book a spring tune-up early in March, before the first warm weekend fills the repair queue at every bike shop in town.',
  ].flatMap((point) => ['--point', point]),
  '--service',
  'Spring tune-up|Brakes, gears, tyres and a safety check of every bolt|$89',
  '--service',
  'E-bike battery check|A capacity test of the battery and a look at the charger and wiring|$35',
]

/** What a reader (the anon key) gets for a post id, through the real API. */
async function readAsReader(id: string): Promise<unknown[]> {
  const stack: LocalStack = await startLocalStack({ dataDir, port: 0, seed: false })
  try {
    const { data, error } = await nodeClient(stack.url, stack.anonKey)
      .from('blog_posts')
      .select('id')
      .eq('id', id)
    if (error) throw error
    return data
  } finally {
    await stack.stop()
  }
}

vi.setConfig({ testTimeout: 240_000, hookTimeout: 180_000 })

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'newshub-generate-'))
  const stack = await startLocalStack({ dataDir, port: 0, seed: false })
  await stack.stop()
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('newshub generate', () => {
  it('saves a draft readers cannot see and prints the editor URL', async () => {
    const run = await newshub([...FLAGS, '--json'])
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result).toMatchObject({
      saved: true,
      status: 'draft',
      message: 'Blog post generated and saved successfully!',
      duplicateWarning: null,
      duplicates: [],
    })
    expect(result.url).toBe(`http://localhost:8080/newsroom/${result.id}`)
    expect(await readAsReader(result.id)).toEqual([])
  })

  it('warns on a re-run that it saved a likely duplicate, in words', async () => {
    const human = await newshub(FLAGS)
    expect(human.code).toBe(0)
    expect(human.stdout).toContain('Blog post generated and saved successfully!')
    expect(human.stdout).toMatch(
      /Saved as a draft; review and publish it at http:\/\/localhost:8080\/newsroom\/[0-9a-f-]{36}\n/,
    )
    expect(human.stdout).toMatch(
      /Possible duplicate: ".+" (has a near-identical title|is for the same client and topic)/,
    )
  })

  it('publishes at once with --publish and prints the article URL', async () => {
    const run = await newshub([...FLAGS, '--publish', '--json'])
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result).toMatchObject({ saved: true, status: 'published' })
    // Two drafts of this post exist by now: both are named in --json, the closest in the warning.
    expect(result.duplicates).toHaveLength(2)
    expect(result.duplicateWarning).toMatch(/^Possible duplicate: ".+" .+ \(and 1 more\)\.$/)
    expect(result.url).toBe(`http://localhost:8080/article/${result.slug}`)
    expect(await readAsReader(result.id)).toEqual([{ id: result.id }])
  })
})
