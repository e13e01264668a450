// `npm run test:e2e`: builds the site, then runs the end-to-end suite in Debian's Chromium.
import { spawnSync } from 'node:child_process'

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('npx', ['vite', 'build', '--logLevel', 'warn'])
run('npx', ['vite', 'build', '--ssr', '--logLevel', 'warn'])
run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)])
