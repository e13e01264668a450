import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { LOADING_PLACEHOLDERS } from '../../core/constants.ts'
import { toArticleCard } from '../../core/posts/article-card.ts'
import { flattenUniquePosts } from '../../core/posts/paging.ts'
import { findLandingMatch } from '../../core/search/landing-match.ts'
import { normalizeQuery, type SearchPage, typedWordsQuery } from '../../core/search/search.ts'
import { ArticleCard, CardSkeletons } from '../components/article-card.tsx'
import { SearchForm } from '../components/search-form.tsx'
import { searchResultsLabel } from '../components/search-results-status.tsx'
import { SearchSnippet } from '../components/search-snippet.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { buildPageHead } from '../lib/head.ts'
import { prefetchForPage } from '../lib/page-prefetch.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { newestPostsQuery, searchPostsQuery } from '../queries/posts.ts'

export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    const q = normalizeQuery(search.q)
    return q ? { q } : {}
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: async ({ deps: { q }, context: { queryClient, api } }) => {
    if (!q) return
    await prefetchForPage(
      queryClient.prefetchInfiniteQuery(searchPostsQuery(api, q)).then(async () => {
        // With nothing found the page offers the newest stories: render them in the first HTML too.
        const found = queryClient.getQueryData(searchPostsQuery(api, q).queryKey)
        if (found?.pages.every((page) => page.hits.length === 0)) {
          await queryClient.prefetchQuery(newestPostsQuery(api))
        }
      }),
    )
  },
  head: ({ match }) => {
    const q = match.search.q
    return buildPageHead({
      title: q ? `Search results for “${q}”` : 'Search',
      description: q ? `NewsHub stories matching “${q}”.` : 'Search the stories on NewsHub.',
      path: '/search',
      siteUrl: match.context.config.siteUrl,
      // Result pages are endless and thin: kept out of search engines.
      noindex: true,
      jsonLd: { '@context': 'https://schema.org', '@type': 'SearchResultsPage', name: 'Search' },
    })
  },
  component: SearchPageView,
})

/**
 * /search?q=...: the reader's words in the URL and in the field, the result count (announced to
 * screen readers), cards with the matched words marked, Load More, an empty state offering the
 * newest stories and an error state. Offline, the stories on this device answer.
 */
function SearchPageView() {
  const q = Route.useSearch().q ?? ''
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold sm:text-4xl">Search</h1>
      <div className="mt-4 max-w-xl">
        {/* A new query gets a fresh field showing it. */}
        <SearchForm key={q} id="search-page-field" defaultValue={q} label="Search stories" />
      </div>
      {q ? <SearchResults q={q} /> : <p className="mt-8 text-slate-600">Type a few words to find stories.</p>}
    </div>
  )
}

function SearchResults({ q }: { q: string }) {
  const { api } = useAppContext()
  const query = useInfiniteQuery(searchPostsQuery(api, q))
  const pages: SearchPage[] = query.data?.pages ?? []
  const hits = flattenUniquePosts(pages.map((page) => page.hits))
  const fromDevice = pages.some((page) => page.fromDevice)
  const empty = query.isSuccess && hits.length === 0
  // A search naming a city and a service leads with that landing page, online or offline.
  const landing = findLandingMatch(q)
  const status = query.isPending
    ? 'Searching…'
    : query.isError
      ? ''
      : searchResultsLabel(hits.length, q, query.hasNextPage)
  return (
    <div className="mt-6">
      <p role="status" aria-live="polite" className="font-semibold text-slate-800">
        {status}
      </p>
      {fromDevice ? (
        <p className="mt-1 text-sm text-amber-800">Results from stories saved on this device</p>
      ) : null}
      {hits[0]?.matched_by === 'spelling' && hits[0].searched_for ? (
        <p className="mt-1 text-sm text-slate-700">
          Showing results for <strong className="font-semibold">{hits[0].searched_for}</strong>. Search
          instead for{' '}
          <Link to="/search" search={{ q: typedWordsQuery(q) }} className="text-blue-800 underline">
            {q}
          </Link>
        </p>
      ) : null}
      {hits[0]?.matched_by === 'some-words' ? (
        <p className="mt-1 text-sm text-slate-700">
          No story has all of these words: showing stories with some of them, most matches first.
        </p>
      ) : null}
      {landing ? (
        <section
          aria-labelledby="landing-result-heading"
          className="mt-6 rounded-lg border border-blue-200 bg-blue-50 p-5"
        >
          <p className="text-xs font-semibold uppercase tracking-wide text-blue-900">Local services</p>
          <h2 id="landing-result-heading" className="mt-1 text-xl font-bold">
            <SiteLink href={landing.path} className="text-blue-900 hover:underline">
              {landing.title}
            </SiteLink>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {landing.service.name} providers serving {landing.city.name} and {landing.city.county}.
          </p>
        </section>
      ) : null}
      <div className="mt-6">
        {query.isPending ? (
          <CardSkeletons count={LOADING_PLACEHOLDERS} />
        ) : query.isError ? (
          <SearchError error={query.error} />
        ) : empty ? (
          <NoResults q={q} />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="search-results">
            {hits.map((hit) => (
              <ArticleCard
                key={hit.id}
                card={toArticleCard(hit)}
                headingLevel={2}
                snippet={<SearchSnippet snippet={hit.snippet} />}
              />
            ))}
          </div>
        )}
      </div>
      {query.hasNextPage ? (
        <div className="mt-8 text-center">
          <button
            type="button"
            disabled={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
            className="rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
          >
            {query.isFetchingNextPage ? 'Loading more results...' : 'Load More'}
          </button>
        </div>
      ) : null}
    </div>
  )
}

function SearchError({ error }: { error: unknown }) {
  const refused = error instanceof Error && error.name === 'SearchInputError'
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-8 text-center">
      <p className="font-semibold text-red-800">
        {refused ? (error as Error).message : 'Unable to search at the moment.'}
      </p>
      <p className="mt-1 text-red-700">
        {refused ? 'Please shorten your search and try again.' : 'Please try again in a moment.'}
      </p>
    </div>
  )
}

/** Nothing matched: say so with the reader's words, and offer the newest stories instead. */
function NoResults({ q }: { q: string }) {
  const { api } = useAppContext()
  const newest = useQuery(newestPostsQuery(api))
  return (
    <div>
      <p className="text-slate-700">
        Nothing matched “{q}”. Try fewer or different words, or read the newest stories.
      </p>
      {newest.data?.length ? (
        <section aria-labelledby="newest-stories-heading" className="mt-8">
          <h2 id="newest-stories-heading" className="text-2xl font-bold">
            Newest stories
          </h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {newest.data.map((post) => (
              <ArticleCard key={post.id} card={toArticleCard(post)} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  )
}
