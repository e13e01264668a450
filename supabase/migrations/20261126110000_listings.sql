-- Listings: the real businesses (the owner's clients) shown on the city x service landing pages.
-- Anyone reads a published listing; only owners (and the service role) see unpublished ones and
-- write. core/listings/listing.ts is the one rule for a listing's fields (the newsroom form, the
-- CLI and any function parse through it); the checks below repeat its limits so that nothing else
-- can store a listing the pages would show wrongly.
create table public.listings (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- Slugs of core/data/services.ts and core/data/cities.ts: the landing pages it appears on.
  services text[] not null,
  cities text[] not null,
  phone text not null,
  street_address text not null,
  -- The city of the street address (it may lie outside the ten cities the listing serves).
  locality text not null,
  postal_code text not null,
  -- 'Mon-Fri 08:00-17:00; Sat 09:00-13:00' (core/listings/hours.ts); '' when not given.
  hours text not null default '',
  website text,
  description text not null default '',
  -- A file in the listing-logos bucket, '{id}/{file}'.
  logo_path text,
  sponsored boolean not null default false,
  published boolean not null default false,
  -- Every '{city}/{service}' landing page the listing appears on (the trigger below keeps it).
  pages text[] not null default '{}',
  -- Seed data only: a made-up business, labelled "Example listing" and left out of structured data.
  example boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint listings_name_check check (pg_catalog.char_length(pg_catalog.btrim(name)) between 1 and 120),
  constraint listings_services_check check (
    pg_catalog.cardinality(services) between 1 and 10
    and pg_catalog.array_position(services, null) is null
  ),
  constraint listings_cities_check check (
    pg_catalog.cardinality(cities) between 1 and 10
    and pg_catalog.array_position(cities, null) is null
  ),
  constraint listings_phone_check check (phone ~ '^\([2-9][0-9]{2}\) [0-9]{3}-[0-9]{4}$'),
  constraint listings_street_address_check check (pg_catalog.char_length(pg_catalog.btrim(street_address)) between 1 and 200),
  constraint listings_locality_check check (pg_catalog.char_length(pg_catalog.btrim(locality)) between 1 and 80),
  constraint listings_postal_code_check check (postal_code ~ '^4[89][0-9]{3}$'),
  constraint listings_hours_check check (pg_catalog.char_length(hours) <= 200),
  constraint listings_website_check check (website is null or (website ~ '^https?://' and pg_catalog.char_length(website) <= 300)),
  constraint listings_description_check check (pg_catalog.char_length(description) <= 300),
  constraint listings_logo_path_check check (logo_path is null or logo_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}$')
);

comment on table public.listings is
  'Businesses on the landing pages; readers see published ones, owners manage them.';

-- A landing page asks for the published listings on its page (pages @> '{detroit/plumbing}'), through
-- public.landing_listings() below. One key per page keeps the GIN lookup to that page's own rows.
-- fastupdate is off: listings change rarely, and a pending list made every lookup read it whole.
create index listings_published_pages_idx on public.listings using gin (pages) with (fastupdate = off)
  where published;
-- The newsroom's list, newest change first.
create index listings_updated_at_idx on public.listings (updated_at desc);

-- pages follows cities and services; updated_at follows every change.
create or replace function public.listings_fill()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.pages := array(
    select c.city || '/' || s.service
    from pg_catalog.unnest(new.cities) as c(city)
    cross join pg_catalog.unnest(new.services) as s(service)
  );
  if tg_op = 'UPDATE' then
    new.updated_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

create trigger listings_fill
  before insert or update on public.listings
  for each row execute function public.listings_fill();

alter table public.listings enable row level security;

create policy "Anyone can read published listings"
  on public.listings for select
  to anon, authenticated
  using (published);

create policy "Owners can read every listing"
  on public.listings for select
  to authenticated
  using ((select public.is_owner()));

create policy "Owners can add listings"
  on public.listings for insert
  to authenticated
  with check ((select public.is_owner()));

create policy "Owners can edit listings"
  on public.listings for update
  to authenticated
  using ((select public.is_owner()))
  with check ((select public.is_owner()));

create policy "Owners can delete listings"
  on public.listings for delete
  to authenticated
  using ((select public.is_owner()));

-- A landing page's listings, sponsored first then by name, at most max_rows (50), each row carrying
-- how many there are in all. It applies the read policy's rule itself (published only) as a
-- security-definer function because under row security the planner may not use an index for
-- @> (array containment is not a leakproof operator), and a table query then reads every row.
create or replace function public.landing_listings(city text, service text, max_rows integer default 50)
returns table (
  id uuid,
  name text,
  services text[],
  cities text[],
  phone text,
  street_address text,
  locality text,
  postal_code text,
  hours text,
  website text,
  description text,
  logo_path text,
  sponsored boolean,
  example boolean,
  total bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, l.name, l.services, l.cities, l.phone, l.street_address, l.locality, l.postal_code,
         l.hours, l.website, l.description, l.logo_path, l.sponsored, l.example,
         pg_catalog.count(*) over ()
  from public.listings l
  where l.published
    and l.pages @> array[landing_listings.city || '/' || landing_listings.service]
  order by l.sponsored desc, l.name, l.id
  limit least(greatest(coalesce(landing_listings.max_rows, 50), 1), 50)
$$;

comment on function public.landing_listings(text, text, integer) is
  'The published listings of one landing page, sponsored first, at most 50, with their total.';

revoke all on function public.landing_listings(text, text, integer) from public;
grant execute on function public.landing_listings(text, text, integer) to anon, authenticated, service_role;

-- How many listings each city and service has, for the directory and the city hubs: one row per
-- (city, service) pair, per city (service null), per service (city null) and in all (both null).
-- A listing serving two services in a city counts once for that city. Security invoker: readers
-- count what row security lets them see (published listings), owners everything.
create or replace function public.listing_coverage()
returns table (city text, service text, listings bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select areas.city, areas.service, pg_catalog.count(distinct areas.id)
  from (
    select l.id, c.city, s.service
    from public.listings l
    cross join lateral pg_catalog.unnest(l.cities) as c(city)
    cross join lateral pg_catalog.unnest(l.services) as s(service)
    where l.published
  ) as areas
  group by grouping sets ((areas.city, areas.service), (areas.city), (areas.service), ())
$$;

comment on function public.listing_coverage() is
  'Published listings per city and service, per city, per service and in all (nulls are the totals).';

revoke all on function public.listing_coverage() from public;
grant execute on function public.listing_coverage() to anon, authenticated, service_role;

-- Logos: a public bucket (the landing pages show them by URL), PNG, JPEG or WebP up to 512 KB.
-- Owners write only under a listing's own folder, '{listing id}/{file}', and only for a listing
-- that exists, so a logo cannot land where no listing will ever point at it.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('listing-logos', 'listing-logos', true, 524288, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- (The parameter is not called name: inside the query that would be listings.name.)
create or replace function public.is_listing_logo_path(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select object_name ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}$'
    and exists (
      select 1 from public.listings l where l.id::text = (storage.foldername(object_name))[1]
    )
$$;

revoke all on function public.is_listing_logo_path(text) from public;
grant execute on function public.is_listing_logo_path(text) to authenticated, service_role;

create policy "Owners can see listing logos"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'listing-logos' and public.is_owner());

create policy "Owners can upload listing logos in a listing's folder"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'listing-logos' and public.is_owner() and public.is_listing_logo_path(name));

create policy "Owners can replace listing logos in a listing's folder"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'listing-logos' and public.is_owner())
  with check (bucket_id = 'listing-logos' and public.is_owner() and public.is_listing_logo_path(name));

create policy "Owners can remove listing logos"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'listing-logos' and public.is_owner());

-- A quote request from a listing's "Request a quote" is addressed to that business: the lead keeps
-- the listing (and its name, which stays readable if the listing is later deleted).
alter table public.quote_requests
  add column listing_id uuid references public.listings (id) on delete set null,
  add column listing_name text,
  add constraint quote_requests_listing_name_check check (
    listing_name is null or pg_catalog.char_length(listing_name) between 1 and 120
  );

drop function public.request_quote(text, text, text, text, text);

-- As before (20241123000200_quote_requests.sql), plus an optional listing: a published listing's
-- id, whose name is recorded with the request; an id that is not a published listing is refused.
create or replace function public.request_quote(
  name text,
  contact text,
  message text,
  city text,
  service text,
  listing uuid default null
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
  business text;
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
  if request_quote.listing is not null then
    select l.name into business from public.listings l where l.id = request_quote.listing and l.published;
    if business is null then
      raise exception using errcode = '22023',
        message = 'That business is no longer listed. Send the request without it and we will pass it on.';
    end if;
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

  insert into public.quote_requests (name, contact, contact_key, message, city, service, listing_id, listing_name)
  values (clean_name, clean_contact, key, clean_message, clean_city, clean_service, request_quote.listing, business);
end;
$$;

comment on function public.request_quote(text, text, text, text, text, uuid) is
  'Stores one quote request from a landing page, for a listing or for the owner to route; bounded input, at most 5 per contact an hour.';

revoke all on function public.request_quote(text, text, text, text, text, uuid) from public;
grant execute on function public.request_quote(text, text, text, text, text, uuid) to anon, authenticated, service_role;
