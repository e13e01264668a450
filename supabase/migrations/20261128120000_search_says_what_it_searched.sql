-- A corrected search says what it searched for. search_posts gains `searched_for`: the words it
-- searched instead of the reader's when it corrected their spelling (null otherwise), so the page
-- can say "Showing results for plumbing" and offer the words as typed. The correction itself is
-- unchanged: search.corrected_words is search.corrected_query's loop answering the words (the
-- vocabulary's words, lower case) instead of their tsquery, and corrected_query is now that text
-- parsed. The same search_posts as in 20261126100000_search_unreadable_query.sql otherwise; its
-- result type changes, so it is dropped and created again with its grants.

-- The search text with each word no visible story uses replaced by its nearest vocabulary word
-- that one does; null when nothing was corrected or a word has no usable neighbour.
create or replace function search.corrected_words(query_text text)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  typed text;
  candidate text;
  chosen text;
  words text[] := '{}';
  changed boolean := false;
begin
  for typed in
    select lexeme
    from pg_catalog.unnest(pg_catalog.tsvector_to_array(pg_catalog.to_tsvector('simple'::regconfig, query_text)))
      as lexeme
  loop
    -- Numbers, short words, stop words and words a visible story uses stay as typed.
    if typed operator(pg_catalog.!~) '^[[:alpha:]]{3,40}$'
       or pg_catalog.numnode(pg_catalog.plainto_tsquery('english'::regconfig, typed)) = 0
       or search.visible_match(pg_catalog.plainto_tsquery('english'::regconfig, typed)) then
      words := words || typed;
      continue;
    end if;
    chosen := null;
    for candidate in select s.word from search.similar_words(typed) s loop
      if pg_catalog.numnode(pg_catalog.plainto_tsquery('english'::regconfig, candidate)) > 0
         and search.visible_match(pg_catalog.plainto_tsquery('english'::regconfig, candidate)) then
        chosen := candidate;
        exit;
      end if;
    end loop;
    if chosen is null then
      return null;
    end if;
    words := words || chosen;
    changed := true;
  end loop;
  if not changed then
    return null;
  end if;
  return pg_catalog.array_to_string(words, ' ');
end;
$$;

revoke all on function search.corrected_words(text) from public;
grant execute on function search.corrected_words(text) to anon, authenticated, service_role;

create or replace function search.corrected_query(query_text text)
returns tsquery
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.plainto_tsquery('english'::regconfig, search.corrected_words(query_text));
$$;

drop function public.search_posts(text, double precision, uuid, integer);

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
  sponsored boolean,
  searched_for text
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
  -- The words searched for when they are not the reader's (a spelling correction), else null.
  corrected text;
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
             pg.sponsored,
             corrected
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
    corrected := search.corrected_words(query_text);
    if corrected is null then
      return;
    end if;
    ts_query := pg_catalog.plainto_tsquery('english'::regconfig, corrected);
    if pg_catalog.numnode(ts_query) = 0 then
      return;
    end if;
    matched := 'spelling';
  end loop;
end;
$$;


comment on function public.search_posts is
  'Reader search: full text (websearch syntax) over the newest 1,000 matches, ranked with recency; words no story uses are corrected through search.words, and searched_for says what was searched instead.';

revoke all on function public.search_posts(text, double precision, uuid, integer) from public;
grant execute on function public.search_posts(text, double precision, uuid, integer) to anon, authenticated, service_role;
