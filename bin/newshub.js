#!/usr/bin/env node
// The CLI is TypeScript run through tsx, so the same .ts sources serve Vite, Node and Deno.
import { register } from 'tsx/esm/api'

// Data folders hold password hashes and keys: everything this process creates is private to you.
process.umask(0o077)
// NO_COLOR (no-color.org) turns colour off; chalk, under the spinners, reads only FORCE_COLOR.
if (process.env.NO_COLOR) process.env.FORCE_COLOR = '0'

// Every command renders with React's production build (`serve` renders the built app; mail and
// link-preview cards are React too): the development build's checks made each fresh server render
// about twice as slow. `NODE_ENV=development newshub serve` keeps them for debugging.
process.env.NODE_ENV ??= 'production'

register()
await import('../cli/index.ts')
