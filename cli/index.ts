/**
 * Entry of the `newshub` command: only the top-level catch lives here. Commands throw; this
 * prints a one-line message and exits 1 (2 for bad usage).
 */
import { CommanderError } from 'commander'
import { buildProgram } from './program.ts'

try {
  await buildProgram().parseAsync(process.argv)
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2)
  process.stderr.write(`newshub: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
