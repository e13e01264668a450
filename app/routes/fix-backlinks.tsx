import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import {
  type FixBatchResponse,
  type FixerOutcome,
  type FixerProgress,
  runBacklinkFixer,
} from '../../core/owner/backlink-fixer.ts'
import { invokeFunction } from '../../core/owner/call-result.ts'
import { OwnerGate, type OwnerSession } from '../components/owner-gate.tsx'
import { Spinner, Toast } from '../components/toast.tsx'
import { buildToolHead } from '../lib/head.ts'

export const Route = createFileRoute('/fix-backlinks')({
  head: ({ match }) => buildToolHead('Backlink Fixer', '/fix-backlinks', match.context.config.siteUrl),
  component: () => <OwnerGate title="Backlink Fixer">{(owner) => <Fixer owner={owner} />}</OwnerGate>,
})

const PROGRESS_COUNTS = [
  ['batches', 'Batches processed'],
  ['processed', 'Posts processed'],
  ['updated', 'Posts updated'],
] as const satisfies readonly (readonly [keyof FixerProgress, string])[]

function Fixer({ owner }: { owner: OwnerSession }) {
  const [running, setRunning] = useState(false)
  const [progress, setProgress] = useState<FixerProgress | null>(null)
  const [outcome, setOutcome] = useState<FixerOutcome | null>(null)
  async function fixAll() {
    setRunning(true)
    setOutcome(null)
    setProgress({ batches: 0, processed: 0, updated: 0 })
    const result = await runBacklinkFixer({
      callBatch: (request) => invokeFunction<FixBatchResponse>(owner.client, 'fix-backlinks', request),
      onProgress: setProgress,
    })
    setOutcome(result)
    setRunning(false)
  }
  return (
    <>
      <p className="mt-4 max-w-3xl text-slate-700">
        Promotional posts should link back to the business they feature. This tool checks every post with a
        backlink and repairs the ones that link to it too rarely.
      </p>
      <h2 className="mt-6 text-lg font-bold">What the process does</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        <li>Goes through every post in batches of 10, with a short pause between batches.</li>
        <li>Counts the links in each post that point to its business's website.</li>
        <li>Adds 2-3 natural links to posts that have fewer than 2.</li>
        <li>Skips posts that already have 2 or more, so running it again changes nothing.</li>
        <li>Saves each post in one step: a post is either fully updated or left as it was.</li>
      </ul>
      <button
        type="button"
        onClick={fixAll}
        disabled={running}
        aria-busy={running}
        className="mt-6 inline-flex items-center gap-2 rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
      >
        {running ? <Spinner /> : null}
        {running ? 'Fixing backlinks...' : 'Fix All Backlinks'}
      </button>
      {progress ? (
        <section
          aria-labelledby="progress-heading"
          aria-live="polite"
          className="mt-6 rounded-lg border border-slate-200 p-5"
        >
          <h2 id="progress-heading" className="text-lg font-bold">
            Progress
          </h2>
          <dl className="mt-3 grid grid-cols-3 gap-4 text-center">
            {PROGRESS_COUNTS.map(([key, label]) => (
              <div key={key}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-2xl font-extrabold" data-testid={key}>
                  {progress[key]}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {outcome ? (
        <section aria-labelledby="results-heading" className="mt-6 rounded-lg border border-slate-200 p-5">
          <h2 id="results-heading" className="text-lg font-bold">
            Results
          </h2>
          <Toast message={outcome.message} tone={outcome.ok ? 'success' : 'error'} />
          <p className="mt-3">Posts updated: {outcome.progress.updated}</p>
          {outcome.updatedPosts.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {outcome.updatedPosts.map((post) => (
                <li key={post.id}>{post.title}</li>
              ))}
            </ul>
          ) : null}
          {outcome.errors.length > 0 ? (
            <>
              <h3 className="mt-4 font-bold text-red-800">Errors</h3>
              <ul className="mt-2 list-disc pl-5 text-sm text-red-800">
                {outcome.errors.map((error) => (
                  <li key={`${error.title}-${error.error}`}>
                    {error.title}: {error.error}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
