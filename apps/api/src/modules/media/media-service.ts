import {
  foldForSearch,
  MEDIA_FILE_TYPE_LABELS,
  MEDIA_FILE_TYPES,
  MEDIA_MSG,
  type MediaFileType,
  type MediaFilterOption,
  type MediaNode,
  type MediaNodeDetail,
  type MediaTree,
  type MediaTreeQuery,
  type PartnerType,
} from '@portal/contract';
import yazl from 'yazl';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import * as repo from './media-repository.ts';

/**
 * The resources library as partners read it (`/api/partner/media`). Every read is filtered by
 * the caller's partner type (`effective_types`, see db/schema-media.ts): a node the type may not
 * see answers 404, exactly like one that does not exist.
 */

export const locationOf = (row: repo.MediaRow, names: Map<string, string>) => row.ancestors.map((id) => names.get(id) ?? '').join(' / ');

export function nodeView(row: repo.MediaRow, names: Map<string, string>): MediaNode {
  return {
    id: row.id,
    name: row.name,
    isFolder: row.isFolder,
    parentId: row.parentId,
    fileType: row.isFolder ? null : ((row.fileType ?? 'other') as MediaFileType),
    size: row.isFolder ? null : Number(row.size ?? 0),
    mime: row.isFolder ? null : (row.mime ?? null),
    location: locationOf(row, names),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The folder names every row's location needs, in one query. */
export const namesFor = (db: Executor, rows: readonly repo.MediaRow[]) =>
  repo.namesOf(
    db,
    rows.flatMap((r) => r.ancestors),
  );

/** The tree query as the repository reads it, for the partners' and the desk's lists alike. */
export function treeFilter(
  audience: PartnerType | null,
  query: { search?: string | undefined; type?: MediaFileType | undefined; onlyFolder?: boolean | undefined; all?: boolean | undefined },
  parentId: string | null,
): repo.TreeFilter {
  const search = query.search ? foldForSearch(query.search) : '';
  return {
    audience,
    parentId,
    deep: !!search || !!query.type || !!query.all,
    ...(search ? { search } : {}),
    ...(query.type ? { fileType: query.type } : {}),
    ...(query.onlyFolder ? { onlyFolder: true } : {}),
  };
}

/** A folder the caller sees, else 404 (a file id where a folder is expected is 404 too). */
async function visibleFolder(db: Executor, audience: PartnerType, id: string): Promise<repo.MediaRow> {
  const row = await repo.findNode(db, id, audience);
  if (!row?.isFolder) throw new AppError('not_found');
  return row;
}

export async function listTree(deps: AppDeps, auth: PartnerAuth, query: MediaTreeQuery): Promise<MediaTree> {
  const limit = query.limit;
  const filter = treeFilter(auth.type, query, query.ParentId ?? null);
  if (!filter.deep && !filter.onlyFolder) {
    // A folder as it opens (or the top level): one statement, its total kept by a trigger.
    const found = await repo.listChildren(deps.db, auth.type, filter.parentId, query.page, limit);
    if (!found) throw new AppError('not_found');
    return { items: found.rows.map((r) => nodeView(r, found.names)), pagination: pagination(query.page, limit, found.total) };
  }
  if (query.ParentId) await visibleFolder(deps.db, auth.type, query.ParentId);
  if (filter.deep) {
    // A search or a type filter: the matches read once for the page, the total and the locations.
    const found = await repo.searchTree(deps.db, filter, query.page, limit);
    return { items: found.rows.map((r) => nodeView(r, found.names)), pagination: pagination(query.page, limit, found.total) };
  }
  const { rows, total } = await repo.listTree(deps.db, filter, query.page, limit);
  const names = await namesFor(deps.db, rows);
  return { items: rows.map((r) => nodeView(r, names)), pagination: pagination(query.page, limit, total) };
}

export function filterOptions(): MediaFilterOption {
  return { type: MEDIA_FILE_TYPES.map((key) => ({ key, name: MEDIA_FILE_TYPE_LABELS[key] })) };
}

export async function getNode(deps: AppDeps, auth: PartnerAuth, id: string): Promise<MediaNodeDetail> {
  const row = await repo.findNode(deps.db, id, auth.type);
  if (!row) throw new AppError('not_found');
  const names = await namesFor(deps.db, [row]);
  return { ...nodeView(row, names), path: row.ancestors.map((a) => ({ id: a, name: names.get(a) ?? '' })) };
}

/** A file the caller sees, as `sendStoredFile` takes it. */
export async function visibleFile(deps: AppDeps, auth: PartnerAuth, id: string) {
  const row = await repo.findNode(deps.db, id, auth.type);
  if (!row || row.isFolder || !row.fileId) throw new AppError('not_found');
  return { id: row.fileId, originalName: row.name, mime: row.mime ?? 'application/octet-stream', size: Number(row.size ?? 0) };
}

/** Unique names inside one folder of an archive, whatever their case: "a.pdf", "a (2).pdf". */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) {
      const dot = name.lastIndexOf('.');
      candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    }
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

/** Already compressed: stored as they are, so the archive does not spend CPU on them. */
const STORED_AS_IS = /^(image\/(jpeg|png)|video\/)/;

/**
 * One ZIP of the selected nodes, written while it is sent: a file is an entry at the top; a folder
 * is a directory with everything below it the audience sees (empty folders kept), or, with
 * `contentAtTop`, its content at the archive's top. Each file is opened from storage only when the
 * archive reaches it, so memory does not grow with the archive.
 */
export async function buildArchive(
  deps: AppDeps,
  audience: PartnerType | null,
  selected: readonly repo.MediaRow[],
  opts: { contentAtTop?: boolean } = {},
): Promise<{ stream: NodeJS.ReadableStream; fileCount: number }> {
  type Entry = { path: string; file?: repo.MediaRow };
  const entries: Entry[] = [];
  const tops = opts.contentAtTop ? selected.map(() => '') : uniqueNames(selected.map((r) => r.name));
  const join = (parent: string, name: string) => (parent ? `${parent}/${name}` : name);
  for (const [i, root] of selected.entries()) {
    const top = tops[i] ?? root.name;
    if (!root.isFolder) {
      entries.push({ path: top, file: root });
      continue;
    }
    // Parents come before children; a visible node's folders are all visible (a child never widens).
    const rows = await repo.subtree(deps.db, root.id, audience);
    const dirs = new Map<string, string>([[root.id, top]]);
    const hasChildren = new Set<string>();
    for (const row of rows) {
      const parentPath = row.parentId ? dirs.get(row.parentId) : undefined;
      if (parentPath === undefined) continue;
      if (row.parentId) hasChildren.add(row.parentId);
      const path = join(parentPath, row.name);
      if (row.isFolder) dirs.set(row.id, path);
      else entries.push({ path, file: row });
    }
    for (const [id, path] of dirs) if (path && !hasChildren.has(id)) entries.push({ path: `${path}/` });
  }
  const fileCount = entries.filter((e) => e.file).length;
  if (!fileCount) throw new AppError('business_rule', MEDIA_MSG.emptyFolder);
  const zip = new yazl.ZipFile();
  // A file missing from storage once the answer has started: the download is cut (the client sees
  // a broken transfer, never a truncated archive that looks whole); the error is not left unhandled.
  zip.on('error', (err: Error) => (zip.outputStream as unknown as { destroy(e: Error): void }).destroy(err));
  for (const entry of entries) {
    const file = entry.file;
    if (!file?.fileId) {
      zip.addEmptyDirectory(entry.path);
      continue;
    }
    const fileId = file.fileId;
    zip.addReadStreamLazy(
      entry.path,
      { size: Number(file.size ?? 0), compress: !STORED_AS_IS.test(file.mime ?? ''), mtime: file.updatedAt },
      (cb) => {
        deps.storage.open(fileId).then(
          (stream) => cb(null, stream),
          (err: unknown) => cb(err, undefined as never),
        );
      },
    );
  }
  zip.end();
  return { stream: zip.outputStream, fileCount };
}

/**
 * Several files or folders as one ZIP. All or nothing: an id the caller may not see (or that does
 * not exist) makes the whole call 404, so a mixed selection never reveals which ids exist.
 */
export async function selectionArchive(deps: AppDeps, auth: PartnerAuth, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) throw new AppError('business_rule', MEDIA_MSG.emptySelection);
  const rows = await repo.findNodes(deps.db, unique, auth.type);
  if (rows.length !== unique.length) throw new AppError('not_found');
  const order = new Map(unique.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const { stream } = await buildArchive(deps, auth.type, rows);
  return { name: 'tai-lieu.zip', stream };
}

/** A whole folder as one ZIP named after it, its entries relative to it. */
export async function folderArchive(deps: AppDeps, auth: PartnerAuth, id: string) {
  const folder = await visibleFolder(deps.db, auth.type, id);
  const { stream } = await buildArchive(deps, auth.type, [folder], { contentAtTop: true });
  return { name: `${folder.name}.zip`, stream };
}
