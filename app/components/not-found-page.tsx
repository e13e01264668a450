import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SHORT_EXCERPT_CHARS } from '../../core/constants.ts'
import { toArticleCard } from '../../core/posts/article-card.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { newestPostsQuery } from '../queries/posts.ts'
import { ArticleCard } from './article-card.tsx'

/** The 404 page: a large 404, two ways on, and the 3 newest posts when there are any. */
export function NotFoundPage() {
  const { api } = useAppContext()
  const popular = useQuery(newestPostsQuery(api))
  const cards = (popular.data ?? []).map((post) => toArticleCard(post, SHORT_EXCERPT_CHARS))
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <div className="text-center">
        <p className="text-8xl font-extrabold text-blue-900" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">
          Sorry, the page you are looking for might have been moved, deleted, or never existed.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            className="rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white hover:bg-blue-900"
          >
            Back to Home
          </Link>
          <Link
            to="/directory"
            className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
          >
            Browse Directory
          </Link>
        </div>
      </div>
      {cards.length > 0 ? (
        <section aria-labelledby="popular-heading" className="mt-16">
          <h2 id="popular-heading" className="mb-4 text-2xl font-bold">
            Popular Articles
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <ArticleCard key={card.id} card={card} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  )
}

/** A not-found page of one kind of thing (an article, a category): its heading and sentence. */
export function MissingThing({ heading, text }: { heading: string; text: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white hover:bg-blue-900"
      >
        Back to Home
      </Link>
    </div>
  )
}
