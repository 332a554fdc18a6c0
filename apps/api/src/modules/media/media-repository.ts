import { PARTNER_TYPES, type PartnerType } from '@portal/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { deleteFileRows } from '../../db/files-repository.ts';
import { containing } from '../../db/like.ts';
import { oncePerDb } from '../../db/prepared.ts';
import { files, mediaChildCounts, mediaNodes } from '../../db/schema.ts';

/** A node with what its file row adds (files only). */
export type MediaRow = {
  id: string;
  parentId: string | null;
  isFolder: boolean;
  name: string;
  ancestors: string[];
  visibleTypes: string[] | null;
  effectiveTypes: string[];
  fileId: string | null;
  fileType: string | null;
  size: number | null;
  mime: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A node's own columns (a page is chosen from media_nodes alone, then joined to its files). */
const nodeColumns = {
  id: mediaNodes.id,
  parentId: mediaNodes.parentId,
  isFolder: mediaNodes.isFolder,
  name: mediaNodes.name,
  ancestors: mediaNodes.ancestors,
  visibleTypes: mediaNodes.visibleTypes,
  effectiveTypes: mediaNodes.effectiveTypes,
  fileId: mediaNodes.fileId,
  fileType: mediaNodes.fileType,
  createdAt: mediaNodes.createdAt,
  updatedAt: mediaNodes.updatedAt,
};
const columns = { ...nodeColumns, size: files.size, mime: files.mime };

/** Seen by this partner type (null: the desk, which sees everything). */
const seenBy = (audience: PartnerType | null): SQL | undefined =>
  audience ? sql`${mediaNodes.effectiveTypes} @> array[${audience}]::text[]` : undefined;

/** The node and everything below it. */
const inSubtree = (id: string): SQL => sql`(${mediaNodes.id} = ${id} or ${mediaNodes.ancestors} @> array[${id}]::uuid[])`;
/** Strictly below it. */
const below = (id: string): SQL => sql`${mediaNodes.ancestors} @> array[${id}]::uuid[]`;

export type TreeFilter = {
  audience: PartnerType | null;
  parentId: string | null;
  /** Below `parentId` at any depth (a search), rather than its children alone. */
  deep: boolean;
  /** Folded for search (foldForSearch). */
  search?: string;
  fileType?: string;
  onlyFolder?: boolean;
};

/** The rows a tree filter selects. */
const treeWhere = (filter: TreeFilter) =>
  and(
    seenBy(filter.audience),
    filter.deep
      ? filter.parentId
        ? below(filter.parentId)
        : undefined
      : filter.parentId
        ? eq(mediaNodes.parentId, filter.parentId)
        : isNull(mediaNodes.parentId),
    filter.search ? sql`${mediaNodes.searchText} like ${containing(filter.search)}` : undefined,
    filter.onlyFolder ? eq(mediaNodes.isFolder, true) : filter.fileType ? eq(mediaNodes.fileType, filter.fileType) : undefined,
  );

/** One page of the tree: folders first, then by name. */
export async function listTree(
  db: Executor,
  filter: TreeFilter,
  page: number,
  limit: number,
): Promise<{ rows: MediaRow[]; total: number }> {
  const where = treeWhere(filter);
  // The page is chosen from media_nodes alone, then joined to its files: joining first let the
  // planner hash every `files` row for a search matching a few thousand nodes.
  const pageRows = db
    .select({
      ...nodeColumns,
    })
    .from(mediaNodes)
    .where(where)
    .orderBy(desc(mediaNodes.isFolder), asc(sql`lower(${mediaNodes.name})`), asc(mediaNodes.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .as('page');
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: pageRows.id,
        parentId: pageRows.parentId,
        isFolder: pageRows.isFolder,
        name: pageRows.name,
        ancestors: pageRows.ancestors,
        visibleTypes: pageRows.visibleTypes,
        effectiveTypes: pageRows.effectiveTypes,
        fileId: pageRows.fileId,
        fileType: pageRows.fileType,
        size: files.size,
        mime: files.mime,
        createdAt: pageRows.createdAt,
        updatedAt: pageRows.updatedAt,
      })
      .from(pageRows)
      .leftJoin(files, eq(files.id, pageRows.fileId))
      .orderBy(desc(pageRows.isFolder), asc(sql`lower(${pageRows.name})`), asc(pageRows.id)),
    db.select({ n: sql<number>`count(*)::int` }).from(mediaNodes).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The top level's key in media_child_counts. */
const TOP_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * One folder's children (or the top level's) as a partner type sees them, as a prepared statement:
 * the folder's visibility and path (with its folders' names, every row's location), the total from
 * media_child_counts, and the page read in `media_nodes_parent_idx`'s order, then joined to its files.
 * No row at all: the folder is not one this type sees.
 */
function prepareChildren(db: Db, inFolder: boolean) {
  const audience = sql.placeholder('audience');
  const parentId = sql.placeholder('parentId');
  // The folder's path (its ancestors and itself) with the folders' names: every child's location.
  const here = inFolder
    ? sql`(select f.path, array(select coalesce(a.name, '') from unnest(f.path) with ordinality as u(id, ord)
                                left join ${mediaNodes} a on a.id = u.id order by u.ord) as names
           from (select n.ancestors || n.id as path from ${mediaNodes} n
                 where n.id = ${parentId}::uuid and n.is_folder and n.effective_types @> array[${audience}]::text[]) as f)`
    : sql`(select '{}'::uuid[] as path, '{}'::text[] as names)`;
  const m = sql`m`;
  const page = sql`(select m.id, m.parent_id, m.is_folder, m.name, m.ancestors, m.visible_types, m.effective_types, m.file_id,
                           m.file_type, m.created_at, m.updated_at
                    from ${mediaNodes} ${m}
                    where ${inFolder ? sql`m.parent_id = ${parentId}::uuid` : sql`m.parent_id is null`}
                      and m.effective_types @> array[${audience}]::text[]
                    order by m.is_folder desc, lower(m.name), m.id
                    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`;
  return (
    db
      .select({
        path: sql<string[]>`h.path`.mapWith(mediaNodes.ancestors),
        names: sql<string[]>`h.names`,
        total: sql<string>`coalesce((select c.n from ${mediaChildCounts} c
                                   where c.parent_key = ${inFolder ? sql`${parentId}::uuid` : sql`${TOP_KEY}::uuid`}
                                     and c.audience = ${audience}), 0)`,
        id: sql<string | null>`p.id`,
        parentId: sql<string | null>`p.parent_id`,
        isFolder: sql<boolean>`p.is_folder`,
        name: sql<string>`p.name`,
        ancestors: sql<string[]>`p.ancestors`.mapWith(mediaNodes.ancestors),
        visibleTypes: sql<string[] | null>`p.visible_types`.mapWith(mediaNodes.visibleTypes),
        effectiveTypes: sql<string[]>`p.effective_types`.mapWith(mediaNodes.effectiveTypes),
        fileId: sql<string | null>`p.file_id`,
        fileType: sql<string | null>`p.file_type`,
        size: sql<number | null>`f.size`.mapWith(files.size),
        mime: sql<string | null>`f.mime`,
        createdAt: sql<Date>`p.created_at`.mapWith(mediaNodes.createdAt),
        updatedAt: sql<Date>`p.updated_at`.mapWith(mediaNodes.updatedAt),
      })
      .from(sql`${here} as h left join lateral ${page} as p on true left join ${files} f on f.id = p.file_id`)
      .orderBy(sql`p.is_folder desc, lower(p.name), p.id`)
      // The top level: a named statement, planned once. A folder: built once but planned for its own
      // id on every call (an unnamed statement). Folders hold from a few children to thousands, and a
      // plan made for the average folder sorts every child of a big one instead of reading the first
      // page in the index's order (measured: 10,000 files, 60 ms a call instead of 1 ms).
      .prepare(inFolder ? '' : 'media_top')
  );
}

const childrenStatements = oncePerDb((db) => ({ top: prepareChildren(db, false), folder: prepareChildren(db, true) }));

/**
 * One page of a folder's children (null: the top level) as `audience` sees them, folders first, then
 * by name, with the total and the names of the folders above them: one statement. Undefined when the
 * folder is not one `audience` sees.
 */
export async function listChildren(
  db: Db,
  audience: PartnerType,
  parentId: string | null,
  page: number,
  limit: number,
): Promise<{ rows: MediaRow[]; total: number; names: Map<string, string> } | undefined> {
  const statement = parentId ? childrenStatements(db).folder : childrenStatements(db).top;
  const found = await statement.execute({ audience, parentId, limit, offset: (page - 1) * limit });
  const first = found[0];
  if (!first) return undefined;
  const names = new Map(first.path.map((id, i) => [id, first.names[i] ?? '']));
  const rows: MediaRow[] = [];
  for (const { path: _p, names: _n, total: _t, id, ...row } of found) if (id !== null) rows.push({ id, ...row });
  return { rows, total: Number(first.total), names };
}

/**
 * A search (or a file-type filter) below a folder or over the whole library, as `listTree` filters
 * it, in one statement: the matching rows are read once, their number counted over the same read
 * (`count(*) over ()`), the page sorted out of them and joined to its files, each row with the
 * names of the folders above it. A page past the end has no row to carry the total: it is counted
 * apart.
 */
export async function searchTree(
  db: Db,
  filter: TreeFilter,
  page: number,
  limit: number,
): Promise<{ rows: MediaRow[]; total: number; names: Map<string, string> }> {
  const where = treeWhere(filter);
  const matched = db
    .select({
      ...nodeColumns,
      total: sql<string>`count(*) over ()`.as('total'),
    })
    .from(mediaNodes)
    .where(where)
    .orderBy(desc(mediaNodes.isFolder), asc(sql`lower(${mediaNodes.name})`), asc(mediaNodes.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .as('page');
  const found = await db
    .select({
      id: matched.id,
      parentId: matched.parentId,
      isFolder: matched.isFolder,
      name: matched.name,
      ancestors: matched.ancestors,
      visibleTypes: matched.visibleTypes,
      effectiveTypes: matched.effectiveTypes,
      fileId: matched.fileId,
      fileType: matched.fileType,
      size: files.size,
      mime: files.mime,
      createdAt: matched.createdAt,
      updatedAt: matched.updatedAt,
      total: matched.total,
      names: sql<string[]>`array(select coalesce(a.name, '') from unnest(${matched.ancestors}) with ordinality as u(id, ord)
                                 left join ${mediaNodes} a on a.id = u.id order by u.ord)`,
    })
    .from(matched)
    .leftJoin(files, eq(files.id, matched.fileId))
    .orderBy(desc(matched.isFolder), asc(sql`lower(${matched.name})`), asc(matched.id));
  const names = new Map<string, string>();
  const rows = found.map(({ total: _, names: folderNames, ...row }) => {
    for (const [i, id] of row.ancestors.entries()) names.set(id, folderNames[i] ?? '');
    return row;
  });
  const total = found[0]
    ? Number(found[0].total)
    : ((await db.select({ n: sql<number>`count(*)::int` }).from(mediaNodes).where(where))[0]?.n ?? 0);
  return { rows, total, names };
}

export async function findNode(db: Executor, id: string, audience: PartnerType | null = null): Promise<MediaRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(mediaNodes)
    .leftJoin(files, eq(files.id, mediaNodes.fileId))
    .where(and(eq(mediaNodes.id, id), seenBy(audience)));
  return row;
}

/** Locks a node for a change (the desk's writes also hold the tree lock, see `lockTree`). */
export async function lockNode(db: Executor, id: string): Promise<MediaRow | undefined> {
  await db.execute(sql`select 1 from media_nodes where id = ${id} for update`);
  return findNode(db, id);
}

/**
 * Structure changes (create, move, delete, visibility) take one transaction-scoped lock: a move
 * reads the target's path and rewrites a subtree, which two concurrent moves could make cyclic.
 */
export async function lockTree(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727275, 20)`);
}

/** Names of these folders by id (breadcrumbs and locations). */
export async function namesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: mediaNodes.id, name: mediaNodes.name })
    .from(mediaNodes)
    .where(inArray(mediaNodes.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** These nodes, if every one is seen by `audience` (else fewer rows come back). */
export async function findNodes(db: Executor, ids: readonly string[], audience: PartnerType | null): Promise<MediaRow[]> {
  if (!ids.length) return [];
  return db
    .select(columns)
    .from(mediaNodes)
    .leftJoin(files, eq(files.id, mediaNodes.fileId))
    .where(and(inArray(mediaNodes.id, [...ids]), seenBy(audience)));
}

/** Everything below a folder that `audience` sees, parents before children (the ZIP's order). */
export async function subtree(db: Executor, id: string, audience: PartnerType | null): Promise<MediaRow[]> {
  return db
    .select(columns)
    .from(mediaNodes)
    .leftJoin(files, eq(files.id, mediaNodes.fileId))
    .where(and(below(id), seenBy(audience)))
    .orderBy(sql`cardinality(${mediaNodes.ancestors})`, desc(mediaNodes.isFolder), asc(sql`lower(${mediaNodes.name})`));
}

export async function insertNode(
  db: Executor,
  values: {
    parentId: string | null;
    isFolder: boolean;
    name: string;
    ancestors: string[];
    visibleTypes: string[] | null;
    fileId?: string | null;
    fileType?: string | null;
    searchText: string;
  },
): Promise<string> {
  const [row] = await db.insert(mediaNodes).values(values).returning({ id: mediaNodes.id });
  if (!row) throw new Error('media node not inserted');
  await recomputeEffective(db, row.id);
  return row.id;
}

export async function updateNode(db: Executor, id: string, values: { name?: string; searchText?: string; visibleTypes?: string[] }) {
  await db
    .update(mediaNodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mediaNodes.id, id));
}

/**
 * `effective_types` of a node and everything below it: the partner types that the node (a
 * folder) and every folder above it all name. One statement; it reads the folders' own choices,
 * never another row's effective types, so the order rows are updated in does not matter.
 */
export async function recomputeEffective(db: Executor, id: string): Promise<void> {
  const all = sql.raw(`array[${PARTNER_TYPES.map((t) => `'${t}'`).join(', ')}]::text[]`);
  await db.execute(sql`
    update media_nodes n set effective_types = array(
      select t from unnest(${all}) as t
      where not exists (
        select 1 from media_nodes a
        where (a.id = any(n.ancestors) or a.id = n.id) and a.is_folder and not (t = any(a.visible_types))
      )
    )
    where n.id = ${id} or n.ancestors @> array[${id}]::uuid[]`);
}

/** Moves a node under a new parent: its own and its descendants' paths rewritten, then their effective types. */
export async function moveSubtree(db: Executor, id: string, parentId: string | null, parentPath: string[]): Promise<void> {
  const prefix = sql`${`{${parentPath.join(',')}}`}::uuid[]`;
  await db.execute(sql`
    update media_nodes set
      parent_id = case when id = ${id} then ${parentId}::uuid else parent_id end,
      ancestors = case when id = ${id} then ${prefix}
                       else ${prefix} || ancestors[array_position(ancestors, ${id}::uuid):] end,
      updated_at = case when id = ${id} then now() else updated_at end
    where id = ${id} or ancestors @> array[${id}]::uuid[]`);
  await recomputeEffective(db, id);
}

/** Deletes a node and everything below it, with their file rows (the bytes stay until storage clean-up). Returns the file count. */
export async function deleteSubtree(db: Executor, id: string): Promise<number> {
  const fileRows = await db
    .select({ fileId: mediaNodes.fileId })
    .from(mediaNodes)
    .where(and(inSubtree(id), eq(mediaNodes.isFolder, false)));
  const ids = fileRows.map((r) => r.fileId).filter((v): v is string => !!v);
  await db.delete(mediaNodes).where(eq(mediaNodes.id, id));
  await deleteFileRows(db, ids);
  return ids.length;
}

/** How many folders and files sit below a node (the desk's delete confirmation, the audit). */
export async function countBelow(db: Executor, id: string): Promise<{ folders: number; files: number }> {
  const [row] = await db
    .select({
      folders: sql<number>`count(*) filter (where ${mediaNodes.isFolder})::int`,
      files: sql<number>`count(*) filter (where not ${mediaNodes.isFolder})::int`,
    })
    .from(mediaNodes)
    .where(below(id));
  return { folders: row?.folders ?? 0, files: row?.files ?? 0 };
}
