/**
 * The pre-publish report of a draft: SEO checks, word count, keyword counts and likely duplicates.
 * It only shows a report; the report itself comes from core (the newsroom's pure functions), so the
 * editor, the generator and the CLI judge a post the same way.
 */
export interface PrepublishReportData {
  checks: { name: string; status: 'pass' | 'warning' | 'fail'; message: string }[]
  wordCount: number
  keywords: { keyword: string; count: number }[]
  duplicates: { id: string; title: string; reason: string }[]
}

const MARK = { pass: 'Pass', warning: 'Warning', fail: 'Fail' } as const

export function PrepublishReport({
  report,
  editHref,
}: {
  report: PrepublishReportData
  /** Where a duplicate opens in the editor. */
  editHref: (id: string) => string
}) {
  return (
    <section aria-labelledby="prepublish-heading" className="mt-8 rounded-lg border border-slate-200 p-4">
      <h2 id="prepublish-heading" className="text-lg font-bold">
        Before you publish
      </h2>
      {report.duplicates.length > 0 ? (
        <div role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <p className="font-semibold">This may repeat a post you already have:</p>
          <ul className="mt-1 list-disc pl-5">
            {report.duplicates.map((duplicate) => (
              <li key={duplicate.id}>
                <a href={editHref(duplicate.id)} className="underline">
                  {duplicate.title}
                </a>{' '}
                ({duplicate.reason})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3">
        <strong>{report.wordCount}</strong> words.
      </p>
      {report.keywords.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="Keyword counts">
          {report.keywords.map((item) => (
            <li key={item.keyword} className="rounded-full bg-slate-100 px-3 py-1">
              {item.keyword}: {item.count}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-3 space-y-1 text-sm" aria-label="SEO checks">
        {report.checks.map((check) => (
          <li key={check.name}>
            <strong>{MARK[check.status]}</strong> {check.name}: {check.message}
          </li>
        ))}
      </ul>
    </section>
  )
}
