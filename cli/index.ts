/**
 * Entry of the `newshub` command: only the top-level catch lives here. Commands throw; this
 * prints a one-line message and exits 1, or 2 for bad usage.
 */
import { CommanderError } from 'commander'
import { UsageError } from './errors.ts'
import { buildProgram } from './program.ts'

try {
  await buildProgram().parseAsync(process.argv)
} catch (error) {
  // Commander has already printed its own usage message.
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2)
  process.stderr.write(`newshub: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(error instanceof UsageError ? 2 : 1)
}
