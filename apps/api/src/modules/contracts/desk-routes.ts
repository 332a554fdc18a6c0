import {
  adminContractFileParamsSchema,
  adminContractListQuerySchema,
  adminContractParamsSchema,
  adminContractProgressParamsSchema,
  CONTRACT_FILE_FIELD,
  CONTRACT_MSG,
  contractCreateBodySchema,
  contractDetailSchema,
  contractListSchema,
  contractOptionFieldsSchema,
  contractProgressBodySchema,
  contractStatusBodySchema,
  contractUpdateBodySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as contracts from './contracts-service.ts';

const FILE_FIELDS = [CONTRACT_FILE_FIELD, `${CONTRACT_FILE_FIELD}[]`];
/** The operators' contract desk: `/api/admin/contracts`. Every write records an audit entry. */
export async function contractDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-contracts');

  r.get('', {
    access: access.operator('contracts.view'),
    query: adminContractListQuerySchema,
    data: contractListSchema,
    handler: ({ deps, query }) => contracts.listAllContracts(deps, query),
  });

  r.get('/option-fields', {
    access: access.operator('contracts.view'),
    data: contractOptionFieldsSchema,
    handler: ({ deps }) => contracts.optionFields(deps),
  });

  r.post('', {
    access: access.operator('contracts.manage'),
    body: contractCreateBodySchema,
    data: contractDetailSchema,
    message: CONTRACT_MSG.created,
    handler: ({ deps, actor, body }) => contracts.createContract(deps, actor, body),
  });

  r.get('/:id', {
    access: access.operator('contracts.view'),
    params: adminContractParamsSchema,
    data: contractDetailSchema,
    handler: ({ deps, params }) => contracts.getContract(deps, params.id),
  });

  r.put('/:id', {
    access: access.operator('contracts.manage'),
    params: adminContractParamsSchema,
    body: contractUpdateBodySchema,
    data: contractDetailSchema,
    message: CONTRACT_MSG.updated,
    handler: ({ deps, actor, params, body }) => contracts.updateContract(deps, actor, params.id, body),
  });

  r.post('/:id/status', {
    access: access.operator('contracts.manage'),
    params: adminContractParamsSchema,
    body: contractStatusBodySchema,
    data: contractDetailSchema,
    message: CONTRACT_MSG.statusChanged,
    handler: ({ deps, actor, params, body }) => contracts.setStatus(deps, actor, params.id, body.status),
  });

  r.post('/:id/files', {
    access: access.operator('contracts.manage'),
    params: adminContractParamsSchema,
    multipart: { fields: z.object({}), files: FILE_FIELDS },
    data: contractDetailSchema,
    message: CONTRACT_MSG.filesAdded,
    handler: async ({ deps, actor, params, req }) => {
      const { uploads } = await readMultipart(req, deps.storage, { fileFields: FILE_FIELDS });
      return withUploads(deps.storage, uploads, () => contracts.addFiles(deps, actor, params.id, uploads));
    },
  });

  r.raw('/:id/files/:fileId', {
    access: access.operator('contracts.view'),
    params: adminContractFileParamsSchema,
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await contracts.getContractFile(deps, params.id, params.fileId), { inline: true }),
  });

  r.delete('/:id/files/:fileId', {
    access: access.operator('contracts.manage'),
    params: adminContractFileParamsSchema,
    message: CONTRACT_MSG.fileRemoved,
    handler: ({ deps, actor, params }) => contracts.removeFile(deps, actor, params.id, params.fileId),
  });

  r.post('/:id/progress', {
    access: access.operator('contracts.manage'),
    params: adminContractParamsSchema,
    body: contractProgressBodySchema,
    data: contractDetailSchema,
    message: CONTRACT_MSG.progressAdded,
    handler: ({ deps, actor, params, body }) => contracts.addProgress(deps, actor, params.id, body),
  });

  r.delete('/:id/progress/:progressId', {
    access: access.operator('contracts.manage'),
    params: adminContractProgressParamsSchema,
    data: contractDetailSchema,
    message: CONTRACT_MSG.progressRemoved,
    handler: ({ deps, actor, params }) => contracts.removeProgress(deps, actor, params.id, params.progressId),
  });
}
