import { DEBT_LETTER_MSG, debtLetterDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as desk from './desk-letters-service.ts';
import { sendLetterFile, sendLetterPdf } from './letters-routes.ts';

/** The accounts desk's debt letters: `/api/admin/debts/letters` (contract: endpoints/debts.ts `debtLetterDeskEndpoints`). */
export async function debtLetterDeskRoutes(app: FastifyInstance) {
  const e = debtLetterDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps, query }) => desk.listLetters(deps, query),
  });

  implement(app, e.options, {
    handler: ({ deps }) => desk.options(deps),
  });

  implement(app, e.draft, {
    handler: ({ deps, query }) => desk.draft(deps, query),
  });

  implement(app, e.send, {
    message: DEBT_LETTER_MSG.sent,
    handler: ({ deps, actor, body }) => desk.sendLetter(deps, actor, body),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => desk.getLetter(deps, params.id),
  });

  implement(app, e.correct, {
    message: DEBT_LETTER_MSG.corrected,
    handler: ({ deps, actor, params, body }) => desk.correctLetter(deps, actor, params.id, body),
  });

  implement(app, e.pdf, {
    handler: ({ deps, params, reply }) => sendLetterPdf(deps, reply, params.id),
  });

  implement(app, e.file, {
    handler: ({ deps, params, reply }) => sendLetterFile(deps, reply, params.id),
  });
}
