import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  integrationCallSchema,
  ormDeliverySchema,
  integrationCreateBodySchema,
  integrationCreatedSchema,
  integrationParamsSchema,
  integrationRowSchema,
} from '../schemas/integrations.ts';

const MANAGE = access.operator('integrations.manage');

/**
 * The integrations desk (administrators): the laboratory systems that call the FHIR API, their
 * secrets (shown once), their recent calls, and their revocation. The FHIR API itself (`/fhir`) is
 * not under /api: it speaks FHIR, not the portal's envelope (modules/integrations/fhir-routes.ts).
 */
export const integrationDeskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/integrations',
    tag: 'admin-integrations',
    access: MANAGE,
    data: z.array(integrationRowSchema),
  }),
  /** Answers the client's secret, this once. */
  create: endpoint({
    method: 'POST',
    path: '/api/admin/integrations',
    tag: 'admin-integrations',
    access: MANAGE,
    body: integrationCreateBodySchema,
    data: integrationCreatedSchema,
  }),
  /** Its tokens stop working at once; a revoked client cannot be brought back (register a new one). */
  revoke: endpoint({
    method: 'POST',
    path: '/api/admin/integrations/:id/revoke',
    tag: 'admin-integrations',
    access: MANAGE,
    params: integrationParamsSchema,
    data: integrationRowSchema,
  }),
  /** Its latest calls, newest first. */
  calls: endpoint({
    method: 'GET',
    path: '/api/admin/integrations/:id/calls',
    tag: 'admin-integrations',
    access: MANAGE,
    params: integrationParamsSchema,
    data: z.array(integrationCallSchema),
  }),
  /** Its outgoing ORM^O01 deliveries, newest first. */
  deliveries: endpoint({
    method: 'GET',
    path: '/api/admin/integrations/:id/deliveries',
    tag: 'admin-integrations',
    access: MANAGE,
    params: integrationParamsSchema,
    data: z.array(ormDeliverySchema),
  }),
};
