-- Cards show a read time (words / 200) but the list queries do not select the heavy content, so
-- each post keeps its word count. It follows core/posts/text.ts countWords: tags, comments, markdown
-- link targets and block markers are dropped, then whitespace-separated words are counted.
alter table public.blog_posts
  add column word_count integer generated always as (
    coalesce(
      pg_catalog.array_length(
        pg_catalog.regexp_split_to_array(
          nullif(
            -- trimmed of all whitespace (btrim alone keeps newlines)
            pg_catalog.regexp_replace(
              pg_catalog.regexp_replace(
                pg_catalog.regexp_replace(
                  pg_catalog.regexp_replace(
                    pg_catalog.regexp_replace(content, '<!--.*?-->|<(script|style)\y.*?</\1\s*>', ' ', 'gi'),
                    '<[^>]*>', ' ', 'g'
                  ),
                  '\[([^\]]*)\]\([^)]*\)', '\1', 'g'
                ),
                -- markdown block markers (#, -, 1., >) at the start of a line are not words
                '^\s{0,3}(#{1,6}|[-*+]|\d+\.|>)\s+', '', 'gn'
              ),
              '^\s+|\s+$', '', 'g'
            ),
            ''
          ),
          '\s+'
        ),
        1
      ),
      0
    )
  ) stored;

comment on column public.blog_posts.word_count is 'Words of the visible body text, for read times on cards.';
