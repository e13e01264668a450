import { FALLBACK_CATEGORY } from '../../core/constants.ts'
import { readPostBrief } from '../../core/generator/post-brief.ts'
import { type PostAction, postPatch } from '../../core/newsroom/actions.ts'
import {
  applyPostListQuery,
  describePostListQuery,
  PostListParamError,
  type PostQuery,
  parsePostListParams,
} from '../../core/newsroom/list-query.ts'
import { newsroomEditorPath } from '../../core/newsroom/paths.ts'
import { prePublishReport } from '../../core/newsroom/report.ts'
import { breakingCutoff, breakingEnds } from '../../core/posts/flags.ts'
import type { BlogPost } from '../../core/posts/post.ts'
import { postStatus } from '../../core/posts/status.ts'
import { type Backend, type BackendOptions, withBackend } from '../backend.ts'
import { UsageError } from '../errors.ts'
import { createOutput } from '../output.ts'
import { readDuplicateCandidates } from '../posts-data.ts'
import { confirm } from './owner.ts'

/** The columns the list and the actions read. */
const LIST_COLUMNS =
  'id,slug,title,status,published_at,deleted_at,updated_at,created_at,author,tags,business_name,sponsored'
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type ListedPost = Pick<
  BlogPost,
  | 'id'
  | 'slug'
  | 'title'
  | 'status'
  | 'published_at'
  | 'deleted_at'
  | 'updated_at'
  | 'created_at'
  | 'author'
  | 'tags'
  | 'business_name'
  | 'sponsored'
>

/** Options of `newshub posts list`. */
export interface PostsListOptions extends BackendOptions {
  status?: string
  category?: string
  client?: string
  search?: string
  sort?: string
  page?: string
  pageSize?: string
}

function siteOf(backend: Backend): string {
  return (backend.siteUrl ?? 'http://localhost:8080').replace(/\/$/, '')
}

/** A post as the CLI prints it in --json: its row plus the status the owner is shown. */
function describePost(post: ListedPost, now: Date) {
  return { ...post, state: postStatus(post, now), category: post.tags?.[0] ?? FALLBACK_CATEGORY }
}

/** One line of a title or name for a terminal: control characters (and newlines) become spaces. */
function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
}

/** `newshub posts list`: one page of posts with the newsroom's filters, sort and paging. */
export async function runPostsList(options: PostsListOptions): Promise<void> {
  let params: ReturnType<typeof parsePostListParams>
  try {
    params = parsePostListParams({
      status: options.status,
      category: options.category,
      client: options.client,
      search: options.search,
      sort: options.sort,
      page: options.page,
      pageSize: options.pageSize,
    })
  } catch (error) {
    if (error instanceof PostListParamError) throw new UsageError(error.message)
    throw error
  }
  const output = createOutput(options)
  await withBackend(options, 'newshub posts list', async (backend) => {
    const now = new Date()
    const select = backend.client.from('blog_posts').select(LIST_COLUMNS, { count: 'exact' })
    // supabase-js's column-typed builder is too deep for the generic helper: it is applied as a PostQuery.
    const query = applyPostListQuery(select as unknown as PostQuery, describePostListQuery(params, now))
    const { data, error, count } = await (query as unknown as typeof select)
    if (error) throw new Error(`Could not read the posts: ${error.message}`)
    const posts = (data as unknown as ListedPost[]).map((post) => describePost(post, now))
    const total = count ?? posts.length
    if (posts.length === 0) output.line('No posts match.')
    for (const post of posts) {
      const client = post.business_name
        ? `  [${post.business_name}${post.sponsored ? ', sponsored' : ''}]`
        : ''
      output.line(
        oneLine(
          `${post.state.padEnd(11)} ${(post.updated_at ?? post.created_at).slice(0, 10)}  ${post.slug}  ${post.title}${client}`,
        ),
      )
    }
    const pages = Math.max(1, Math.ceil(total / params.pageSize))
    if (posts.length > 0)
      output.line(`Page ${params.page} of ${pages} (${total} post${total === 1 ? '' : 's'}).`)
    output.result({ posts, total, page: params.page, pageSize: params.pageSize })
  })
}

/**
 * The posts named by ids or slugs, in the order given, trash included; an unknown one is an error
 * before anything changes.
 */
async function resolvePosts(backend: Backend, refs: readonly string[]): Promise<ListedPost[]> {
  if (refs.length === 0) throw new UsageError('Name at least one post by its id or slug.')
  const ids = refs.filter((ref) => ID_PATTERN.test(ref))
  const slugs = refs.filter((ref) => !ID_PATTERN.test(ref))
  const found: ListedPost[] = []
  for (const [column, values] of [
    ['id', ids],
    ['slug', slugs],
  ] as const) {
    if (values.length === 0) continue
    const { data, error } = await backend.client.from('blog_posts').select(LIST_COLUMNS).in(column, values)
    if (error) throw new Error(`Could not read the posts: ${error.message}`)
    found.push(...(data as unknown as ListedPost[]))
  }
  return refs.map((ref) => {
    const post = found.find((row) => row.id === ref.toLowerCase() || row.slug === ref)
    if (!post) throw new Error(`No post has the id or slug '${ref}'; nothing was changed.`)
    return post
  })
}

/** `newshub posts show <id or slug>`: the post, its state, its editor URL and its pre-publish report. */
export async function runPostsShow(ref: string, options: BackendOptions): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub posts show', async (backend) => {
    const [listed] = await resolvePosts(backend, [ref])
    if (!listed) throw new Error(`No post has the id or slug '${ref}'.`)
    const { data, error } = await backend.client.from('blog_posts').select('*').eq('id', listed.id).single()
    if (error) throw new Error(`Could not read the post: ${error.message}`)
    const post = data as BlogPost & { fts?: unknown }
    delete post.fts
    const now = new Date()
    const state = postStatus(post, now)
    const kept = await backend.client.from('post_briefs').select('brief').eq('post_id', post.id).maybeSingle()
    if (kept.error) throw new Error(`Could not read the post's brief: ${kept.error.message}`)
    const brief = readPostBrief(kept.data?.brief)
    const report = prePublishReport({ ...post, brief }, await readDuplicateCandidates(backend.client))
    const editor = `${siteOf(backend)}${newsroomEditorPath(post.id)}`
    output.line(oneLine(post.title))
    output.line(`  ${state}${post.sponsored ? ', sponsored' : ''}  /article/${post.slug}`)
    output.line(`  Edit: ${editor}`)
    if (post.business_name) output.line(oneLine(`  Client: ${post.business_name}`))
    output.line(`  ${report.words} words, ${report.readTime}; SEO score ${report.score}%`)
    for (const keyword of report.keywords) {
      output.line(oneLine(`  "${keyword.keyword}": ${keyword.count} (${keyword.share}%)`))
    }
    for (const check of [...report.checks, ...report.advice])
      output.line(oneLine(`  ${check.status.padEnd(7)} ${check.name}: ${check.message}`))
    output.result({ post, state, editorUrl: editor, report })
  })
}

const DONE: Record<PostAction, string> = {
  publish: 'Published',
  unpublish: 'Unpublished',
  trash: 'Moved to the trash',
  restore: 'Restored as a draft',
  schedule: 'Scheduled',
  draft: 'Made a draft',
}

/** `newshub posts publish|unpublish|delete|restore <ids or slugs...>`: the newsroom's actions. */
export async function runPostsAction(
  action: 'publish' | 'unpublish' | 'trash' | 'restore',
  refs: string[],
  options: BackendOptions,
): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, `newshub posts ${action === 'trash' ? 'delete' : action}`, async (backend) => {
    const posts = await resolvePosts(backend, refs)
    if (action === 'restore') {
      const live = posts.find((post) => !post.deleted_at)
      if (live) throw new Error(`'${live.slug}' is not in the trash; nothing was changed.`)
    }
    const now = new Date()
    const changed = []
    for (const post of posts) {
      const { data, error } = await backend.client
        .from('blog_posts')
        .update(postPatch(action, now))
        .eq('id', post.id)
        .select(LIST_COLUMNS)
        .single()
      if (error) throw new Error(`Could not change '${post.slug}': ${error.message}`)
      const row = describePost(data as unknown as ListedPost, now)
      changed.push(row)
      output.line(oneLine(`${DONE[action]}: ${row.title} (${row.slug})`))
    }
    output.result({ action, posts: changed })
  })
}

/** `newshub posts delete --purge <ids or slugs...>`: removes posts in the trash for good, after a confirmation or --yes. */
export async function runPostsPurge(
  refs: string[],
  options: BackendOptions & { yes?: boolean },
): Promise<void> {
  if (!options.yes && !process.stdin.isTTY) {
    throw new UsageError('Add --yes to purge posts when there is no terminal to confirm on.')
  }
  const output = createOutput(options)
  await withBackend(options, 'newshub posts delete --purge', async (backend) => {
    const posts = await resolvePosts(backend, refs)
    const live = posts.find((post) => !post.deleted_at)
    if (live) {
      throw new Error(
        `'${live.slug}' is not in the trash; run newshub posts delete first. Nothing was removed.`,
      )
    }
    const question = `Remove ${posts.length} post${posts.length === 1 ? '' : 's'} for good? This cannot be undone. [y/N] `
    if (!options.yes && !(await confirm(question))) throw new Error('Nothing was removed.')
    const { error } = await backend.client
      .from('blog_posts')
      .delete()
      .in(
        'id',
        posts.map((post) => post.id),
      )
      .not('deleted_at', 'is', null)
    if (error) throw new Error(`Could not remove the posts: ${error.message}`)
    for (const post of posts) output.line(oneLine(`Removed for good: ${post.title} (${post.slug})`))
    output.result({ purged: posts.map(({ id, slug, title }) => ({ id, slug, title })) })
  })
}

/** Options of `newshub posts breaking` and `newshub posts feature`. */
export interface PostFlagOptions extends BackendOptions {
  off?: boolean
}

/**
 * `newshub posts breaking <post>`: the post leads the home page's banner for BREAKING_HOURS from
 * now. `newshub posts breaking --off` takes the banner down (every mark is cleared);
 * `newshub posts breaking <post> --off` clears that post's mark only.
 */
export async function runPostsBreaking(ref: string | undefined, options: PostFlagOptions): Promise<void> {
  if (!ref && !options.off) {
    throw new UsageError('Name the post (id or slug) to mark as breaking news, or use --off to end it.')
  }
  const output = createOutput(options)
  await withBackend(options, 'newshub posts breaking', async (backend) => {
    const now = new Date()
    if (!ref) {
      const { data, error } = await backend.client
        .from('blog_posts')
        .update({ breaking_at: null })
        .gte('breaking_at', breakingCutoff(now))
        .select('id,slug,title')
      if (error) throw new Error(`Could not end the breaking news: ${error.message}`)
      const cleared = data ?? []
      output.line(
        cleared.length === 0
          ? 'No story was breaking news; the home page shows no banner.'
          : oneLine(`No longer breaking: ${cleared.map((post) => post.slug).join(', ')}. The banner is off.`),
      )
      output.result({ breaking: null, cleared })
      return
    }
    const [post] = await resolvePosts(backend, [ref])
    if (!post) throw new Error(`No post has the id or slug '${ref}'; nothing was changed.`)
    const state = postStatus(post, now)
    if (!options.off && state !== 'published') {
      throw new Error(
        `'${post.slug}' is ${state}: only a published story can be breaking news. Nothing was changed.`,
      )
    }
    const breaking_at = options.off ? null : now.toISOString()
    const { error } = await backend.client.from('blog_posts').update({ breaking_at }).eq('id', post.id)
    if (error) throw new Error(`Could not change '${post.slug}': ${error.message}`)
    if (breaking_at) {
      const until = breakingEnds(breaking_at)
      output.line(oneLine(`Breaking news until ${until.toISOString()}: ${post.title} (${post.slug})`))
      output.result({ breaking: { id: post.id, slug: post.slug, breaking_at, until: until.toISOString() } })
    } else {
      output.line(oneLine(`No longer breaking: ${post.title} (${post.slug})`))
      output.result({ breaking: null, cleared: [{ id: post.id, slug: post.slug, title: post.title }] })
    }
  })
}

/**
 * `newshub posts feature <posts...>`: the owner's picks for the home page's Featured Story (the
 * newest pick readers can see is shown); `--off` takes the pick away.
 */
export async function runPostsFeature(refs: string[], options: PostFlagOptions): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub posts feature', async (backend) => {
    const posts = await resolvePosts(backend, refs)
    const featured = !options.off
    const { error } = await backend.client
      .from('blog_posts')
      .update({ featured })
      .in(
        'id',
        posts.map((post) => post.id),
      )
    if (error) throw new Error(`Could not change the posts: ${error.message}`)
    for (const post of posts)
      output.line(oneLine(`${featured ? 'Featured' : 'No longer featured'}: ${post.title} (${post.slug})`))
    output.result({ featured, posts: posts.map(({ id, slug, title }) => ({ id, slug, title })) })
  })
}
