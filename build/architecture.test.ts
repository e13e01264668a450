/**
 * The folder rules of the README's Layout section (which folder may import which), checked on every source
 * file's relative imports as TypeScript reads them. Tests may reach further (they start the
 * embedded stack, for one), so only non-test files are held to the rules.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Where each folder's source may import from, besides itself (paths from the repository root). */
const ALLOWED: Record<string, readonly string[]> = {
  core: [],
  // The generated schema types are the one description of the database every client shares.
  app: ['core/', 'supabase/database.types.ts'],
  // The CLI loads the built app (dist/) at run time; app source is never imported.
  cli: ['core/', 'supabase/'],
  supabase: ['core/'],
}

function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  return listed
    .split('\n')
    .filter((file) => file !== '' && !/\.test\.tsx?$/.test(file) && !file.includes('/testing/'))
}

/** Every relative import of a file (static, dynamic and type-only), as paths from the root. */
function relativeImports(file: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((entry) => entry.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) =>
      relative(root, resolve(root, dirname(file), specifier))
        .split('\\')
        .join('/'),
    )
}

/** The imports of `file` that break its folder's rule. */
function violations(file: string): string[] {
  const folder = file.split('/')[0] as string
  const allowed = ALLOWED[folder]
  if (!allowed) return []
  return relativeImports(file, readFileSync(join(root, file), 'utf8')).filter(
    (target) => !target.startsWith(`${folder}/`) && !allowed.some((prefix) => target.startsWith(prefix)),
  )
}

describe('folder rules', () => {
  it('reads static, dynamic and type-only imports', () => {
    const text = [
      "import type { A } from '../../app/lib/a.ts'",
      "import { b } from './b.ts'",
      "const c = await import('../../core/c.ts')",
      "export { d } from 'some-package'",
    ].join('\n')
    expect(relativeImports('cli/commands/x.ts', text)).toEqual([
      'app/lib/a.ts',
      'cli/commands/b.ts',
      'core/c.ts',
    ])
  })

  it.each(Object.keys(ALLOWED))('%s imports only what its row of the architecture allows', (folder) => {
    const broken = sourceFiles()
      .filter((file) => file.startsWith(`${folder}/`))
      .flatMap((file) => violations(file).map((target) => `${file} -> ${target}`))
    expect(broken).toEqual([])
  })
})
