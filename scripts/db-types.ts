/**
 * `npm run db:types`: writes supabase/database.types.ts from the migrations (an in-memory stack
 * runs them), formatted by Biome. Run it after adding a migration; the types test fails until then.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { readSchema, renderDatabaseTypes } from '../supabase/local/testing/database-types.ts'
import { startTestStack } from '../supabase/local/testing/index.ts'

const target = fileURLToPath(new URL('../supabase/database.types.ts', import.meta.url))
const stack = await startTestStack({ seed: false })
try {
  writeFileSync(target, renderDatabaseTypes(await readSchema(stack.db)))
} finally {
  await stack.stop()
}
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' })
console.log(`Wrote ${target}`)
