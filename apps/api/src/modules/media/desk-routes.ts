import {
  deskMediaFileRenameSchema,
  deskMediaFolderCreateSchema,
  deskMediaFolderUpdateSchema,
  deskMediaMoveSchema,
  deskMediaNodeDetailSchema,
  deskMediaTreeQuerySchema,
  deskMediaTreeSchema,
  deskMediaUploadResultSchema,
  MEDIA_EXTENSIONS,
  MEDIA_FILES_FIELD,
  MEDIA_MSG,
  mediaIdParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as desk from './desk-service.ts';

const MANAGE = access.operator('content.media');

/** The resources library's desk (`/api/admin/media`): folders, their audiences and files; every change audited. */
export async function mediaDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-media');

  r.get('/tree', {
    access: MANAGE,
    query: deskMediaTreeQuerySchema,
    data: deskMediaTreeSchema,
    handler: ({ deps, query }) => desk.listTree(deps, query),
  });

  r.get('/nodes/:id', {
    access: MANAGE,
    params: mediaIdParamsSchema,
    data: deskMediaNodeDetailSchema,
    handler: ({ deps, params }) => desk.getNode(deps, params.id),
  });

  r.post('/nodes/:id/move', {
    access: MANAGE,
    params: mediaIdParamsSchema,
    body: deskMediaMoveSchema,
    data: deskMediaNodeDetailSchema,
    message: MEDIA_MSG.moved,
    handler: ({ deps, actor, params, body }) => desk.move(deps, actor, params.id, body),
  });

  r.delete('/nodes/:id', {
    access: MANAGE,
    params: mediaIdParamsSchema,
    message: MEDIA_MSG.deleted,
    handler: ({ deps, actor, params }) => desk.remove(deps, actor, params.id),
  });

  r.post('/folders', {
    access: MANAGE,
    body: deskMediaFolderCreateSchema,
    data: deskMediaNodeDetailSchema,
    message: MEDIA_MSG.folderCreated,
    handler: ({ deps, actor, body }) => desk.createFolder(deps, actor, body),
  });

  r.put('/folders/:id', {
    access: MANAGE,
    params: mediaIdParamsSchema,
    body: deskMediaFolderUpdateSchema,
    data: deskMediaNodeDetailSchema,
    message: MEDIA_MSG.folderUpdated,
    handler: ({ deps, actor, params, body }) => desk.updateFolder(deps, actor, params.id, body),
  });

  // Several files at once, each content-checked; a refused file, or any failure after, stores nothing.
  r.post('/folders/:id/files', {
    access: MANAGE,
    params: mediaIdParamsSchema,
    multipart: { fields: z.object({}), files: [MEDIA_FILES_FIELD] },
    data: deskMediaUploadResultSchema,
    message: (files) => MEDIA_MSG.uploaded(files.length),
    handler: async ({ deps, actor, params, req }) => {
      const { uploads } = await readMultipart(req, deps.storage, { fileFields: [MEDIA_FILES_FIELD], accepted: MEDIA_EXTENSIONS });
      return withUploads(deps.storage, uploads, () => desk.uploadFiles(deps, actor, params.id, uploads));
    },
  });

  r.put('/files/:id', {
    access: MANAGE,
    params: mediaIdParamsSchema,
    body: deskMediaFileRenameSchema,
    data: deskMediaNodeDetailSchema,
    message: MEDIA_MSG.fileRenamed,
    handler: ({ deps, actor, params, body }) => desk.renameFile(deps, actor, params.id, body),
  });

  r.raw('/files/:id/download', {
    access: MANAGE,
    params: mediaIdParamsSchema,
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await desk.file(deps, params.id)),
  });
}
