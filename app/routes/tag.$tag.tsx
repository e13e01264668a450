import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { LOADING_PLACEHOLDERS } from '../../core/constants.ts'
import { toArticleCard } from '../../core/posts/article-card.ts'
import { flattenUniquePosts } from '../../core/posts/paging.ts'
import { nameFromSlug, slugify } from '../../core/posts/slugs.ts'
import { buildBreadcrumbJsonLd } from '../../core/seo/structured-data.ts'
import { ArticleCard, CardSkeletons } from '../components/article-card.tsx'
import { Breadcrumb } from '../components/breadcrumb.tsx'
import { MissingThing } from '../components/not-found-page.tsx'
import { PostsError } from '../components/posts-error.tsx'
import { buildNotFoundHead, buildPageHead } from '../lib/head.ts'
import { prefetchForPage } from '../lib/page-prefetch.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { tagPostsQuery } from '../queries/posts.ts'

/** The tag as its stories spell it ('Royal Oak'), else a name made from the slug. */
function tagName(slug: string, posts: readonly { tags?: string[] | null }[]): string {
  for (const post of posts) {
    const tag = post.tags?.find((item) => slugify(item) === slug)
    if (tag) return tag
  }
  return nameFromSlug(slug)
}

/** /tag/{slug}: every story carrying a tag, newest first, 50 a page. A tag no story carries is a 404. */
export const Route = createFileRoute('/tag/$tag')({
  loader: async ({ params, context: { queryClient, api } }) => {
    const slug = params.tag
    if (slug !== slugify(slug)) throw notFound()
    await prefetchForPage(queryClient.prefetchInfiniteQuery(tagPostsQuery(api, slug)))
    const first = queryClient.getQueryData(tagPostsQuery(api, slug).queryKey)?.pages[0]
    // No story has the tag (and the list did load): nothing to show at this address.
    if (first && first.length === 0) throw notFound()
    return { slug, name: tagName(slug, first ?? []) }
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return buildNotFoundHead('Tag Not Found')
    const path = `/tag/${loaderData.slug}`
    return buildPageHead({
      title: `Stories tagged ${loaderData.name}`,
      description: `NewsHub stories about ${loaderData.name}, newest first.`,
      path,
      siteUrl: match.context.config.siteUrl,
      jsonLd: buildBreadcrumbJsonLd(
        [
          { name: 'Home', url: '/' },
          { name: loaderData.name, url: path },
        ],
        match.context.config.siteUrl,
      ),
    })
  },
  notFoundComponent: () => <MissingThing heading="Tag Not Found" text="No story carries this tag." />,
  component: TagPage,
})

function TagPage() {
  const { slug, name } = Route.useLoaderData()
  const { api } = useAppContext()
  const query = useInfiniteQuery(tagPostsQuery(api, slug))
  const posts = query.data ? flattenUniquePosts(query.data.pages) : []
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb
        items={[
          { name: 'Home', url: '/' },
          { name, url: `/tag/${slug}` },
        ]}
      />
      <h1 className="text-3xl font-extrabold sm:text-4xl">Stories tagged {name}</h1>
      <div className="mt-8">
        {query.isPending ? (
          <CardSkeletons count={LOADING_PLACEHOLDERS} />
        ) : query.isError ? (
          <PostsError what="with this tag" />
        ) : posts.length === 0 ? (
          <p className="py-12 text-center text-slate-600">No posts found.</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <ArticleCard key={post.id} card={toArticleCard(post)} headingLevel={2} />
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
            {query.isFetchingNextPage ? 'Loading more articles...' : 'Load More Articles'}
          </button>
        </div>
      ) : null}
    </div>
  )
}
