import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  deskMediaFileRenameSchema,
  deskMediaFolderCreateSchema,
  deskMediaFolderUpdateSchema,
  deskMediaMoveSchema,
  deskMediaNodeDetailSchema,
  deskMediaTreeQuerySchema,
  deskMediaTreeSchema,
  deskMediaUploadResultSchema,
  MEDIA_FILES_FIELD,
  mediaDownloadBodySchema,
  mediaFilterOptionSchema,
  mediaIdParamsSchema,
  mediaIdQuerySchema,
  mediaNodeDetailSchema,
  mediaTreeQuerySchema,
  mediaTreeSchema,
} from '../schemas/media.ts';

/*
 * The resources library is general information every signed-in account reads (spec 1 §1 "logged-in
 * partners additionally see … resources"), staff included: `account.self`, the key every account
 * holds. What each caller sees is decided by its partner type, in the server's service.
 */
/** The resources library (spec 1 §7): only what the caller's partner type may see; anything else is 404. */
export const mediaEndpoints = {
  tree: endpoint({
    method: 'GET',
    path: '/api/partner/media/tree',
    tag: 'media',
    access: access.anyPartner,
    query: mediaTreeQuerySchema,
    data: mediaTreeSchema,
  }),
  filterOption: endpoint({
    method: 'GET',
    path: '/api/partner/media/filter-option',
    tag: 'media',
    access: access.anyPartner,
    data: mediaFilterOptionSchema,
  }),
  node: endpoint({
    method: 'GET',
    path: '/api/partner/media/:id',
    tag: 'media',
    access: access.anyPartner,
    params: mediaIdParamsSchema,
    data: mediaNodeDetailSchema,
  }),
  fileDownload: endpoint({
    method: 'POST',
    path: '/api/partner/media/file/download',
    tag: 'media',
    access: access.anyPartner,
    summary: 'One file of the library (binary)',
    query: mediaIdQuerySchema,
    raw: true,
  }),
  filesDownload: endpoint({
    method: 'POST',
    path: '/api/partner/media/files/download',
    tag: 'media',
    access: access.anyPartner,
    summary: 'Several files or folders as one ZIP, streamed',
    body: mediaDownloadBodySchema,
    errorStatuses: [422],
    raw: true,
  }),
  folderDownload: endpoint({
    method: 'POST',
    path: '/api/partner/media/folder/download',
    tag: 'media',
    access: access.anyPartner,
    summary: 'A whole folder as one ZIP, streamed',
    query: mediaIdQuerySchema,
    errorStatuses: [422],
    raw: true,
  }),
};

const MANAGE = access.operator('content.media');

/** The resources library's desk: folders, their audiences and files; every change audited. */
export const mediaDeskEndpoints = {
  tree: endpoint({
    method: 'GET',
    path: '/api/admin/media/tree',
    tag: 'admin-media',
    access: MANAGE,
    query: deskMediaTreeQuerySchema,
    data: deskMediaTreeSchema,
  }),
  node: endpoint({
    method: 'GET',
    path: '/api/admin/media/nodes/:id',
    tag: 'admin-media',
    access: MANAGE,
    params: mediaIdParamsSchema,
    data: deskMediaNodeDetailSchema,
  }),
  move: endpoint({
    method: 'POST',
    path: '/api/admin/media/nodes/:id/move',
    tag: 'admin-media',
    access: MANAGE,
    params: mediaIdParamsSchema,
    body: deskMediaMoveSchema,
    data: deskMediaNodeDetailSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/media/nodes/:id',
    tag: 'admin-media',
    access: MANAGE,
    params: mediaIdParamsSchema,
  }),
  createFolder: endpoint({
    method: 'POST',
    path: '/api/admin/media/folders',
    tag: 'admin-media',
    access: MANAGE,
    body: deskMediaFolderCreateSchema,
    data: deskMediaNodeDetailSchema,
  }),
  updateFolder: endpoint({
    method: 'PUT',
    path: '/api/admin/media/folders/:id',
    tag: 'admin-media',
    access: MANAGE,
    params: mediaIdParamsSchema,
    body: deskMediaFolderUpdateSchema,
    data: deskMediaNodeDetailSchema,
  }),
  /** Several files at once, each content-checked; a refused file, or any failure after, stores nothing. */
  upload: endpoint({
    method: 'POST',
    path: '/api/admin/media/folders/:id/files',
    tag: 'admin-media',
    access: MANAGE,
    params: mediaIdParamsSchema,
    multipart: { fields: z.object({}), files: [MEDIA_FILES_FIELD] },
    data: deskMediaUploadResultSchema,
  }),
  renameFile: endpoint({
    method: 'PUT',
    path: '/api/admin/media/files/:id',
    tag: 'admin-media',
    access: MANAGE,
    params: mediaIdParamsSchema,
    body: deskMediaFileRenameSchema,
    data: deskMediaNodeDetailSchema,
  }),
  fileDownload: endpoint({
    method: 'GET',
    path: '/api/admin/media/files/:id/download',
    tag: 'admin-media',
    access: MANAGE,
    params: mediaIdParamsSchema,
    raw: true,
  }),
};
