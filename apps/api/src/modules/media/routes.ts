import {
  mediaDownloadBodySchema,
  mediaFilterOptionSchema,
  mediaIdParamsSchema,
  mediaIdQuerySchema,
  mediaNodeDetailSchema,
  mediaTreeQuerySchema,
  mediaTreeSchema,
  PARTNER_TYPES,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import { sendDownload, sendStoredFile } from '../../lib/send-file.ts';
import * as media from './media-service.ts';

/*
 * The resources library is general information every signed-in account reads (spec 1 §1 "logged-in
 * partners additionally see … resources"), staff included: `account.self`, the key every account
 * holds. What each caller sees is decided by its partner type, in the service.
 */
const READ = access.partner(PARTNER_TYPES, 'account.self');

/** The resources library (spec 1 §7), `/api/partner/media/…`: only what the caller's partner type may see; anything else is 404. */
export async function mediaRoutes(app: FastifyInstance) {
  const r = routes(app, 'media');

  r.get('/tree', {
    access: READ,
    query: mediaTreeQuerySchema,
    data: mediaTreeSchema,
    handler: ({ deps, auth, query }) => media.listTree(deps, auth, query),
  });

  r.get('/filter-option', {
    access: READ,
    data: mediaFilterOptionSchema,
    handler: async () => media.filterOptions(),
  });

  r.get('/:id', {
    access: READ,
    params: mediaIdParamsSchema,
    data: mediaNodeDetailSchema,
    handler: ({ deps, auth, params }) => media.getNode(deps, auth, params.id),
  });

  r.rawPost('/file/download', {
    access: READ,
    summary: 'One file of the library (binary)',
    query: mediaIdQuerySchema,
    handler: async ({ deps, auth, query, reply }) => sendStoredFile(reply, deps.storage, await media.visibleFile(deps, auth, query.id)),
  });

  r.rawPost('/files/download', {
    access: READ,
    summary: 'Several files or folders as one ZIP, streamed',
    body: mediaDownloadBodySchema,
    errorStatuses: [422],
    handler: async ({ deps, auth, body, reply }) => {
      const archive = await media.selectionArchive(deps, auth, body.ids);
      return sendDownload(reply, { name: archive.name, mime: 'application/zip' }, archive.stream);
    },
  });

  r.rawPost('/folder/download', {
    access: READ,
    summary: 'A whole folder as one ZIP, streamed',
    query: mediaIdQuerySchema,
    errorStatuses: [422],
    handler: async ({ deps, auth, query, reply }) => {
      const archive = await media.folderArchive(deps, auth, query.id);
      return sendDownload(reply, { name: archive.name, mime: 'application/zip' }, archive.stream);
    },
  });
}
