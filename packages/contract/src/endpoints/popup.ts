import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  adminPopupSchema,
  currentPopupSchema,
  popupBodySchema,
  popupDismissBodySchema,
  popupDismissParamsSchema,
} from '../schemas/popup.ts';

/** The popup banner (spec 1 §2.8) partners read. */
export const popupEndpoints = {
  /**
   * The popup for the caller, or null. Public so that a visitor or a stale token gets "no popup"
   * rather than a 401 that would end a session: the token, when valid, picks the audience.
   */
  current: endpoint({
    method: 'GET',
    path: '/api/partner/popup/current',
    tag: 'shell',
    access: access.public,
    data: currentPopupSchema,
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/api/partner/popup/:id/dismiss',
    tag: 'shell',
    access: access.anyPartner,
    params: popupDismissParamsSchema,
    body: popupDismissBodySchema,
  }),
};

const MANAGE = access.operator('content.popup');

/** The popup desk: operators list and write the popup of each audience. */
export const popupDeskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/popup',
    tag: 'admin',
    access: MANAGE,
    data: z.array(adminPopupSchema),
  }),
  /** Replaces the popup of the body's audience; its HTML is sanitised by the server before it is stored. */
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/popup',
    tag: 'admin',
    access: MANAGE,
    body: popupBodySchema,
    data: adminPopupSchema,
  }),
};
