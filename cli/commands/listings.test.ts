/**
 * `newshub listings list|add|update|remove|import` and `db seed --no-examples` through the real CLI
 * (bin/newshub.js in a child process) on a data folder of its own.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type CliRun, runNewshub } from '../testing.ts'

let dataDir: string

function newshub(args: string[], dir = dataDir): Promise<CliRun> {
  return runNewshub(args, dir)
}

/** The error line (a note on the data folder may come before it). */
const lastLine = (text: string) => text.trim().split('\n').at(-1)

async function listed(): Promise<{ id: string; name: string; published: boolean; phone: string }[]> {
  const run = await newshub(['listings', 'list', '--json'])
  expect(run.code).toBe(0)
  return JSON.parse(run.stdout)
}

const ADD = [
  'listings',
  'add',
  '--name',
  'Corktown Pipe & Drain',
  '--services',
  'plumbing',
  '--cities',
  'detroit,ferndale',
  '--street',
  '1400 Michigan Ave',
  '--locality',
  'Detroit',
  '--postal-code',
  '48216',
  '--hours',
  'Mon-Fri 08:00-17:00',
]

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'newshub-listings-'))
  expect((await newshub(['db', 'migrate'])).code).toBe(0)
  expect((await newshub(['db', 'seed', '--no-examples'])).code).toBe(0)
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('newshub listings', () => {
  it('refuses bad input with one line naming the field, exit code 2, nothing stored', async () => {
    const run = await newshub([...ADD, '--phone', '555-1234'])
    expect(run.code).toBe(2)
    expect(lastLine(run.stderr)).toBe('newshub: phone: a 10-digit US number, such as (313) 555-0142')
    expect(await listed()).toEqual([])
  })

  it('adds, updates and unpublishes a listing, with --json for scripts', async () => {
    const added = await newshub([...ADD, '--phone', '313 555 0142', '--published', 'yes', '--json'])
    expect(added.stderr, added.stderr).not.toContain('newshub:')
    expect(added.code).toBe(0)
    const listing = JSON.parse(added.stdout)
    expect(listing).toMatchObject({ name: 'Corktown Pipe & Drain', phone: '(313) 555-0142', published: true })

    const bad = await newshub(['listings', 'update', listing.id, '--postal-code', '90210'])
    expect(bad.code).toBe(2)
    expect(lastLine(bad.stderr)).toMatch(/^newshub: postal_code: /)

    const updated = await newshub(['listings', 'update', listing.id, '--published', 'no'])
    expect(updated.code).toBe(0)
    expect(updated.stdout).toContain('[unpublished]')
    expect(await listed()).toMatchObject([{ id: listing.id, published: false, phone: '(313) 555-0142' }])
  })

  it('imports a CSV file whole, or nothing when a row is bad', async () => {
    const header =
      'name,services,cities,phone,street_address,locality,postal_code,hours,website,description,sponsored,published'
    const good = [
      'Royal Oak Roofing,roofing,"royal-oak,birmingham",248-555-0150,400 S Main St,Royal Oak,48067,Mon-Fri 07:00-15:00,https://ro-roofing.example,,no,yes',
      'Troy Family Dental,healthcare,troy,(248) 555-0160,100 W Big Beaver Rd,Troy,48084,,,Cleanings and fillings.,yes,yes',
    ]
    const file = join(dataDir, 'listings.csv')
    writeFileSync(
      file,
      [header, ...good, 'Broken Co,roofing,troy,248-555-0170,1 Main,Troy,12345,,,,no,yes'].join('\n'),
    )
    const refused = await newshub(['listings', 'import', file])
    expect(refused.code).toBe(2)
    expect(lastLine(refused.stderr)).toBe(
      'newshub: line 4: postal_code: a five-digit Michigan ZIP code (48001 to 49971)',
    )
    expect(await listed()).toHaveLength(1)

    writeFileSync(file, [header, ...good].join('\n'))
    const imported = await newshub(['listings', 'import', file])
    expect(imported.code).toBe(0)
    expect(imported.stdout).toContain('Imported 2 listings')
    expect((await listed()).map((listing) => listing.name)).toEqual([
      'Corktown Pipe & Drain',
      'Royal Oak Roofing',
      'Troy Family Dental',
    ])
  })

  it('removes a listing only with --yes when there is no terminal to ask on', async () => {
    const [first] = await listed()
    const asked = await newshub(['listings', 'remove', first?.id ?? ''])
    expect(asked.code).toBe(2)
    expect(await listed()).toHaveLength(3)
    const removed = await newshub(['listings', 'remove', first?.id ?? '', '--yes'])
    expect(removed.code).toBe(0)
    expect((await listed()).map((listing) => listing.id)).not.toContain(first?.id)
  })

  it('lists every listing past the 1000 rows the API answers a request', async () => {
    const before = (await listed()).length
    const header = 'name,services,cities,phone,street_address,locality,postal_code,published'
    for (const batch of [0, 1]) {
      const rows = Array.from(
        { length: 600 },
        (_, index) =>
          `Batch ${batch} business ${String(index).padStart(3, '0')},plumbing,warren,(586) 555-0100,1 Mound Rd,Warren,48091,yes`,
      )
      const file = join(dataDir, `batch-${batch}.csv`)
      writeFileSync(file, [header, ...rows].join('\n'))
      expect((await newshub(['listings', 'import', file])).code).toBe(0)
    }
    const all = await listed()
    expect(all).toHaveLength(before + 1200)
    expect(new Set(all.map((listing) => listing.id)).size).toBe(before + 1200)
    expect(all.at(-1)?.name).toBe('Troy Family Dental')
    const text = await newshub(['listings', 'list'])
    expect(text.stdout.trim().split('\n')).toHaveLength(before + 1200)
  })
})

describe('newshub db seed --no-examples', () => {
  it('adds the seed posts without the example listings, and a later start does not bring them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'newshub-seed-'))
    try {
      expect((await newshub(['db', 'migrate'], dir)).code).toBe(0)
      const seeded = await newshub(['db', 'seed', '--no-examples'], dir)
      expect(seeded.code).toBe(0)
      const none = await newshub(['listings', 'list', '--json'], dir)
      expect(JSON.parse(none.stdout)).toEqual([])
      expect((await newshub(['db', 'seed'], dir)).code).toBe(0)
      expect(JSON.parse((await newshub(['listings', 'list', '--json'], dir)).stdout)).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
