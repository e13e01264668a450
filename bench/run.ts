/**
 * `npm run bench`: runs every `bench/*.bench.ts` (or only those named on the command line),
 * prints each result and merges them into bench/results/latest.json, keyed by bench name.
 * A bench module exports `run(): Promise<BenchResult>`; goals are recorded beside the figures,
 * never asserted in tests, because these machines are shared and noisy.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface BenchResult {
  /** What was measured, with units in the key names (for example `p99Ms`). */
  figures: Record<string, unknown>
  /** Each goal and whether this run met it. */
  goals?: Record<string, { target: string; met: boolean }>
}

const here = dirname(fileURLToPath(import.meta.url))
const resultsFile = join(here, 'results', 'latest.json')

async function main(): Promise<void> {
  const wanted = process.argv.slice(2)
  const files = (await readdir(here)).filter((file) => file.endsWith('.bench.ts')).sort()
  const selected = files.filter((file) => wanted.length === 0 || wanted.includes(basename(file, '.bench.ts')))
  if (selected.length === 0) throw new Error(`No benchmarks match: ${wanted.join(', ')}`)

  let results: Record<string, unknown> = {}
  try {
    results = JSON.parse(await readFile(resultsFile, 'utf8')) as Record<string, unknown>
  } catch {
    // First run: no earlier results to merge into.
  }
  for (const file of selected) {
    const name = basename(file, '.bench.ts')
    process.stdout.write(`bench ${name} ...\n`)
    const mod = (await import(join(here, file))) as { run: () => Promise<BenchResult> }
    const result = await mod.run()
    results[name] = { ...result, measuredAt: new Date().toISOString(), node: process.version }
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  }
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
  process.stdout.write(`results written to ${resultsFile}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
