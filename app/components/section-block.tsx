import { SECTION_BLOCK_ARTICLES } from '../../core/constants.ts'
import type { ArticleCard as Card } from '../../core/posts/article-card.ts'
import { slugify } from '../../core/posts/slugs.ts'
import { ArticleCard } from './article-card.tsx'
import { SiteLink } from './site-link.tsx'

/** A titled block of up to 3 cards with a 'View All' link. */
export function SectionBlock({
  title,
  cards,
  viewAllPath,
}: {
  title: string
  cards: Card[]
  viewAllPath: string
}) {
  if (cards.length === 0) return null
  // An id is one token: 'Health & Wellness' -> 'section-health-and-wellness-heading'.
  const headingId = `section-${slugify(title)}-heading`
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="mb-4 flex items-baseline justify-between border-b-2 border-blue-800 pb-2">
        <h2 id={headingId} className="text-2xl font-bold">
          {title}
        </h2>
        <SiteLink href={viewAllPath} className="text-sm font-semibold text-blue-800 hover:underline">
          View All<span className="sr-only"> {title}</span>
        </SiteLink>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.slice(0, SECTION_BLOCK_ARTICLES).map((card) => (
          <ArticleCard key={card.id} card={card} />
        ))}
      </div>
    </section>
  )
}
