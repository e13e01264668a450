import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { stringify } from 'csv-stringify/sync'

/**
 * Rows as CSV with a header row. Cells a spreadsheet would run as a formula (=, +, -, @ first) are
 * quoted with a leading apostrophe: visitors wrote them.
 */
export function toSafeCsv<T extends object>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
): string {
  return stringify(rows as T[], { header: true, columns: [...columns], escape_formulas: true })
}

/**
 * Writes an export to standard output (no file or '-') or to a file only the owner's account may
 * read (it holds personal data), refusing to replace one unless `force`. Returns the path written.
 */
export function writeCsvExport(file: string | undefined, csv: string, force = false): string | null {
  if (file === undefined || file === '-') {
    process.stdout.write(csv)
    return null
  }
  const path = resolve(file)
  try {
    writeFileSync(path, csv, { mode: 0o600, flag: force ? 'w' : 'wx' })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') throw new Error(`${path} exists; add --force to replace it.`)
    throw new Error(`Could not write ${path} (${code ?? (error as Error).message}).`)
  }
  return path
}
