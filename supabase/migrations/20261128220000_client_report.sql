-- A client's monthly report (issue "Owner insight", item 5; decision 082): what the owner sends a
-- business that pays for posts and a listing. One attribution for the report and the dashboard:
--   - a client's posts are the posts whose business name is the listing's name (as the composer
--     writes them), so views and visitors of those posts are the client's;
--   - clicks are link_click events carrying the business (its site, phone or directions);
--   - leads are the quote requests sent for the listing (the quote_requests table, which counts a
--     reader with Do Not Track too and is kept for good; the quote_request event may be missing).
-- Visitors of a client's posts are distinct per day, so they are rolled up per day and client
-- here (summing the rollup's per-combination visitors would count one reader twice).

create table public.analytics_daily_clients (
  day date not null,
  business_id uuid not null references public.listings (id) on delete cascade,
  views bigint not null check (views >= 0),
  visitors bigint not null check (visitors >= 0),
  clicks bigint not null check (clicks >= 0),
  primary key (day, business_id)
);

alter table public.analytics_daily_clients enable row level security;
revoke all on public.analytics_daily_clients from anon;
revoke insert, update, delete, truncate on public.analytics_daily_clients from authenticated;
create policy "Owners can read daily client figures"
  on public.analytics_daily_clients for select to authenticated using ((select public.is_owner()));
comment on table public.analytics_daily_clients is
  'Views, distinct visitors of its posts and clicks per day and client business, kept for good; owners read.';

create index quote_requests_listing_created_idx on public.quote_requests (listing_id, created_at)
  where listing_id is not null;

-- The client figures of raw events from from_at (inclusive) to to_at (exclusive), per UTC day: the
-- one place that says which events are a client's. Security invoker, like client_days below: the
-- tables' RLS lets only owners (and the service role) see anything through them.
create or replace function public.client_events_by_day(from_at timestamptz, to_at timestamptz)
returns table (day date, business_id uuid, views bigint, visitors bigint, clicks bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select x.day, x.business_id,
         pg_catalog.count(*) filter (where x.kind = 'view'),
         pg_catalog.count(distinct x.visitor) filter (where x.kind = 'view'),
         pg_catalog.count(*) filter (where x.kind = 'link_click')
  from (
    select (e.occurred_at at time zone 'UTC')::date as day, coalesce(e.business_id, l.id) as business_id,
           e.kind, e.visitor
    from public.analytics_events e
    left join public.blog_posts p on e.business_id is null and p.id = e.post_id
    left join public.listings l
      on p.business_name is not null and pg_catalog.lower(l.name) = pg_catalog.lower(p.business_name)
         and not l.example
    where e.occurred_at >= from_at and e.occurred_at < to_at
      and e.kind in ('view', 'link_click')
      and (e.business_id is not null or l.id is not null)
  ) x
  group by x.day, x.business_id;
$$;

revoke all on function public.client_events_by_day(timestamptz, timestamptz) from public, anon;
grant execute on function public.client_events_by_day(timestamptz, timestamptz) to authenticated, service_role;

-- The rollup of 20261128170000, now also per client.
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
  delete from public.analytics_daily_clients c where c.day between from_day and to_day;
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
  insert into public.analytics_daily_clients (day, business_id, views, visitors, clicks)
  select c.day, c.business_id, c.views, c.visitors, c.clicks
  from public.client_events_by_day(from_day::timestamp at time zone 'UTC',
                                   (to_day + 1)::timestamp at time zone 'UTC') c;
  return added;
end;
$$;

-- Client figures per day over a range: today from the raw events, earlier days from the rollup,
-- leads from the quote requests. Every day of the range and every client with something in it.
create or replace function public.client_days(from_day date, to_day date)
returns table (day date, business_id uuid, views bigint, visitors bigint, clicks bigint, leads bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  with today as (select (pg_catalog.now() at time zone 'UTC')::date as day),
  counted as (
    select c.day, c.business_id, c.views, c.visitors, c.clicks, 0::bigint as leads
    from public.analytics_daily_clients c, today t
    where c.day between from_day and to_day and c.day < t.day
    union all
    select r.day, r.business_id, r.views, r.visitors, r.clicks, 0
    from today t,
         public.client_events_by_day(greatest(from_day, t.day)::timestamp at time zone 'UTC',
                                     (to_day + 1)::timestamp at time zone 'UTC') r
    union all
    select (q.created_at at time zone 'UTC')::date, q.listing_id, 0, 0, 0, pg_catalog.count(*)
    from public.quote_requests q
    where q.listing_id is not null
      and q.created_at >= from_day::timestamp at time zone 'UTC'
      and q.created_at < (to_day + 1)::timestamp at time zone 'UTC'
    group by 1, 2
  )
  select c.day, c.business_id, pg_catalog.sum(c.views)::bigint, pg_catalog.sum(c.visitors)::bigint,
         pg_catalog.sum(c.clicks)::bigint, pg_catalog.sum(c.leads)::bigint
  from counted c
  group by c.day, c.business_id;
$$;

revoke all on function public.client_days(date, date) from public, anon;
grant execute on function public.client_days(date, date) to authenticated, service_role;

-- The report of one client business over a range of days. Owners and the service role only.
create or replace function public.client_report(business uuid, from_day date, to_day date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  first_day date := least(from_day, to_day);
  last_day date := greatest(from_day, to_day);
  today date := (pg_catalog.now() at time zone 'UTC')::date;
  client public.listings;
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' and not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only the site owner reads client reports.';
  end if;
  if from_day is null or to_day is null or last_day - first_day > 3660 then
    raise exception using errcode = '22023', message = 'Choose a range of at most ten years.';
  end if;
  select * into client from public.listings l where l.id = business;
  if client.id is null then
    raise exception using errcode = 'P0002', message = 'No business has this id.';
  end if;
  return (
  with client_posts as (
    select p.id, p.title, p.slug, p.published_at
    from public.blog_posts p
    where p.business_name is not null and pg_catalog.lower(p.business_name) = pg_catalog.lower(client.name)
      and p.status = 'published' and p.deleted_at is null and p.published_at is not null
      and p.published_at <= pg_catalog.now()
  ),
  -- Views of the client's posts by post and referrer: earlier days rolled up, today raw.
  post_views as (
    select d.post_id, d.referrer_host, d.events as views
    from public.analytics_daily d
    where d.kind = 'view' and d.day between first_day and last_day and d.day < today
      and d.post_id in (select id from client_posts)
    union all
    select e.post_id, e.referrer_host, 1
    from public.analytics_events e
    where e.kind = 'view'
      and e.occurred_at >= (greatest(first_day, today)::timestamp at time zone 'UTC')
      and e.occurred_at < ((last_day + 1)::timestamp at time zone 'UTC')
      and e.post_id in (select id from client_posts)
  ),
  per_post as (
    select v.post_id, pg_catalog.sum(v.views)::bigint as views from post_views v group by v.post_id
  ),
  days as (
    select g::date as day,
           coalesce(c.views, 0) as views, coalesce(c.visitors, 0) as visitors,
           coalesce(c.clicks, 0) as clicks, coalesce(c.leads, 0) as leads
    from pg_catalog.generate_series(first_day, last_day, interval '1 day') as g
    left join public.client_days(first_day, last_day) c on c.day = g::date and c.business_id = client.id
  ),
  listed as (
    select p.id, p.title, p.slug, p.published_at, coalesce(v.views, 0) as views
    from client_posts p left join per_post v on v.post_id = p.id
    where v.views > 0
       or (p.published_at >= first_day::timestamp at time zone 'UTC'
           and p.published_at < (last_day + 1)::timestamp at time zone 'UTC')
  )
  select pg_catalog.jsonb_build_object(
    'business', pg_catalog.jsonb_build_object('id', client.id, 'name', client.name, 'website', client.website),
    'from', first_day,
    'to', last_day,
    'postsPublished', (
      select pg_catalog.count(*) from client_posts p
      where p.published_at >= first_day::timestamp at time zone 'UTC'
        and p.published_at < (last_day + 1)::timestamp at time zone 'UTC'
    ),
    'views', (select coalesce(pg_catalog.sum(views), 0) from days),
    'visitors', (select coalesce(pg_catalog.sum(visitors), 0) from days),
    'clicks', (select coalesce(pg_catalog.sum(clicks), 0) from days),
    'leads', (select coalesce(pg_catalog.sum(leads), 0) from days),
    'days', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'day', d.day, 'views', d.views, 'visitors', d.visitors, 'clicks', d.clicks, 'leads', d.leads)
        order by d.day)
      from days d
    ), '[]'::jsonb),
    'posts', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'postId', l.id, 'title', l.title, 'slug', l.slug, 'publishedAt', l.published_at, 'views', l.views)
        order by l.views desc, l.published_at desc)
      from (select * from listed order by views desc, published_at desc limit 50) l
    ), '[]'::jsonb),
    'topReferrers', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('host', r.host, 'views', r.views)
        order by r.views desc, r.host)
      from (
        select v.referrer_host as host, pg_catalog.sum(v.views)::bigint as views
        from post_views v where v.referrer_host is not null
        group by v.referrer_host order by views desc, host limit 10
      ) r
    ), '[]'::jsonb)
  ));
end;
$$;

comment on function public.client_report is
  'One client business''s report over a range of days (posts, views, visitors, clicks, leads, referrers); owners only.';

revoke all on function public.client_report(uuid, date, date) from public, anon;
grant execute on function public.client_report(uuid, date, date) to authenticated, service_role;

-- The dashboard's per-client figures (reader_figures of 20261128210000) from client_days, so the
-- dashboard and a client's report count the same things the same way.
create or replace function public.reader_figures(from_day date, to_day date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' and not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only the site owner reads reader figures.';
  end if;
  if from_day is null or to_day is null or pg_catalog.abs(to_day - from_day) > 3660 then
    raise exception using errcode = '22023', message = 'Choose a range of at most ten years.';
  end if;
  return (
  with bounds as (
    select least(from_day, to_day) as first_day,
           greatest(from_day, to_day) as last_day,
           (pg_catalog.now() at time zone 'UTC')::date as today
  ),
  -- Today's raw events (the rollups of today are up to an hour old).
  raw as (
    select (e.occurred_at at time zone 'UTC')::date as day, e.kind, e.post_id, e.business_id,
           e.referrer_host, e.visitor
    from public.analytics_events e, bounds b
    where e.occurred_at >= (greatest(b.first_day, b.today)::timestamp at time zone 'UTC')
      and e.occurred_at < ((b.last_day + 1)::timestamp at time zone 'UTC')
  ),
  -- Earlier days, rolled up hourly (the last 8 days again, so late offline reads come in).
  rolled as (
    select d.day, d.kind, d.post_id, d.business_id, d.referrer_host, d.events
    from public.analytics_daily d, bounds b
    where d.day between b.first_day and b.last_day and d.day < b.today
  ),
  events as materialized (
    select day, kind, post_id, business_id, referrer_host, 1::bigint as events from raw
    union all
    select day, kind, post_id, business_id, referrer_host, events from rolled
  ),
  daily as (
    select g::date as day,
           coalesce(r.views, v.views, 0)::bigint as views,
           coalesce(r.visitors, v.visitors, 0)::bigint as visitors
    from bounds b
    cross join pg_catalog.generate_series(b.first_day, b.last_day, interval '1 day') as g
    left join (
      select raw.day, pg_catalog.count(*) as views, pg_catalog.count(distinct raw.visitor) as visitors
      from raw where raw.kind = 'view' group by raw.day
    ) r on r.day = g::date
    left join public.analytics_daily_visitors v on v.day = g::date and g::date < b.today
  ),
  stories as (
    select e.post_id, pg_catalog.sum(e.events)::bigint as views
    from events e
    where e.kind = 'view' and e.post_id is not null
    group by e.post_id
  ),
  business_days as (
    select c.business_id, pg_catalog.sum(c.views) as views, pg_catalog.sum(c.clicks) as clicks,
           pg_catalog.sum(c.leads) as leads
    from public.client_days((select first_day from bounds), (select last_day from bounds)) c
    group by c.business_id
  ),
  clients as (
    select l.id, l.name,
           (select pg_catalog.count(*) from public.blog_posts p
            where pg_catalog.lower(p.business_name) = pg_catalog.lower(l.name))::bigint as posts,
           coalesce(b.views, 0)::bigint as views,
           coalesce(b.clicks, 0)::bigint as clicks,
           coalesce(b.leads, 0)::bigint as quote_requests
    from public.listings l
    left join business_days b on b.business_id = l.id
    where not l.example
  )
  select pg_catalog.jsonb_build_object(
    'from', (select first_day from bounds),
    'to', (select last_day from bounds),
    'views', (select coalesce(pg_catalog.sum(views), 0) from daily),
    'visitors', (select coalesce(pg_catalog.sum(visitors), 0) from daily),
    'visitorsLast30Minutes', (
      select pg_catalog.count(distinct e.visitor) from public.analytics_events e
      where e.occurred_at > pg_catalog.now() - interval '30 minutes'
    ),
    'days', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('day', day, 'views', views, 'visitors', visitors)
        order by day)
      from daily
    ), '[]'::jsonb),
    'topStories', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('postId', t.post_id, 'title', p.title, 'slug', p.slug, 'views', t.views)
        order by t.views desc, p.title)
      from (select * from stories order by views desc, post_id limit 10) t
      join public.blog_posts p on p.id = t.post_id
    ), '[]'::jsonb),
    'topReferrers', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('host', r.host, 'views', r.views)
        order by r.views desc, r.host)
      from (
        select e.referrer_host as host, pg_catalog.sum(e.events)::bigint as views
        from events e where e.kind = 'view' and e.referrer_host is not null
        group by e.referrer_host order by views desc, host limit 10
      ) r
    ), '[]'::jsonb),
    'categories', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('category', c.category, 'views', c.views)
        order by c.views desc, c.category)
      from (
        select coalesce(p.tags[1], 'Uncategorized') as category, pg_catalog.sum(s.views)::bigint as views
        from stories s join public.blog_posts p on p.id = s.post_id
        group by 1
      ) c
    ), '[]'::jsonb),
    'clients', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'businessId', c.id, 'name', c.name, 'posts', c.posts, 'views', c.views,
        'clicks', c.clicks, 'quoteRequests', c.quote_requests) order by c.name)
      from clients c
      where c.posts > 0 or c.views > 0 or c.clicks > 0 or c.quote_requests > 0
    ), '[]'::jsonb)
  ));
end;
$$;

comment on function public.reader_figures is
  'Reader figures for a range of days (views, visitors, top stories, referrers, categories, per client); owners only.';

revoke all on function public.reader_figures(date, date) from public, anon;
grant execute on function public.reader_figures(date, date) to authenticated, service_role;
