import {
  DEBT_LETTER_FILE_FIELD,
  DEBT_LETTER_LIMITS,
  DEBT_LETTER_MSG,
  debtLetterConfirmFieldsSchema,
  debtLetterDetailSchema,
  debtLetterListQuerySchema,
  debtLetterListSchema,
  debtLetterOptionsSchema,
  debtLetterParamsSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { access } from '../../lib/access.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendDownload, sendStoredFile } from '../../lib/send-file.ts';
import * as letters from './letters-service.ts';

/** A letter's PDF record as a download (the collaborator's and the desk's call alike). */
export async function sendLetterPdf(deps: AppDeps, reply: FastifyReply, id: string) {
  const pdf = await letters.letterRecordPdf(deps, id);
  return sendDownload(reply, { name: pdf.name, mime: 'application/pdf', size: pdf.bytes.length }, pdf.bytes);
}

/** The file attached to a letter's answer. */
export const sendLetterFile = async (deps: AppDeps, reply: FastifyReply, id: string) =>
  sendStoredFile(reply, deps.storage, await letters.responseFile(deps, id));

const COLLABORATOR = ['collaborator'] as const;
const view = access.partner(COLLABORATOR, 'debt.view');
const viewOwn = access.partner(COLLABORATOR, 'debt.view', { owns: 'debt-letter' });
const answerOwn = access.partner(COLLABORATOR, 'debt.answer', { owns: 'debt-letter' });

/** A collaborator's debt confirmation letters (spec 3 §7 'Debt'): `/api/partner/v1/collaborator/debt-confirmation-letter`. */
export async function debtLetterRoutes(app: FastifyInstance) {
  const r = routes(app, 'debt-letters');
  app.owners.set('debt-letter', letters.letterOwner);

  r.get('/list', {
    access: view,
    query: debtLetterListQuerySchema,
    data: debtLetterListSchema,
    handler: ({ deps, auth, query }) => letters.listLetters(deps, auth, query),
  });

  r.get('/options', {
    access: view,
    data: debtLetterOptionsSchema,
    cache: CACHE.privateLookup,
    handler: async () => letters.options(),
  });

  r.get('/detail/:id', {
    access: viewOwn,
    params: debtLetterParamsSchema,
    data: debtLetterDetailSchema,
    handler: ({ deps, params }) => letters.getLetter(deps, params.id),
  });

  r.raw('/detail/:id/pdf', {
    access: viewOwn,
    params: debtLetterParamsSchema,
    handler: ({ deps, params, reply }) => sendLetterPdf(deps, reply, params.id),
  });

  r.raw('/detail/:id/file', {
    access: viewOwn,
    params: debtLetterParamsSchema,
    handler: ({ deps, params, reply }) => sendLetterFile(deps, reply, params.id),
  });

  r.post('/confirm/:id', {
    access: answerOwn,
    params: debtLetterParamsSchema,
    multipart: { fields: debtLetterConfirmFieldsSchema, files: [DEBT_LETTER_FILE_FIELD] },
    data: debtLetterDetailSchema,
    message: DEBT_LETTER_MSG.confirmed,
    errorStatuses: [413, 415, 422],
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, {
        fileFields: [DEBT_LETTER_FILE_FIELD],
        accepted: DEBT_LETTER_LIMITS.fileExtensions,
        maxFiles: DEBT_LETTER_LIMITS.maxFiles,
      });
      return withUploads(deps.storage, uploads, () =>
        letters.confirmLetter(deps, auth, params.id, parseFields(debtLetterConfirmFieldsSchema, fields), uploads),
      );
    },
  });
}
