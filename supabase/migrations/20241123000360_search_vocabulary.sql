-- Spelling correction for reader search through a word vocabulary, as the pg_trgm documentation
-- suggests for full text: every distinct word of the posts' titles, descriptions and bodies, with
-- the number of posts using it, kept by statement-level triggers and indexed by trigrams. A word
-- that matches no story ("plumbng") is corrected to its nearest vocabulary word that does, and the
-- ordinary full-text search runs again with the corrected words. This replaces the title
-- similarity scan of 20241123000100, which read every title (200-350 ms at 100,000 posts).
--
-- The vocabulary holds the words of drafts, scheduled and trashed posts too (which posts a caller
-- may see is row-level security's business and changes with time, so no trigger could keep a
-- "published words" list). It therefore lives in its own schema that the HTTP API does not
-- expose, no API role may read the table, and the one function that reads it (as its owner) only
-- answers candidates: search_posts, running as the caller, keeps a candidate only when a post the
-- caller may see uses it. A word only drafts use is never a correction for an anonymous reader.
-- Never add the schema `search` to the API's exposed schemas.

create extension if not exists fuzzystrmatch with schema extensions;

create schema if not exists search;
revoke all on schema search from public;
grant usage on schema search to anon, authenticated, service_role;

create table if not exists search.words (
  word text primary key,
  -- Posts (any status) whose title, description or body use the word; the row goes at zero.
  posts integer not null
);
alter table search.words enable row level security;
revoke all on table search.words from public, anon, authenticated, service_role;
comment on table search.words is
  'Distinct words of every post with how many posts use them; read only through search.similar_words().';

create index if not exists words_word_trgm_idx on search.words using gin (word extensions.gin_trgm_ops);

-- The words of a post as the vocabulary counts them: lower case, letters only, 3 to 40 of them
-- (markup is dropped by the text-search parser; numbers and short words are never corrected).
create or replace function search.post_words(title text, description text, body text)
returns setof text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lexeme
  from pg_catalog.unnest(
    pg_catalog.tsvector_to_array(
      pg_catalog.to_tsvector('simple'::regconfig, pg_catalog.concat_ws(' ', title, description, body))
    )
  ) as lexeme
  where lexeme operator(pg_catalog.~) '^[[:alpha:]]{3,40}$'
$$;

-- Adds one to each word of the inserted posts and takes one off each word of the deleted ones; an
-- update counts as both, for the rows whose text changed. Statement level, through transition
-- tables: a bulk insert counts its words in one pass. Words are upserted in sorted order, so two
-- writers lock the rows they share in the same order. (A transition table exists only in the
-- triggers that declare it, hence a branch per event.)
create or replace function search.blog_posts_count_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_words text[];
  changes integer[];
begin
  if tg_op = 'INSERT' then
    select pg_catalog.array_agg(word order by word), pg_catalog.array_agg(n order by word)
    into changed_words, changes
    from (
      select word, pg_catalog.count(*)::integer as n
      from added a, search.post_words(a.title, a.meta_description, a.content) as word
      group by word
    ) as counted;
  elsif tg_op = 'DELETE' then
    select pg_catalog.array_agg(word order by word), pg_catalog.array_agg(n order by word)
    into changed_words, changes
    from (
      select word, -pg_catalog.count(*)::integer as n
      from removed r, search.post_words(r.title, r.meta_description, r.content) as word
      group by word
    ) as counted;
  else
    -- An update that leaves the text alone (publishing, a tag) changes no count.
    with edited as (
      select r.id from removed r join added a using (id)
      where (r.title, r.meta_description, r.content) is distinct from (a.title, a.meta_description, a.content)
    ),
    counted as (
      select word, pg_catalog.sum(n)::integer as n
      from (
        select word, -1 as n
        from removed r join edited e using (id), search.post_words(r.title, r.meta_description, r.content) as word
        union all
        select word, 1
        from added a join edited e using (id), search.post_words(a.title, a.meta_description, a.content) as word
      ) as each_word
      group by word
      having pg_catalog.sum(n) <> 0
    )
    select pg_catalog.array_agg(word order by word), pg_catalog.array_agg(n order by word)
    into changed_words, changes
    from counted;
  end if;
  if changed_words is null then
    return null;
  end if;

  insert into search.words as w (word, posts)
  select c.word, c.n from rows from (pg_catalog.unnest(changed_words), pg_catalog.unnest(changes)) as c(word, n)
  order by c.word
  on conflict (word) do update set posts = w.posts + excluded.posts;
  delete from search.words w where w.word = any(changed_words) and w.posts <= 0;
  return null;
end;
$$;

create or replace function search.blog_posts_clear_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate search.words;
  return null;
end;
$$;

revoke all on function search.blog_posts_count_words() from public;
revoke all on function search.blog_posts_clear_words() from public;

create trigger blog_posts_words_insert
  after insert on public.blog_posts
  referencing new table as added
  for each statement execute function search.blog_posts_count_words();
create trigger blog_posts_words_update
  after update on public.blog_posts
  referencing old table as removed new table as added
  for each statement execute function search.blog_posts_count_words();
create trigger blog_posts_words_delete
  after delete on public.blog_posts
  referencing old table as removed
  for each statement execute function search.blog_posts_count_words();
create trigger blog_posts_words_truncate
  after truncate on public.blog_posts
  for each statement execute function search.blog_posts_clear_words();

-- The posts already there (a rerun after a reset starts from an empty table).
truncate search.words;
insert into search.words (word, posts)
select word, pg_catalog.count(*)::integer
from public.blog_posts p, search.post_words(p.title, p.meta_description, p.content) as word
group by word;

-- Vocabulary words one or two edits from `typed` (one for words of three or four letters, two from
-- five: "plumbng", "pipse", "repiar"), nearest first: fewest edits, then most trigrams shared, then
-- word order. The trigram index finds the candidates, loosely (similarity 0.2: a swap of two
-- letters in a short word shares few trigrams, "repiar" and "repair" 0.27), and the Levenshtein
-- distance keeps the close ones, so "glasblowers" is not taken for "flowers". It runs as its
-- owner and so sees every post's words: it only proposes, and callers keep a candidate only when
-- a post they may see uses it (search.corrected_query does).
create or replace function search.similar_words(typed text)
returns table (word text, edits integer, similarity real)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  most integer := case when pg_catalog.length(typed) <= 4 then 1 else 2 end;
begin
  perform pg_catalog.set_config('pg_trgm.similarity_threshold', '0.2', true);
  return query
    select c.word, c.edits, c.similarity
    from (
      select w.word,
             extensions.levenshtein_less_equal(w.word, typed, most) as edits,
             extensions.similarity(w.word, typed) as similarity
      from search.words w
      where w.word operator(extensions.%) typed
    ) as c
    where c.edits <= most
    order by c.edits, c.similarity desc, c.word;
end;
$$;

-- Row-level security keeps Postgres from using the full-text index for a reader: `@@` is not a
-- leakproof operator, so under a policy it is evaluated row by row after the policy's own test,
-- and every search read the whole table (over 100 ms at 100,000 posts, for a word no story uses
-- as much as for a common one). This finds the matching posts through the index, as the owner,
-- whatever their status: at most `most` of them, or null when there are more (a scan under RLS
-- then finds the caller's matches about as fast). The caller filters the ids under its own RLS
-- (`p.id = any(ids)` is leakproof, so the primary key serves it), which leaves exactly the posts
-- it may see: the ids never reach a reader.
create or replace function search.post_ids_matching(ts_query tsquery, most integer)
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select case when pg_catalog.count(*) > most then null else coalesce(pg_catalog.array_agg(m.id), '{}') end
  from (
    select p.id from public.blog_posts p
    where p.fts operator(pg_catalog.@@) ts_query
    limit most + 1
  ) as m
$$;

-- Whether a post the caller may see matches `ts_query` (security invoker: the caller's RLS).
create or replace function search.visible_match(ts_query tsquery)
returns boolean
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  ids uuid[] := search.post_ids_matching(ts_query, 2000);
begin
  if ids is null then
    return exists (select 1 from public.blog_posts p where p.fts operator(pg_catalog.@@) ts_query);
  end if;
  return exists (
    select 1 from public.blog_posts p
    where p.id operator(pg_catalog.=) any (ids) and p.fts operator(pg_catalog.@@) ts_query
  );
end;
$$;

-- The search text with each word no visible story uses replaced by its nearest vocabulary word
-- that one does, as a tsquery of all the words; null when nothing was corrected or a word has no
-- usable neighbour (no story could match every word). Security invoker: "a story uses it" is
-- decided under the caller's row-level security, so drafts never supply a correction.
create or replace function search.corrected_query(query_text text)
returns tsquery
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
  return pg_catalog.plainto_tsquery('english'::regconfig, pg_catalog.array_to_string(words, ' '));
end;
$$;

revoke all on function search.post_words(text, text, text) from public;
revoke all on function search.similar_words(text) from public;
revoke all on function search.corrected_query(text) from public;
revoke all on function search.post_ids_matching(tsquery, integer) from public;
revoke all on function search.visible_match(tsquery) from public;
grant execute on function search.similar_words(text) to anon, authenticated, service_role;
grant execute on function search.post_ids_matching(tsquery, integer) to anon, authenticated, service_role;
grant execute on function search.visible_match(tsquery) to anon, authenticated, service_role;
grant execute on function search.corrected_query(text) to anon, authenticated, service_role;

-- The title trigram index served only the old typo fallback.
drop index if exists public.blog_posts_title_trgm_idx;

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
             matched
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
