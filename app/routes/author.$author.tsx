import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { LOADING_PLACEHOLDERS, SHORT_EXCERPT_CHARS } from '../../core/constants.ts'
import { toArticleCard } from '../../core/posts/article-card.ts'
import { formatShortDate } from '../../core/posts/dates.ts'
import { buildBreadcrumbJsonLd } from '../../core/seo/structured-data.ts'
import { ArticleCard, CardSkeletons } from '../components/article-card.tsx'
import { Breadcrumb } from '../components/breadcrumb.tsx'
import { NotFoundPage } from '../components/not-found-page.tsx'
import { PostsError } from '../components/posts-error.tsx'
import { buildNotFoundHead, buildPageHead } from '../lib/head.ts'
import { prefetchForPage } from '../lib/page-prefetch.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { authorPostsQuery } from '../queries/posts.ts'

/** '1 article published', '3 articles published'. */
function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'} published`
}

export const Route = createFileRoute('/author/$author')({
  loader: async ({ params, context: { queryClient, api } }) => {
    const query = authorPostsQuery(api, params.author)
    await prefetchForPage(queryClient.prefetchQuery(query))
    // Known on the server (and when cached): nobody by that name has written anything.
    if (queryClient.getQueryData(query.queryKey)?.length === 0) throw notFound()
  },
  head: ({ match, params }) => {
    if (match.status === 'notFound') return buildNotFoundHead('Page Not Found')
    const { siteUrl } = match.context.config
    const path = `/author/${encodeURIComponent(params.author)}`
    return buildPageHead({
      title: `Articles by ${params.author}`,
      description: `Every NewsHub story written by ${params.author}.`,
      path,
      siteUrl,
      jsonLd: buildBreadcrumbJsonLd(
        [
          { name: 'Home', url: '/' },
          { name: params.author, url: path },
        ],
        siteUrl,
      ),
    })
  },
  notFoundComponent: NotFoundPage,
  component: AuthorPage,
})

function AuthorPage() {
  const { author } = Route.useParams()
  const { api } = useAppContext()
  const query = useQuery(authorPostsQuery(api, author))
  const path = `/author/${encodeURIComponent(author)}`
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb
        items={[
          { name: 'Home', url: '/' },
          { name: 'Authors', url: '' },
          { name: author, url: path },
        ]}
      />
      <h1 className="text-3xl font-extrabold sm:text-4xl">{author}</h1>
      {query.data ? <p className="mt-2 text-slate-600">{countLabel(query.data.length)}</p> : null}
      <div className="mt-8">
        {query.isPending ? (
          <CardSkeletons count={LOADING_PLACEHOLDERS} />
        ) : query.isError ? (
          <PostsError what="by this author" />
        ) : query.data.length === 0 ? (
          <p className="py-12 text-center text-slate-600">No articles found by this author.</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.map((post) => (
              <ArticleCard
                key={post.id}
                headingLevel={2}
                card={{
                  ...toArticleCard(post, SHORT_EXCERPT_CHARS),
                  publishedAt: formatShortDate(post.published_at ?? post.created_at),
                }}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  )
}
