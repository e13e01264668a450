/**
 * Compile-time check that core's BlogPost (the app's domain type, which core cannot import from
 * supabase/) and the blog_posts row of supabase/database.types.ts have the same columns and
 * compatible types: `tsc` fails here when a migration adds, drops or retypes a column and the
 * domain type is not updated. BlogPost leaves out only the search vector and narrows `status`.
 */
import type { BlogPost, PostStatusColumn } from '../../core/posts/post.ts'
import type { Tables } from '../../supabase/database.types.ts'

type Row = Tables<'blog_posts'>
/** The row as the app reads it: no search vector, the status as its check constraint allows. */
type RowAsRead = Omit<Row, 'fts' | 'status'> & { status: PostStatusColumn }

type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false

/** Every column of the row is a field of BlogPost and the other way round. */
export const blogPostHasEveryColumn: SameKeys<Required<BlogPost>, RowAsRead> = true
/** A row read from the database is a BlogPost... */
export const rowIsBlogPost: RowAsRead extends BlogPost ? true : false = true
/** ...and a BlogPost's fields hold only what the columns hold. */
export const blogPostFitsRow: Required<BlogPost> extends RowAsRead ? true : false = true
