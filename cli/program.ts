import { readFileSync } from 'node:fs'
import { Command, InvalidArgumentError, Option } from 'commander'
import { runDbBackup, runDbMigrate, runDbReset, runDbRestore, runDbSeed } from './commands/db.ts'
import { runFixBacklinks } from './commands/fix-backlinks.ts'
import { runGenerate } from './commands/generate.ts'
import { runLeadsExport, runLeadsList } from './commands/leads.ts'
import { runOwnerAdd, runOwnerList, runOwnerPasswd, runOwnerRemove } from './commands/owner.ts'
import { runSeoCheck } from './commands/seo-check.ts'
import { runServe } from './commands/serve-command.ts'
import { parseWholeNumber } from './output.ts'

/** Parses a TCP port (0 picks a free one). */
export function parsePort(value: string): number {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535)
    throw new InvalidArgumentError('Port must be a whole number from 0 to 65535.')
  return port
}

function wholeNumber(name: string, min: number, max: number) {
  const parse = parseWholeNumber(name, min, max)
  return (value: string) => {
    try {
      return parse(value)
    } catch (error) {
      throw new InvalidArgumentError((error as Error).message)
    }
  }
}

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string
}

const collect = (value: string, previous: string[] = []) => [...previous, value]

/** Adds the options every backend command shares. */
function withBackendOptions(command: Command): Command {
  return command
    .addOption(new Option('--data-dir <dir>', 'embedded database folder').env('NEWSHUB_DATA_DIR'))
    .option('--supabase-url <url>', 'hosted Supabase project URL (needs SUPABASE_SERVICE_ROLE_KEY)')
    .option('--json', 'print the result as JSON for scripts')
}

/** Builds the `newshub` program: every command is registered here, each implemented in commands/. */
export function buildProgram(): Command {
  const program = new Command('newshub')
    .description('NewsHub: serve the site and run the owner tools from a terminal')
    .version(version, '-V, --version', 'print the version')
    .exitOverride()
  program
    .command('serve')
    .description(
      'Serve the site and the embedded Supabase backend on one local address (one server per data folder)',
    )
    .addOption(
      new Option('-p, --port <port>', 'port to listen on').env('PORT').default(8080).argParser(parsePort),
    )
    .option('--host <host>', 'address to listen on (0.0.0.0 for every interface)', '127.0.0.1')
    .addOption(new Option('--data-dir <dir>', 'embedded database folder').env('NEWSHUB_DATA_DIR'))
    .option('--in-memory', 'keep the embedded database in memory (nothing is saved)')
    .option(
      '--supabase-url <url>',
      'use hosted Supabase at this URL instead of the embedded backend (with --anon-key)',
    )
    .addOption(new Option('--anon-key <key>', 'the hosted project’s anon key').env('SUPABASE_ANON_KEY'))
    .option('--site-url <url>', 'public origin for canonical URLs (default: the address it listens on)')
    .action(runServe)

  withBackendOptions(
    program
      .command('generate [preset]')
      .description(
        'Generate a long local SEO post (a preset, or your own business) and save it as a draft to review',
      )
      .option('--business <name>', 'business name')
      .option('--location <address|phone>', 'a location as "address | phone" (repeatable)', collect)
      .option('--keyword <keyword>', 'a target keyword (repeatable, or comma-separated)', collect)
      .option('--backlink <url>', "the business's website")
      .option('--topic <topic>', 'what the article is about')
      .option('--words <count>', 'target length in words (300 to 10,000; default 3000)')
      .option('--site-url <url>', 'site origin for the printed article URL')
      .option('--publish', 'publish at once instead of saving a draft')
      .option('--dry-run', 'print the article without saving it'),
  ).action(runGenerate)

  withBackendOptions(
    program
      .command('fix-backlinks')
      .description('Add 2-3 backlinks to every post that links its business fewer than 2 times')
      .option('--batch-size <count>', 'posts per batch', wholeNumber('--batch-size', 1, 100), 10)
      .option('--dry-run', 'report which posts would change, changing nothing'),
  ).action(runFixBacklinks)

  program
    .command('seo-check [url]')
    .description('Run the SEO health checks on one page, or on every sitemap page with --all')
    .option('--all', 'check every page in the sitemap')
    .option(
      '--min-score <percent>',
      'exit 1 when the site score is under this',
      wholeNumber('--min-score', 0, 100),
    )
    .addOption(new Option('--data-dir <dir>', 'embedded database folder').env('NEWSHUB_DATA_DIR'))
    .option('--json', 'print the result as JSON for scripts')
    .action(runSeoCheck)

  const owner = program.command('owner').description('Manage site owners')
  withBackendOptions(
    owner
      .command('add')
      .description('Create a site owner who can sign in to the tool pages')
      .requiredOption('--email <email>', 'e-mail address to sign in with')
      .option('--password-stdin', 'read the password from standard input (else a prompt asks for it)')
      .option('--password <password>', 'the password on the command line (for scripts; others can see it)'),
  ).action(runOwnerAdd)
  withBackendOptions(owner.command('list').description('List the site owners')).action(runOwnerList)
  withBackendOptions(
    owner
      .command('remove')
      .description('Remove a site owner: they can no longer sign in')
      .requiredOption('--email <email>', 'the owner’s e-mail address')
      .option('--yes', 'do not ask for confirmation (needed without a terminal)'),
  ).action(runOwnerRemove)
  withBackendOptions(
    owner
      .command('passwd')
      .description('Set a new password for a site owner (signs them out everywhere)')
      .requiredOption('--email <email>', 'the owner’s e-mail address')
      .option('--password-stdin', 'read the password from standard input (else a prompt asks for it)'),
  ).action(runOwnerPasswd)

  const leads = program.command('leads').description('Read the quote requests sent from the landing pages')
  withBackendOptions(leads.command('list').description('List the quote requests, newest first')).action(
    runLeadsList,
  )
  withBackendOptions(
    leads
      .command('export [file]')
      .description('Write every quote request as CSV to the file (or to standard output)')
      .option('--force', 'replace the file if it exists'),
  ).action(runLeadsExport)

  const db = program.command('db').description('Manage the embedded database')
  withBackendOptions(
    db.command('migrate').description('Apply pending migrations (creates the database in a new folder)'),
  ).action(runDbMigrate)
  withBackendOptions(db.command('seed').description('Add the seed posts (once)')).action(runDbSeed)
  withBackendOptions(
    db
      .command('reset')
      .description('Rebuild the database from the migrations, after writing a backup into the data folder')
      .option('--no-seed', 'leave it empty')
      .option('-y, --yes', 'do not ask for confirmation (needed without a terminal)'),
  ).action(runDbReset)
  withBackendOptions(
    db
      .command('backup <file>')
      .description('Write every post, setting and owner to a plain SQL file (psql can load it)')
      .option('--force', 'replace the file if it exists'),
  ).action(runDbBackup)
  withBackendOptions(
    db
      .command('restore <file>')
      .description('Replace the data with a backup from `db backup` (creates the database in a new folder)')
      .option('-y, --yes', 'do not ask for confirmation (needed without a terminal)'),
  ).action(runDbRestore)
  return program
}
