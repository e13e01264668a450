/**
 * `newshub report` through the real CLI (bin/newshub.js in a child process, run from another
 * folder) on a data folder holding a client business, its story, reader events and a lead.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ClientReport } from '../../core/analytics/client-report.ts'
import { parseListing } from '../../core/listings/listing.ts'
import { startLocalStack } from '../../supabase/local/index.ts'
import { nodeClient } from '../../supabase/local/testing/index.ts'
import { runNewshub } from '../testing.ts'

let dataDir: string
let workDir: string
const month = new Date().toISOString().slice(0, 7)
const today = new Date().toISOString().slice(0, 10)

// Each step starts a CLI process and the embedded stack: a generous bound for a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

const newshub = (args: string[]) => runNewshub(args, dataDir, { cwd: workDir })

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'newshub-report-data-'))
  workDir = mkdtempSync(join(tmpdir(), 'newshub-report-cwd-'))
  const stack = await startLocalStack({ dataDir, port: 0, seed: false })
  try {
    const service = nodeClient(stack.url, stack.serviceRoleKey)
    const listing = (name: string) =>
      parseListing({
        name,
        phone: '(313) 555-0142',
        services: 'plumbing',
        cities: 'detroit',
        street_address: '1400 Michigan Ave',
        locality: 'Detroit',
        postal_code: '48216',
        published: true,
      })
    const { data: listings } = await service
      .from('listings')
      .insert([listing('Corktown Pipe & Drain'), listing('Corktown Roofing'), listing('Ferndale Heat')])
      .select('id,name')
      .throwOnError()
    const client = listings.find((row) => row.name === 'Corktown Pipe & Drain')?.id as string
    const { data: post } = await service
      .from('blog_posts')
      .insert({
        title: 'Corktown Pipe & Drain on frozen pipes',
        slug: 'corktown-frozen-pipes',
        content: '<p>Pipes.</p>',
        business_name: 'Corktown Pipe & Drain',
      })
      .select('id')
      .single()
      .throwOnError()
    const base = { device: 'mobile', occurred_at: new Date(Date.now() - 60_000).toISOString() }
    await service
      .from('analytics_events')
      .insert([
        {
          ...base,
          kind: 'view',
          path: '/article/corktown-frozen-pipes',
          post_id: post.id,
          visitor: 'a'.repeat(64),
        },
        {
          ...base,
          kind: 'view',
          path: '/article/corktown-frozen-pipes',
          post_id: post.id,
          visitor: 'b'.repeat(64),
        },
        {
          ...base,
          kind: 'link_click',
          path: '/article/corktown-frozen-pipes',
          post_id: post.id,
          business_id: client,
          visitor: 'b'.repeat(64),
        },
      ])
      .throwOnError()
    const { error } = await nodeClient(stack.url, stack.anonKey).rpc('request_quote', {
      name: 'Pat Reader',
      contact: 'pat@newshub.example',
      message: 'Tap leaks',
      city: 'Detroit',
      service: 'Plumbing',
      listing: client,
    })
    if (error) throw error
  } finally {
    await stack.stop()
  }
})
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(workDir, { recursive: true, force: true })
})

describe('newshub report', () => {
  it('writes the month’s report as HTML, PDF and CSV in the folder it is run from', async () => {
    const run = await newshub(['report', '--client', 'corktown pipe & drain', '--month', month, '--csv'])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).not.toContain('newshub:')
    expect(run.stdout).toContain('Corktown Pipe & Drain, ')
    expect(run.stdout).toContain(': 1 posts published, 2 views, 2 visitors, 1 clicks, 1 quote requests.')
    const base = `report-corktown-pipe-drain-${month}-01-${today.slice(0, 7)}`
    const files = readdirSync(workDir).sort()
    expect(files).toHaveLength(3)
    expect(files.every((file) => file.startsWith(base))).toBe(true)
    const html = readFileSync(join(workDir, files.find((file) => file.endsWith('.html')) as string), 'utf8')
    expect(html).toContain('<h1>Corktown Pipe &amp; Drain: NewsHub report</h1>')
    expect(html).toContain('<dt>Quote requests</dt><dd>1</dd>')
    expect(html).toContain('<td>Corktown Pipe &amp; Drain on frozen pipes</td>')
    const pdf = await PDFDocument.load(
      readFileSync(join(workDir, files.find((file) => file.endsWith('.pdf')) as string)),
    )
    expect(pdf.getTitle()).toMatch(/^Corktown Pipe & Drain: NewsHub report, /)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)
    const csv = readFileSync(join(workDir, files.find((file) => file.endsWith('.csv')) as string), 'utf8')
    expect(csv.split('\n')[0]).toBe('day,views,visitors,clicks,quote_requests')
    expect(csv).toContain(`${today},2,2,1,1`)
  })

  it('refuses to replace the files without --force, and replaces them with it', async () => {
    const again = await newshub(['report', '--client', 'Corktown Pipe & Drain', '--month', month])
    expect(again.code).toBe(2)
    expect(again.stderr.trim()).toMatch(/\.html exists; add --force to replace it\.$/)
    const forced = await newshub(['report', '--client', 'Corktown Pipe & Drain', '--month', month, '--force'])
    expect(forced.code, forced.stderr).toBe(0)
  })

  it('prints the report and the files as JSON with --json, for a range of days', async () => {
    const out = join(workDir, 'week')
    const run = await newshub([
      'report',
      '--client',
      'Corktown Pipe',
      '--from',
      today,
      '--to',
      today,
      '--out',
      out,
      '--json',
    ])
    expect(run.code, run.stderr).toBe(0)
    const { files, report } = JSON.parse(run.stdout) as { files: string[]; report: ClientReport }
    expect(files.map((file) => file.slice(out.length + 1))).toEqual([
      `report-corktown-pipe-drain-${today}-${today}.html`,
      `report-corktown-pipe-drain-${today}-${today}.pdf`,
    ])
    expect(report).toMatchObject({ from: today, to: today, views: 2, visitors: 2, clicks: 1, leads: 1 })
    expect(report.days).toEqual([{ day: today, views: 2, visitors: 2, clicks: 1, leads: 1 }])
  })

  it('answers bad input in one line, without a stack trace', async () => {
    for (const [args, message] of [
      [['report', '--month', month], 'Name the client: --client "Business name" (or its listing id).'],
      [['report', '--client', 'Nobody', '--month', month], 'No listing is named "Nobody"'],
      [
        ['report', '--client', 'Corktown', '--month', month],
        '2 listings match "Corktown": Corktown Pipe & Drain (',
      ],
      [
        ['report', '--client', 'Ferndale Heat', '--month', 'November'],
        '"November" is not a month; write it as 2026-11.',
      ],
      [
        ['report', '--client', 'Ferndale Heat', '--from', '2026-11-09', '--to', '2026-11-01'],
        'The last day comes before the first.',
      ],
    ] as const) {
      const run = await newshub([...args])
      expect(run.code, args.join(' ')).toBe(2)
      expect(run.stderr).toContain(message)
      expect(run.stderr).not.toMatch(/\n\s+at /)
    }
  })
})
