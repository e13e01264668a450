import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { ARTICLE_RELATED_LIMIT } from '../../core/constants.ts'
import { findCategoryByName } from '../../core/data/categories.ts'
import { findRelatedLinks } from '../../core/directory/related-links.ts'
import { postImageSize, postImageSources, srcSet } from '../../core/posts/images.ts'
import { slugify } from '../../core/posts/slugs.ts'
import { ARTICLE_BODY_CLASS, FEATURED_IMAGE_ATTRIBUTE } from '../../core/seo/page-markers.ts'
import { absoluteUrl } from '../../core/seo/structured-data.ts'
import { type ArticleView, trailOf } from '../lib/article-view.ts'
import { Breadcrumb } from './breadcrumb.tsx'
import { TextSizeControl } from './comfort-controls.tsx'
import { RelatedLinks } from './related-links.tsx'
import { SaveButton } from './save-button.tsx'
import { ShareButtons } from './share-buttons.tsx'
import { CategoryBadge } from './site-link.tsx'
import { SponsoredLabel } from './sponsored-label.tsx'
import { StoryTime } from './story-time.tsx'

/**
 * An article as readers see it: the article page renders it, and so does the newsroom's owner
 * preview, so a preview is the page a reader will get.
 */
export function ArticleContent({
  view,
  siteUrl,
  leadOn,
}: {
  view: ArticleView
  siteUrl: string
  /** What the article leads on to (related stories, more from the author, the next story). */
  leadOn?: React.ReactNode
}) {
  // A reader who scrolls to the foot of the story (read, not merely opened) is offered alerts,
  // whose code loads only then.
  const storyEnd = useRef<HTMLElement>(null)
  useEffect(() => {
    const end = storyEnd.current
    if (!end || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || window.scrollY < 200) return
      observer.disconnect()
      void import('../lib/alerts-offer.ts').then((alerts) => alerts.offerAlerts())
    })
    observer.observe(end)
    return () => observer.disconnect()
  }, [])
  return (
    <article data-post-id={view.post?.id} className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={trailOf(view)} />
      <span className="flex flex-wrap items-center gap-2">
        <CategoryBadge name={view.category} path={findCategoryByName(view.category)?.path} />
        {view.sponsored ? <SponsoredLabel /> : null}
      </span>
      <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-4xl">{view.title}</h1>
      {view.excerpt ? <p className="mt-4 text-lg text-slate-600">{view.excerpt}</p> : null}
      <p className="mt-4 flex flex-wrap gap-x-2 text-sm text-slate-600">
        <span>
          By{' '}
          {/* Only a stored post's named author has an author page (built-in articles' writers and
              the 'Admin' of an unsigned post have none). */}
          {view.post?.author?.trim() ? (
            <Link
              to="/author/$author"
              params={{ author: view.author.name }}
              className="font-semibold text-slate-900 hover:underline"
            >
              {view.author.name}
            </Link>
          ) : (
            <span className="font-semibold text-slate-900">{view.author.name}</span>
          )}
        </span>
        <span aria-hidden="true">·</span>
        <StoryTime iso={view.publishedIso} text={view.publishedAt} />
        {view.updatedIso ? (
          <>
            <span aria-hidden="true">·</span>
            <span>
              Updated <StoryTime iso={view.updatedIso} text="" />
            </span>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span>{view.readTime}</span>
      </p>
      <ShareButtons url={absoluteUrl(siteUrl, `/article/${view.key}`)} title={view.title} />
      {/* Built-in articles come with the app and always open offline: only stored posts are saved. */}
      {view.post ? <SaveButton id={view.post.id} className="mt-4" /> : null}
      <TextSizeControl />
      {view.imageUrl ? <HeroImage url={view.imageUrl} alt={view.post?.image_alt ?? ''} /> : null}
      <div
        className={`${ARTICLE_BODY_CLASS} mt-8`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify in the article query
        dangerouslySetInnerHTML={{ __html: view.html }}
      />
      {view.tags.length > 0 ? (
        <section aria-labelledby="tags-heading" className="mt-10">
          <h2 id="tags-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            Tags
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {view.tags.map((tag) =>
              slugify(tag) ? (
                <li key={tag}>
                  <Link
                    to="/tag/$tag"
                    params={{ tag: slugify(tag) }}
                    className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-slate-200"
                  >
                    {tag}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}
      <aside
        ref={storyEnd}
        aria-label="About the author"
        className="mt-10 flex gap-4 rounded-lg border border-slate-200 p-5"
      >
        <img
          src={view.author.avatar}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 shrink-0 rounded-full bg-slate-100"
        />
        <div>
          <p className="font-bold">{view.author.name}</p>
          <p className="mt-1 text-sm text-slate-600">{view.author.bio}</p>
        </div>
      </aside>
      {leadOn}
      {/* After the stories: the sections, cities and directory pages the article's tags point to. */}
      <RelatedLinks
        title="Explore sections and local pages"
        links={findRelatedLinks(
          { type: 'article', tags: view.tags, category: view.category },
          ARTICLE_RELATED_LIMIT,
        )}
      />
    </article>
  )
}

/**
 * The article's featured image. One stored in post-images carries its real size in its name
 * (core/posts/images.ts) and is shown whole at that aspect ratio; any other image fills the usual
 * 1200x630 box. Either way the space is reserved before it loads.
 */
/**
 * The image's width in the article's column (`max-w-3xl px-4`: 48rem less 2rem of padding, or
 * the viewport less its padding), so the browser picks the narrowest copy that fills it.
 */
export const HERO_IMAGE_SIZES = '(min-width: 48rem) 44rem, calc(100vw - 2rem)'

function HeroImage({ url, alt }: { url: string; alt: string }) {
  const size = postImageSize(url)
  const sources = postImageSources(url)
  return (
    <img
      src={url}
      srcSet={sources ? srcSet(sources) : undefined}
      sizes={sources ? HERO_IMAGE_SIZES : undefined}
      alt={alt}
      width={size?.width ?? 1200}
      height={size?.height ?? 630}
      decoding="async"
      className={`mt-6 w-full rounded-lg bg-slate-100 ${size ? 'h-auto' : 'aspect-[1200/630] object-cover'}`}
      // Marks the featured image for the page score (core/seo/page-score.ts).
      {...{ [FEATURED_IMAGE_ATTRIBUTE]: '' }}
    />
  )
}
