import { DEBT_LETTER_LIMITS, DEBT_LETTER_MSG, debtLetterConfirmFieldsSchema, debtLetterEndpoints } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
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

/**
 * A collaborator's debt confirmation letters (spec 3 §7 'Debt'): `/api/partner/v1/collaborator/debt-confirmation-letter`
 * (contract: endpoints/debts.ts `debtLetterEndpoints`).
 */
export async function debtLetterRoutes(app: FastifyInstance) {
  const e = debtLetterEndpoints;
  app.owners.set('debt-letter', letters.letterOwner);

  implement(app, e.list, {
    handler: ({ deps, auth, query }) => letters.listLetters(deps, auth, query),
  });

  implement(app, e.options, {
    cache: CACHE.privateLookup,
    handler: async () => letters.options(),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => letters.getLetter(deps, params.id),
  });

  implement(app, e.pdf, {
    handler: ({ deps, params, reply }) => sendLetterPdf(deps, reply, params.id),
  });

  implement(app, e.file, {
    handler: ({ deps, params, reply }) => sendLetterFile(deps, reply, params.id),
  });

  implement(app, e.confirm, {
    message: DEBT_LETTER_MSG.confirmed,
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, {
        fileFields: e.confirm.multipart.files,
        accepted: DEBT_LETTER_LIMITS.fileExtensions,
        maxFiles: DEBT_LETTER_LIMITS.maxFiles,
      });
      return withUploads(deps.storage, uploads, () =>
        letters.confirmLetter(deps, auth, params.id, parseFields(debtLetterConfirmFieldsSchema, fields), uploads),
      );
    },
  });
}
