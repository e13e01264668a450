-- Search understands several words (issue "Reader pages", item 3). Before, a story had to hold
-- every word, and only when none did were stories with any of them shown (the site's fallback).
-- Now a search of plain words (no quotes, "or" or exclusions) of two or more words finds the
-- stories holding most of them (at least half, rounded up), ranked by how many, then how well:
-- stories with every word first, then those with fewer, in one list and one cursor. Each result
-- says which it is (matched_by 'text' for every word, 'some-words' for fewer), so the page can
-- say "No story has all of these words" when the best result lacks one.
--
-- Such a search reads two windows: search.post_window's newest 1,000 stories holding every word
-- (as before), and search.post_window_words' newest 200 holding some but not all of them. Each
-- story scores 10 a word it holds, plus the words' rank and the same recency as before, so every
-- story with all the words ranks above every story with fewer, and an old story with every word
-- is never crowded out by new ones with one. The second window is read only for a page the first
-- does not fill. Why 200: ranking is most of the cost (decision 013), and a window of 1,000 of
-- them too made a two-word search at 100,000 posts cost twice as much (31 -> 69 ms).
-- A misspelt word is corrected as before when no story holds every word as typed and a word is
-- unknown ("plumbng detroit" searches "plumbing detroit"). A single word, a phrase, "or" and
-- exclusions search as before.

create or replace function search.post_window_words(
  all_query tsquery,
  any_query tsquery,
  words tsquery[],
  need integer,
  most integer
)
returns table (id uuid, rank double precision, matched integer)
language sql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
set seq_page_cost = 0.1
set random_page_cost = 0.1
rows 200
as $$
  -- The newest `most` posts holding some but not all of the words, each with how many it holds
  -- (at least `need`), scored 10 a word, plus the words' rank and post_window's recency.
  select m.id,
         h.held * 10.0
           + pg_catalog.ts_rank_cd(m.fts, any_query, 32)::double precision
           + extract(epoch from coalesce(m.published_at, m.created_at))::double precision / 315360000.0,
         h.held
  from (
    select p.id, p.fts, p.published_at, p.created_at
    from public.blog_posts p
    where p.fts operator(pg_catalog.@@) any_query
      and not p.fts operator(pg_catalog.@@) all_query
    order by coalesce(p.published_at, p.created_at) desc, p.id desc
    limit most
  ) as m
  cross join lateral (
    select pg_catalog.count(*)::integer as held
    from pg_catalog.unnest(words) as w(word)
    where m.fts operator(pg_catalog.@@) w.word
  ) as h
  where h.held >= need
$$;

revoke all on function search.post_window_words(tsquery, tsquery, tsquery[], integer, integer) from public;
grant execute on function search.post_window_words(tsquery, tsquery, tsquery[], integer, integer)
  to anon, authenticated, service_role;


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
  -- Several plain words: each word's query, their "any" query, and how many a story must hold.
  words tsquery[];
  any_query tsquery;
  need integer;
  returned integer;
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

  -- Several plain words: the stories holding most of them, in one ranked list.
  if query_text !~* '"|(^|\s)-|\mor\M' and ts_query::text !~ '[<!|]' then
    -- A later page is corrected as its first page was: when no story holds every word as typed.
    if after_score is not null and not search.visible_match(ts_query) then
      corrected := search.corrected_words(query_text);
    end if;
    loop
      select pg_catalog.array_agg(pg_catalog.plainto_tsquery('simple'::regconfig, lexeme))
        into words
        from pg_catalog.unnest(pg_catalog.tsvector_to_array(pg_catalog.to_tsvector(
          'english'::regconfig, coalesce(corrected, query_text)))) as lexeme;
      if corrected is not null then
        ts_query := pg_catalog.plainto_tsquery('english'::regconfig, corrected);
        matched := 'spelling';
      end if;
      exit when coalesce(pg_catalog.cardinality(words), 0) < 2;
      any_query := words[1];
      for i in 2 .. pg_catalog.cardinality(words) loop
        any_query := any_query operator(pg_catalog.||) words[i];
      end loop;
      need := (pg_catalog.cardinality(words) + 1) / 2;
      found := 0;
      -- Stories with every word score at least 10 a word, those with fewer less: the partial
      -- window is read only when the full matches after the cursor do not fill the page.
      for part in 0 .. 1 loop
        continue when part = 0 and after_score is not null
          and after_score < pg_catalog.cardinality(words) * 10.0;
        exit when part = 1 and found >= size;
        -- No story holds every word as typed: a misspelt word is corrected, and the corrected
        -- words searched instead (below), before any story with only some of them.
        if part = 1 and found = 0 and after_score is null and corrected is null then
          corrected := search.corrected_words(query_text);
          exit when corrected is not null;
        end if;
        return query
          with page as (
            select p.*, w.rank, w.matched as held
            from (
              select w.id, w.rank, w.matched
              from (
                -- Every word: post_window's stories, 10 a word above any partial match.
                select f.id, f.rank + pg_catalog.cardinality(words) * 10.0 as rank,
                       pg_catalog.cardinality(words) as matched
                from search.post_window(ts_query, 1000) f
                where part = 0
                union all
                select m.id, m.rank, m.matched
                from search.post_window_words(ts_query, any_query, words, need, 200) m
                where part = 1
              ) as w
              where after_score is null or (w.rank, w.id) < (after_score, after_id)
              order by w.rank desc, w.id desc
            ) as w
            join public.blog_posts p on p.id = w.id
            order by w.rank desc, w.id desc
            limit size - found
          )
          select pg.id, pg.slug, pg.title, pg.meta_description, pg.tags, pg.canonical_url, pg.keywords,
                 pg.backlink_url, pg.image_url, pg.author, pg.published_at, pg.created_at, pg.word_count,
                 pg_catalog.ts_headline(
                   'english'::regconfig,
                   pg_catalog.regexp_replace(
                     coalesce(nullif(pg.meta_description, ''), '') || ' ' || pg.content,
                     '<[^>]*>|[#*_>\[\]]', ' ', 'g'
                   ),
                   any_query,
                   'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "'
                 ),
                 pg.rank,
                 case
                   when matched = 'spelling' then 'spelling'
                   when pg.held = pg_catalog.cardinality(words) then 'text'
                   else 'some-words'
                 end,
                 pg.sponsored,
                 corrected
          from page pg
          order by pg.rank desc, pg.id desc;
        get diagnostics returned = row_count;
        found := found + returned;
      end loop;
      -- Just corrected, nothing returned yet: the corrected words, once.
      continue when found = 0 and corrected is not null and matched = 'text';
      return;
    end loop;
    -- One word once stop words are gone: searched as below, corrected if it was.
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
  'Reader search: full text (websearch syntax) over the newest 1,000 matches, ranked with recency; several plain words find the stories holding most of them, more first; words no story uses are corrected through search.words, and searched_for says what was searched instead.';

revoke all on function public.search_posts(text, double precision, uuid, integer) from public;
grant execute on function public.search_posts(text, double precision, uuid, integer) to anon, authenticated, service_role;
