import MiniSearch, { type SearchResult } from 'minisearch'
import { toPlainText } from '../../core/posts/text.ts'
import type { SearchHit } from '../../core/search/search.ts'
import { markSnippet } from '../../core/search/snippet.ts'
import { mostWordsNeeded, plainWords } from '../../core/search/words.ts'
import { nextIdle } from '../lib/idle.ts'
import type { PostStore, StoredPost } from './post-store.ts'

/** Most results the device search shows: it answers in one page. */
export const DEVICE_SEARCH_LIMIT = 50

/** What the index keeps of a post: searchable text and the card columns to show a result. */
interface IndexedPost {
  id: string
  title: string
  text: string
  post: StoredPost
}

/**
 * Words of a story's body the device indexes: its opening, where a news story puts what it is
 * about. Indexing every word of 200 stories of 3,000 words took seconds in Chromium on a busy
 * machine, all of it spent before the first offline search could answer.
 */
export const DEVICE_INDEX_BODY_WORDS = 400

/** The first `count` words of the visible text of HTML or markdown content. */
function opening(content: string | undefined, count: number): string {
  if (!content) return ''
  // Enough characters for `count` words, so a long body is not converted in full; a tag the cut
  // leaves open is dropped.
  return toPlainText(content.slice(0, count * 16).replace(/<[^>]*$/, ''))
    .split(' ')
    .slice(0, count)
    .join(' ')
}

const toIndexed = (post: StoredPost): IndexedPost => ({
  id: post.id,
  title: post.title,
  // The description first: it is what a card shows, and the stored body may be absent. The body
  // is indexed as the reader sees it: markup (tag names, link targets) is not searchable.
  text: [
    post.meta_description,
    post.tags?.join(' '),
    post.author,
    opening(post.content, DEVICE_INDEX_BODY_WORDS),
  ]
    .filter(Boolean)
    .join(' \n '),
  post,
})

/**
 * User Timing names for the device search's work, visible in the browser's performance panel and
 * read by bench/device-search.bench.ts: building the index, and each search (a first search
 * includes the build).
 */
export const DEVICE_SEARCH_MEASURES = {
  index: 'newshub:device-search-index',
  search: 'newshub:device-search',
}

/** Records a User Timing measure from `start` to now; a browser without the API just skips it. */
function measure(name: string, start: number) {
  if (typeof performance?.measure === 'function') performance.measure(name, { start, end: performance.now() })
}

/**
 * The reader's words with each word no story on the device has (not even as the start of a word)
 * replaced by the nearest word the stories have, as the fuzzy search matched it; null when every
 * word was found as typed.
 * @example correctedWords(index, 'frozen pipse') // 'frozen pipes'
 */
function correctedWords(index: MiniSearch<IndexedPost>, q: string): string | null {
  let corrected = false
  const words = q
    .trim()
    .split(/\s+/)
    .map((word) => {
      if (index.search(word, { fuzzy: false, prefix: true }).length > 0) return word
      // Up to two edits in a word of five letters or more ('pipse'), one in shorter words.
      const [nearest] = index.search(word, { fuzzy: word.length >= 5 ? 0.4 : 0.2, prefix: false })
      const term = nearest?.terms[0]
      if (!term) return word
      corrected = true
      return term
    })
  return corrected ? words.join(' ') : null
}

/**
 * The stories holding at least mostWordsNeeded of `words`, those holding more first, then by
 * MiniSearch's score (which adds up each word's), each with how many of the words it holds.
 */
function mostWords(
  index: MiniSearch<IndexedPost>,
  words: string[],
  fuzzy: boolean,
): { result: SearchResult; count: number }[] {
  const need = mostWordsNeeded(words.length)
  return index
    .search(words.join(' '), { combineWith: 'OR', ...(fuzzy ? {} : { fuzzy: false }) })
    .map((result) => ({ result, count: new Set(result.queryTerms).size }))
    .filter(({ count }) => count >= need)
    .sort((a, b) => b.count - a.count || b.result.score - a.result.score)
}

/**
 * A full-text index of the stories on this device (MiniSearch: prefix and fuzzy matching, titles
 * weigh double). It is built from the store in an idle callback the first time someone searches,
 * and from then on follows every post the store writes or evicts through Dexie's table hooks.
 */
export class DeviceSearch {
  private index: Promise<MiniSearch<IndexedPost>> | undefined
  /** Writes committed while the index was being read from the store, applied once it is built. */
  private pending: Array<(index: MiniSearch<IndexedPost>) => void> | undefined = []
  private built: MiniSearch<IndexedPost> | undefined

  constructor(private readonly store: PostStore) {}

  /** The index, built on first use; the hooks go on before the read so no write is missed. */
  ready(): Promise<MiniSearch<IndexedPost>> {
    this.index ??= this.build()
    return this.index
  }

  private async build(): Promise<MiniSearch<IndexedPost>> {
    this.watch()
    await nextIdle()
    const started = performance.now()
    const index = new MiniSearch<IndexedPost>({
      fields: ['title', 'text'],
      storeFields: ['post'],
      searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
    })
    index.addAll((await this.store.db.posts.toArray()).map(toIndexed))
    for (const apply of this.pending ?? []) apply(index)
    this.pending = undefined
    this.built = index
    measure(DEVICE_SEARCH_MEASURES.index, started)
    return index
  }

  /** Applies a committed change now, or after the build when it is still reading. */
  private apply(change: (index: MiniSearch<IndexedPost>) => void) {
    if (this.built) change(this.built)
    else this.pending?.push(change)
  }

  private put(post: StoredPost) {
    this.apply((index) => (index.has(post.id) ? index.replace(toIndexed(post)) : index.add(toIndexed(post))))
  }

  private watch() {
    const table = this.store.db.posts
    table.hook('creating', (_key, post, tx) => {
      tx.on('complete', () => this.put(post))
    })
    table.hook('updating', (changes, _key, post, tx) => {
      const next = { ...post, ...changes } as StoredPost
      tx.on('complete', () => this.put(next))
    })
    table.hook('deleting', (key, _post, tx) => {
      tx.on('complete', () => this.apply((index) => index.has(key) && index.discard(key)))
    })
  }

  /** Stories on the device matching `q`, best first, with snippets in search_posts' format. */
  async search(q: string): Promise<SearchHit[]> {
    const started = performance.now()
    const index = await this.ready()
    // Words in quotes are searched as typed ("Search instead for" sends them so): no fuzzy match.
    const asTyped = /^\s*".*"\s*$/.test(q)
    // Found only by correcting a word (by the fuzzy search, or here for a word it missed, such as
    // 'pipse'): say what was searched for, as search_posts does.
    let searchedFor = asTyped ? null : correctedWords(index, q)
    const words = asTyped ? null : plainWords(q)
    // Several plain words: the stories holding most of them, more first, as search_posts does.
    // Results holding fewer than every word, of a several-word search.
    let partial = new Set<SearchResult>()
    let results: SearchResult[]
    if (words) {
      const correctedWords = searchedFor ? (plainWords(searchedFor) ?? words) : words
      const corrected = searchedFor ? mostWords(index, correctedWords, false) : []
      const found = corrected.length > 0 ? corrected : mostWords(index, words, true)
      const wordCount = corrected.length > 0 ? correctedWords.length : words.length
      if (corrected.length === 0) searchedFor = null
      partial = new Set(found.filter(({ count }) => count < wordCount).map(({ result }) => result))
      results = found.map(({ result }) => result)
    } else {
      results = index.search(q, asTyped ? { fuzzy: false, prefix: false } : {})
      if (results.length === 0 && searchedFor) results = index.search(searchedFor, { fuzzy: false })
      if (results.length === 0) searchedFor = null
    }
    const hits = results.slice(0, DEVICE_SEARCH_LIMIT).map((result: SearchResult) => {
      const post = result.post as StoredPost
      const { full: _full, storedAt: _storedAt, pinned: _pinned, ...card } = post
      const titleOnly =
        result.match && Object.values(result.match).every((fields) => !fields.includes('text'))
      return {
        ...card,
        // Posts stored before lists selected the column have none: not sponsored, as on their cards.
        sponsored: post.sponsored === true,
        snippet: markSnippet(post.meta_description || post.content || post.title, result.terms),
        score: result.score,
        matched_by: searchedFor
          ? 'spelling'
          : partial.has(result)
            ? 'some-words'
            : titleOnly
              ? 'title'
              : 'text',
        ...(searchedFor ? { searched_for: searchedFor } : {}),
      } satisfies SearchHit
    })
    measure(DEVICE_SEARCH_MEASURES.search, started)
    return hits
  }
}
