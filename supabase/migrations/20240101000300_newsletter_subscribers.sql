-- Footer newsletter sign-ups. Visitors may add an address; only owners see or remove the list.
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_key unique (email),
  constraint newsletter_subscribers_email_check check (
    pg_catalog.length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  )
);

alter table public.newsletter_subscribers enable row level security;

comment on table public.newsletter_subscribers is 'Newsletter e-mail addresses; anyone subscribes, only owners read.';

-- One address, one row, whatever its case or surrounding spaces.
create or replace function public.newsletter_subscribers_normalize()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := pg_catalog.lower(pg_catalog.btrim(new.email));
  return new;
end;
$$;

create trigger newsletter_subscribers_normalize
  before insert or update of email on public.newsletter_subscribers
  for each row execute function public.newsletter_subscribers_normalize();

-- Belt and braces: even a wrong policy could not let visitors read, change or erase the list.
revoke select, update, delete, truncate on public.newsletter_subscribers from anon;

create policy "Anyone can subscribe to the newsletter"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (true);

create policy "Owners can read subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select public.is_owner()));

create policy "Owners can remove subscribers"
  on public.newsletter_subscribers for delete
  to authenticated
  using ((select public.is_owner()));
