import { Command, InvalidArgumentError, Option } from 'commander'
import { runServe } from './commands/serve-command.ts'

/** Parses a TCP port (0 picks a free one). */
export function parsePort(value: string): number {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535)
    throw new InvalidArgumentError('Port must be a whole number from 0 to 65535.')
  return port
}

/** Builds the `newshub` program: every command is registered here, each implemented in commands/. */
export function buildProgram(): Command {
  const program = new Command('newshub')
    .description('NewsHub: serve the site and run the owner tools from a terminal')
    .exitOverride()
  program
    .command('serve')
    .description('Serve the site and the embedded Supabase backend on one local address')
    .addOption(
      new Option('-p, --port <port>', 'port to listen on').env('PORT').default(8080).argParser(parsePort),
    )
    .option('--host <host>', 'address to listen on (0.0.0.0 for every interface)', '127.0.0.1')
    .addOption(new Option('--data-dir <dir>', 'embedded database folder').env('NEWSHUB_DATA_DIR'))
    .option('--in-memory', 'keep the embedded database in memory (nothing is saved)')
    .option('--supabase-url <url>', 'use hosted Supabase at this URL instead of the embedded backend')
    .addOption(new Option('--anon-key <key>', 'the hosted project’s anon key').env('SUPABASE_ANON_KEY'))
    .option('--site-url <url>', 'public origin for canonical URLs (default: the request’s origin)')
    .action(runServe)
  return program
}
