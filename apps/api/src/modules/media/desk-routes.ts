import { MEDIA_EXTENSIONS, MEDIA_FILES_FIELD, MEDIA_MSG, mediaDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as desk from './desk-service.ts';

/** The resources library's desk: folders, their audiences and files; every change audited (contract: `mediaDeskEndpoints`). */
export async function mediaDeskRoutes(app: FastifyInstance) {
  const e = mediaDeskEndpoints;

  implement(app, e.tree, {
    handler: ({ deps, query }) => desk.listTree(deps, query),
  });

  implement(app, e.node, {
    handler: ({ deps, params }) => desk.getNode(deps, params.id),
  });

  implement(app, e.move, {
    message: MEDIA_MSG.moved,
    handler: ({ deps, actor, params, body }) => desk.move(deps, actor, params.id, body),
  });

  implement(app, e.remove, {
    message: MEDIA_MSG.deleted,
    handler: ({ deps, actor, params }) => desk.remove(deps, actor, params.id),
  });

  implement(app, e.createFolder, {
    message: MEDIA_MSG.folderCreated,
    handler: ({ deps, actor, body }) => desk.createFolder(deps, actor, body),
  });

  implement(app, e.updateFolder, {
    message: MEDIA_MSG.folderUpdated,
    handler: ({ deps, actor, params, body }) => desk.updateFolder(deps, actor, params.id, body),
  });

  implement(app, e.upload, {
    message: (files) => MEDIA_MSG.uploaded(files.length),
    handler: async ({ deps, actor, params, req }) => {
      const { uploads } = await readMultipart(req, deps.storage, { fileFields: [MEDIA_FILES_FIELD], accepted: MEDIA_EXTENSIONS });
      return withUploads(deps.storage, uploads, () => desk.uploadFiles(deps, actor, params.id, uploads));
    },
  });

  implement(app, e.renameFile, {
    message: MEDIA_MSG.fileRenamed,
    handler: ({ deps, actor, params, body }) => desk.renameFile(deps, actor, params.id, body),
  });

  implement(app, e.fileDownload, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await desk.file(deps, params.id)),
  });
}
