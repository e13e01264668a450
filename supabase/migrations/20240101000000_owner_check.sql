-- Who may write: the site owner is a signed-in user whose app_metadata (set only by the server,
-- never by the user) carries role = 'owner'. The service role bypasses RLS and needs no check.
create or replace function public.is_owner()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'owner', false)
$$;

comment on function public.is_owner() is
  'True when the request''s JWT belongs to a site owner (app_metadata.role = ''owner'').';

-- Slugs follow core/posts/slugs.ts slugify(): accents dropped, & read as "and", every other run of
-- non-alphanumerics one hyphen, no hyphen at either end.
create or replace function public.slugify(value text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select pg_catalog.btrim(
    pg_catalog.regexp_replace(
      pg_catalog.replace(
        pg_catalog.lower(
          pg_catalog.regexp_replace(normalize(value, NFKD), '[\u0300-\u036f]', '', 'g')
        ),
        '&', ' and '
      ),
      '[^a-z0-9]+', '-', 'g'
    ),
    '-'
  )
$$;
