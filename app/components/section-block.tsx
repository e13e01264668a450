import { SECTION_BLOCK_ARTICLES } from '../../core/constants.ts'
import type { ArticleCard as Card } from '../../core/posts/article-card.ts'
import { ArticleCard } from './article-card.tsx'

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
  return (
    <section aria-labelledby={`section-${viewAllPath}-${title}`} className="mt-12">
      <div className="mb-4 flex items-baseline justify-between border-b-2 border-blue-800 pb-2">
        <h2 id={`section-${viewAllPath}-${title}`} className="text-2xl font-bold">
          {title}
        </h2>
        <a href={viewAllPath} className="text-sm font-semibold text-blue-800 hover:underline">
          View All<span className="sr-only"> {title}</span>
        </a>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.slice(0, SECTION_BLOCK_ARTICLES).map((card) => (
          <ArticleCard key={card.id} card={card} />
        ))}
      </div>
    </section>
  )
}
