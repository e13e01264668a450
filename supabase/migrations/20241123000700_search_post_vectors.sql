-- search.post_window chooses its 1,000 candidates from a narrow copy of each post's search data
-- (id, the date the ranking's recency uses, tsvector) instead of public.blog_posts. Reading a
-- word's matches was reading one wide post row per match (title, body, description and more beside
-- the tsvector): at 100,000 posts a word a few thousand posts use read as many heap pages as it
-- had matches. The copy's rows are mostly their tsvector and take half the pages (33 MB against
-- 68 MB at 100,000 posts), so a word's matches are read from fewer pages. Nothing else changes:
-- the window is still the newest 1,000 matches whatever their status, ranked as before, and
-- search_posts still keeps the ones the caller's row-level security lets it read
-- (docs/decisions/013-reader-search.md).
--
-- The copy lives in the schema `search`, which the API does not expose, and no API role may read
-- it: it holds the words of drafts, scheduled and trashed posts too (as search.words does).
-- Statement-level triggers keep it in step with every insert, update, delete and truncate of
-- public.blog_posts, in the same transaction.

create table if not exists search.post_vectors (
  id uuid primary key,
  -- coalesce(published_at, created_at): the window's order and the ranking's recency.
  sort_at timestamptz not null,
  fts tsvector not null
);
alter table search.post_vectors enable row level security;
revoke all on table search.post_vectors from public, anon, authenticated, service_role;
comment on table search.post_vectors is
  'Each post''s id, recency date and tsvector (any status), kept by triggers on public.blog_posts; read only through search.post_window().';

-- Written on every post save, read on every search: no pending list (PGlite has no autovacuum).
create index if not exists post_vectors_fts_idx on search.post_vectors using gin (fts) with (fastupdate = off);
create index if not exists post_vectors_recency_idx on search.post_vectors (sort_at desc, id desc);

create or replace function search.blog_posts_copy_vectors()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Each statement names only the transition tables its trigger has.
  if tg_op operator(pg_catalog.=) 'DELETE' then
    delete from search.post_vectors v where v.id in (select r.id from removed r);
    return null;
  end if;
  if tg_op operator(pg_catalog.=) 'UPDATE' then
    -- Posts whose id an update changed (never in practice) leave their old row.
    delete from search.post_vectors v
    where v.id in (select r.id from removed r) and v.id not in (select a.id from added a);
  end if;
  insert into search.post_vectors as v (id, sort_at, fts)
  select a.id, coalesce(a.published_at, a.created_at), a.fts from added a
  on conflict (id) do update set sort_at = excluded.sort_at, fts = excluded.fts
    -- Trashing, restoring or editing other fields leaves the row alone.
    where (v.sort_at, v.fts) is distinct from (excluded.sort_at, excluded.fts);
  return null;
end;
$$;

create or replace function search.blog_posts_clear_vectors()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate search.post_vectors;
  return null;
end;
$$;

revoke all on function search.blog_posts_copy_vectors() from public;
revoke all on function search.blog_posts_clear_vectors() from public;

drop trigger if exists blog_posts_vectors_insert on public.blog_posts;
drop trigger if exists blog_posts_vectors_update on public.blog_posts;
drop trigger if exists blog_posts_vectors_delete on public.blog_posts;
drop trigger if exists blog_posts_vectors_truncate on public.blog_posts;
create trigger blog_posts_vectors_insert
  after insert on public.blog_posts
  referencing new table as added
  for each statement execute function search.blog_posts_copy_vectors();
create trigger blog_posts_vectors_update
  after update on public.blog_posts
  referencing old table as removed new table as added
  for each statement execute function search.blog_posts_copy_vectors();
create trigger blog_posts_vectors_delete
  after delete on public.blog_posts
  referencing old table as removed
  for each statement execute function search.blog_posts_copy_vectors();
create trigger blog_posts_vectors_truncate
  after truncate on public.blog_posts
  for each statement execute function search.blog_posts_clear_vectors();

-- The posts already there (a rerun after a reset starts from an empty table).
truncate search.post_vectors;
insert into search.post_vectors (id, sort_at, fts)
select p.id, coalesce(p.published_at, p.created_at), p.fts from public.blog_posts p;
analyze search.post_vectors;

-- 20241123000600's window, read from the narrow copy: the newest `most` posts matching `ts_query`,
-- whatever their status, each with its rank (ts_rank_cd plus about 0.1 a year of recency). Security
-- definer so the full-text index is usable (and the copy readable); the ids and ranks only ever
-- reach search_posts, which keeps the rows the caller may read. The planner chooses between the
-- full-text index and a sort (a word few posts use) and walking the recency index from the newest
-- (many), from the copy's statistics. See 20241123000600 for the page costs. Rows cost three times
-- the defaults here: with the narrow copy's cheaper pages and the default row costs the planner
-- walked 20,000-40,000 posts (16-36 ms) for words 2,500-5,000 posts use and every post for a phrase
-- no post has, instead of reading those matches through the index (5-7 ms); words a fifth of the
-- posts use are still walked (about 5,000 posts, 2 ms). The recency term takes date_part, a double,
-- where 20241123000600 cast extract's numeric to one: the same values (both exactly rounded from
-- whole microseconds), without 1,000 numerics a search (1.5-2 ms in PGlite).
create or replace function search.post_window(ts_query tsquery, most integer)
returns table (id uuid, rank double precision)
language sql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
set seq_page_cost = 0.1
set random_page_cost = 0.1
set cpu_tuple_cost = 0.03
set cpu_index_tuple_cost = 0.015
rows 1000
as $$
  select m.id,
         pg_catalog.ts_rank_cd(m.fts, ts_query, 32)::double precision
           + pg_catalog.date_part('epoch', m.sort_at) / 315360000.0
  from (
    select v.id, v.fts, v.sort_at
    from search.post_vectors v
    where v.fts operator(pg_catalog.@@) ts_query
    order by v.sort_at desc, v.id desc
    limit most
  ) as m
$$;
