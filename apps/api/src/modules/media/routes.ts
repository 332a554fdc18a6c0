import { mediaEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import { sendDownload, sendStoredFile } from '../../lib/send-file.ts';
import * as media from './media-service.ts';

/**
 * The resources library, spec 1 §7 (contract: endpoints/media.ts `mediaEndpoints`): every signed-in
 * account reads it; only what the caller's partner type may see, anything else is 404.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const e = mediaEndpoints;

  implement(app, e.tree, {
    handler: ({ deps, auth, query }) => media.listTree(deps, auth, query),
  });

  implement(app, e.filterOption, {
    handler: async () => media.filterOptions(),
  });

  implement(app, e.node, {
    handler: ({ deps, auth, params }) => media.getNode(deps, auth, params.id),
  });

  implement(app, e.fileDownload, {
    handler: async ({ deps, auth, query, reply }) => sendStoredFile(reply, deps.storage, await media.visibleFile(deps, auth, query.id)),
  });

  implement(app, e.filesDownload, {
    handler: async ({ deps, auth, body, reply }) => {
      const archive = await media.selectionArchive(deps, auth, body.ids);
      return sendDownload(reply, { name: archive.name, mime: 'application/zip' }, archive.stream);
    },
  });

  implement(app, e.folderDownload, {
    handler: async ({ deps, auth, query, reply }) => {
      const archive = await media.folderArchive(deps, auth, query.id);
      return sendDownload(reply, { name: archive.name, mime: 'application/zip' }, archive.stream);
    },
  });
}
