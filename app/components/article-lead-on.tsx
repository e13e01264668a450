import { useQuery } from '@tanstack/react-query'
import { toArticleCard } from '../../core/posts/article-card.ts'
import type { BlogPost } from '../../core/posts/post.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { articleLinksQuery } from '../queries/posts.ts'
import { ArticleCard } from './article-card.tsx'
import { SiteLink } from './site-link.tsx'

/**
 * The end of an article: the next story, 3 to 6 related stories (shared tags, category, city) and
 * more from its author, each story once. Nothing shows while they load or when they cannot.
 */
export function ArticleLeadOn({ post }: { post: BlogPost }) {
  const { api } = useAppContext()
  const { data } = useQuery(articleLinksQuery(api, post))
  if (!data) return null
  const author = post.author?.trim()
  const next = data.next ? toArticleCard(data.next) : null
  return (
    <div className="mt-12 space-y-10 border-t border-slate-200 pt-8">
      {next ? (
        <nav aria-label="Next story">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Next story</p>
          <SiteLink href={next.href} className="mt-1 block text-xl font-bold text-blue-900 hover:underline">
            {next.title}
          </SiteLink>
        </nav>
      ) : null}
      {data.related.length > 0 ? (
        <section aria-labelledby="related-stories-heading">
          <h2 id="related-stories-heading" className="mb-4 text-2xl font-bold">
            Related stories
          </h2>
          <div className="grid gap-6 sm:grid-cols-2">
            {data.related.map((item) => (
              <ArticleCard key={item.id} card={toArticleCard(item)} />
            ))}
          </div>
        </section>
      ) : null}
      {author && data.moreFromAuthor.length > 0 ? (
        <section aria-labelledby="more-from-author-heading">
          <h2 id="more-from-author-heading" className="mb-4 text-2xl font-bold">
            More from {author}
          </h2>
          <ul className="space-y-3">
            {data.moreFromAuthor.map((item) => {
              const card = toArticleCard(item)
              return (
                <li key={item.id}>
                  <SiteLink href={card.href} className="font-semibold text-blue-900 hover:underline">
                    {card.title}
                  </SiteLink>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
