import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Marketing resources (spec 002 §3 "Marketing resource"; mfe-admin/README.md "Marketing resources"):
// one row per folder or file. `folder` is the parent folder's path ('' at the top, names joined by
// '/'); a file's bytes are in the FileStore under `file_key` (names may hold spaces, which store keys
// cannot). The URL path (/Images/Marketing/<folder>/<name>) is derived, never stored.

export const marketingResources = pgTable(
  'marketing_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    /** DIRECTORY, IMAGE, VIDEO, PDF or OTHER (spec 002 §3). */
    type: text('type').$type<'DIRECTORY' | 'IMAGE' | 'VIDEO' | 'PDF' | 'OTHER'>().notNull(),
    /** The FileStore key of a file; null for a folder. */
    key: text('file_key'),
    mime: text('mime'),
    size: integer('size'),
    width: integer('width'),
    height: integer('height'),
    /** Seconds (videos). */
    duration: doublePrecision('duration'),
    /** A video's poster frame (a PNG in the FileStore); images' thumbnails are made from the image. */
    posterKey: text('poster_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // A folder's listing: folders first, then by name (marketing.ts listMarketingResources).
    index('marketing_resources_folder_idx').on(t.folder, sql`(${t.type} <> 'DIRECTORY')`, sql`lower(${t.name})`, t.id),
    // A folder's whole tree (folder = X or folder like 'X/%') for the zip of a folder.
    index('marketing_resources_tree_idx').on(sql`${t.folder} text_pattern_ops`),
    uniqueIndex('marketing_resources_name_uq').on(t.folder, t.name),
    check('marketing_resources_type_ck', sql`${t.type} in ('DIRECTORY', 'IMAGE', 'VIDEO', 'PDF', 'OTHER')`),
    check('marketing_resources_file_ck', sql`(${t.type} = 'DIRECTORY') = (${t.key} is null)`),
  ],
);
