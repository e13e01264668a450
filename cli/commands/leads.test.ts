/**
 * `newshub leads list|export` through the real CLI (bin/newshub.js in a child process) on a data
 * folder whose database holds quote requests sent through public.request_quote() as a visitor would.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseListing } from '../../core/listings/listing.ts'
import { startLocalStack } from '../../supabase/local/index.ts'
import { nodeClient } from '../../supabase/local/testing/index.ts'
import { type CliRun, runNewshub } from '../testing.ts'

let dataDir: string

/** Runs `newshub` as a user would, with no standard input. */
function newshub(args: string[]): Promise<CliRun> {
  return runNewshub(args, dataDir)
}

const REQUESTS = [
  {
    name: 'Pat Reader',
    contact: 'pat@newshub.example',
    message: 'Tap leaks, twice a day',
    city: 'Detroit',
    service: 'Plumbing',
  },
  {
    name: '=HYPERLINK("x")',
    contact: '+1 555 123 4567',
    message: 'line one\nline two',
    city: 'Troy',
    service: 'Roofing',
  },
]

const LISTING = {
  name: 'Corktown Pipe & Drain',
  services: 'plumbing',
  cities: 'detroit',
  phone: '(313) 555-0142',
  street_address: '1400 Michigan Ave',
  locality: 'Detroit',
  postal_code: '48216',
}

// Each step starts a CLI process and the embedded stack: a generous bound for a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'newshub-leads-'))
  const stack = await startLocalStack({ dataDir, port: 0, seed: false })
  try {
    const anon = nodeClient(stack.url, stack.anonKey)
    // Pat's request is addressed to a listed business; the other one is the owner's to route.
    const { data: listing, error: listingError } = await nodeClient(stack.url, stack.serviceRoleKey)
      .from('listings')
      .insert(parseListing({ ...LISTING, published: true }))
      .select('id')
      .single()
    if (listingError) throw listingError
    for (const [index, request] of REQUESTS.entries()) {
      const { error } = await anon.rpc('request_quote', {
        ...request,
        ...(index === 0 ? { listing: listing.id } : {}),
      })
      if (error) throw error
    }
  } finally {
    await stack.stop()
  }
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('newshub leads', () => {
  it('lists the requests newest first, as JSON with --json', async () => {
    const run = await newshub(['leads', 'list', '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const listed = JSON.parse(run.stdout)
    expect(listed).toMatchObject([
      { ...REQUESTS[1], listing_name: null },
      { ...REQUESTS[0], listing_name: 'Corktown Pipe & Drain' },
    ])
    expect(listed[0]).not.toHaveProperty('contact_key')
  })

  it('lists one line per request for people', async () => {
    const run = await newshub(['leads', 'list'])
    expect(run.code).toBe(0)
    const lines = run.stdout.trim().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain(
      'Roofing in Troy  for you (no business chosen)  =HYPERLINK("x") <+1 555 123 4567>  line one line two',
    )
    expect(lines[1]).toContain(
      'Plumbing in Detroit  for Corktown Pipe & Drain  Pat Reader <pat@newshub.example>  Tap leaks, twice a day',
    )
  })

  it('exports CSV to standard output, formulas defused', async () => {
    const run = await newshub(['leads', 'export'])
    expect(run.code).toBe(0)
    const [header, ...rest] = run.stdout.split('\n')
    expect(header).toBe('created_at,name,contact,city,service,listing_name,message,id,listing_id')
    const body = rest.join('\n')
    expect(body).toContain(`"'=HYPERLINK(""x"")",'+1 555 123 4567,Troy,Roofing,,"line one\nline two"`)
    expect(body).toContain(
      'Pat Reader,pat@newshub.example,Detroit,Plumbing,Corktown Pipe & Drain,"Tap leaks, twice a day"',
    )
  })

  it('exports to a private file, and keeps an existing one unless --force', async () => {
    const file = join(dataDir, 'leads.csv')
    const first = await newshub(['leads', 'export', file])
    expect(first.code).toBe(0)
    expect(first.stdout).toBe(`Wrote 2 quote requests to ${file}.\n`)
    expect(readFileSync(file, 'utf8')).toContain('pat@newshub.example')
    expect(statSync(file).mode & 0o077).toBe(0)

    const again = await newshub(['leads', 'export', file])
    expect(again.code).toBe(1)
    // The data-folder line first, then one line saying what to do.
    expect(again.stderr).toBe(
      `Data folder: ${dataDir}\nnewshub: ${file} exists; add --force to replace it.\n`,
    )
    const forced = await newshub(['leads', 'export', file, '--force'])
    expect(forced.code).toBe(0)
  })
})
