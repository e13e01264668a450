/**
 * Child process of the fix-backlinks kill test: starts the stack on the data folder given as the
 * first argument and runs fix-backlinks batches as the service role until done, printing
 * `updated <n>` after each batch so the parent knows when to kill it.
 */
import { startLocalStack } from '../index.ts'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: fix-backlinks-child.ts <data folder>')
const stack = await startLocalStack({ dataDir, seed: false })
let offset = 0
let updated = 0
for (;;) {
  const response = await fetch(`${stack.url}/functions/v1/fix-backlinks`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ batchSize: 5, offset }),
  })
  const batch = (await response.json()) as { updated: number; hasMore: boolean; nextOffset: number }
  updated += batch.updated
  process.stdout.write(`updated ${updated}\n`)
  if (!batch.hasMore) break
  offset = batch.nextOffset
}
process.stdout.write('done\n')
await stack.stop()
