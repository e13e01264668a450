import { Link } from '@tanstack/react-router'
import type { PrePublishReport as Report } from '../../core/newsroom/report.ts'

const MARK = { pass: 'Pass', warning: 'Check', fail: 'Fix' } as const
const TONE = { pass: 'text-green-900', warning: 'text-amber-900', fail: 'text-red-800' } as const

/**
 * A draft's pre-publish report beside the editor: words, keyword counts, the page score's checks
 * (the score the SEO dashboard and `newshub seo-check` give the published page), then the backlink
 * and duplicate advice (core/newsroom/report.ts, the report `newshub posts show` prints). It
 * advises; it never blocks publishing.
 */
export function PrePublishReport({ report }: { report: Report }) {
  return (
    <section aria-labelledby="prepublish-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="prepublish-heading" className="text-lg font-bold">
        Before you publish
      </h2>
      {report.duplicateWarning ? (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">{report.duplicateWarning}</p>
          <ul className="mt-1 list-disc pl-5">
            {report.duplicates.map((duplicate) => (
              <li key={duplicate.id}>
                <Link to="/newsroom/$id" params={{ id: duplicate.id }} className="underline">
                  {duplicate.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3 text-sm">
        <strong>{report.words}</strong> words, {report.readTime}. SEO score {report.score}%.
      </p>
      {report.keywords.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="Keyword counts">
          {report.keywords.map((item) => (
            <li key={item.keyword} className="rounded-full bg-slate-100 px-3 py-1">
              {item.keyword}: {item.count} ({item.share}%)
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-3 space-y-1 text-sm" aria-label="SEO checks">
        {[...report.checks, ...report.advice].map((check) => (
          <li key={check.name}>
            <strong className={TONE[check.status]}>{MARK[check.status]}</strong> {check.name}: {check.message}
          </li>
        ))}
      </ul>
    </section>
  )
}
