/**
 * `npx deno check` on every Deno entry of supabase/functions (and, through their imports, the
 * handlers, _shared and the core modules they use), so `npm test` catches code that would not
 * deploy to the Supabase edge runtime.
 */
import { execFile } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const functionsDir = dirname(fileURLToPath(import.meta.url))
const root = join(functionsDir, '..', '..')
const entries = readdirSync(functionsDir)
  .filter((name) => !name.startsWith('_') && statSync(join(functionsDir, name)).isDirectory())
  .map((name) => relative(root, join(functionsDir, name, 'index.ts')))

describe('Deno entries', () => {
  it('include the three functions', () => {
    expect(entries.sort()).toEqual([
      'supabase/functions/fix-backlinks/index.ts',
      'supabase/functions/generate-blog/index.ts',
      'supabase/functions/sitemap/index.ts',
    ])
  })

  it('pass `deno check` with the import map of supabase/functions/deno.json', async () => {
    const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
      execFile(
        'npx',
        ['deno', 'check', '--quiet', '--config', 'supabase/functions/deno.json', ...entries],
        { cwd: root, env: { ...process.env, NO_COLOR: '1' }, timeout: 240_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
      )
    })
    expect(result.output.replace(/npm warn.*\n?/g, '')).toBe('')
    expect(result.code).toBe(0)
  }, 300_000)
})
