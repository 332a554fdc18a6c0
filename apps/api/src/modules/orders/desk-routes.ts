import {
  catalogueBodySchema,
  catalogueEntrySchema,
  catalogueListQuerySchema,
  catalogueListSchema,
  catalogueParamsSchema,
  facilityBodySchema,
  facilityListQuerySchema,
  facilityListSchema,
  facilityParamsSchema,
  facilitySchema,
  deskOrderDetailSchema,
  deskOrderListQuerySchema,
  deskOrderListSchema,
  deskOrderOptionsSchema,
  deskOrderParamsSchema,
  deskOrderResultBodySchema,
  deskOrderStatusBodySchema,
  deskOrderStepBodySchema,
  ORDER_DESK_MSG,
  ORDER_LIMITS,
  RESULT_FILE_FIELD,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as catalogue from './catalogue-service.ts';
import * as desk from './desk-service.ts';
import * as orders from './orders-service.ts';

/** The services catalogue: `/api/admin/orders/catalogue` (read with orders.view, written with catalogue.manage). */
async function catalogueDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-catalogue');

  r.get('', {
    access: access.operator('orders.view'),
    query: catalogueListQuerySchema,
    data: catalogueListSchema,
    handler: ({ deps, query }) => catalogue.listCatalogue(deps, query),
  });

  r.post('', {
    access: access.operator('catalogue.manage'),
    body: catalogueBodySchema,
    data: catalogueEntrySchema,
    message: ORDER_DESK_MSG.serviceCreated,
    handler: ({ deps, actor, body }) => catalogue.createService(deps, actor, body),
  });

  r.get('/:id', {
    access: access.operator('orders.view'),
    params: catalogueParamsSchema,
    data: catalogueEntrySchema,
    handler: ({ deps, params }) => catalogue.getCatalogueEntry(deps, params.id),
  });

  r.put('/:id', {
    access: access.operator('catalogue.manage'),
    params: catalogueParamsSchema,
    body: catalogueBodySchema,
    data: catalogueEntrySchema,
    message: ORDER_DESK_MSG.serviceUpdated,
    handler: ({ deps, actor, params, body }) => catalogue.updateService(deps, actor, params.id, body),
  });

  r.delete('/:id', {
    access: access.operator('catalogue.manage'),
    params: catalogueParamsSchema,
    message: ORDER_DESK_MSG.serviceDeleted,
    handler: ({ deps, actor, params }) => catalogue.deleteService(deps, actor, params.id),
  });
}

/** Facilities: `/api/admin/orders/facilities`. */
async function facilityDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-facilities');

  r.get('', {
    access: access.operator('orders.view'),
    query: facilityListQuerySchema,
    data: facilityListSchema,
    handler: ({ deps, query }) => catalogue.listFacilities(deps, query),
  });

  r.post('', {
    access: access.operator('catalogue.manage'),
    body: facilityBodySchema,
    data: facilitySchema,
    message: ORDER_DESK_MSG.facilityCreated,
    handler: ({ deps, actor, body }) => catalogue.createFacility(deps, actor, body),
  });

  r.get('/:id', {
    access: access.operator('orders.view'),
    params: facilityParamsSchema,
    data: facilitySchema,
    handler: ({ deps, params }) => catalogue.getFacility(deps, params.id),
  });

  r.put('/:id', {
    access: access.operator('catalogue.manage'),
    params: facilityParamsSchema,
    body: facilityBodySchema,
    data: facilitySchema,
    message: ORDER_DESK_MSG.facilityUpdated,
    handler: ({ deps, actor, params, body }) => catalogue.updateFacility(deps, actor, params.id, body),
  });

  r.delete('/:id', {
    access: access.operator('catalogue.manage'),
    params: facilityParamsSchema,
    message: ORDER_DESK_MSG.facilityDeleted,
    handler: ({ deps, actor, params }) => catalogue.deleteFacility(deps, actor, params.id),
  });
}

const RESULT_FILE_FIELDS = [RESULT_FILE_FIELD];

/**
 * The order desk: `/api/admin/orders` (read with orders.view, moved with orders.manage), with the
 * services catalogue and the facilities it books against.
 */
export async function orderDeskRoutes(app: FastifyInstance) {
  await app.register(catalogueDeskRoutes, { prefix: '/catalogue' });
  await app.register(facilityDeskRoutes, { prefix: '/facilities' });
  const r = routes(app, 'admin-orders');

  r.get('', {
    access: access.operator('orders.view'),
    query: deskOrderListQuerySchema,
    data: deskOrderListSchema,
    handler: ({ deps, query }) => desk.listOrders(deps, query),
  });

  r.get('/option-fields', {
    access: access.operator('orders.view'),
    data: deskOrderOptionsSchema,
    handler: ({ deps }) => desk.options(deps),
  });

  r.get('/:id', {
    access: access.operator('orders.view'),
    params: deskOrderParamsSchema,
    data: deskOrderDetailSchema,
    handler: ({ deps, params }) => desk.getOrder(deps, params.id),
  });

  r.post('/:id/status', {
    access: access.operator('orders.manage'),
    params: deskOrderParamsSchema,
    body: deskOrderStatusBodySchema,
    data: deskOrderDetailSchema,
    message: ORDER_DESK_MSG.statusChanged,
    handler: ({ deps, actor, params, body }) => desk.setStatus(deps, actor, params.id, body.status, body.note),
  });

  r.post('/:id/progress', {
    access: access.operator('orders.manage'),
    params: deskOrderParamsSchema,
    body: deskOrderStepBodySchema,
    data: deskOrderDetailSchema,
    message: ORDER_DESK_MSG.stepMoved,
    handler: ({ deps, actor, params, body }) => desk.moveProgress(deps, actor, params.id, body.step),
  });

  r.post('/:id/result', {
    access: access.operator('orders.manage'),
    params: deskOrderParamsSchema,
    body: deskOrderResultBodySchema,
    data: deskOrderDetailSchema,
    message: ORDER_DESK_MSG.resultChanged,
    handler: ({ deps, actor, params, body }) => desk.setResult(deps, actor, params.id, body.statusHisStr),
  });

  r.post('/:id/result-file', {
    access: access.operator('orders.manage'),
    params: deskOrderParamsSchema,
    multipart: { fields: z.object({}), files: RESULT_FILE_FIELDS },
    data: deskOrderDetailSchema,
    message: ORDER_DESK_MSG.resultFileSaved,
    handler: async ({ deps, actor, params, req }) => {
      const { uploads } = await readMultipart(req, deps.storage, {
        fileFields: RESULT_FILE_FIELDS,
        accepted: ORDER_LIMITS.resultFileExtensions,
        maxFiles: 1,
      });
      return withUploads(deps.storage, uploads, () => desk.attachResultFile(deps, actor, params.id, uploads));
    },
  });

  r.raw('/:id/result-file', {
    access: access.operator('orders.view'),
    params: deskOrderParamsSchema,
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await orders.resultFile(deps, params.id), { inline: true }),
  });
}
