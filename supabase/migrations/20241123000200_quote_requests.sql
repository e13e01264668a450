-- Quote requests from the city x service landing pages ("Get Free Quote" / "Request Quote").
-- Visitors submit only through public.request_quote(), one request per call, bounded and rate
-- limited there; nobody but owners (and the service role) reads them; nobody edits them.
create table public.quote_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  contact text not null,
  -- The contact as the rate limit counts it: a lowercased address, or a phone's digits only.
  contact_key text not null,
  message text not null default '',
  city text not null,
  service text not null,
  created_at timestamptz not null default now(),
  constraint quote_requests_name_check check (pg_catalog.char_length(name) between 1 and 100),
  constraint quote_requests_contact_check check (pg_catalog.char_length(contact) between 3 and 254),
  constraint quote_requests_message_check check (pg_catalog.char_length(message) <= 2000),
  constraint quote_requests_city_check check (pg_catalog.char_length(city) between 1 and 100),
  constraint quote_requests_service_check check (pg_catalog.char_length(service) between 1 and 100)
);

create index quote_requests_contact_key_created_at_idx on public.quote_requests (contact_key, created_at);
create index quote_requests_created_at_idx on public.quote_requests (created_at desc);

alter table public.quote_requests enable row level security;

comment on table public.quote_requests is
  'Quote requests from the landing pages; submitted through public.request_quote(), read by owners.';

-- Grants come before policies: visitors and signed-in users may not touch the table at all, except
-- that signed-in users may select, which the policy below narrows to owners.
revoke all on public.quote_requests from anon, authenticated;
grant select on public.quote_requests to authenticated;
grant all on public.quote_requests to service_role;

create policy "Owners can read quote requests"
  on public.quote_requests for select
  to authenticated
  using ((select public.is_owner()));

-- Called as `rpc('request_quote', { name, contact, message, city, service })`. Every rule is
-- checked here (core/leads/quote.ts repeats them for the form's messages): bad input answers 400
-- with code 22023 and a message for the visitor; more than 5 requests from one contact within an
-- hour answers 429 (PostgREST's PT429).
create or replace function public.request_quote(
  name text,
  contact text,
  message text,
  city text,
  service text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  clean_name text := pg_catalog.btrim(coalesce(request_quote.name, ''));
  clean_contact text := pg_catalog.btrim(coalesce(request_quote.contact, ''));
  clean_message text := pg_catalog.btrim(coalesce(request_quote.message, ''));
  clean_city text := pg_catalog.btrim(coalesce(request_quote.city, ''));
  clean_service text := pg_catalog.btrim(coalesce(request_quote.service, ''));
  key text;
  recent integer;
begin
  if pg_catalog.char_length(clean_name) not between 1 and 100 then
    raise exception using errcode = '22023', message = 'Enter your name (at most 100 characters).';
  end if;
  if pg_catalog.char_length(clean_contact) > 254 then
    raise exception using errcode = '22023',
      message = 'Enter a phone number or an e-mail address (at most 254 characters).';
  end if;
  if clean_contact ~ '@' then
    if clean_contact !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
      raise exception using errcode = '22023', message = 'Enter a valid e-mail address.';
    end if;
    key := pg_catalog.lower(clean_contact);
  else
    key := pg_catalog.regexp_replace(clean_contact, '[^0-9]', '', 'g');
    if clean_contact !~ '^\+?[0-9 ().-]+$' or pg_catalog.char_length(key) not between 7 and 15 then
      raise exception using errcode = '22023',
        message = 'Enter a phone number (7 to 15 digits) or an e-mail address.';
    end if;
  end if;
  if pg_catalog.char_length(clean_message) > 2000 then
    raise exception using errcode = '22023', message = 'Keep the message to at most 2000 characters.';
  end if;
  if pg_catalog.char_length(clean_city) not between 1 and 100
     or pg_catalog.char_length(clean_service) not between 1 and 100 then
    raise exception using errcode = '22023', message = 'Name the city and the service (at most 100 characters each).';
  end if;

  -- One contact at a time, so two parallel requests cannot both pass the count.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('request_quote:' || key));
  select pg_catalog.count(*) into recent
  from public.quote_requests q
  where q.contact_key = key and q.created_at > pg_catalog.now() - interval '1 hour';
  if recent >= 5 then
    raise exception using errcode = 'PT429',
      message = 'Too many quote requests from this contact. Try again in an hour, or call us.';
  end if;

  insert into public.quote_requests (name, contact, contact_key, message, city, service)
  values (clean_name, clean_contact, key, clean_message, clean_city, clean_service);
end;
$$;

comment on function public.request_quote(text, text, text, text, text) is
  'Stores one quote request from a landing page; bounded input, at most 5 per contact an hour.';

revoke all on function public.request_quote(text, text, text, text, text) from public;
grant execute on function public.request_quote(text, text, text, text, text) to anon, authenticated, service_role;
