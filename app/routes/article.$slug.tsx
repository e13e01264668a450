import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { articleSocialImage } from '../../core/seo/og-image.ts'
import { buildBreadcrumbJsonLd, buildNewsArticleJsonLd } from '../../core/seo/structured-data.ts'
import { ApplicationError } from '../components/application-error.tsx'
import { ArticleContent } from '../components/article-content.tsx'
import { ArticleLeadOn } from '../components/article-lead-on.tsx'
import { MissingThing } from '../components/not-found-page.tsx'
import { trailOf } from '../lib/article-view.ts'
import { buildNotFoundHead, buildPageHead } from '../lib/head.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { articleLinksQuery, articleQuery, slugRedirectQuery } from '../queries/posts.ts'

export const Route = createFileRoute('/article/$slug')({
  loader: async ({ params, context: { queryClient, api, sanitize } }) => {
    const view = await queryClient.ensureQueryData(articleQuery(api, params.slug, sanitize))
    if (!view) {
      // A renamed post's old address: a permanent redirect (a real 301 when rendered on the server).
      const target = await queryClient.ensureQueryData(slugRedirectQuery(api, params.slug))
      if (target && target !== params.slug) {
        throw redirect({ to: '/article/$slug', params: { slug: target }, statusCode: 301 })
      }
      throw notFound()
    }
    // The article's ending is in the first HTML; a failure leaves it out, never the article.
    if (view.post) await queryClient.prefetchQuery(articleLinksQuery(api, view.post))
    return { view }
  },
  head: ({ match, loaderData }) => {
    const view = loaderData?.view
    if (!view) return buildNotFoundHead('Article Not Found')
    const { siteUrl } = match.context.config
    const path = `/article/${view.key}`
    return buildPageHead({
      title: view.title,
      description: view.excerpt,
      path,
      siteUrl,
      // Always the rendered PNG: the post's own image may be an SVG, which link previews do not show.
      image: articleSocialImage(view.key, view.title),
      type: 'article',
      // A stored post declares only the keywords its writer gave (the page score judges them);
      // a built-in article's tags serve as its keywords.
      keywords: view.post ? (view.post.keywords ?? []) : view.tags,
      jsonLd: [
        buildNewsArticleJsonLd(
          {
            id: view.key,
            slug: view.key,
            title: view.title,
            meta_description: view.excerpt,
            created_at: view.publishedIso ?? '',
            published_at: view.publishedIso,
            author: view.author.name,
            image_url: view.imageUrl,
            keywords: view.post?.keywords ?? view.tags,
            tags: [view.category],
          },
          siteUrl,
        ),
        buildBreadcrumbJsonLd(
          trailOf(view).filter((item) => item.url),
          siteUrl,
        ),
      ],
    })
  },
  notFoundComponent: () => (
    <MissingThing heading="Article Not Found" text="The requested article could not be found." />
  ),
  errorComponent: ArticleError,
  component: ArticlePage,
})

/** Offline, an article that was never saved says so instead of failing. */
function ArticleError({ error }: { error: unknown }) {
  if (error instanceof Error && error.name === 'OfflineUnavailableError') {
    return (
      <MissingThing
        heading="Not available offline"
        text="This article is not available offline. Connect to the internet to read it, or open one of your saved articles."
      />
    )
  }
  return <ApplicationError />
}

function ArticlePage() {
  const { slug } = Route.useParams()
  const { api, sanitize, config } = useAppContext()
  const view = useSuspenseQuery(articleQuery(api, slug, sanitize)).data
  if (!view)
    return <MissingThing heading="Article Not Found" text="The requested article could not be found." />
  return (
    <ArticleContent
      view={view}
      siteUrl={config.siteUrl}
      leadOn={view.post ? <ArticleLeadOn post={view.post} /> : null}
    />
  )
}
