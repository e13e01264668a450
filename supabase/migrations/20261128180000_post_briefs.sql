-- The brief a generated post was written to: its topic, key points and everything its owner said
-- about the business (core/generator/post-brief.ts). Kept beside the post, not in it, because
-- readers may read a published post's row and the brief is the owner's working material. Every
-- report of the post (the editor's, `newshub posts show`, the SEO dashboard, `newshub seo-check`)
-- reads it to judge whether the post, as later edited, still answers its topic and makes only the
-- claims its owner made.
create table public.post_briefs (
  post_id uuid primary key references public.blog_posts (id) on delete cascade,
  brief jsonb not null check (
    pg_catalog.jsonb_typeof(brief) = 'object' and pg_catalog.octet_length(brief::text) <= 200000
  ),
  updated_at timestamptz not null default now()
);

alter table public.post_briefs enable row level security;

comment on table public.post_briefs is 'The brief each generated post was written to; owners read and write.';

revoke all on public.post_briefs from anon;

create policy "Owners can read post briefs"
  on public.post_briefs for select to authenticated using ((select public.is_owner()));
create policy "Owners can add post briefs"
  on public.post_briefs for insert to authenticated with check ((select public.is_owner()));
create policy "Owners can change post briefs"
  on public.post_briefs for update to authenticated
  using ((select public.is_owner())) with check ((select public.is_owner()));
create policy "Owners can delete post briefs"
  on public.post_briefs for delete to authenticated using ((select public.is_owner()));

-- The brief of the post at a slug, for the tools that score pages by their address (the SEO
-- dashboard, `newshub seo-check`). It runs as its caller, so RLS keeps it the owners' own.
create or replace function public.post_brief(slug text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select b.brief
  from public.post_briefs b
  join public.blog_posts p on p.id = b.post_id
  where p.slug = post_brief.slug
$$;

revoke execute on function public.post_brief(text) from public, anon;
grant execute on function public.post_brief(text) to authenticated, service_role;
