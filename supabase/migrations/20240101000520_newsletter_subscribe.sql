-- Newsletter sign-up goes through one function, called as `supabase.rpc('subscribe', { email })`.
-- It stores one address per call (no bulk inserts from visitors) and answers the same whether or
-- not the address was already on the list, so the list's members cannot be probed. Direct inserts
-- into the table are no longer open to visitors or signed-in users.
create or replace function public.subscribe(email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- The table's check constraint is the one rule for a valid address (at most 254 characters,
  -- one @, a dot in the domain, no spaces); a violation becomes a clean, documented error.
  insert into public.newsletter_subscribers (email)
  values (pg_catalog.lower(pg_catalog.btrim(subscribe.email)))
  on conflict on constraint newsletter_subscribers_email_key do nothing;
exception
  when check_violation or not_null_violation then
    raise exception using
      errcode = '22023',
      message = 'Enter a valid e-mail address.',
      hint = 'An address looks like name@example.com and has at most 254 characters.';
end;
$$;

comment on function public.subscribe(text) is
  'Adds one address to the newsletter; answers the same for a new and an existing address.';

revoke all on function public.subscribe(text) from public;
grant execute on function public.subscribe(text) to anon, authenticated, service_role;

drop policy "Anyone can subscribe to the newsletter" on public.newsletter_subscribers;
revoke insert on public.newsletter_subscribers from anon, authenticated;
