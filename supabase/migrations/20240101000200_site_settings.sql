-- Public site settings such as the Search Console verification tag, one row per key.
create table public.site_settings (
  key text primary key check (key ~ '^[a-z][a-z0-9_]{0,62}$'),
  value text not null default '' check (pg_catalog.length(value) <= 4000),
  updated_at timestamptz not null default now()
);

alter table public.site_settings enable row level security;

comment on table public.site_settings is 'Public settings of the site (for example google_site_verification); owners write.';

create or replace function public.site_settings_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger site_settings_touch
  before update on public.site_settings
  for each row execute function public.site_settings_touch();

create policy "Anyone can read site settings"
  on public.site_settings for select
  to anon, authenticated
  using (true);

create policy "Owners can add site settings"
  on public.site_settings for insert
  to authenticated
  with check ((select public.is_owner()));

create policy "Owners can change site settings"
  on public.site_settings for update
  to authenticated
  using ((select public.is_owner()))
  with check ((select public.is_owner()));

create policy "Owners can remove site settings"
  on public.site_settings for delete
  to authenticated
  using ((select public.is_owner()));
