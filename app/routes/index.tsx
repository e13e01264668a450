import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { LOADING_PLACEHOLDERS, SECTION_BLOCK_ARTICLES } from '../../core/constants.ts'
import { HOME_SECTIONS } from '../../core/data/site.ts'
import { toArticleCard } from '../../core/posts/article-card.ts'
import { arrangeHomePage } from '../../core/posts/flags.ts'
import { flattenUniquePosts } from '../../core/posts/paging.ts'
import { absoluteUrl } from '../../core/seo/structured-data.ts'
import { ArticleCard, CardSkeletons } from '../components/article-card.tsx'
import { PostsError } from '../components/posts-error.tsx'
import { SectionBlock } from '../components/section-block.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { buildPageHead } from '../lib/head.ts'
import { prefetchForPage } from '../lib/page-prefetch.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { homeFlagsQuery, homePostsQuery, taggedPostsQuery } from '../queries/posts.ts'

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient, api } }) => {
    // prefetch never throws: a failed load leaves the query in its error state for the page to show.
    await prefetchForPage(
      Promise.all([
        queryClient.prefetchInfiniteQuery(homePostsQuery(api)),
        queryClient.prefetchQuery(homeFlagsQuery(api)),
        ...HOME_SECTIONS.map((section) =>
          queryClient.prefetchQuery(taggedPostsQuery(api, section.tag, SECTION_QUERY_LIMIT)),
        ),
      ]),
    )
  },
  head: ({ match }) => {
    const { siteUrl } = match.context.config
    return buildPageHead({
      title: 'NewsHub - Your Trusted Source for Local & National News',
      description:
        'Local and national news for Michigan readers: Detroit and suburban stories, business, health, lifestyle and sports, plus a directory of trusted local services.',
      path: '/',
      siteUrl,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'NewsHub',
          url: absoluteUrl(siteUrl, '/'),
        },
        {
          '@context': 'https://schema.org',
          '@type': 'NewsMediaOrganization',
          name: 'NewsHub',
          url: absoluteUrl(siteUrl, '/'),
          logo: absoluteUrl(siteUrl, '/icons/icon-512.png'),
        },
      ],
    })
  },
  component: HomePage,
})

/**
 * Each section asks for enough posts to fill its 3 cards after the stories shown above it (the
 * breaking and featured stories and the earlier sections) are skipped.
 */
const SECTION_QUERY_LIMIT = SECTION_BLOCK_ARTICLES * HOME_SECTIONS.length + 2

function PostsListing() {
  const { api } = useAppContext()
  const query = useInfiniteQuery(homePostsQuery(api))
  const flags = useQuery(homeFlagsQuery(api))
  const sections = useQueries({
    queries: HOME_SECTIONS.map((section) => taggedPostsQuery(api, section.tag, SECTION_QUERY_LIMIT)),
  })
  if (query.isPending) return <CardSkeletons count={LOADING_PLACEHOLDERS} />
  if (query.isError) {
    return <PostsError />
  }
  const posts = flattenUniquePosts(query.data.pages.map((page) => page.posts))
  if (posts.length === 0) return <p className="py-12 text-center text-slate-600">No posts found.</p>
  // Every story appears once: banner, featured, sections, then the rest in All Posts.
  const page = arrangeHomePage({
    breaking: flags.data?.breaking ?? null,
    featuredPick: flags.data?.featured ?? null,
    newest: posts,
    sections: sections.map((section) => section.data ?? []),
    perSection: SECTION_BLOCK_ARTICLES,
  })
  const breaking = page.breaking ? toArticleCard(page.breaking) : null
  const featured = page.featured ? toArticleCard(page.featured) : null
  const total = query.data.pages[0]?.total ?? posts.length
  return (
    <>
      {breaking ? (
        <p
          data-testid="breaking-banner"
          className="mb-8 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md bg-red-700 px-4 py-2 text-sm text-white"
        >
          <span className="shrink-0 font-bold uppercase tracking-wide">Breaking</span>
          <SiteLink href={breaking.href} className="font-semibold hover:underline">
            {breaking.title}
          </SiteLink>
        </p>
      ) : null}
      {featured ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="mb-4 text-2xl font-bold">
            Featured Story
          </h2>
          <ArticleCard card={featured} featured />
        </section>
      ) : null}
      {HOME_SECTIONS.map((section, index) => (
        <SectionBlock
          key={section.tag}
          title={section.title}
          viewAllPath={section.path}
          cards={(page.sections[index] ?? []).map((post) => toArticleCard(post))}
        />
      ))}
      <section aria-labelledby="all-posts-heading" className="mt-12">
        <h2 id="all-posts-heading" className="mb-4 text-2xl font-bold">
          All Posts ({total})
        </h2>
        {page.rest.length > 0 ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.rest.map((post) => (
              <ArticleCard key={post.id} card={toArticleCard(post)} />
            ))}
          </div>
        ) : null}
        {query.isFetchingNextPage ? (
          <p role="status" className="mt-8 text-center text-slate-600">
            Loading more articles...
          </p>
        ) : query.hasNextPage ? (
          <div className="mt-8 text-center">
            <button
              type="button"
              onClick={() => query.fetchNextPage()}
              className="rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900"
            >
              Load More Articles ({posts.length} loaded)
            </button>
          </div>
        ) : null}
      </section>
    </>
  )
}

function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-8 text-3xl font-extrabold tracking-tight sm:text-4xl">
        Your Trusted Source for Local &amp; National News
      </h1>
      <PostsListing />
    </div>
  )
}
