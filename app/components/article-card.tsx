import type { ArticleCard as Card } from '../../core/posts/article-card.ts'
import { postImageSize, postImageSources, srcSet } from '../../core/posts/images.ts'
import { SaveButton } from './save-button.tsx'
import { SiteLink } from './site-link.tsx'
import { SponsoredLabel } from './sponsored-label.tsx'
import { StoryTime } from './story-time.tsx'

/**
 * A card image's width in the pages' card grid (`max-w-6xl px-4`, `grid gap-6 sm:grid-cols-2
 * lg:grid-cols-3`): one column under 40rem, two to 64rem, three above, fixed from 72rem.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 72rem) 22.4rem, (min-width: 64rem) calc(33.4vw - 1.7rem), (min-width: 40rem) calc(50vw - 1.75rem), calc(100vw - 2rem)'

/** The featured card's image: full width, then three fifths of the container from 48rem (`md:w-3/5`). */
export const FEATURED_CARD_IMAGE_SIZES =
  '(min-width: 72rem) 42rem, (min-width: 48rem) calc(60vw - 1.2rem), calc(100vw - 2rem)'

/**
 * A post's card linking to /article/{slug or id}; the featured look is larger, image on top. Its
 * title is an h3 under a section's h2, or an h2 in a page's main grid (`headingLevel`), so
 * heading levels never skip.
 */
export function ArticleCard({
  card,
  featured = false,
  headingLevel = 3,
  snippet,
}: {
  card: Card
  featured?: boolean
  headingLevel?: 2 | 3
  /** Shown instead of the excerpt: a search result's snippet with its matched words marked. */
  snippet?: React.ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // A stored image's name carries its real size; other images are drawn into the card's 1200x630 box.
  const size = postImageSize(card.imageUrl) ?? { width: 1200, height: 630 }
  const sources = postImageSources(card.imageUrl)
  return (
    <article
      className={`group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${featured ? 'md:flex-row' : ''}`}
    >
      {card.imageUrl ? (
        <img
          src={card.imageUrl}
          srcSet={sources ? srcSet(sources) : undefined}
          sizes={sources ? (featured ? FEATURED_CARD_IMAGE_SIZES : CARD_IMAGE_SIZES) : undefined}
          alt=""
          width={size.width}
          height={size.height}
          loading={featured ? 'eager' : 'lazy'}
          decoding="async"
          className={`aspect-[1200/630] w-full bg-slate-100 object-cover ${featured ? 'md:w-3/5' : ''}`}
        />
      ) : null}
      <div className={`flex flex-1 flex-col gap-2 p-4 ${featured ? 'md:p-6' : ''}`}>
        <span className="flex flex-wrap gap-2">
          <span className="w-fit rounded bg-blue-50 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-blue-800">
            {card.category}
          </span>
          {card.sponsored ? <SponsoredLabel /> : null}
        </span>
        <Heading
          className={`font-bold text-balance text-slate-900 ${featured ? 'text-2xl md:text-3xl' : 'text-lg'}`}
        >
          <SiteLink href={card.href} className="hover:text-blue-800">
            {card.title}
          </SiteLink>
        </Heading>
        {snippet ? (
          <p className="line-clamp-3 text-sm text-slate-600">{snippet}</p>
        ) : card.excerpt ? (
          <p className="line-clamp-3 text-sm text-slate-600">{card.excerpt}</p>
        ) : null}
        <p className="mt-auto flex flex-wrap gap-x-2 pt-2 text-xs text-slate-600">
          <span>{card.author}</span>
          <span aria-hidden="true">·</span>
          <StoryTime iso={card.publishedIso} text={card.publishedAt} />
          {card.updatedIso ? (
            <span>
              (Updated <StoryTime iso={card.updatedIso} text="" />)
            </span>
          ) : null}
          <span aria-hidden="true">·</span>
          <span>{card.readTime}</span>
        </p>
        <SaveButton id={card.id} story={card.title} className="pt-1" />
      </div>
    </article>
  )
}

/** Six grey cards while posts load. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      <span className="sr-only">Loading articles…</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} data-testid="card-skeleton" className="h-72 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </div>
  )
}
