-- Push alerts (Web Push, RFC 8030/8291/8292). A reader's browser subscribes with its push service
-- and hands us the endpoint and keys; when a post is published in a category the reader follows,
-- or marked breaking, the server's pusher (cli/push/) sends it an encrypted message.
--
-- Nobody reads a subscription but the service role: the endpoint is a capability (whoever holds it
-- can send to that browser through its push service) and the keys decrypt its messages. A browser
-- proves a subscription is its own by knowing both the endpoint and its auth secret, which only it
-- and we hold: the three functions below change or read a subscription only when both match.
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  endpoint text not null unique
    check (pg_catalog.length(endpoint) <= 1000 and endpoint ~ '^https://[^/?#@[:space:]]{1,253}/'),
  -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url as the browser gives them.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{86,88}={0,2}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{21,24}={0,2}$'),
  -- Category slugs (core/data/categories.ts) whose new posts the reader wants.
  categories text[] not null default '{}'
    check (pg_catalog.cardinality(categories) <= 20
           and pg_catalog.array_to_string(categories, ',') ~ '^([a-z0-9-]{1,40}(,[a-z0-9-]{1,40})*)?$'),
  breaking boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.push_subscriptions enable row level security;

comment on table public.push_subscriptions is
  'Browsers that asked for alerts: push endpoint, keys, categories, breaking. Service role only; readers use push_subscribe(), push_unsubscribe() and push_subscription().';

revoke all on public.push_subscriptions from anon, authenticated;

create index push_subscriptions_categories_idx on public.push_subscriptions using gin (categories);
create index push_subscriptions_breaking_idx on public.push_subscriptions (breaking) where breaking;

-- Subscribes a browser, or changes what it follows. A second call with the same endpoint and auth
-- secret replaces the choice; one with a different auth secret changes nothing (and says nothing).
-- Following nothing is stopping: the subscription is deleted.
create or replace function public.push_subscribe(
  endpoint text,
  p256dh text,
  auth text,
  categories text[] default '{}',
  breaking boolean default false
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted text[] := array(select distinct c from pg_catalog.unnest(coalesce(push_subscribe.categories, '{}')) c order by 1);
begin
  if pg_catalog.cardinality(wanted) = 0 and not coalesce(push_subscribe.breaking, false) then
    delete from public.push_subscriptions s
    where s.endpoint = push_subscribe.endpoint and s.auth = push_subscribe.auth;
    return;
  end if;
  insert into public.push_subscriptions as s (endpoint, p256dh, auth, categories, breaking)
  values (push_subscribe.endpoint, push_subscribe.p256dh, push_subscribe.auth, wanted,
          coalesce(push_subscribe.breaking, false))
  on conflict on constraint push_subscriptions_endpoint_key do update
    set p256dh = excluded.p256dh,
        categories = excluded.categories,
        breaking = excluded.breaking,
        updated_at = pg_catalog.now()
    where s.auth = excluded.auth;
exception
  when check_violation or not_null_violation then
    raise exception using
      errcode = '22023',
      message = 'That is not a browser push subscription.',
      hint = 'An https endpoint, the browser''s p256dh key and auth secret, and at most 20 categories.';
end;
$$;

comment on function public.push_subscribe(text, text, text, text[], boolean) is
  'Subscribes a browser to alerts (or changes its categories); following nothing deletes it.';

-- Stops alerts to a browser.
create or replace function public.push_unsubscribe(endpoint text, auth text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.push_subscriptions s
  where s.endpoint = push_unsubscribe.endpoint and s.auth = push_unsubscribe.auth;
$$;

comment on function public.push_unsubscribe(text, text) is 'Stops alerts to the browser holding this endpoint and auth secret.';

-- What a browser follows, for its settings page: one row, or none when it is not subscribed.
create or replace function public.push_subscription(endpoint text, auth text)
returns table (categories text[], breaking boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select s.categories, s.breaking from public.push_subscriptions s
  where s.endpoint = push_subscription.endpoint and s.auth = push_subscription.auth;
$$;

comment on function public.push_subscription(text, text) is 'The categories and breaking choice of the browser holding this endpoint and auth secret.';

revoke all on function public.push_subscribe(text, text, text, text[], boolean) from public;
revoke all on function public.push_unsubscribe(text, text) from public;
revoke all on function public.push_subscription(text, text) from public;
grant execute on function public.push_subscribe(text, text, text, text[], boolean) to anon, authenticated, service_role;
grant execute on function public.push_unsubscribe(text, text) to anon, authenticated, service_role;
grant execute on function public.push_subscription(text, text) to anon, authenticated, service_role;

-- One alert about one post: when it was published ('published', to its category's followers) or
-- marked breaking ('breaking', to breaking followers not alerted about it already). The message is
-- built once by the pusher and kept here, so every recipient gets the same one.
create table public.push_sends (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  reason text not null check (reason in ('published', 'breaking')),
  category text check (category is null or pg_catalog.length(category) <= 40),
  payload jsonb not null check (pg_catalog.octet_length(payload::text) <= 3000),
  created_at timestamptz not null default now(),
  constraint push_sends_once unique (post_id, reason)
);

alter table public.push_sends enable row level security;

comment on table public.push_sends is 'Alerts about posts and the message each carries; owners read, the pusher writes.';

-- One row per recipient, written with the send. 'sending' while the pusher's request is out: a
-- pusher that died in between leaves it so, and the next one reports it 'unknown' rather than send
-- a second copy. 'gone': the push service answered 404 or 410 and the subscription was deleted.
create table public.push_deliveries (
  id bigint generated always as identity primary key,
  send_id uuid not null references public.push_sends (id) on delete cascade,
  post_id uuid not null,
  subscription_id uuid references public.push_subscriptions (id) on delete set null,
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'failed', 'gone', 'unknown')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  last_error text check (last_error is null or pg_catalog.length(last_error) <= 300),
  sent_at timestamptz,
  -- A browser hears about a post once, whether it follows the category, breaking news or both.
  constraint push_deliveries_once unique (post_id, subscription_id)
);

alter table public.push_deliveries enable row level security;

create index push_deliveries_due_idx on public.push_deliveries (status, next_attempt_at);
create index push_deliveries_send_idx on public.push_deliveries (send_id, status);

comment on table public.push_deliveries is 'One row per browser alerted about a post and what became of it; owners read.';

revoke all on public.push_sends, public.push_deliveries from anon;
revoke insert, update, delete, truncate on public.push_sends, public.push_deliveries from authenticated;

create policy "Owners can read push sends"
  on public.push_sends for select to authenticated using ((select public.is_owner()));
create policy "Owners can read push deliveries"
  on public.push_deliveries for select to authenticated using ((select public.is_owner()));

-- Push followers per category and of breaking news, for the newsroom and `newshub push followers`:
-- counts only, never a subscription. Owners and the service role.
create or replace function public.push_follower_counts()
returns table (topic text, followers bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' and not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only the site owner can see push followers.';
  end if;
  return query
    select c.topic, pg_catalog.count(*)
    from public.push_subscriptions s, pg_catalog.unnest(s.categories) as c(topic)
    group by c.topic
    union all
    select 'breaking', pg_catalog.count(*) from public.push_subscriptions s where s.breaking
    union all
    select 'all', pg_catalog.count(*) from public.push_subscriptions s;
end;
$$;

comment on function public.push_follower_counts() is
  'Browsers following each category, breaking news (topic ''breaking'') and in all (topic ''all'').';

revoke all on function public.push_follower_counts() from public, anon;
grant execute on function public.push_follower_counts() to authenticated, service_role;

-- The pusher's steps, for the service role only.
--
-- queue_push(): the send and one delivery per follower, in one transaction; nothing (null) when the
-- post was alerted for this reason already or is not public.
create or replace function public.queue_push(post uuid, reason text, category text, payload jsonb)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  send uuid;
begin
  if not exists (
    select 1 from public.blog_posts p
    where p.id = queue_push.post and p.status = 'published' and p.published_at <= pg_catalog.now()
      and p.deleted_at is null
  ) then
    return null;
  end if;
  insert into public.push_sends (post_id, reason, category, payload)
  values (queue_push.post, queue_push.reason, queue_push.category, queue_push.payload)
  on conflict on constraint push_sends_once do nothing
  returning id into send;
  if send is null then
    return null;
  end if;
  insert into public.push_deliveries (send_id, post_id, subscription_id)
  select send, queue_push.post, s.id from public.push_subscriptions s
  where (queue_push.reason = 'published' and queue_push.category = any (s.categories))
     or (queue_push.reason = 'breaking' and s.breaking)
  on conflict on constraint push_deliveries_once do nothing;
  return send;
end;
$$;

-- claim_push_deliveries(): up to `batch` due deliveries, marked 'sending', each with its
-- subscription and message. Deliveries another pusher left 'sending' for over `stale_seconds`
-- (it died mid-request) become 'unknown' first: the push service may have them already.
create or replace function public.claim_push_deliveries(batch integer default 100, stale_seconds integer default 120)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed jsonb;
begin
  update public.push_deliveries d set status = 'unknown'
  where d.status = 'sending' and d.claimed_at < pg_catalog.now() - pg_catalog.make_interval(secs => stale_seconds);
  -- A subscription deleted since the send was queued (the reader stopped alerts) gets nothing.
  update public.push_deliveries d set status = 'gone'
  where d.status = 'pending' and d.subscription_id is null;
  with due as (
    select d.id from public.push_deliveries d
    where d.status = 'pending' and d.next_attempt_at <= pg_catalog.now()
    order by d.id
    limit least(greatest(batch, 0), 1000)
    for update skip locked
  ), marked as (
    update public.push_deliveries d
    set status = 'sending', claimed_at = pg_catalog.now(), attempts = d.attempts + 1
    from due where d.id = due.id
    returning d.id, d.send_id, d.subscription_id, d.attempts
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'id', m.id, 'attempts', m.attempts, 'send_id', m.send_id,
    'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth,
    'payload', p.payload) order by m.id), '[]'::jsonb)
  into claimed
  from marked m
  join public.push_subscriptions s on s.id = m.subscription_id
  join public.push_sends p on p.id = m.send_id;
  return claimed;
end;
$$;

-- finish_push_deliveries(): what became of claimed deliveries, [{id, outcome, error, retry_in_seconds}]
-- with outcome 'sent', 'failed', 'gone' (the subscription is deleted) or 'retry'.
create or replace function public.finish_push_deliveries(results jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  with r as (
    select (e ->> 'id')::bigint as id, e ->> 'outcome' as outcome,
           pg_catalog.left(e ->> 'error', 300) as error,
           coalesce((e ->> 'retry_in_seconds')::integer, 60) as retry_in
    from pg_catalog.jsonb_array_elements(results) e
  ), done as (
    update public.push_deliveries d
    set status = case r.outcome when 'retry' then 'pending' else r.outcome end,
        last_error = r.error,
        sent_at = case when r.outcome = 'sent' then pg_catalog.now() end,
        next_attempt_at = case when r.outcome = 'retry'
          then pg_catalog.now() + pg_catalog.make_interval(secs => r.retry_in) else d.next_attempt_at end
    from r where d.id = r.id and d.status = 'sending'
    returning d.subscription_id, d.status
  )
  delete from public.push_subscriptions s
  using done where done.status = 'gone' and s.id = done.subscription_id;
end;
$$;

revoke all on function public.queue_push(uuid, text, text, jsonb) from public, anon, authenticated;
revoke all on function public.claim_push_deliveries(integer, integer) from public, anon, authenticated;
revoke all on function public.finish_push_deliveries(jsonb) from public, anon, authenticated;
grant execute on function public.queue_push(uuid, text, text, jsonb) to service_role;
grant execute on function public.claim_push_deliveries(integer, integer) to service_role;
grant execute on function public.finish_push_deliveries(jsonb) to service_role;

-- Each alert with what became of it, for the owner.
create view public.push_send_counts
with (security_invoker = true)
as
select
  s.id, s.post_id, s.reason, s.category, s.created_at,
  count(d.id) as recipients,
  count(d.id) filter (where d.status = 'sent') as sent,
  count(d.id) filter (where d.status = 'failed') as failed,
  count(d.id) filter (where d.status = 'gone') as gone,
  count(d.id) filter (where d.status = 'unknown') as unknown,
  count(d.id) filter (where d.status in ('pending', 'sending')) as waiting
from public.push_sends s
left join public.push_deliveries d on d.send_id = s.id
group by s.id;

revoke all on public.push_send_counts from anon;
grant select on public.push_send_counts to authenticated, service_role;
