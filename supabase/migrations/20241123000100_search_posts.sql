-- Reader search. Full text first: websearch_to_tsquery understands what people type ("quoted
-- phrases", or, -exclusions), ranked by ts_rank_cd plus a little recency. When that finds nothing on
-- the first page, titles are matched by trigram similarity, so a typo ("plumbng") still finds
-- stories. Security invoker: row-level security still hides drafts and future posts.
create extension if not exists pg_trgm with schema extensions;

-- Typo fallback over titles; also keeps similarity() fast at 100,000 posts.
create index if not exists blog_posts_title_trgm_idx
  on public.blog_posts using gin (title extensions.gin_trgm_ops);

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
  matched_by text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  query_text text := pg_catalog.btrim(coalesce(q, ''));
  ts_query tsquery;
  size integer := least(greatest(coalesce(page_size, 10), 1), 50);
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

  return query
    with ranked as (
      select p.*,
             pg_catalog.ts_rank_cd(p.fts, ts_query, 32)::double precision
               -- about 0.1 a year newer: recency breaks near-ties, never outweighs relevance
               + extract(epoch from coalesce(p.published_at, p.created_at))::double precision / 315360000.0
               as rank
      from public.blog_posts p
      where p.fts @@ ts_query
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
           'text'::text
    from page pg
    order by pg.rank desc, pg.id desc;
  get diagnostics found = row_count;
  -- No typo fallback for a later page, or for a query with phrases, "or" or exclusions: matching
  -- titles loosely would ignore what the reader asked for.
  if found > 0 or after_score is not null or query_text ~* '"|(^|\s)-|\mor\M' then
    return;
  end if;

  -- <% uses the trigram index; its threshold is local to this statement's transaction.
  perform pg_catalog.set_config('pg_trgm.word_similarity_threshold', '0.4', true);
  return query
    select p.id, p.slug, p.title, p.meta_description, p.tags, p.canonical_url, p.keywords,
           p.backlink_url, p.image_url, p.author, p.published_at, p.created_at, p.word_count,
           coalesce(p.meta_description, ''),
           extensions.similarity(p.title, query_text)::double precision,
           'title'::text
    from public.blog_posts p
    where query_text operator(extensions.<%) p.title
    order by extensions.word_similarity(query_text, p.title) desc, p.id desc
    limit size;
end;
$$;

comment on function public.search_posts is
  'Reader search: full text (websearch syntax) ranked with recency, then title trigrams for typos.';

revoke all on function public.search_posts(text, double precision, uuid, integer) from public;
grant execute on function public.search_posts(text, double precision, uuid, integer)
  to anon, authenticated, service_role;
