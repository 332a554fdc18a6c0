import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { files } from './schema-files.ts';

/*
 * The resources library (spec 1 §3 "media tree item", §7 `/api/partner/media/…`), written only by
 * `modules/media`. One table holds the tree: folders, and files (a `files` row each, bytes in the
 * storage). Files always sit in a folder; the top level holds folders only.
 *
 * - `ancestors`: the ids of the folders above a node, from the top (empty at the top level). A
 *   subtree is `id = X or ancestors @> {X}` through a GIN index; a breadcrumb is one lookup.
 * - `visible_types`: a folder's own choice of partner types (files: null).
 * - `effective_types`: the types that really see the node — those named by the node (a folder)
 *   and by every folder above it. The service recomputes it for a subtree in one statement
 *   whenever a folder's choice changes or a node moves, so a partner's read is one indexed filter.
 * - `search_text`: the name folded by `foldForSearch` (accents and case ignored), trigram-indexed.
 */
export const mediaNodes = pgTable(
  'media_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => mediaNodes.id, { onDelete: 'cascade' }),
    isFolder: boolean('is_folder').notNull(),
    name: text('name').notNull(),
    ancestors: uuid('ancestors').array().notNull().default(sql`'{}'::uuid[]`),
    visibleTypes: text('visible_types').array(),
    effectiveTypes: text('effective_types').array().notNull().default(sql`'{}'::text[]`),
    /** Files: their stored bytes (deleting the `files` row deletes the node). */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    /** Files: the filter group (MEDIA_FILE_TYPES). */
    fileType: text('file_type'),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names are unique in a folder whatever their case (a ZIP of the folder needs no renaming).
    uniqueIndex('media_nodes_name_key').on(
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    // A folder's children in the list's order (folders first, then by name): a page reads its rows in order.
    index('media_nodes_parent_idx').on(t.parentId, t.isFolder.desc().nullsFirst(), sql`lower(${t.name})`, t.id),
    index('media_nodes_ancestors_idx').using('gin', t.ancestors),
    index('media_nodes_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('media_nodes_file_key').on(t.fileId),
    check(
      'media_nodes_kind_check',
      sql`(${t.isFolder} and ${t.fileId} is null and ${t.visibleTypes} is not null) or (not ${t.isFolder} and ${t.fileId} is not null and ${t.parentId} is not null and ${t.fileType} is not null)`,
    ),
    check('media_nodes_types_check', sql`${t.visibleTypes} <@ array['collaborator', 'company', 'provider']::text[]`),
  ],
);

/**
 * How many children each folder (and the top level, `parent_key` all zeros) shows each partner type
 * (`audience`, one of `effective_types`) and the desk (`audience` '*': every child). Kept by
 * statement-level triggers on `media_nodes` (migration `content_lists`) in the transaction of each
 * change (a move or a visibility change rewrites a subtree's rows in one statement: one grouped
 * update), so a folder's page takes its total without counting its children.
 */
export const mediaChildCounts = pgTable(
  'media_child_counts',
  {
    parentKey: uuid('parent_key').notNull(),
    audience: text('audience').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.parentKey, t.audience] })],
);
