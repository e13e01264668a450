import { defaultDataDir, migrateDataDir, resetDataDir, seedDataDir } from '../../supabase/local/index.ts'
import { findRunningServer } from '../backend.ts'
import { UsageError } from '../errors.ts'
import { createOutput } from '../output.ts'

/** Options of `newshub db`. */
export interface DbOptions {
  dataDir?: string
  supabaseUrl?: string
  json?: boolean
}

function localDataDir(options: DbOptions): string {
  if (options.supabaseUrl) {
    throw new UsageError(
      'db commands work on the embedded database; for hosted Supabase use `supabase db push`.',
    )
  }
  const dataDir = options.dataDir ?? defaultDataDir()
  // PGlite is one process per data folder.
  if (findRunningServer(dataDir))
    throw new UsageError(`newshub serve is running on ${dataDir}: stop it first.`)
  return dataDir
}

/** `newshub db migrate`: applies pending migrations. */
export async function runDbMigrate(options: DbOptions): Promise<void> {
  const applied = await migrateDataDir(localDataDir(options))
  const output = createOutput(options)
  output.line(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
      : 'The database is up to date.',
  )
  output.result({ applied })
}

/** `newshub db seed`: applies the seed once. */
export async function runDbSeed(options: DbOptions): Promise<void> {
  const seeded = await seedDataDir(localDataDir(options))
  const output = createOutput(options)
  output.line(seeded ? 'Seed data added.' : 'The seed was applied before; nothing to do.')
  output.result({ seeded })
}

/** `newshub db reset`: rebuilds the schema from the migrations, with the seed unless --no-seed. */
export async function runDbReset(options: DbOptions & { seed?: boolean }): Promise<void> {
  await resetDataDir(localDataDir(options), { seed: options.seed ?? true })
  const output = createOutput(options)
  output.line(`The database was rebuilt${options.seed === false ? ' without seed data' : ' with seed data'}.`)
  output.result({ reset: true, seeded: options.seed !== false })
}
