import { Command } from 'commander'

/** Builds the `newshub` program: every command is registered here, each implemented in commands/. */
export function buildProgram(): Command {
  const program = new Command('newshub')
    .description('NewsHub: serve the site and run the owner tools from a terminal')
    .exitOverride()
    .showHelpAfterError(false)
  program
    .command('serve')
    .description('Serve the site and the embedded backend on one local address')
    .action(() => {
      throw new Error('The server-rendering front end is not built yet: `newshub serve` arrives with it.')
    })
  return program
}
