-- Narrower rollups (issue "Owner insight", benchmarks; decision 083). The daily rollup kept one row
-- per day and combination of page, referrer, campaign and device: 191,000 rows for a month of
-- 1,000,000 events, which took 11.6 s to write and made the 30-day dashboard read them all
-- (437 ms). Each figure now has the rollup it is read from:
--   analytics_daily          views and other events per day, page and story (and business);
--   analytics_daily_sources  views per day and story from a referrer or a campaign;
--   analytics_daily_visitors distinct visitors per day, and views per device class;
--   analytics_daily_clients  per client (20261128220000).
-- What was rolled up already is moved into the new shape; nothing counted is lost.

create table public.analytics_daily_sources (
  day date not null,
  post_id uuid references public.blog_posts (id) on delete set null,
  referrer_host text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  views bigint not null check (views > 0)
);

alter table public.analytics_daily_sources enable row level security;
create index analytics_daily_sources_day_idx on public.analytics_daily_sources (day);
revoke all on public.analytics_daily_sources from anon;
revoke insert, update, delete, truncate on public.analytics_daily_sources from authenticated;
create policy "Owners can read daily reader sources"
  on public.analytics_daily_sources for select to authenticated using ((select public.is_owner()));
comment on table public.analytics_daily_sources is
  'Views per day and story from a referrer or campaign, kept for good; owners read.';

insert into public.analytics_daily_sources
  (day, post_id, referrer_host, utm_source, utm_medium, utm_campaign, views)
select d.day, d.post_id, d.referrer_host, d.utm_source, d.utm_medium, d.utm_campaign, pg_catalog.sum(d.events)
from public.analytics_daily d
where d.kind = 'view'
  and (d.referrer_host is not null or d.utm_source is not null or d.utm_medium is not null
       or d.utm_campaign is not null)
group by 1, 2, 3, 4, 5, 6;

alter table public.analytics_daily_visitors
  add column mobile_views bigint not null default 0 check (mobile_views >= 0),
  add column tablet_views bigint not null default 0 check (tablet_views >= 0),
  add column desktop_views bigint not null default 0 check (desktop_views >= 0);

update public.analytics_daily_visitors v
set mobile_views = coalesce(d.mobile, 0), tablet_views = coalesce(d.tablet, 0), desktop_views = coalesce(d.desktop, 0)
from (
  select day,
         pg_catalog.sum(events) filter (where device = 'mobile') as mobile,
         pg_catalog.sum(events) filter (where device = 'tablet') as tablet,
         pg_catalog.sum(events) filter (where device = 'desktop') as desktop
  from public.analytics_daily where kind = 'view' group by day
) d
where d.day = v.day;

create temporary table analytics_daily_collapsed as
  select day, kind, path, post_id, business_id, pg_catalog.sum(events)::bigint as events
  from public.analytics_daily group by 1, 2, 3, 4, 5;
delete from public.analytics_daily;
alter table public.analytics_daily
  drop column referrer_host, drop column utm_source, drop column utm_medium, drop column utm_campaign,
  drop column device, drop column visitors;
insert into public.analytics_daily (day, kind, path, post_id, business_id, events)
  select day, kind, path, post_id, business_id, events from analytics_daily_collapsed;
drop table analytics_daily_collapsed;
comment on table public.analytics_daily is
  'Reader events per day, page and story (and business), kept for good; owners read.';

-- The rollup, writing the new shape.
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
  delete from public.analytics_daily_sources s where s.day between from_day and to_day;
  insert into public.analytics_daily (day, kind, path, post_id, business_id, events)
  select (e.occurred_at at time zone 'UTC')::date, e.kind, e.path, e.post_id, e.business_id, pg_catalog.count(*)
  from public.analytics_events e
  where e.occurred_at >= from_day::timestamp at time zone 'UTC'
    and e.occurred_at < (to_day + 1)::timestamp at time zone 'UTC'
  group by 1, 2, 3, 4, 5;
  get diagnostics added = row_count;
  insert into public.analytics_daily_sources
    (day, post_id, referrer_host, utm_source, utm_medium, utm_campaign, views)
  select (e.occurred_at at time zone 'UTC')::date, e.post_id, e.referrer_host, e.utm_source, e.utm_medium,
         e.utm_campaign, pg_catalog.count(*)
  from public.analytics_events e
  where e.occurred_at >= from_day::timestamp at time zone 'UTC'
    and e.occurred_at < (to_day + 1)::timestamp at time zone 'UTC'
    and e.kind = 'view'
    and (e.referrer_host is not null or e.utm_source is not null or e.utm_medium is not null
         or e.utm_campaign is not null)
  group by 1, 2, 3, 4, 5, 6;
  insert into public.analytics_daily_visitors (day, visitors, views, mobile_views, tablet_views, desktop_views)
  select (e.occurred_at at time zone 'UTC')::date, pg_catalog.count(distinct e.visitor),
         pg_catalog.count(*) filter (where e.kind = 'view'),
         pg_catalog.count(*) filter (where e.kind = 'view' and e.device = 'mobile'),
         pg_catalog.count(*) filter (where e.kind = 'view' and e.device = 'tablet'),
         pg_catalog.count(*) filter (where e.kind = 'view' and e.device = 'desktop')
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

-- The dashboard reads referrers from the sources rollup.
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
  -- Earlier days' views of each story, rolled up hourly (the last 8 days again, so late offline
  -- reads come in), and today's from the raw events.
  story_views as (
    select raw.post_id, pg_catalog.count(*)::bigint as views
    from raw where raw.kind = 'view' and raw.post_id is not null
    group by raw.post_id
    union all
    select d.post_id, pg_catalog.sum(d.events)::bigint
    from public.analytics_daily d, bounds b
    where d.day between b.first_day and b.last_day and d.day < b.today
      and d.kind = 'view' and d.post_id is not null
    group by d.post_id
  ),
  referrer_views as (
    select raw.referrer_host as host, pg_catalog.count(*)::bigint as views
    from raw where raw.kind = 'view' and raw.referrer_host is not null
    group by raw.referrer_host
    union all
    select s.referrer_host, pg_catalog.sum(s.views)::bigint
    from public.analytics_daily_sources s, bounds b
    where s.day between b.first_day and b.last_day and s.day < b.today and s.referrer_host is not null
    group by s.referrer_host
  ),
  -- Posts per business name (a client's posts are those with its listing's name).
  named_posts as (
    select pg_catalog.lower(p.business_name) as name, pg_catalog.count(*)::bigint as posts
    from public.blog_posts p
    where p.business_name is not null
    group by 1
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
    select v.post_id, pg_catalog.sum(v.views)::bigint as views
    from story_views v
    group by v.post_id
  ),
  business_days as (
    select c.business_id, pg_catalog.sum(c.views) as views, pg_catalog.sum(c.clicks) as clicks,
           pg_catalog.sum(c.leads) as leads
    from public.client_days((select first_day from bounds), (select last_day from bounds)) c
    group by c.business_id
  ),
  clients as (
    select l.id, l.name,
           coalesce(n.posts, 0)::bigint as posts,
           coalesce(b.views, 0)::bigint as views,
           coalesce(b.clicks, 0)::bigint as clicks,
           coalesce(b.leads, 0)::bigint as quote_requests
    from public.listings l
    left join business_days b on b.business_id = l.id
    left join named_posts n on n.name = pg_catalog.lower(l.name)
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
        select v.host, pg_catalog.sum(v.views)::bigint as views
        from referrer_views v
        group by v.host order by views desc, v.host limit 10
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

-- A client's report reads its referrers from the sources rollup.
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
    select d.post_id, d.events as views
    from public.analytics_daily d
    where d.kind = 'view' and d.day between first_day and last_day and d.day < today
      and d.post_id in (select id from client_posts)
    union all
    select e.post_id, 1
    from public.analytics_events e
    where e.kind = 'view'
      and e.occurred_at >= (greatest(first_day, today)::timestamp at time zone 'UTC')
      and e.occurred_at < ((last_day + 1)::timestamp at time zone 'UTC')
      and e.post_id in (select id from client_posts)
  ),
  -- Where readers of its posts came from: earlier days from the sources rollup, today raw.
  referrer_views as (
    select s.referrer_host as host, s.views
    from public.analytics_daily_sources s
    where s.day between first_day and last_day and s.day < today and s.referrer_host is not null
      and s.post_id in (select id from client_posts)
    union all
    select e.referrer_host, 1
    from public.analytics_events e
    where e.kind = 'view' and e.referrer_host is not null
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
        select v.host, pg_catalog.sum(v.views)::bigint as views
        from referrer_views v
        group by v.host order by views desc, v.host limit 10
      ) r
    ), '[]'::jsonb)
  ));
end;
$$;

comment on function public.client_report is
  'One client business''s report over a range of days (posts, views, visitors, clicks, leads, referrers); owners only.';

revoke all on function public.client_report(uuid, date, date) from public, anon;
grant execute on function public.client_report(uuid, date, date) to authenticated, service_role;
