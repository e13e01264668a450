import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { LOADING_PLACEHOLDERS } from '../../core/constants.ts'
import { categoryPageTitle, findCategory, findRenamedCategory } from '../../core/data/categories.ts'
import { findRelatedLinks } from '../../core/directory/related-links.ts'
import { toArticleCard } from '../../core/posts/article-card.ts'
import { flattenUniquePosts } from '../../core/posts/paging.ts'
import { buildBreadcrumbJsonLd } from '../../core/seo/structured-data.ts'
import { ArticleCard, CardSkeletons } from '../components/article-card.tsx'
import { Breadcrumb } from '../components/breadcrumb.tsx'
import { MissingThing } from '../components/not-found-page.tsx'
import { PostsError } from '../components/posts-error.tsx'
import { RelatedLinks } from '../components/related-links.tsx'
import { buildNotFoundHead, buildPageHead } from '../lib/head.ts'
import { prefetchForPage } from '../lib/page-prefetch.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { categoryPostsQuery } from '../queries/posts.ts'

export const Route = createFileRoute('/category/$category')({
  beforeLoad: ({ params }) => {
    // Old links spelled slugs from the name ('health-& wellness', 'local-news'): move them for good.
    const renamed = findRenamedCategory(params.category)
    if (renamed) {
      throw redirect({ to: '/category/$category', params: { category: renamed.slug }, statusCode: 301 })
    }
  },
  loader: async ({ params, context: { queryClient, api } }) => {
    const category = findCategory(params.category)
    if (!category) throw notFound()
    await prefetchForPage(queryClient.prefetchInfiniteQuery(categoryPostsQuery(api, category.name)))
    return { category }
  },
  head: ({ match, loaderData }) => {
    const category = loaderData?.category
    if (!category) return buildNotFoundHead('Category Not Found')
    const trail = [
      { name: 'Home', url: '/' },
      { name: category.name, url: category.path },
    ]
    return buildPageHead({
      title: categoryPageTitle(category),
      description: category.description,
      path: category.path,
      siteUrl: match.context.config.siteUrl,
      jsonLd: buildBreadcrumbJsonLd(trail, match.context.config.siteUrl),
    })
  },
  notFoundComponent: () => (
    <MissingThing heading="Category Not Found" text="The requested category could not be found." />
  ),
  component: CategoryPage,
})

function CategoryPage() {
  const { category } = Route.useLoaderData()
  const { api } = useAppContext()
  const query = useInfiniteQuery(categoryPostsQuery(api, category.name))
  const posts = query.data ? flattenUniquePosts(query.data.pages) : []
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb
        items={[
          { name: 'Home', url: '/' },
          { name: category.name, url: category.path },
        ]}
      />
      <h1 className="text-3xl font-extrabold sm:text-4xl">{category.name}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{category.description}</p>
      <div className="mt-8">
        {query.isPending ? (
          <CardSkeletons count={LOADING_PLACEHOLDERS} />
        ) : query.isError ? (
          <PostsError what="from this section" />
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
      <RelatedLinks links={findRelatedLinks({ type: 'category', category: category.slug })} />
    </div>
  )
}
