import {
  DEBT_LETTER_MSG,
  debtLetterParamsSchema,
  deskDebtLetterBodySchema,
  deskDebtLetterCorrectBodySchema,
  deskDebtLetterDetailSchema,
  deskDebtLetterDraftQuerySchema,
  deskDebtLetterDraftSchema,
  deskDebtLetterListQuerySchema,
  deskDebtLetterListSchema,
  deskDebtLetterOptionsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as desk from './desk-letters-service.ts';
import { sendLetterFile, sendLetterPdf } from './letters-routes.ts';

const read = access.operator('debts.view');
const manage = access.operator('debts.manage');

/** The accounts desk's debt letters: `/api/admin/debts/letters`. */
export async function debtLetterDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-debt-letters');

  r.get('', {
    access: read,
    query: deskDebtLetterListQuerySchema,
    data: deskDebtLetterListSchema,
    handler: ({ deps, query }) => desk.listLetters(deps, query),
  });

  r.get('/options', {
    access: read,
    data: deskDebtLetterOptionsSchema,
    handler: ({ deps }) => desk.options(deps),
  });

  r.get('/draft', {
    access: manage,
    query: deskDebtLetterDraftQuerySchema,
    data: deskDebtLetterDraftSchema,
    handler: ({ deps, query }) => desk.draft(deps, query),
  });

  r.post('', {
    access: manage,
    body: deskDebtLetterBodySchema,
    data: deskDebtLetterDetailSchema,
    message: DEBT_LETTER_MSG.sent,
    handler: ({ deps, actor, body }) => desk.sendLetter(deps, actor, body),
  });

  r.get('/:id', {
    access: read,
    params: debtLetterParamsSchema,
    data: deskDebtLetterDetailSchema,
    handler: ({ deps, params }) => desk.getLetter(deps, params.id),
  });

  r.post('/:id/correct', {
    access: manage,
    params: debtLetterParamsSchema,
    body: deskDebtLetterCorrectBodySchema,
    data: deskDebtLetterDetailSchema,
    message: DEBT_LETTER_MSG.corrected,
    errorStatuses: [422],
    handler: ({ deps, actor, params, body }) => desk.correctLetter(deps, actor, params.id, body),
  });

  r.raw('/:id/pdf', {
    access: read,
    params: debtLetterParamsSchema,
    handler: ({ deps, params, reply }) => sendLetterPdf(deps, reply, params.id),
  });

  r.raw('/:id/file', {
    access: read,
    params: debtLetterParamsSchema,
    handler: ({ deps, params, reply }) => sendLetterFile(deps, reply, params.id),
  });
}
