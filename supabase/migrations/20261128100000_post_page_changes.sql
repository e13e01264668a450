-- Every change to a post is announced on the channel `post_pages`, after it commits, with what a
-- reader could see of the post before and after: its slug, tags, author and whether readers could
-- read it. The embedded stack listens (supabase/local/db) and the site server empties from its
-- render cache only the pages the post shows on (cli/post-pages.ts, decision 050). Nobody listens on
-- hosted Supabase, where a notification costs nothing.
--
-- Payload: {"old": SIDE | null, "new": SIDE | null}, SIDE = {"slug", "tags", "author", "visible"}.
-- A payload past what NOTIFY carries (8000 bytes) is sent as {} ("some post changed"), which the
-- listener reads as "any page may have changed".
create or replace function public.blog_posts_announce_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  before jsonb;
  after jsonb;
  payload text;
begin
  if tg_op <> 'INSERT' then
    before := pg_catalog.jsonb_build_object(
      'slug', old.slug,
      'tags', pg_catalog.to_jsonb(old.tags),
      'author', old.author,
      'visible', old.status = 'published'
        and old.deleted_at is null
        and old.published_at is not null
        and old.published_at <= pg_catalog.now()
    );
  end if;
  if tg_op <> 'DELETE' then
    after := pg_catalog.jsonb_build_object(
      'slug', new.slug,
      'tags', pg_catalog.to_jsonb(new.tags),
      'author', new.author,
      'visible', new.status = 'published'
        and new.deleted_at is null
        and new.published_at is not null
        and new.published_at <= pg_catalog.now()
    );
  end if;
  -- A post readers could not read before and cannot read now (a draft saved, a scheduled post
  -- edited, the trash emptied) shows on no reader page.
  if not coalesce((before ->> 'visible')::boolean, false)
    and not coalesce((after ->> 'visible')::boolean, false)
  then
    return null;
  end if;
  payload := pg_catalog.jsonb_build_object('old', before, 'new', after)::text;
  if pg_catalog.octet_length(payload) > 7900 then
    payload := '{}';
  end if;
  perform pg_catalog.pg_notify('post_pages', payload);
  return null;
end;
$$;

comment on function public.blog_posts_announce_change() is
  'Announces a post change on channel post_pages (slug, tags, author, visibility before and after).';

create trigger blog_posts_announce_change
  after insert or update or delete on public.blog_posts
  for each row execute function public.blog_posts_announce_change();
