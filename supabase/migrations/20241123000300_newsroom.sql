-- The newsroom: the owner drafts, schedules, publishes, unpublishes and trashes posts, and a post
-- for a client business is disclosed as sponsored.
--
-- A post's status as the owner sees it (core/posts/status.ts postStatus) comes from three columns:
--   deleted_at set                           -> trashed (whatever status says; restore clears it)
--   status 'draft'                           -> draft
--   status 'unpublished'                     -> unpublished
--   status 'published', published_at > now() -> scheduled (readers see it from that moment on)
--   status 'published', published_at <= now()-> published
-- Inserts that name no status are published, as every post was before drafts existed: the seed,
-- older clients and hosted functions keep working. The newsroom and the generator say 'draft'.
alter table public.blog_posts
  add column status text not null default 'published',
  add column deleted_at timestamptz,
  add column updated_at timestamptz not null default now(),
  add column sponsored boolean,
  add column image_alt text,
  add constraint blog_posts_status_check check (status in ('draft', 'published', 'unpublished')),
  add constraint blog_posts_image_alt_length check (pg_catalog.length(image_alt) <= 300);

update public.blog_posts
set
  status = case when published_at is null then 'draft' else 'published' end,
  sponsored = business_name is not null,
  updated_at = created_at;

-- A post written for a client business is sponsored unless the owner says otherwise; the trigger
-- below fills the flag on insert, so it is never null.
alter table public.blog_posts alter column sponsored set not null;

comment on column public.blog_posts.status is
  'draft, published or unpublished; a published post with a future published_at is scheduled.';
comment on column public.blog_posts.deleted_at is 'Set when the post is in the trash; readers never see it.';
comment on column public.blog_posts.sponsored is
  'Paid or client content: labelled "Sponsored" and its business links carry rel="sponsored".';
comment on column public.blog_posts.image_alt is 'Alternative text of the featured image.';

create index blog_posts_status_idx on public.blog_posts (status, deleted_at);

-- Fills what the owner did not say: sponsored from the business name, the status or the date of a
-- post saved without a publishing date, and updated_at on every change.
create or replace function public.blog_posts_fill()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.sponsored := coalesce(new.sponsored, new.business_name is not null);
  else
    new.sponsored := coalesce(new.sponsored, old.sponsored);
    new.updated_at := pg_catalog.now();
  end if;
  -- Before drafts had a status, a post saved with no published_at was a draft, and clearing the
  -- date took a post down: both still mean that. Setting the status to published without a date
  -- publishes now.
  if new.status = 'published' and new.published_at is null then
    if tg_op = 'INSERT' or old.status = 'published' then
      new.status := 'draft';
    else
      new.published_at := pg_catalog.now();
    end if;
  end if;
  return new;
end;
$$;

create trigger blog_posts_fill
  before insert or update on public.blog_posts
  for each row execute function public.blog_posts_fill();

-- Readers see a post once it is published, its time has come and it is not in the trash.
drop policy "Anyone can read published posts" on public.blog_posts;

create policy "Anyone can read published posts"
  on public.blog_posts for select
  to anon, authenticated
  using (
    status = 'published'
    and deleted_at is null
    and published_at is not null
    and published_at <= pg_catalog.now()
  );

-- When the owner renames a post readers could see, its old address keeps working: the article
-- page answers the old slug with a 301 to the new one.
create table public.post_slug_redirects (
  old_slug text primary key,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint post_slug_redirects_slug_format check (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

alter table public.post_slug_redirects enable row level security;

comment on table public.post_slug_redirects is
  'Old slugs of renamed posts; readers follow one only to a post they may read.';

create index post_slug_redirects_post_idx on public.post_slug_redirects (post_id);

-- blog_posts' own policies apply inside the subquery, so a redirect to a draft, a trashed or an
-- unpublished post is as invisible as the post.
create policy "Anyone can follow a redirect to a post they can read"
  on public.post_slug_redirects for select
  to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = post_id));

create policy "Owners can manage redirects"
  on public.post_slug_redirects for all
  to authenticated
  using ((select public.is_owner()))
  with check ((select public.is_owner()));

revoke insert, update, delete, truncate on public.post_slug_redirects from anon;

-- Runs as its owner so the redirect is written whoever renames the post (owners or the service role).
create or replace function public.blog_posts_keep_old_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A slug in use by a post is never also a redirect.
  delete from public.post_slug_redirects where old_slug = new.slug;
  if tg_op = 'UPDATE'
    and old.slug is distinct from new.slug
    and old.status = 'published'
    and old.deleted_at is null
    and old.published_at is not null
    and old.published_at <= pg_catalog.now()
  then
    insert into public.post_slug_redirects (old_slug, post_id)
    values (old.slug, new.id)
    on conflict (old_slug) do update set post_id = excluded.post_id, created_at = pg_catalog.now();
  end if;
  return null;
end;
$$;

revoke execute on function public.blog_posts_keep_old_slug() from public, anon, authenticated;

create trigger blog_posts_keep_old_slug
  after insert or update of slug on public.blog_posts
  for each row execute function public.blog_posts_keep_old_slug();
