-- Cookie-free reader analytics (issue 31, decision 080). The event endpoint checks each event with
-- core/analytics/events.ts and stores it through record_reader_event with the service role; no IP
-- address, cookie or lasting identifier is stored: `visitor` is a hash of IP, user agent and a salt
-- that exists for one day only. Owners read; anonymous callers can neither read nor write here.

create table public.analytics_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null,
  received_at timestamptz not null default now(),
  kind text not null check (kind in ('view', 'link_click', 'quote_request', 'newsletter_signup', 'save')),
  path text not null check (pg_catalog.left(path, 1) = '/' and pg_catalog.length(path) <= 500),
  post_id uuid references public.blog_posts (id) on delete set null,
  business_id uuid references public.listings (id) on delete set null,
  referrer_host text check (referrer_host is null or pg_catalog.length(referrer_host) <= 253),
  utm_source text check (utm_source is null or pg_catalog.length(utm_source) <= 100),
  utm_medium text check (utm_medium is null or pg_catalog.length(utm_medium) <= 100),
  utm_campaign text check (utm_campaign is null or pg_catalog.length(utm_campaign) <= 100),
  device text not null check (device in ('mobile', 'tablet', 'desktop')),
  visitor text not null check (visitor ~ '^[0-9a-f]{64}$')
);

alter table public.analytics_events enable row level security;
create index analytics_events_time_idx on public.analytics_events (occurred_at);
create index analytics_events_business_idx on public.analytics_events (business_id, occurred_at)
  where business_id is not null;

comment on table public.analytics_events is
  'Raw reader events, kept 30 days (purge_reader_events); owners read. No IP, no cookie: visitor is a daily hash.';

-- Daily rollups, kept for good: one row per day and combination of what was counted.
create table public.analytics_daily (
  day date not null,
  kind text not null,
  path text not null,
  post_id uuid references public.blog_posts (id) on delete set null,
  business_id uuid references public.listings (id) on delete set null,
  referrer_host text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text not null,
  events bigint not null check (events > 0),
  -- Distinct visitors of this combination on this day; visitors of a day across combinations are
  -- not the sum (one reader reads several pages), so day totals are kept in analytics_daily_visitors.
  visitors bigint not null check (visitors > 0)
);

alter table public.analytics_daily enable row level security;
create index analytics_daily_day_idx on public.analytics_daily (day);

create table public.analytics_daily_visitors (
  day date primary key,
  visitors bigint not null check (visitors >= 0),
  views bigint not null check (views >= 0)
);

alter table public.analytics_daily_visitors enable row level security;

comment on table public.analytics_daily is 'Reader events per day and combination, kept for good; owners read.';
comment on table public.analytics_daily_visitors is 'Distinct visitors and views per day, kept for good; owners read.';

revoke all on public.analytics_events, public.analytics_daily, public.analytics_daily_visitors from anon;
revoke insert, update, delete, truncate
  on public.analytics_events, public.analytics_daily, public.analytics_daily_visitors from authenticated;

create policy "Owners can read reader events"
  on public.analytics_events for select to authenticated using ((select public.is_owner()));
create policy "Owners can read daily reader figures"
  on public.analytics_daily for select to authenticated using ((select public.is_owner()));
create policy "Owners can read daily visitors"
  on public.analytics_daily_visitors for select to authenticated using ((select public.is_owner()));

-- roll_up_reader_events(from_day, to_day): recomputes the rollups of these days from the raw
-- events (idempotent, so late offline reads are taken in by the next run). Service role and owners.
create or replace function public.roll_up_reader_events(from_day date, to_day date)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  added integer;
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' and not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only the site owner can roll up reader figures.';
  end if;
  if from_day is null or to_day is null or to_day < from_day then
    raise exception using errcode = '22023', message = 'The days to roll up are not a range.';
  end if;
  delete from public.analytics_daily d where d.day between from_day and to_day;
  delete from public.analytics_daily_visitors v where v.day between from_day and to_day;
  insert into public.analytics_daily
    (day, kind, path, post_id, business_id, referrer_host, utm_source, utm_medium, utm_campaign, device,
     events, visitors)
  select (e.occurred_at at time zone 'UTC')::date, e.kind, e.path, e.post_id, e.business_id, e.referrer_host,
         e.utm_source, e.utm_medium, e.utm_campaign, e.device, pg_catalog.count(*),
         pg_catalog.count(distinct e.visitor)
  from public.analytics_events e
  where e.occurred_at >= from_day::timestamp at time zone 'UTC'
    and e.occurred_at < (to_day + 1)::timestamp at time zone 'UTC'
  group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
  get diagnostics added = row_count;
  insert into public.analytics_daily_visitors (day, visitors, views)
  select (e.occurred_at at time zone 'UTC')::date, pg_catalog.count(distinct e.visitor),
         pg_catalog.count(*) filter (where e.kind = 'view')
  from public.analytics_events e
  where e.occurred_at >= from_day::timestamp at time zone 'UTC'
    and e.occurred_at < (to_day + 1)::timestamp at time zone 'UTC'
  group by 1;
  return added;
end;
$$;

revoke all on function public.roll_up_reader_events(date, date) from public, anon;
grant execute on function public.roll_up_reader_events(date, date) to authenticated, service_role;

-- purge_reader_events(): deletes raw events of days older than 30 days, after rolling those days up
-- once more so nothing counted is lost. Service role only (the server's scheduler).
create or replace function public.purge_reader_events()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cutoff date := (pg_catalog.now() at time zone 'UTC')::date - 30;
  oldest date;
  removed integer;
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    raise exception using errcode = '42501', message = 'Only the server purges reader events.';
  end if;
  select (pg_catalog.min(e.occurred_at) at time zone 'UTC')::date into oldest from public.analytics_events e;
  if oldest is null or oldest >= cutoff then
    return 0;
  end if;
  perform public.roll_up_reader_events(oldest, cutoff - 1);
  delete from public.analytics_events e where e.occurred_at < cutoff::timestamp at time zone 'UTC';
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function public.purge_reader_events() from public, anon, authenticated;
grant execute on function public.purge_reader_events() to service_role;
