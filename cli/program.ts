import { readFileSync } from 'node:fs'
import { Command, InvalidArgumentError, Option } from 'commander'
import { HOURS_EXAMPLE, LISTING_CSV_FIELDS } from '../core/listings/listing.ts'
import type { BackendOptions } from './backend.ts'
import { runDbBackup, runDbMigrate, runDbReset, runDbRestore, runDbSeed } from './commands/db.ts'
import { runFixBacklinks } from './commands/fix-backlinks.ts'
import { runGenerate } from './commands/generate.ts'
import { runLeadsExport, runLeadsList } from './commands/leads.ts'
import {
  runListingsAdd,
  runListingsImport,
  runListingsList,
  runListingsRemove,
  runListingsUpdate,
} from './commands/listings.ts'
import { runNewsletterResume, runNewsletterSend, runNewsletterSends } from './commands/newsletter.ts'
import { runOwnerAdd, runOwnerList, runOwnerPasswd, runOwnerRemove } from './commands/owner.ts'
import {
  type PostFlagOptions,
  type PostsListOptions,
  runPostsAction,
  runPostsBreaking,
  runPostsFeature,
  runPostsList,
  runPostsPurge,
  runPostsShow,
} from './commands/posts.ts'
import { registerPostsTransfer } from './commands/posts-transfer.ts'
import { runReport } from './commands/report.ts'
import { runSeoCheck } from './commands/seo-check.ts'
import { runServe } from './commands/serve.ts'
import { runSubscribersExport, runSubscribersList } from './commands/subscribers.ts'
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
      .option(
        '--service <name|description|price>',
        'a service, its short description and price (repeatable)',
        collect,
      )
      .option('--hours <hours>', 'opening hours as you write them, such as "Mon-Fri 9am-6pm"')
      .option('--founded <year>', 'the year the business was founded')
      .option('--service-area <area>', 'where the business works, such as "Kalamazoo and Calhoun counties"')
      .option('--difference <point>', 'what sets the business apart (repeatable)', collect)
      .option('--faq <question|answer>', 'a question with your answer (repeatable, up to 10)', collect)
      .option(
        '--point <text>',
        'a key point the post must make, such as "Never shave a double coat" (repeatable, up to 12)',
        collect,
      )
      .option(
        '--facts <file.json>',
        'the facts above as a JSON file: {services, hours, yearFounded, serviceArea, differentiators, faqs, keyPoints}',
      )
      .addOption(
        new Option('--llm-url <url>', 'an OpenAI-compatible chat-completions endpoint to write the post').env(
          'NEWSHUB_LLM_URL',
        ),
      )
      .addOption(
        new Option('--llm-model <name>', 'the model to ask for (default gpt-4o-mini)').env(
          'NEWSHUB_LLM_MODEL',
        ),
      )
      .addOption(
        new Option('--llm-api-key <key>', 'the endpoint’s API key, if it needs one').env(
          'NEWSHUB_LLM_API_KEY',
        ),
      )
      .option('--site-url <url>', 'site origin for the printed article URL')
      .option('--publish', 'publish at once instead of saving a draft')
      .option('--dry-run', 'print the article without saving it')
      .addHelpText(
        'after',
        `
Facts you give are written as given; facts you leave out are never invented (no prices, years,
licences, ratings or guarantees the input does not state). The post answers its topic from the key
points (--point): the first opens the post and each gets its own section. It is as long as your
facts and points carry it (at least 600 words, at most --words); thinner material is refused with
what to add.

Without --llm-url the built-in composer writes the post offline. With it, the model writes the same
outline section by section (progress is shown), its article passes the same checks, failures go back
to it at most twice, and the composer's post is used, with a notice, if the endpoint fails or times out.

Examples:
  newshub generate balboa-fun-tours --dry-run
  newshub generate --business "Huron Valley Plumbing" --location "4410 Jackson Rd, Ann Arbor, MI 48103 | (734) 555-0100" \\
    --keyword "plumber Ann Arbor" --backlink https://huronvalleyplumbing.example --topic "How to fix a leaking faucet" \\
    --service "Drain cleaning|Kitchen and bath drains cleared" --hours "Mon-Fri 8am-5pm" --faq "Do you work weekends?|Saturdays, by appointment." \\
    --point "Turn off the water under the sink before taking the faucet apart." --facts brief.json
  NEWSHUB_LLM_URL=http://localhost:8080/v1/chat/completions newshub generate bail-bonds --dry-run`,
      ),
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

  // `newshub posts`: list, show and the state commands here; export and import come from
  // commands/posts-transfer.ts.
  const posts = program
    .command('posts')
    .description(
      'Manage posts: list, show, publish, unpublish, delete, restore, breaking, feature, export, import',
    )
  registerPostsTransfer(posts, withBackendOptions)
  withBackendOptions(
    posts
      .command('list')
      .description('List posts, most recently changed first (the trash only with --status trashed)')
      .option('--status <status>', 'draft, scheduled, published, unpublished or trashed')
      .option('--category <category>', 'posts in this category (tag)')
      .option('--client <business>', 'posts for this client business')
      .option('--search <text>', 'words of the title or slug')
      .option(
        '--sort <column>',
        'updated_at, published_at, created_at or title (a leading - sorts descending)',
      )
      .option('--page <n>', 'page number, from 1')
      .option('--page-size <n>', 'posts a page (1 to 100; default 20)'),
  ).action((options: PostsListOptions) => runPostsList(options))
  withBackendOptions(
    posts
      .command('show <post>')
      .description('Show a post (id or slug), its state and its pre-publish report'),
  ).action(runPostsShow)
  for (const [name, action, description] of [
    ['publish', 'publish', 'Publish posts now (ids or slugs)'],
    ['unpublish', 'unpublish', 'Take posts off the site (ids or slugs); they stay in the newsroom'],
    ['restore', 'restore', 'Bring posts back from the trash, as drafts (ids or slugs)'],
  ] as const) {
    withBackendOptions(posts.command(`${name} <posts...>`).description(description)).action(
      (refs: string[], options: BackendOptions) => runPostsAction(action, refs, options),
    )
  }
  withBackendOptions(
    posts
      .command('delete <posts...>')
      .description('Move posts to the trash (ids or slugs); --purge removes posts in the trash for good')
      .option('--purge', 'remove posts that are in the trash for good')
      .option('-y, --yes', 'do not ask before purging (needed without a terminal)'),
  ).action((refs: string[], options: BackendOptions & { purge?: boolean; yes?: boolean }) =>
    options.purge ? runPostsPurge(refs, options) : runPostsAction('trash', refs, options),
  )
  withBackendOptions(
    posts
      .command('breaking [post]')
      .description(
        'Mark a published post (id or slug) as breaking news: the home page banner shows it for 24 hours',
      )
      .option('--off', 'end the breaking news (of the post named, else of every post)'),
  ).action((ref: string | undefined, options: PostFlagOptions) => runPostsBreaking(ref, options))
  withBackendOptions(
    posts
      .command('feature <posts...>')
      .description("Pick posts for the home page's Featured Story (the newest pick is shown)")
      .option('--off', 'take the pick away'),
  ).action((refs: string[], options: PostFlagOptions) => runPostsFeature(refs, options))

  const subscribers = program.command('subscribers').description('Read the newsletter subscribers')
  withBackendOptions(
    subscribers.command('list').description('List the newsletter subscribers, newest first, and count them'),
  ).action(runSubscribersList)
  withBackendOptions(
    subscribers
      .command('export [file]')
      .description('Write every subscriber as CSV to the file (or to standard output)')
      .option('--force', 'replace the file if it exists'),
  ).action(runSubscribersExport)

  const newsletter = program
    .command('newsletter')
    .description('Send a post or a digest to the confirmed subscribers, and follow the sends')
  withBackendOptions(
    newsletter
      .command('send [post]')
      .description('Send a post (id or slug), or a digest with --digest, to every confirmed subscriber')
      .option('--digest', 'send the posts published within --since instead of one post')
      .option('--since <span>', 'with --digest: how far back, such as 7d, 36h or 2w', '7d')
      .option('--test <email>', 'send the post to this address only, as a test')
      .addOption(new Option('--site-url <url>', 'public origin the e-mails link to').env('NEWSHUB_SITE_URL')),
  ).action(runNewsletterSend)
  withBackendOptions(
    newsletter
      .command('resume <id>')
      .description('Finish a send whose mailer stopped (nobody gets a second copy)')
      .addOption(new Option('--site-url <url>', 'public origin the e-mails link to').env('NEWSHUB_SITE_URL')),
  ).action(runNewsletterResume)
  withBackendOptions(
    newsletter.command('sends').description('List the newsletters, newest first, with their counts'),
  ).action(runNewsletterSends)
  const listings = program
    .command('listings')
    .description('Manage the businesses listed on the city and service landing pages')
  /** The fields of a listing as flags (add needs name, services, cities, phone, street, locality, postal code). */
  const withListingFields = (command: Command) =>
    withBackendOptions(
      command
        .option('--name <name>', 'business name')
        .option('--services <slugs>', 'services it offers, comma-separated slugs (plumbing,hvac)')
        .option('--cities <slugs>', 'cities it serves, comma-separated slugs (detroit,troy)')
        .option('--phone <phone>', '10-digit US phone number')
        .option('--street <street>', 'street address')
        .option('--locality <city>', 'city of the street address')
        .option('--postal-code <zip>', 'five-digit Michigan ZIP code')
        .option('--hours <hours>', `opening hours, such as '${HOURS_EXAMPLE}'`)
        .option('--website <url>', 'website, starting with https://')
        .option('--description <text>', 'one or two sentences (at most 300 characters)')
        .option('--sponsored <yes|no>', 'a paying client: labelled Sponsored, its link rel="sponsored"')
        .option('--published <yes|no>', 'shown on the landing pages'),
    )
  withBackendOptions(listings.command('list').description('List every listing by name')).action(
    runListingsList,
  )
  withListingFields(
    listings.command('add').description('Add a listing (unpublished unless --published yes)'),
  ).action(runListingsAdd)
  withListingFields(
    listings.command('update <id>').description('Change fields of a listing (--published no unpublishes it)'),
  ).action(runListingsUpdate)
  withBackendOptions(
    listings
      .command('remove [ids...]')
      .description('Delete listings for good (--examples: the example listings of the seed)')
      .option('--examples', 'remove the example listings')
      .option('-y, --yes', 'do not ask first (needed without a terminal)'),
  ).action(runListingsRemove)
  withBackendOptions(
    listings
      .command('import <file>')
      .description(`Add the listings of a CSV file, all or none (columns: ${LISTING_CSV_FIELDS.join(', ')})`),
  ).action(runListingsImport)

  withBackendOptions(
    program
      .command('report')
      .description(
        "Write a client business's report (views, visitors, clicks, quote requests) as HTML and PDF",
      )
      .option('--client <name>', 'the business: its listing name or id')
      .option('--month <month>', 'the month, such as 2026-11 (default: last month)')
      .option('--from <day>', 'first day, such as 2026-11-01 (with --to)')
      .option('--to <day>', 'last day, such as 2026-11-30 (with --from)')
      .option('--out <dir>', 'folder to write the files in', '.')
      .option('--csv', 'also write the figures per day as CSV')
      .option('--force', 'replace report files that exist'),
  ).action(runReport)

  const db = program.command('db').description('Manage the embedded database')
  withBackendOptions(
    db.command('migrate').description('Apply pending migrations (creates the database in a new folder)'),
  ).action(runDbMigrate)
  withBackendOptions(
    db
      .command('seed')
      .description('Add the seed posts and the example listings (once each)')
      .option('--no-examples', 'leave out the example listings'),
  ).action(runDbSeed)
  withBackendOptions(
    db
      .command('reset')
      .description('Rebuild the database from the migrations, after writing a backup into the data folder')
      .option('--no-seed', 'leave it empty')
      .option('--no-examples', 'seed without the example listings')
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
