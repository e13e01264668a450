import type { PostsApi } from './posts-api.ts'

/** Every method of PostsApi, checked by the compiler against the interface. */
const METHODS = {
  listHomePosts: true,
  findHomeFlags: true,
  findArticleLinkSources: true,
  listPostsByTagSlug: true,
  listPostsByTag: true,
  findPost: true,
  listAuthorPosts: true,
  listNewestPosts: true,
  getSiteSetting: true,
  searchPosts: true,
  findSlugRedirect: true,
  listLandingListings: true,
  listListingCoverage: true,
} satisfies Record<keyof PostsApi, true>

/**
 * A PostsApi whose implementation (PostgREST client, offline store) is loaded on the first call.
 * A server-rendered page hydrates from the data in its HTML without a single API call, so the
 * browser downloads that code after the page is up, not before.
 */
export function deferredPostsApi(load: () => Promise<PostsApi>): PostsApi {
  let loaded: Promise<PostsApi> | undefined
  const api = () => {
    loaded ??= load()
    return loaded
  }
  const methods = Object.keys(METHODS) as (keyof PostsApi)[]
  return Object.fromEntries(
    methods.map((name) => [
      name,
      async (...args: unknown[]) => ((await api())[name] as (...args: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as PostsApi
}
