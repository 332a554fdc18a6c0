import { CONTRACT_MSG, contractDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as contracts from './contracts-service.ts';

/**
 * The operators' contract desk: `/api/admin/contracts` (contract: endpoints/contracts.ts
 * `contractDeskEndpoints`). Every write records an audit entry.
 */
export async function contractDeskRoutes(app: FastifyInstance) {
  const e = contractDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps, query }) => contracts.listAllContracts(deps, query),
  });

  implement(app, e.optionFields, {
    handler: ({ deps }) => contracts.optionFields(deps),
  });

  implement(app, e.create, {
    message: CONTRACT_MSG.created,
    handler: ({ deps, actor, body }) => contracts.createContract(deps, actor, body),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => contracts.getContract(deps, params.id),
  });

  implement(app, e.update, {
    message: CONTRACT_MSG.updated,
    handler: ({ deps, actor, params, body }) => contracts.updateContract(deps, actor, params.id, body),
  });

  implement(app, e.status, {
    message: CONTRACT_MSG.statusChanged,
    handler: ({ deps, actor, params, body }) => contracts.setStatus(deps, actor, params.id, body.status),
  });

  implement(app, e.addFiles, {
    message: CONTRACT_MSG.filesAdded,
    handler: async ({ deps, actor, params, req }) => {
      const { uploads } = await readMultipart(req, deps.storage, { fileFields: e.addFiles.multipart.files });
      return withUploads(deps.storage, uploads, () => contracts.addFiles(deps, actor, params.id, uploads));
    },
  });

  implement(app, e.file, {
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await contracts.getContractFile(deps, params.id, params.fileId), { inline: true }),
  });

  implement(app, e.removeFile, {
    message: CONTRACT_MSG.fileRemoved,
    handler: ({ deps, actor, params }) => contracts.removeFile(deps, actor, params.id, params.fileId),
  });

  implement(app, e.addProgress, {
    message: CONTRACT_MSG.progressAdded,
    handler: ({ deps, actor, params, body }) => contracts.addProgress(deps, actor, params.id, body),
  });

  implement(app, e.removeProgress, {
    message: CONTRACT_MSG.progressRemoved,
    handler: ({ deps, actor, params }) => contracts.removeProgress(deps, actor, params.id, params.progressId),
  });
}
