-- What hosted Supabase provides before any project migration runs, so the same migrations run
-- unchanged on both: the API roles, their default grants on public, and the auth schema with
-- auth.users, auth.uid(), auth.jwt() and auth.role(). Idempotent: it runs on every start.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text not null unique,
  encrypted_password text not null,
  email_confirmed_at timestamptz default now(),
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_anonymous boolean not null default false
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);

-- One row per issued refresh token; a used one is revoked and points at its successor's parent.
create table if not exists auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

revoke all on all tables in schema auth from anon, authenticated;

create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- Bookkeeping as the Supabase CLI keeps it: applied migrations and seed files.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  inserted_at timestamptz not null default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  inserted_at timestamptz not null default now()
);

-- Helpers of the embedded REST server, callable by the API roles.
create schema if not exists newshub_local;
grant usage on schema newshub_local to anon, authenticated, service_role;

-- PostgREST rolls back a write whose single-object answer would not have exactly one row.
create or replace function newshub_local.assert_single(row_count bigint)
returns boolean
language plpgsql
immutable
as $$
begin
  if row_count <> 1 then
    raise exception using
      errcode = 'PT406',
      message = 'JSON object requested, multiple (or no) rows returned',
      detail = format('The result contains %s rows', row_count);
  end if;
  return true;
end;
$$;

grant execute on function newshub_local.assert_single(bigint) to anon, authenticated, service_role;

-- Hosted Supabase's statement timeouts: PostgREST applies a role's settings to each request made as
-- that role. The embedded stack reads them from here and its watchdog enforces them (db/executor.ts).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- Supabase installs extensions into their own schema, which every API role can use.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- Supabase Storage's own tables, as its service creates them before any project migration: a
-- project's migrations add buckets (rows of storage.buckets) and policies on storage.objects, and the
-- embedded stack's /storage/v1 (supabase/local/storage) runs each object's row insert, select and
-- delete in the request's role, so those policies decide there as they do on hosted Supabase. The
-- bytes live in the data folder (storage/{bucket}/{name}); only the rows are in the database.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (pg_catalog.string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- The helpers Supabase's storage schema offers for policies (storage.foldername(name)[1] ...).
create or replace function storage.foldername(name text)
returns text[]
language sql
immutable
as $$
  select (pg_catalog.string_to_array(name, '/'))[1:pg_catalog.array_length(pg_catalog.string_to_array(name, '/'), 1) - 1]
$$;

create or replace function storage.filename(name text)
returns text
language sql
immutable
as $$
  select (pg_catalog.string_to_array(name, '/'))[pg_catalog.array_length(pg_catalog.string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text)
returns text
language sql
immutable
as $$
  select pg_catalog.lower(pg_catalog.split_part(storage.filename(name), '.', -1))
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
