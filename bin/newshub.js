#!/usr/bin/env node
// The CLI is TypeScript run through tsx, so the same .ts sources serve Vite, Node and Deno.
import { register } from 'tsx/esm/api'

register()
await import('../cli/index.ts')
