import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useState } from 'react'
import { SEARCH_CONSOLE_SETTING } from '../../core/constants.ts'
import { readPostBrief } from '../../core/generator/post-brief.ts'
import { describeSeoScore, type FetchOutcome } from '../../core/seo/checks.ts'
import { parseVerificationTag } from '../../core/seo/search-console.ts'
import { auditSite, type SiteAudit, summarizeChecks } from '../../core/seo/site-audit.ts'
import { OwnerGate, type OwnerSession } from '../components/owner-gate.tsx'
import { Spinner, Toast } from '../components/toast.tsx'
import { resolveSupabaseUrl } from '../lib/config.ts'
import { buildToolHead } from '../lib/head.ts'
import { useAppContext } from '../lib/use-app-context.ts'

export const Route = createFileRoute('/seo-dashboard')({
  head: ({ match }) => buildToolHead('SEO Health Dashboard', '/seo-dashboard', match.context.config.siteUrl),
  component: () => (
    <OwnerGate title="SEO Health Dashboard">{(owner) => <Dashboard owner={owner} />}</OwnerGate>
  ),
})

const BAND_STYLES = {
  green: 'bg-green-100 text-green-900 border-green-300',
  yellow: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  red: 'bg-red-100 text-red-900 border-red-300',
} as const
const STATUS_STYLES = {
  pass: 'bg-green-100 text-green-900',
  warning: 'bg-yellow-100 text-yellow-900',
  fail: 'bg-red-100 text-red-900',
} as const

async function probe(url: string): Promise<FetchOutcome> {
  try {
    const response = await fetch(url, { cache: 'no-store' })
    return { ok: response.ok }
  } catch (error) {
    return { error }
  }
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' }).catch(() => {
    throw new Error(`Cannot reach ${url}`)
  })
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`)
  return response.text()
}

/** Pages listed under the cards: the lowest scores first. */
const PAGES_SHOWN = 20

function Dashboard({ owner }: { owner: OwnerSession }) {
  const { config } = useAppContext()
  const [audit, setAudit] = useState<SiteAudit | null>(null)
  const [progress, setProgress] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const checking = progress !== null
  const sitemapUrl = `${resolveSupabaseUrl(config, typeof window === 'undefined' ? '' : window.location.origin)}/functions/v1/sitemap`
  const rerun = useCallback(async () => {
    setProgress('Reading the sitemap...')
    setFailure(null)
    try {
      // The same audit as `newshub seo-check --all`: every sitemap page with the one page score.
      setAudit(
        await auditSite({
          origin: window.location.origin,
          sitemapUrl,
          fetchText,
          probe,
          // Generated posts are also scored on their brief (Topic, Claims), as in the editor.
          briefOf: async (slug) => {
            const { data, error } = await owner.client.rpc('post_brief', { slug })
            if (error) throw new Error(error.message)
            return readPostBrief(data)
          },
          onProgress: (done, total) => setProgress(`Checked ${done} of ${total} pages...`),
        }),
      )
    } catch (error) {
      setFailure(`Could not check the site: ${(error as Error).message}`)
    }
    setProgress(null)
  }, [sitemapUrl, owner.client])
  useEffect(() => {
    void rerun()
  }, [rerun])
  const results = audit ? summarizeChecks(audit) : null
  const score = audit ? audit.score : null
  const band = score === null ? null : describeSeoScore(score)
  const worst = audit
    ? [...audit.pages].filter((page) => page.score < 100).sort((a, b) => a.score - b.score)
    : []
  const pageUrl = encodeURIComponent(config.siteUrl)
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        {score !== null && band ? (
          <div className={`rounded-lg border px-5 py-3 ${BAND_STYLES[band.color]}`} data-testid="seo-score">
            <p className="text-3xl font-extrabold">{score}%</p>
            <p className="font-semibold">{band.label}</p>
          </div>
        ) : (
          <p role="status">{failure ?? progress ?? 'Running checks...'}</p>
        )}
        <button
          type="button"
          onClick={rerun}
          disabled={checking}
          className="inline-flex items-center gap-2 rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
        >
          {checking ? <Spinner /> : null}
          {checking ? 'Checking...' : 'Re-run Checks'}
        </button>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="SEO checks">
        {(results ?? []).map((check) => (
          <li key={check.name} className="rounded-lg border border-slate-200 p-4" data-testid="seo-check">
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-bold">{check.name}</h2>
              <span
                className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${STATUS_STYLES[check.status]}`}
              >
                {check.status}
              </span>
            </div>
            <p className="mt-2 text-sm text-slate-700">{check.message}</p>
            {check.action ? (
              <a
                href={check.action.href}
                target="_blank"
                rel="noopener"
                className="mt-2 inline-block text-sm font-semibold text-blue-800 underline"
              >
                {check.action.label}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {audit ? (
        <section aria-labelledby="pages-heading" className="mt-8">
          <h2 id="pages-heading" className="text-xl font-bold">
            Pages
          </h2>
          <p className="mt-1 text-sm text-slate-700" role={checking ? 'status' : undefined}>
            {checking ? progress : `${audit.pages.length} pages checked; ${worst.length} below 100%.`}
          </p>
          {worst.length > 0 ? (
            <ul
              className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200"
              aria-label="Pages to improve"
            >
              {worst.slice(0, PAGES_SHOWN).map((page) => (
                <li
                  key={page.url}
                  className="flex items-baseline gap-3 px-4 py-2 text-sm"
                  data-testid="seo-page"
                >
                  <span className="w-12 shrink-0 font-bold">{page.score}%</span>
                  <span className="min-w-0 flex-1">
                    <a href={page.url} className="break-all font-semibold text-blue-800 underline">
                      {new URL(page.url, window.location.origin).pathname}
                    </a>
                    <span className="block text-slate-700">
                      {page.checks
                        .filter((check) => check.status !== 'pass')
                        .map((check) => check.name)
                        .join(', ')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <SearchConsoleTag owner={owner} onSaved={rerun} />
      <section aria-labelledby="next-heading" className="mt-8">
        <h2 id="next-heading" className="text-xl font-bold">
          Next steps
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
          <li>Verify the site in Google Search Console with the tag below.</li>
          <li>Submit the sitemap in Search Console so every landing page and post is crawled.</li>
          <li>Test an article and a landing page in the Rich Results Test.</li>
          <li>Check mobile speed with PageSpeed Insights after each release.</li>
          <li>Validate the structured data of new page types with the Schema Markup Validator.</li>
        </ol>
      </section>
      <section aria-labelledby="tools-heading" className="mt-8">
        <h2 id="tools-heading" className="text-xl font-bold">
          External tools
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          {[
            ['Google Search Console', 'https://search.google.com/search-console'],
            ['Rich Results Test', `https://search.google.com/test/rich-results?url=${pageUrl}`],
            ['PageSpeed Insights', `https://pagespeed.web.dev/analysis?url=${pageUrl}`],
            ['Schema Markup Validator', `https://validator.schema.org/#url=${pageUrl}`],
          ].map(([label, href]) => (
            <a
              key={label}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
            >
              {label}
            </a>
          ))}
        </div>
      </section>
    </>
  )
}

function SearchConsoleTag({ owner, onSaved }: { owner: OwnerSession; onSaved: () => Promise<void> }) {
  const inputId = useId()
  const [value, setValue] = useState('')
  const [toast, setToast] = useState<{ message: string; tone: 'success' | 'error' } | null>(null)
  return (
    <section aria-labelledby="gsc-heading" className="mt-8 rounded-lg border border-slate-200 p-5">
      <h2 id="gsc-heading" className="text-xl font-bold">
        Google Search Console
      </h2>
      <form
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={async (event) => {
          event.preventDefault()
          const parsed = parseVerificationTag(value)
          if (!parsed.ok) return setToast({ message: parsed.message, tone: 'error' })
          const { error } = await owner.client
            .from('site_settings')
            .upsert({ key: SEARCH_CONSOLE_SETTING, value: parsed.token }, { onConflict: 'key' })
          if (error) return setToast({ message: `Failed to save: ${error.message}`, tone: 'error' })
          setToast({ message: parsed.message, tone: 'success' })
          await onSaved()
        }}
      >
        <div className="flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold">
            Verification meta tag
          </label>
          <input
            id={inputId}
            type="text"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder='<meta name="google-site-verification" content="..." />'
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-blue-800 px-5 py-2 font-semibold text-white hover:bg-blue-900"
        >
          Save
        </button>
      </form>
      <Toast message={toast?.message ?? null} tone={toast?.tone ?? 'success'} />
    </section>
  )
}
