// `npm run test:e2e`: builds the site, then runs the end-to-end suite (@playwright/test) in Debian's
// Chromium. Arguments go to `playwright test`: a file (`node e2e/run.js e2e/home.e2e.ts`) or `-g name`.
// The HTML report of the last run is in e2e/report/ (`npx playwright show-report e2e/report`).
import { spawnSync } from 'node:child_process'

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('npx', ['vite', 'build', '--logLevel', 'warn'])
run('npx', ['vite', 'build', '--ssr', '--logLevel', 'warn'])
// A file argument is a pattern matched against test file paths: `./e2e/x.e2e.ts` would not match.
const args = process.argv.slice(2).map((arg) => arg.replace(/^\.\//, ''))
run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...args])
