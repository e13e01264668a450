// The link-preview drawing thread's entry: the worker has its own module loader, so register tsx
// here (as bin/newshub.js does for the CLI) before loading the TypeScript.
import { register } from 'tsx/esm/api'

register()
await import('./og-render-worker.ts')
