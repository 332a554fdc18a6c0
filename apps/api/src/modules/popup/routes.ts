import { adminPopupSchema, apiPaths, currentPopupSchema, envelope, POPUP_DOCS, POPUP_MSG, popupBodySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { access } from '../../lib/access.ts';
import { richText } from '../../lib/sanitize-html.ts';
import * as popup from './popup-service.ts';

/** The operator's body, its HTML sanitised before the service sees it. */
const popupWriteSchema = popupBodySchema.safeExtend({ content: richText(popupBodySchema.shape.content) });

/** The popup banner (spec 1 §2.8): partners read the current one, operators write it. */
export async function popupRoutes(app: FastifyInstance, { db }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public so that a visitor or a stale token gets "no popup" rather than a 401 that would end
  // a session: the token, when valid, picks the audience.
  r.get(apiPaths.popupCurrent, {
    config: { access: access.public },
    schema: { tags: ['shell'], summary: POPUP_DOCS.current, response: { 200: envelope(currentPopupSchema) } },
    handler: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await popup.currentPopup(db, req.auth) };
    },
  });

  r.get(apiPaths.adminPopup, {
    config: { access: access.operator },
    schema: { tags: ['admin'], summary: POPUP_DOCS.list, response: { 200: envelope(z.array(adminPopupSchema)) } },
    handler: async () => ({ data: await popup.listPopups(db) }),
  });

  r.put(apiPaths.adminPopup, {
    config: { access: access.operator },
    schema: {
      tags: ['admin'],
      summary: POPUP_DOCS.save,
      body: popupWriteSchema,
      response: { 200: envelope(adminPopupSchema) },
    },
    handler: async (req) => {
      const { startTime, endTime, ...rest } = req.body;
      const saved = await popup.savePopup(db, { ...rest, startTime: new Date(startTime), endTime: new Date(endTime) });
      return { data: saved, message: POPUP_MSG.saved };
    },
  });
}
