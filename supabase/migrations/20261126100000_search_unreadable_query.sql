-- Search text the text-search parser cannot read (long runs of `-`, deeply nested operators)
-- made websearch_to_tsquery raise an internal error, which the API answers as a 500. The same
-- function as in 20241123000600_search_window.sql, with the parse caught and answered as the
-- reader's own mistake (22023, a 400 from PostgREST).

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
  -- Some input makes the parser itself fail (two hundred minus signs: "tsquery stack too small",
  -- an internal error): that is a question the reader can rephrase, so a 400, never a 500.
  begin
    ts_query := pg_catalog.websearch_to_tsquery('english'::regconfig, query_text);
  exception when others then
    raise exception 'The search could not be read: use fewer symbols such as - and ".'
      using errcode = '22023';
  end;
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
