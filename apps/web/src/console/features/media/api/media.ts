import {
  type DeskMediaFolderCreate,
  type DeskMediaFolderUpdate,
  type DeskMediaTreeQuery,
  MEDIA_FILES_FIELD,
  mediaDeskEndpoints,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '@/lib/save-blob';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The library desk's queries sit under this key; every change invalidates it and the audit trail. */
export const mediaDeskKey = () => [...consoleKeys.all(), 'media'] as const;

/** The desk tree's filters, as its query schema reads them: a folder (`parentId`), a search, a file type, a page. */
export type DeskMediaTreeParams = DeskMediaTreeQuery;

/** GET /api/admin/media/tree: a folder's children (or, with a search or type, everything below it). */
export async function getDeskMediaTree(params: DeskMediaTreeParams, signal?: AbortSignal) {
  return (await consoleApi.call(mediaDeskEndpoints.tree, { query: params, signal })).data;
}

export const deskMediaTreeQueryOptions = (params: DeskMediaTreeParams) =>
  queryOptions({
    queryKey: [...mediaDeskKey(), 'tree', params],
    queryFn: ({ signal }) => getDeskMediaTree(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDeskMediaTree = (params: DeskMediaTreeParams) => useQuery(deskMediaTreeQueryOptions(params));

/** Every folder (for the move dialog's picker): folders only, as many as a page holds. */
export const deskMediaFoldersQueryOptions = () =>
  queryOptions({
    queryKey: [...mediaDeskKey(), 'all-folders'],
    queryFn: async ({ signal }) =>
      (await consoleApi.call(mediaDeskEndpoints.tree, { query: { onlyFolder: true, all: true, page: 1, limit: 1000 }, signal })).data,
  });

export const useDeskMediaFolders = () => useQuery(deskMediaFoldersQueryOptions());

/** GET /api/admin/media/nodes/{id}: a node with its breadcrumb. */
export const deskMediaNodeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...mediaDeskKey(), 'node', id],
    queryFn: async ({ signal }) => (await consoleApi.call(mediaDeskEndpoints.node, { params: { id }, signal })).data,
  });

export const useDeskMediaNode = (id: string | undefined) => useQuery({ ...deskMediaNodeQueryOptions(id ?? ''), enabled: !!id });

/** A change: afterwards the library's queries and the audit trail are read again. */
function useMediaMutation<V, R>(run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => Promise.all([mediaDeskKey(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** POST /api/admin/media/folders */
export const useCreateMediaFolder = () =>
  useMediaMutation(async (body: DeskMediaFolderCreate) => (await consoleApi.call(mediaDeskEndpoints.createFolder, { body })).data);

/** PUT /api/admin/media/folders/{id}: name and the partner types that see it. */
export const useUpdateMediaFolder = () =>
  useMediaMutation(
    async ({ id, body }: { id: string; body: DeskMediaFolderUpdate }) =>
      (await consoleApi.call(mediaDeskEndpoints.updateFolder, { params: { id }, body })).data,
  );

/** PUT /api/admin/media/files/{id}: a new name (same extension). */
export const useRenameMediaFile = () =>
  useMediaMutation(
    async ({ id, name }: { id: string; name: string }) =>
      (await consoleApi.call(mediaDeskEndpoints.renameFile, { params: { id }, body: { name } })).data,
  );

/** POST /api/admin/media/nodes/{id}/move: into a folder, or to the top (null). */
export const useMoveMediaNode = () =>
  useMediaMutation(
    async ({ id, parentId }: { id: string; parentId: string | null }) =>
      (await consoleApi.call(mediaDeskEndpoints.move, { params: { id }, body: { parentId } })).data,
  );

/** DELETE /api/admin/media/nodes/{id}: a file, or a folder with everything in it. */
export const useDeleteMediaNode = () =>
  useMediaMutation(async (id: string) => consoleApi.call(mediaDeskEndpoints.remove, { params: { id } }));

/** POST /api/admin/media/folders/{id}/files (multipart `files`, several): under the names shown in the list. */
export const useUploadMediaFiles = () =>
  useMediaMutation(async ({ folderId, files }: { folderId: string; files: Array<{ file: File; name: string }> }) => {
    const form = new FormData();
    for (const f of files) form.append(MEDIA_FILES_FIELD, f.file, f.name);
    return (await consoleApi.call(mediaDeskEndpoints.upload, { params: { id: folderId }, body: form })).data;
  });

/** GET /api/admin/media/files/{id}/download: the operator's own copy of a file. */
export async function downloadDeskMediaFile(node: { id: string; name: string }) {
  const { data } = await consoleApi.call(mediaDeskEndpoints.fileDownload, { params: { id: node.id }, silent: false });
  saveBlob(data, node.name);
}
