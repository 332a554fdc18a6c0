import {
  type DeskMediaFileRename,
  type DeskMediaFolderCreate,
  type DeskMediaFolderUpdate,
  type DeskMediaMove,
  type DeskMediaNode,
  type DeskMediaNodeDetail,
  type DeskMediaTree,
  type DeskMediaTreeQuery,
  foldForSearch,
  MEDIA_AUDIENCE_LABELS,
  MEDIA_MSG,
  mediaFileTypeOf,
  type PartnerType,
  uploadExtension,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import { insertFileRows } from '../../db/files-repository.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { pagination } from '../../lib/pagination.ts';
import { isUniqueViolation, pgError } from '../../lib/pg-error.ts';
import * as audit from '../audit/audit-service.ts';
import * as repo from './media-repository.ts';
import { locationOf, namesFor, nodeView, treeFilter } from './media-service.ts';

/**
 * The content desk's resources library (`/api/admin/media`, permission `content.media`):
 * folders (name, place, the partner types that see them) and their files. Every change is
 * audited in words in its own transaction; structure changes hold the tree lock.
 */

const FILE_PURPOSE = 'media';

function deskView(row: repo.MediaRow, names: Map<string, string>): DeskMediaNode {
  return {
    ...nodeView(row, names),
    visibleTypes: row.isFolder ? ((row.visibleTypes ?? []) as PartnerType[]) : null,
    effectiveTypes: row.effectiveTypes as PartnerType[],
    createdAt: row.createdAt.toISOString(),
  };
}

const typesText = (types: readonly string[] | null) =>
  types?.length ? types.map((t) => MEDIA_AUDIENCE_LABELS[t as PartnerType] ?? t).join(', ') : 'Không ai';

/** The audit's words for a node. */
function auditView(row: repo.MediaRow, names: Map<string, string>) {
  return {
    name: row.name,
    location: locationOf(row, names) || '(thư mục gốc)',
    ...(row.isFolder ? { visibleTypes: typesText(row.visibleTypes) } : {}),
  };
}

const nameTaken = (err: unknown): never => {
  if (isUniqueViolation(err) && pgError(err)?.constraint === 'media_nodes_name_key')
    throw AppError.field('name', MEDIA_MSG.nameTaken, 'conflict');
  throw err;
};

export async function listTree(deps: AppDeps, query: DeskMediaTreeQuery): Promise<DeskMediaTree> {
  if (query.parentId) await requireFolder(deps.db, query.parentId, 'not_found');
  const limit = query.limit;
  const { rows, total } = await repo.listTree(deps.db, treeFilter(null, query, query.parentId ?? null), query.page, limit);
  const names = await namesFor(deps.db, rows);
  return { items: rows.map((r) => deskView(r, names)), pagination: pagination(query.page, limit, total) };
}

export async function getNode(deps: AppDeps, id: string, db: Executor = deps.db): Promise<DeskMediaNodeDetail> {
  const row = await repo.findNode(db, id);
  if (!row) throw new AppError('not_found');
  const names = await namesFor(db, [row]);
  return { ...deskView(row, names), path: row.ancestors.map((a) => ({ id: a, name: names.get(a) ?? '' })) };
}

/** A folder by id: 404 for a route's own `:id`, a field error for a folder named in the body. */
async function requireFolder(db: Executor, id: string, missing: 'not_found' | 'field'): Promise<repo.MediaRow> {
  const row = await repo.findNode(db, id);
  if (row?.isFolder) return row;
  if (missing === 'not_found') throw new AppError('not_found');
  throw AppError.field('parentId', MEDIA_MSG.parent);
}

export async function createFolder(deps: AppDeps, actor: Actor, body: DeskMediaFolderCreate): Promise<DeskMediaNodeDetail> {
  return deps.db
    .transaction(async (tx) => {
      await repo.lockTree(tx);
      const parent = body.parentId ? await requireFolder(tx, body.parentId, 'field') : undefined;
      const id = await repo.insertNode(tx, {
        parentId: parent?.id ?? null,
        isFolder: true,
        name: body.name,
        ancestors: parent ? [...parent.ancestors, parent.id] : [],
        visibleTypes: body.visibleTypes,
        searchText: foldForSearch(body.name),
      });
      const row = (await repo.findNode(tx, id))!;
      const names = await namesFor(tx, [row]);
      await audit.record(tx, actor, {
        objectType: 'media_folder',
        objectId: id,
        action: 'create',
        summary: `Tạo thư mục "${body.name}"`,
        after: auditView(row, names),
      });
      return getNode(deps, id, tx);
    })
    .catch(nameTaken);
}

export async function updateFolder(deps: AppDeps, actor: Actor, id: string, body: DeskMediaFolderUpdate): Promise<DeskMediaNodeDetail> {
  return deps.db
    .transaction(async (tx) => {
      await repo.lockTree(tx);
      const before = await requireFolder(tx, id, 'not_found');
      await repo.updateNode(tx, id, { name: body.name, searchText: foldForSearch(body.name), visibleTypes: body.visibleTypes });
      await repo.recomputeEffective(tx, id);
      const after = (await repo.findNode(tx, id))!;
      const names = await namesFor(tx, [after]);
      await audit.record(tx, actor, {
        objectType: 'media_folder',
        objectId: id,
        action: 'update',
        summary: `Cập nhật thư mục "${body.name}"`,
        before: auditView(before, names),
        after: auditView(after, names),
      });
      return getNode(deps, id, tx);
    })
    .catch(nameTaken);
}

/**
 * Files into a folder: their `files` rows and nodes, one audit entry, in one transaction; the
 * staged bytes are promoted only once it has committed (the route discards them if anything fails).
 * A name the folder already holds refuses the whole upload (409), naming the file.
 */
export async function uploadFiles(deps: AppDeps, actor: Actor, folderId: string, uploads: AcceptedUpload[]): Promise<DeskMediaNode[]> {
  if (!uploads.length) throw AppError.field('files', MEDIA_MSG.noFiles);
  const created = await deps.db.transaction(async (tx) => {
    await repo.lockTree(tx);
    const folder = await requireFolder(tx, folderId, 'not_found');
    const ids: string[] = [];
    await insertFileRows(tx, { purpose: FILE_PURPOSE, partnerId: null }, uploads);
    for (const upload of uploads) {
      const id = await repo
        .insertNode(tx, {
          parentId: folder.id,
          isFolder: false,
          name: upload.name,
          ancestors: [...folder.ancestors, folder.id],
          visibleTypes: null,
          fileId: upload.id,
          fileType: mediaFileTypeOf(uploadExtension(upload.name)),
          searchText: foldForSearch(upload.name),
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw AppError.field('files', MEDIA_MSG.fileNameTaken(upload.name), 'conflict');
          throw err;
        });
      ids.push(id);
    }
    const rows = await repo.findNodes(tx, ids, null);
    const names = await namesFor(tx, rows);
    await audit.record(tx, actor, {
      objectType: 'media_folder',
      objectId: folder.id,
      action: 'upload',
      summary: `Tải lên ${uploads.length} tệp vào thư mục "${folder.name}"`,
      after: { files: uploads.map((u) => u.name).join(', ') },
    });
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map((r) => deskView(r, names));
  });
  for (const u of uploads) await deps.storage.promote(u.id);
  return created;
}

export async function renameFile(deps: AppDeps, actor: Actor, id: string, body: DeskMediaFileRename): Promise<DeskMediaNodeDetail> {
  return deps.db
    .transaction(async (tx) => {
      const before = await repo.lockNode(tx, id);
      if (!before || before.isFolder) throw new AppError('not_found');
      if (uploadExtension(body.name) !== uploadExtension(before.name)) throw AppError.field('name', MEDIA_MSG.extensionChanged);
      await repo.updateNode(tx, id, { name: body.name, searchText: foldForSearch(body.name) });
      const after = (await repo.findNode(tx, id))!;
      const names = await namesFor(tx, [after]);
      await audit.record(tx, actor, {
        objectType: 'media_file',
        objectId: id,
        action: 'rename',
        summary: `Đổi tên tệp "${before.name}" thành "${body.name}"`,
        before: auditView(before, names),
        after: auditView(after, names),
      });
      return getNode(deps, id, tx);
    })
    .catch(nameTaken);
}

/** Into a folder (files and folders) or to the top (folders only); never into itself or below itself. */
export async function move(deps: AppDeps, actor: Actor, id: string, body: DeskMediaMove): Promise<DeskMediaNodeDetail> {
  return deps.db
    .transaction(async (tx) => {
      await repo.lockTree(tx);
      const before = await repo.findNode(tx, id);
      if (!before) throw new AppError('not_found');
      const target = body.parentId ? await requireFolder(tx, body.parentId, 'field') : undefined;
      if (!target && !before.isFolder) throw AppError.field('parentId', MEDIA_MSG.fileAtRoot, 'business_rule');
      if (target && (target.id === id || target.ancestors.includes(id)))
        throw AppError.field('parentId', MEDIA_MSG.moveIntoSelf, 'business_rule');
      const beforeNames = await namesFor(tx, [before]);
      await repo.moveSubtree(tx, id, target?.id ?? null, target ? [...target.ancestors, target.id] : []);
      const after = (await repo.findNode(tx, id))!;
      const afterNames = await namesFor(tx, [after]);
      await audit.record(tx, actor, {
        objectType: before.isFolder ? 'media_folder' : 'media_file',
        objectId: id,
        action: 'move',
        summary: `Chuyển ${before.isFolder ? 'thư mục' : 'tệp'} "${before.name}"`,
        before: auditView(before, beforeNames),
        after: auditView(after, afterNames),
      });
      return getNode(deps, id, tx);
    })
    .catch(nameTaken);
}

/** A file, or a folder with everything below it. */
export async function remove(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.lockTree(tx);
    const row = await repo.findNode(tx, id);
    if (!row) throw new AppError('not_found');
    const names = await namesFor(tx, [row]);
    const below = row.isFolder ? await repo.countBelow(tx, id) : { folders: 0, files: 0 };
    await repo.deleteSubtree(tx, id);
    const what = row.isFolder ? `thư mục "${row.name}" (${below.folders} thư mục con, ${below.files} tệp)` : `tệp "${row.name}"`;
    await audit.record(tx, actor, {
      objectType: row.isFolder ? 'media_folder' : 'media_file',
      objectId: id,
      action: 'delete',
      summary: `Xóa ${what}`,
      before: auditView(row, names),
    });
  });
}

/** A file for the desk's own download (whatever its visibility). */
export async function file(deps: AppDeps, id: string) {
  const row = await repo.findNode(deps.db, id);
  if (!row || row.isFolder || !row.fileId) throw new AppError('not_found');
  return { id: row.fileId, originalName: row.name, mime: row.mime ?? 'application/octet-stream', size: Number(row.size ?? 0) };
}
