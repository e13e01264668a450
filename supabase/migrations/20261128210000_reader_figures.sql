-- The owner's reader figures for a range of days (issue "Owner insight", item 4): what the
-- /analytics dashboard shows, and what a client's monthly report will read. One function, so the
-- dashboard and the report can never disagree.
--
-- Days within the last 30 (UTC) are counted from the raw events, so today's figures are current
-- and match the raw events exactly; older days come from the daily rollups (raw events are purged
-- after 30 days). Visitors are distinct per day (the visitor hash changes every day by design,
-- decision 080), so a range's visitors are the sum of its days'. Owners and the service role
-- only (the tables' RLS besides); anonymous callers may not run it.
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
           (pg_catalog.now() at time zone 'UTC')::date - 29 as raw_from
  ),
  raw as (
    select (e.occurred_at at time zone 'UTC')::date as day, e.kind, e.path, e.post_id, e.business_id,
           e.referrer_host, e.visitor, 1::bigint as events
    from public.analytics_events e, bounds b
    where e.occurred_at >= (greatest(b.first_day, b.raw_from)::timestamp at time zone 'UTC')
      and e.occurred_at < ((b.last_day + 1)::timestamp at time zone 'UTC')
  ),
  rolled as (
    select d.day, d.kind, d.path, d.post_id, d.business_id, d.referrer_host, d.events
    from public.analytics_daily d, bounds b
    where d.day between b.first_day and b.last_day and d.day < b.raw_from
  ),
  events as (
    select day, kind, path, post_id, business_id, referrer_host, events from raw
    union all
    select day, kind, path, post_id, business_id, referrer_host, events from rolled
  ),
  days as (
    select g::date as day
    from bounds b, pg_catalog.generate_series(b.first_day, b.last_day, interval '1 day') as g
  ),
  daily as (
    select d.day,
           coalesce((select pg_catalog.sum(e.events) from events e where e.day = d.day and e.kind = 'view'), 0)::bigint
             as views,
           case when d.day >= b.raw_from
             then (select pg_catalog.count(distinct r.visitor) from raw r where r.day = d.day and r.kind = 'view')
             else coalesce((select v.visitors from public.analytics_daily_visitors v where v.day = d.day), 0)
           end::bigint as visitors
    from days d, bounds b
  ),
  stories as (
    select e.post_id, pg_catalog.sum(e.events)::bigint as views
    from events e
    where e.kind = 'view' and e.post_id is not null
    group by e.post_id
  ),
  clients as (
    select l.id, l.name,
           (select pg_catalog.count(*) from public.blog_posts p
             where pg_catalog.lower(p.business_name) = pg_catalog.lower(l.name))::bigint as posts,
           coalesce((select pg_catalog.sum(s.views) from stories s
             join public.blog_posts p on p.id = s.post_id
             where pg_catalog.lower(p.business_name) = pg_catalog.lower(l.name)), 0)::bigint as views,
           coalesce((select pg_catalog.sum(e.events) from events e
             where e.business_id = l.id and e.kind = 'link_click'), 0)::bigint as clicks,
           coalesce((select pg_catalog.sum(e.events) from events e
             where e.business_id = l.id and e.kind = 'quote_request'), 0)::bigint as quote_requests
    from public.listings l
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
