-- The sitemap lists a tag page (/tag/{slug}) once at least two stories carry the tag. Before, the
-- site read every post's tags to count them (every row of the table for each sitemap); now the
-- database counts, as its caller: row-level security keeps drafts, scheduled and trashed posts out,
-- so a reader's sitemap never names a tag only unpublished stories carry. A story that carries two
-- labels with one slug ("Local News", "local-news") counts once.
create or replace function public.sitemap_tags(min_stories integer default 2)
returns table (slug text, stories bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  -- Each story's slugs made distinct first, then counted by hashing (count(distinct) sorted
  -- every pair: three times as slow at 100,000 posts).
  select s.slug, pg_catalog.count(*)
  from public.blog_posts p
  cross join lateral (select distinct u from pg_catalog.unnest(p.tag_slugs) as u) as s(slug)
  where s.slug <> ''
  group by s.slug
  having pg_catalog.count(*) >= greatest(coalesce(min_stories, 2), 1)
  order by s.slug
$$;

comment on function public.sitemap_tags is
  'Tag slugs that at least min_stories stories the caller may read carry, with how many: the sitemap''s tag pages.';

revoke all on function public.sitemap_tags(integer) from public;
grant execute on function public.sitemap_tags(integer) to anon, authenticated, service_role;
