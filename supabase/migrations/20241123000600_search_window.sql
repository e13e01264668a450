-- Reader search ranks a bounded window of candidates: the newest 1,000 matching posts. Before, a
-- word that many posts use (a fifth of 100,000, say) made search_posts rank every visible match
-- under row-level security, 100-200 ms of CPU in PGlite, and statement timeouts on a busy
-- machine. Now search.post_window finds the matches through the full-text index as the table's
-- owner, keeps the newest 1,000 of them by the date the ranking's recency uses
-- (coalesce(published_at, created_at), then id), and ranks only those; search_posts, running as
-- the caller, keeps the ones row-level security lets the caller read and pages through them by
-- (score, id) as before. A word fewer than 1,000 posts use is ranked over every match, as before.
-- Otherwise search_posts is 20241123000500's: the same arguments, columns, spelling correction
-- and grants. search.visible_match, which the spelling correction asks about each word, looks at
-- the newest matches first.
--
-- What the window means (docs/decisions/013-reader-search.md): "best match" is the best of the
-- newest 1,000 matches. Pages never repeat or skip a story within it (the window is a
-- deterministic function of the posts); past its end the search has no more results, so the
-- page's "First N results" stays true. Posts the caller may not read (drafts, scheduled or
-- trashed ones) take their place in the window and are then dropped by row-level security, so a
-- reader's window can hold a few fewer than 1,000. Why 1,000: ranking is most of the work for a
-- common word (ts_rank_cd costs a few microseconds a post in PGlite); a window of 2,000 cost about
-- half as much again as one of 1,000, and a reader who pages 10 at a time sees 100 pages of it.

-- The window's order, walked from the newest for a word many posts use (no sort, no counting);
-- a word fewer posts use is found through the full-text index and sorted (the planner chooses).
create index if not exists blog_posts_recency_idx
  on public.blog_posts ((coalesce(published_at, created_at)) desc, id desc);

-- PGlite has no autovacuum: a GIN index's pending list (fastupdate) is cleaned only when an insert
-- overflows it (4 MB), so every search read up to 4 MB of unsorted entries besides the index
-- (after the bench's bulk insert, 434 pages: a three-word search took 9-30 ms in the index instead
-- of 2). Posts and words are written rarely and read on every search: insert into the trees
-- directly, and empty what is pending now.
alter index public.blog_posts_fts_idx set (fastupdate = off);
alter index search.words_word_trgm_idx set (fastupdate = off);
select pg_catalog.gin_clean_pending_list('public.blog_posts_fts_idx'::regclass);
select pg_catalog.gin_clean_pending_list('search.words_word_trgm_idx'::regclass);

-- The newest `most` posts matching `ts_query`, whatever their status, each with its rank (ts_rank_cd
-- plus about 0.1 a year of recency: recency breaks near-ties, never outweighs relevance). It runs
-- as its owner because row-level security keeps Postgres from using the full-text index (`@@` is
-- not leakproof): the ids and ranks only ever reach search_posts, which keeps the rows the caller
-- may read. Planned with the query at hand (force_custom_plan), so the planner's estimate of how
-- many posts match chooses between the full-text index (few) and the recency index (many). The
-- posts are in memory (PGlite's pages always are; hosted Postgres keeps a table of this size in
-- its buffers), where reading a page costs about what testing a few rows does, in any order: with
-- the default page costs (1 and 4) the planner walked 80,000 posts for a word 2,500 use, or every
-- post for a phrase none does, instead of reading the few thousand the index names.
create or replace function search.post_window(ts_query tsquery, most integer)
returns table (id uuid, rank double precision)
language sql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
set seq_page_cost = 0.1
set random_page_cost = 0.1
rows 1000
as $$
  select m.id,
         pg_catalog.ts_rank_cd(m.fts, ts_query, 32)::double precision
           + extract(epoch from coalesce(m.published_at, m.created_at))::double precision / 315360000.0
  from (
    select p.id, p.fts, p.published_at, p.created_at
    from public.blog_posts p
    where p.fts operator(pg_catalog.@@) ts_query
    order by coalesce(p.published_at, p.created_at) desc, p.id desc
    limit most
  ) as m
$$;

revoke all on function search.post_window(tsquery, integer) from public;
grant execute on function search.post_window(tsquery, integer) to anon, authenticated, service_role;

-- Whether a post the caller may see matches `ts_query` (security invoker: the caller's RLS); the
-- spelling correction asks it of every typed word and every candidate. Before, a word more than
-- 2,000 posts use read 2,001 of them to learn that it was common; now the newest 50 matches come
-- first (a common word is decided within a few hundred posts). Only when all 50 are hidden from
-- the caller is the search widened, as 20241123000360 did.
create or replace function search.visible_match(ts_query tsquery)
returns boolean
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  newest integer;
  visible integer;
  ids uuid[];
begin
  select pg_catalog.count(*), pg_catalog.count(p.id)
  into newest, visible
  from search.post_window(ts_query, 50) w
  left join public.blog_posts p on p.id = w.id;
  if visible > 0 then
    return true;
  end if;
  if newest < 50 then
    return false;
  end if;
  ids := search.post_ids_matching(ts_query, 2000);
  if ids is null then
    return exists (select 1 from public.blog_posts p where p.fts operator(pg_catalog.@@) ts_query);
  end if;
  return exists (
    select 1 from public.blog_posts p
    where p.id operator(pg_catalog.=) any (ids) and p.fts operator(pg_catalog.@@) ts_query
  );
end;
$$;

create or replace function public.search_posts(
  q text,
  after_score double precision default null,
  after_id uuid default null,
  page_size integer default 10
)
returns table (
  id uuid,
  slug text,
  title text,
  meta_description text,
  tags text[],
  canonical_url text,
  keywords text[],
  backlink_url text,
  image_url text,
  author text,
  published_at timestamptz,
  created_at timestamptz,
  word_count integer,
  snippet text,
  score double precision,
  matched_by text,
  sponsored boolean
)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  query_text text := pg_catalog.btrim(coalesce(q, ''));
  ts_query tsquery;
  size integer := least(greatest(coalesce(page_size, 10), 1), 50);
  matched text := 'text';
  found integer := 0;
begin
  if pg_catalog.length(query_text) > 200 then
    raise exception 'Search text is too long (at most 200 characters).' using errcode = '22023';
  end if;
  ts_query := pg_catalog.websearch_to_tsquery('english'::regconfig, query_text);
  -- Empty, or only stop words and punctuation: nothing to look for.
  if pg_catalog.numnode(ts_query) = 0 then
    return;
  end if;

  -- The words as typed, then (at most once) the words with their spelling corrected.
  loop
    return query
      with page as (
        -- The window after the cursor, best first, sorted before the join (a subquery with its own
        -- order is not flattened), so that only this page's rows are looked up by primary key,
        -- each under the caller's row-level security, until `size` of them pass.
        select p.*, w.rank
        from (
          select w.id, w.rank
          from search.post_window(ts_query, 1000) w
          where after_score is null or (w.rank, w.id) < (after_score, after_id)
          order by w.rank desc, w.id desc
        ) as w
        join public.blog_posts p on p.id = w.id
        order by w.rank desc, w.id desc
        limit size
      )
      select pg.id, pg.slug, pg.title, pg.meta_description, pg.tags, pg.canonical_url, pg.keywords,
             pg.backlink_url, pg.image_url, pg.author, pg.published_at, pg.created_at, pg.word_count,
             -- Snippets for the returned page only.
             pg_catalog.ts_headline(
               'english'::regconfig,
               pg_catalog.regexp_replace(
                 coalesce(nullif(pg.meta_description, ''), '') || ' ' || pg.content,
                 '<[^>]*>|[#*_>\[\]]', ' ', 'g'
               ),
               ts_query,
               'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "'
             ),
             pg.rank,
             matched,
             pg.sponsored
      from page pg
      order by pg.rank desc, pg.id desc;
    get diagnostics found = row_count;
    -- Spelling is corrected only for plain words (phrases, "or" and exclusions say exactly what
    -- the reader wants) and only when the words as typed match no story at all: a later page
    -- that comes back empty has either run out or was a page of corrected results.
    if found > 0 or matched = 'spelling' or query_text ~* '"|(^|\s)-|\mor\M' then
      return;
    end if;
    if after_score is not null and search.visible_match(ts_query) then
      return;
    end if;
    ts_query := search.corrected_query(query_text);
    if ts_query is null or pg_catalog.numnode(ts_query) = 0 then
      return;
    end if;
    matched := 'spelling';
  end loop;
end;
$$;

comment on function public.search_posts is
  'Reader search: full text (websearch syntax) over the newest 1,000 matches, ranked with recency; words no story uses are corrected through search.words.';

revoke all on function public.search_posts(text, double precision, uuid, integer) from public;
grant execute on function public.search_posts(text, double precision, uuid, integer)
  to anon, authenticated, service_role;
