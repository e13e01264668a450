-- Images of posts live in Supabase Storage, bucket post-images: anyone may read them through the
-- public URL ({SUPABASE_URL}/storage/v1/object/public/post-images/{name}), only site owners may add,
-- replace, list or remove them, and the bucket itself refuses anything but a JPEG, PNG, WebP or
-- AVIF image of at most 5 MB. Objects are named {yyyy}/{mm}/{uuid}-{width}x{height}.{ext}
-- (core/posts/images.ts), so a page knows an image's size from its URL alone.
--
-- storage.buckets and storage.objects are Supabase Storage's own tables; the embedded stack creates
-- the same ones (supabase/local/db/platform.sql). The service role bypasses these policies.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'post-images',
  'post-images',
  true,
  5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- A public bucket's files are served by URL without a policy. Listing them, downloading them with a
-- token and upserting (which reads the existing row) need select: owners only, so nobody else can
-- enumerate the images of drafts that are not out yet.
create policy "Owners can see post images"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'post-images' and public.is_owner());

create policy "Owners can upload post images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'post-images' and public.is_owner());

create policy "Owners can replace post images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'post-images' and public.is_owner())
  with check (bucket_id = 'post-images' and public.is_owner());

create policy "Owners can remove post images"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'post-images' and public.is_owner());
