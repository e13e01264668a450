-- Newsletter consent (double opt-in). An address is 'pending' until its owner follows the signed,
-- single-use link of a confirmation e-mail; only 'confirmed' addresses receive newsletters; an
-- unsubscribe link makes it 'unsubscribed'. Mail goes out from the server's mailer (cli/mail/),
-- which works through the queue columns below with the service role.
alter table public.newsletter_subscribers
  add column status text not null default 'pending',
  -- Set when a confirmation e-mail is due; the mailer clears it when it sends one.
  add column confirm_requested_at timestamptz,
  -- When the newest confirmation e-mail went out: the 48-hour link and the 7-day clean-up count from it.
  add column confirm_sent_at timestamptz,
  -- The nonce of the only link that may confirm now; a new mail replaces it, confirming clears it.
  add column confirm_nonce uuid,
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  -- The newsletter whose link was used to leave (the owner's "unsubscribed after" count).
  add column unsubscribed_from_send uuid,
  add constraint newsletter_subscribers_status_check
    check (status in ('pending', 'confirmed', 'unsubscribed'));

comment on column public.newsletter_subscribers.status is
  'pending until the confirmation link is followed; confirmed addresses receive newsletters; unsubscribed ones never again unless they sign up and confirm anew.';

-- Addresses stored before consent was asked were never confirmed: each is asked once mail can go out.
update public.newsletter_subscribers set confirm_requested_at = now();

create index newsletter_subscribers_status_idx on public.newsletter_subscribers (status);
create index newsletter_subscribers_confirm_due_idx
  on public.newsletter_subscribers (confirm_requested_at) where confirm_requested_at is not null;

-- Sign-up: one address per call, the same answer whatever the address's state (nothing tells a
-- caller whether it is on the list), and at most one confirmation e-mail per address an hour (a
-- request inside the hour after one was sent changes nothing). A confirmed address gets no mail;
-- an unsubscribed one that signs up again is asked to confirm again.
create or replace function public.subscribe(email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.newsletter_subscribers as s (email, confirm_requested_at)
  values (pg_catalog.lower(pg_catalog.btrim(subscribe.email)), pg_catalog.now())
  on conflict on constraint newsletter_subscribers_email_key do update
    set status = 'pending',
        confirm_requested_at = coalesce(s.confirm_requested_at, pg_catalog.now())
    where s.status <> 'confirmed'
      and (s.confirm_sent_at is null or s.confirm_sent_at < pg_catalog.now() - interval '1 hour');
exception
  when check_violation or not_null_violation then
    raise exception using
      errcode = '22023',
      message = 'Enter a valid e-mail address.',
      hint = 'An address looks like name@example.com and has at most 254 characters.';
end;
$$;

comment on function public.subscribe(text) is
  'Asks one address to confirm its sign-up (at most one e-mail an hour); answers the same for every address.';

-- Where mail goes out from, when the environment does not say (NEWSHUB_SMTP_URL and friends win).
-- One row. The SMTP URL carries a password: only owners and the service role read this table,
-- unlike site_settings, which every visitor reads.
create table public.mail_settings (
  id boolean primary key default true constraint mail_settings_one_row check (id),
  smtp_url text check (smtp_url is null or (pg_catalog.length(smtp_url) <= 1000 and smtp_url ~ '^smtps?://')),
  mail_from text check (mail_from is null or pg_catalog.length(mail_from) <= 254),
  sender_name text check (sender_name is null or pg_catalog.length(sender_name) <= 100),
  postal_address text check (postal_address is null or pg_catalog.length(postal_address) <= 300),
  -- Written by the running server: whether its environment configures SMTP (owners cannot see it otherwise).
  environment_smtp boolean not null default false,
  updated_at timestamptz not null default now()
);

alter table public.mail_settings enable row level security;

comment on table public.mail_settings is 'Outgoing mail settings (SMTP URL, sender, postal address); owners only.';

revoke all on public.mail_settings from anon;

create policy "Owners can read mail settings"
  on public.mail_settings for select to authenticated using ((select public.is_owner()));
create policy "Owners can add mail settings"
  on public.mail_settings for insert to authenticated with check ((select public.is_owner()));
create policy "Owners can change mail settings"
  on public.mail_settings for update to authenticated
  using ((select public.is_owner())) with check ((select public.is_owner()));

-- A newsletter: one post, a digest of the posts since a moment, or a test to the owner alone.
create table public.newsletter_sends (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('post', 'digest', 'test')),
  post_id uuid references public.blog_posts (id) on delete set null,
  digest_since timestamptz,
  subject text not null check (pg_catalog.length(pg_catalog.btrim(subject)) between 1 and 200),
  -- queued: waiting for a mailer; sending: a mailer works through its deliveries; done: none left.
  status text not null default 'queued' check (status in ('queued', 'sending', 'done')),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  -- The mailer working through it holds a lease it renews each batch; another mailer takes over
  -- only once the lease has run out (its holder died) or when told to (`newshub newsletter resume`).
  leased_by text check (leased_by is null or pg_catalog.length(leased_by) <= 100),
  lease_until timestamptz,
  constraint newsletter_sends_subject_of_kind check (
    (kind = 'digest' and digest_since is not null) or (kind <> 'digest' and post_id is not null)
  )
);

alter table public.newsletter_sends enable row level security;

comment on table public.newsletter_sends is 'Newsletters sent or being sent; owners read, public.queue_newsletter() adds.';

-- One row per recipient of a send, written before any mail goes out. The mailer marks a row
-- 'sending' before its SMTP transaction and 'sent' after the server accepted it, so a mailer killed
-- in between finds it 'sending' and reports it as 'unknown' rather than sending a second copy.
create table public.newsletter_deliveries (
  id bigint generated always as identity primary key,
  send_id uuid not null references public.newsletter_sends (id) on delete cascade,
  subscriber_id uuid references public.newsletter_subscribers (id) on delete set null,
  email text not null check (pg_catalog.length(email) <= 254),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'unknown')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text check (last_error is null or pg_catalog.length(last_error) <= 500),
  sent_at timestamptz,
  constraint newsletter_deliveries_once unique (send_id, email)
);

alter table public.newsletter_deliveries enable row level security;

create index newsletter_deliveries_due_idx on public.newsletter_deliveries (send_id, status, next_attempt_at);

comment on table public.newsletter_deliveries is 'One row per recipient of a newsletter and what became of it; owners read.';

revoke all on public.newsletter_sends, public.newsletter_deliveries from anon;
revoke insert, update, delete, truncate on public.newsletter_sends, public.newsletter_deliveries from authenticated;

create policy "Owners can read newsletter sends"
  on public.newsletter_sends for select to authenticated using ((select public.is_owner()));
create policy "Owners can read newsletter deliveries"
  on public.newsletter_deliveries for select to authenticated using ((select public.is_owner()));

-- Each send with what became of it, for the newsroom and `newshub newsletter sends`.
create view public.newsletter_send_counts
with (security_invoker = true)
as
select
  s.id,
  s.kind,
  s.subject,
  s.post_id,
  s.status,
  s.created_at,
  s.finished_at,
  count(d.id) as recipients,
  count(d.id) filter (where d.status = 'sent') as sent,
  count(d.id) filter (where d.status = 'failed') as failed,
  count(d.id) filter (where d.status = 'unknown') as unknown,
  count(d.id) filter (where d.status in ('pending', 'sending')) as waiting,
  (select count(*) from public.newsletter_subscribers u where u.unsubscribed_from_send = s.id) as unsubscribed
from public.newsletter_sends s
left join public.newsletter_deliveries d on d.send_id = s.id
group by s.id;

revoke all on public.newsletter_send_counts from anon;
grant select on public.newsletter_send_counts to authenticated, service_role;

-- The one way to start a newsletter, for the newsroom (an owner's session) and the CLI (the service
-- role). It writes the send and one delivery per confirmed address in one transaction; a test goes to
-- the given address alone. A post must be published to go to subscribers; any post may be tested.
create or replace function public.queue_newsletter(
  kind text,
  subject text,
  post_id uuid default null,
  digest_since timestamptz default null,
  test_to text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  send uuid;
  role text := coalesce(auth.jwt() ->> 'role', '');
begin
  if role <> 'service_role' and not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only the site owner can send a newsletter.';
  end if;
  if queue_newsletter.kind not in ('post', 'digest', 'test') then
    raise exception using errcode = '22023', message = 'kind must be post, digest or test.';
  end if;
  if queue_newsletter.kind = 'test'
     and (test_to is null or pg_catalog.length(test_to) > 254 or test_to !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$') then
    raise exception using errcode = '22023', message = 'A test send needs a valid e-mail address.';
  end if;
  if queue_newsletter.kind = 'post' and not exists (
    select 1 from public.blog_posts p
    where p.id = queue_newsletter.post_id and p.status = 'published'
      and p.published_at <= pg_catalog.now() and p.deleted_at is null
  ) then
    raise exception using errcode = '22023', message = 'Only a published post can be sent to subscribers.';
  end if;
  if queue_newsletter.kind = 'test' and not exists (
    select 1 from public.blog_posts p where p.id = queue_newsletter.post_id
  ) then
    raise exception using errcode = '22023', message = 'That post does not exist.';
  end if;
  insert into public.newsletter_sends (kind, post_id, digest_since, subject)
  values (queue_newsletter.kind, queue_newsletter.post_id, queue_newsletter.digest_since,
          pg_catalog.btrim(queue_newsletter.subject))
  returning id into send;
  if queue_newsletter.kind = 'test' then
    insert into public.newsletter_deliveries (send_id, email)
    values (send, pg_catalog.lower(pg_catalog.btrim(test_to)));
  else
    insert into public.newsletter_deliveries (send_id, subscriber_id, email)
    select send, s.id, s.email from public.newsletter_subscribers s where s.status = 'confirmed';
  end if;
  return send;
exception
  when check_violation then
    raise exception using errcode = '22023', message = 'The subject must be 1 to 200 characters.';
end;
$$;

comment on function public.queue_newsletter(text, text, uuid, timestamptz, text) is
  'Starts a newsletter (post, digest or test): the send and one delivery per confirmed address.';

revoke all on function public.queue_newsletter(text, text, uuid, timestamptz, text) from public, anon;
grant execute on function public.queue_newsletter(text, text, uuid, timestamptz, text) to authenticated, service_role;

-- The mailer's two steps, for the service role only. claim_deliveries() takes (or renews) the send's
-- lease and marks up to `batch` due deliveries 'sending'; a mailer taking over from one that died
-- first marks that one's in-flight deliveries 'unknown': they may have been accepted by the SMTP
-- server, so they are reported, never sent twice. Answers {busy, done, wait_until, deliveries}.
create or replace function public.claim_deliveries(
  send uuid,
  worker text,
  batch integer default 50,
  take_over boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  previous text;
  claimed jsonb;
  next_due timestamptz;
begin
  select s.leased_by into previous from public.newsletter_sends s
  where s.id = claim_deliveries.send and s.status <> 'done'
    and (take_over or s.leased_by is null or s.leased_by = worker or s.lease_until < pg_catalog.now())
  for update;
  if not found then
    return pg_catalog.jsonb_build_object(
      'busy', exists (select 1 from public.newsletter_sends s where s.id = claim_deliveries.send and s.status <> 'done'),
      'done', exists (select 1 from public.newsletter_sends s where s.id = claim_deliveries.send and s.status = 'done'),
      'deliveries', '[]'::jsonb);
  end if;
  if previous is distinct from worker then
    update public.newsletter_deliveries d set status = 'unknown',
      last_error = 'The mailer stopped while sending this message; it may have been delivered, so it is not sent again.'
    where d.send_id = claim_deliveries.send and d.status = 'sending';
  end if;
  update public.newsletter_sends s
  set leased_by = worker, lease_until = pg_catalog.now() + interval '60 seconds', status = 'sending',
      started_at = coalesce(s.started_at, pg_catalog.now())
  where s.id = claim_deliveries.send;
  with due as (
    select d.id from public.newsletter_deliveries d
    where d.send_id = claim_deliveries.send and d.status = 'pending' and d.next_attempt_at <= pg_catalog.now()
    order by d.id
    limit greatest(1, least(batch, 500))
    for update skip locked
  ), marked as (
    update public.newsletter_deliveries d set status = 'sending', attempts = d.attempts + 1
    from due where d.id = due.id
    returning d.id, d.email, d.subscriber_id, d.attempts
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(marked) order by marked.id), '[]'::jsonb)
  into claimed from marked;
  if claimed = '[]'::jsonb then
    select min(d.next_attempt_at) into next_due from public.newsletter_deliveries d
    where d.send_id = claim_deliveries.send and d.status in ('pending', 'sending');
    if next_due is null then
      update public.newsletter_sends s
      set status = 'done', finished_at = pg_catalog.now(), leased_by = null, lease_until = null
      where s.id = claim_deliveries.send;
      return pg_catalog.jsonb_build_object('busy', false, 'done', true, 'deliveries', claimed);
    end if;
  end if;
  return pg_catalog.jsonb_build_object('busy', false, 'done', false, 'wait_until', next_due, 'deliveries', claimed);
end;
$$;

-- Records what the SMTP server said for claimed deliveries: [{id, status: sent|failed|retry,
-- error?, retry_at?}]. A delivery already marked 'unknown' by a mailer that took over still takes
-- the true outcome.
create or replace function public.finish_deliveries(send uuid, results jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.newsletter_deliveries d
  set status = case r.status when 'retry' then 'pending' else r.status end,
      sent_at = case when r.status = 'sent' then pg_catalog.now() else d.sent_at end,
      last_error = pg_catalog.left(r.error, 500),
      next_attempt_at = coalesce(r.retry_at, d.next_attempt_at)
  from pg_catalog.jsonb_to_recordset(results) as r(id bigint, status text, error text, retry_at timestamptz)
  where d.id = r.id and d.send_id = finish_deliveries.send and d.status in ('sending', 'unknown')
    and r.status in ('sent', 'failed', 'retry');
$$;

revoke all on function public.claim_deliveries(uuid, text, integer, boolean) from public, anon, authenticated;
revoke all on function public.finish_deliveries(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.claim_deliveries(uuid, text, integer, boolean) to service_role;
grant execute on function public.finish_deliveries(uuid, jsonb) to service_role;
