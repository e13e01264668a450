-- Posts (spec section 3). Bodies are HTML or markdown-like text; tags[1] is the category label.
create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null check (pg_catalog.length(pg_catalog.btrim(title)) > 0),
  content text not null default '',
  meta_description text,
  tags text[] default '{}',
  keywords text[] default '{}',
  canonical_url text,
  backlink_url text,
  image_ideas text[],
  business_name text,
  business_address text,
  business_phone text,
  author text,
  image_url text,
  published_at timestamptz default now(),
  created_at timestamptz not null default now(),
  -- Full-text search over title, description and body (HTML tags are dropped by the parser).
  fts tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(meta_description, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'C')
  ) stored,
  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

alter table public.blog_posts enable row level security;

comment on table public.blog_posts is 'News and blog posts; anyone reads published ones, only owners write.';
comment on column public.blog_posts.fts is 'Full-text search vector; query with ?fts=wfts(english).words';

-- The homepage pages by created_at, the 404 page and author pages order by published_at.
create index blog_posts_created_at_idx on public.blog_posts (created_at desc);
create index blog_posts_published_at_idx on public.blog_posts (published_at desc);
create index blog_posts_author_idx on public.blog_posts (author, published_at desc);
-- Category pages filter with tags @> '{Business}'.
create index blog_posts_tags_idx on public.blog_posts using gin (tags);
create index blog_posts_fts_idx on public.blog_posts using gin (fts);

-- A post saved without a slug gets one from its title, made unique with -2, -3 ... The function
-- runs as its owner so it sees every slug, drafts included, whoever inserts.
create or replace function public.blog_posts_set_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text;
  candidate text;
  suffix integer := 1;
begin
  if new.slug is not null and pg_catalog.btrim(new.slug) <> '' then
    return new;
  end if;
  base := coalesce(nullif(public.slugify(new.title), ''), 'post');
  candidate := base;
  while exists (select 1 from public.blog_posts where slug = candidate and id is distinct from new.id) loop
    suffix := suffix + 1;
    candidate := base || '-' || suffix;
  end loop;
  new.slug := candidate;
  return new;
end;
$$;

create trigger blog_posts_set_slug
  before insert or update of slug on public.blog_posts
  for each row execute function public.blog_posts_set_slug();

create policy "Anyone can read published posts"
  on public.blog_posts for select
  to anon, authenticated
  using (published_at is not null and published_at <= now());

create policy "Owners can read every post"
  on public.blog_posts for select
  to authenticated
  using ((select public.is_owner()));

create policy "Owners can add posts"
  on public.blog_posts for insert
  to authenticated
  with check ((select public.is_owner()));

create policy "Owners can edit posts"
  on public.blog_posts for update
  to authenticated
  using ((select public.is_owner()))
  with check ((select public.is_owner()));

create policy "Owners can delete posts"
  on public.blog_posts for delete
  to authenticated
  using ((select public.is_owner()));
