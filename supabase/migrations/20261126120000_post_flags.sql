-- The owner says which story is breaking and which are featured; the home page no longer guesses.
--
-- breaking_at: when the owner marked the post as breaking news (null: not breaking). The home
--   page's banner shows the post marked most recently, and only for 24 hours after that moment
--   (core/posts/flags.ts BREAKING_HOURS); after that the flag is history and no banner shows. A
--   time rather than a boolean, so the banner ends by itself with no job to run, as a scheduled
--   post appears by itself (decision 018).
-- featured: the owner's pick for the home page's Featured Story. The newest featured post readers
--   can see is featured; with none, the newest post is.
-- revised_at: when what a reader reads (title, description, body, picture) last changed after the
--   post went public; stories show "Updated" with it. Not updated_at, which every change moves
--   (a flag, the trash, a status) and which the newsroom sorts by.
alter table public.blog_posts
  add column breaking_at timestamptz,
  add column featured boolean not null default false,
  add column revised_at timestamptz;

comment on column public.blog_posts.breaking_at is
  'When the owner marked the post as breaking news; the home page banner shows it for 24 hours after.';
comment on column public.blog_posts.featured is
  'The owner''s pick for the home page''s Featured Story (the newest featured post is shown).';

-- The home page asks for the newest breaking mark and the newest featured post on every render.
create index blog_posts_breaking_idx on public.blog_posts (breaking_at desc) where breaking_at is not null;
create index blog_posts_featured_idx on public.blog_posts (published_at desc) where featured;

comment on column public.blog_posts.revised_at is
  'When the title, description, body or picture last changed while readers could see the post.';

create or replace function public.blog_posts_mark_revised()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'published'
    and old.deleted_at is null
    and old.published_at is not null
    and old.published_at <= pg_catalog.now()
    and (
      new.title is distinct from old.title
      or new.content is distinct from old.content
      or new.meta_description is distinct from old.meta_description
      or new.image_url is distinct from old.image_url
    )
  then
    new.revised_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

create trigger blog_posts_mark_revised
  before update on public.blog_posts
  for each row execute function public.blog_posts_mark_revised();

-- Tag pages (/tag/{slug}) and related stories find posts by their tags' slugs. tag_slugs is the
-- tags as core/posts/slugs.ts slugify() writes them ('Royal Oak' -> 'royal-oak', 'Health &
-- Wellness' -> 'health-and-wellness'), kept by the database so every writer gets it right and a
-- GIN index can answer "posts with this tag" and "posts sharing any of these tags".
create or replace function public.tag_slug(tag text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.btrim(
    pg_catalog.regexp_replace(
      pg_catalog.replace(
        pg_catalog.lower(pg_catalog.regexp_replace(normalize(tag, nfkd), '[\u0300-\u036f]', '', 'g')),
        '&',
        ' and '
      ),
      '[^a-z0-9]+',
      '-',
      'g'
    ),
    '-'
  )
$$;

create or replace function public.tag_slugs(tags text[])
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(public.tag_slug(t)), '{}'::text[]) from pg_catalog.unnest(tags) as t
$$;

alter table public.blog_posts
  add column tag_slugs text[] generated always as (public.tag_slugs(tags)) stored;

comment on column public.blog_posts.tag_slugs is 'The tags as URL slugs (/tag/{slug}); kept by the database.';

create index blog_posts_tag_slugs_idx on public.blog_posts using gin (tag_slugs);
