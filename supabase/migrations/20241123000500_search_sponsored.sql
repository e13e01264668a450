-- Search results say which stories are sponsored, as the cards and the article page do (decision
-- 018): search_posts answers the post's `sponsored` column after its other columns. Otherwise
-- the function is 20241123000360's, unchanged: the same search, arguments, security invoker,
-- comment and grants. A function's result columns cannot change in place, hence drop and
-- create, in this migration's one transaction (readers never see it missing).

drop function if exists public.search_posts(text, double precision, uuid, integer);

create function public.search_posts(
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
-- Planned with the values at hand, so `ids is null or p.id = any(ids)` becomes one or the other.
set plan_cache_mode = force_custom_plan
as $$
declare
  query_text text := pg_catalog.btrim(coalesce(q, ''));
  ts_query tsquery;
  -- The matching posts' ids, found through the full-text index (search.post_ids_matching).
  ids uuid[];
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
    ids := search.post_ids_matching(ts_query, 2000);
    return query
      with ranked as (
        select p.*,
               pg_catalog.ts_rank_cd(p.fts, ts_query, 32)::double precision
                 -- about 0.1 a year newer: recency breaks near-ties, never outweighs relevance
                 + extract(epoch from coalesce(p.published_at, p.created_at))::double precision / 315360000.0
                 as rank
        from public.blog_posts p
        where p.fts @@ ts_query and (ids is null or p.id = any (ids))
      ),
      page as (
        select * from ranked r
        where after_score is null or (r.rank, r.id) < (after_score, after_id)
        order by r.rank desc, r.id desc
        limit size
      )
      select pg.id, pg.slug, pg.title, pg.meta_description, pg.tags, pg.canonical_url, pg.keywords,
             pg.backlink_url, pg.image_url, pg.author, pg.published_at, pg.created_at, pg.word_count,
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
  'Reader search: full text (websearch syntax) ranked with recency; words no story uses are corrected through search.words.';

revoke all on function public.search_posts(text, double precision, uuid, integer) from public;
grant execute on function public.search_posts(text, double precision, uuid, integer)
  to anon, authenticated, service_role;
