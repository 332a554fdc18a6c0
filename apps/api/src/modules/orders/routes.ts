import {
  catalogueServiceListSchema,
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
  ORDER_MSG,
  orderBodySchema,
  orderCancelBodySchema,
  orderDetailSchema,
  orderFilterOptionsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderLocationsSchema,
  orderOptionFieldsSchema,
  orderParamsSchema,
  orderPatientBodySchema,
  orderProgressListQuerySchema,
  orderProgressListSchema,
  orderReportQuerySchema,
  orderReportSchema,
  orderRequestBodySchema,
  orderServicesQuerySchema,
  progressLinkSchema,
  progressTokenParamsSchema,
  publicProgressSchema,
  RESULT_FILE_FIELD,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as catalogue from '../catalogue/catalogue-service.ts';
import * as desk from './order-desk-service.ts';
import * as orders from './orders-service.ts';

const COLLABORATOR = ['collaborator'] as const;
const view = access.partner(COLLABORATOR, 'order.view');
const manage = access.partner(COLLABORATOR, 'order.manage');
const viewOwn = access.partner(COLLABORATOR, 'order.view', { owns: 'medical-order' });
const manageOwn = access.partner(COLLABORATOR, 'order.manage', { owns: 'medical-order' });

/** A collaborator's medical orders (spec 3 §7): `/api/partner/v1/collaborator`. */
export async function orderRoutes(app: FastifyInstance) {
  const r = routes(app, 'medical-orders');
  app.owners.set('medical-order', orders.orderOwner);

  r.post('/medical-order/create', {
    access: manage,
    body: orderBodySchema,
    data: orderDetailSchema,
    message: ORDER_MSG.created,
    handler: ({ deps, auth, body }) => orders.createOrder(deps, auth, body),
  });

  r.get('/medical-order/list', {
    access: view,
    query: orderListQuerySchema,
    data: orderListSchema,
    handler: ({ deps, auth, query }) => orders.listOrders(deps, auth, query),
  });

  r.get('/medical-order/report', {
    access: view,
    query: orderReportQuerySchema,
    data: orderReportSchema,
    handler: ({ deps, auth, query }) => orders.report(deps, auth, query),
  });

  r.get('/medical-order/locations', {
    access: view,
    data: orderLocationsSchema,
    handler: ({ deps }) => catalogue.bookableFacilities(deps),
  });

  r.get('/medical-order/option-fields', {
    access: view,
    data: orderOptionFieldsSchema,
    cache: CACHE.privateLookup,
    handler: async () => orders.optionFields(),
  });

  r.get('/medical-order/filter-options', {
    access: view,
    data: orderFilterOptionsSchema,
    cache: CACHE.privateLookup,
    handler: async () => orders.filterOptions(),
  });

  r.get('/medical-order/services', {
    access: view,
    query: orderServicesQuerySchema,
    data: catalogueServiceListSchema,
    handler: ({ deps, query }) => catalogue.availableServices(deps, query),
  });

  r.get('/medical-order/detail/:id', {
    access: viewOwn,
    params: orderParamsSchema,
    data: orderDetailSchema,
    handler: ({ deps, params }) => orders.getOrder(deps, params.id),
  });

  r.put('/medical-order/detail/:id', {
    access: manageOwn,
    params: orderParamsSchema,
    body: orderBodySchema,
    data: orderDetailSchema,
    message: ORDER_MSG.updated,
    handler: ({ deps, auth, params, body }) => orders.updateOrder(deps, auth, params.id, body),
  });

  r.put('/medical-order/detail/:id/cancel', {
    access: manageOwn,
    params: orderParamsSchema,
    body: orderCancelBodySchema,
    data: orderDetailSchema,
    message: ORDER_MSG.cancelled,
    handler: ({ deps, params, body }) => orders.cancelOrder(deps, params.id, body),
  });

  r.put('/medical-order/detail/:id/request', {
    access: manageOwn,
    params: orderParamsSchema,
    body: orderRequestBodySchema,
    data: orderDetailSchema,
    message: ORDER_MSG.requestSent,
    handler: ({ deps, params, body }) => orders.sendRequest(deps, params.id, body),
  });

  r.put('/medical-order/detail/:id/patient', {
    access: manageOwn,
    params: orderParamsSchema,
    body: orderPatientBodySchema,
    data: orderDetailSchema,
    message: ORDER_MSG.patientChanged,
    handler: ({ deps, auth, params, body }) => orders.changePatient(deps, auth, params.id, body),
  });

  r.get('/medical-order/detail/:id/progress-link', {
    access: viewOwn,
    params: orderParamsSchema,
    data: progressLinkSchema,
    handler: ({ deps, params, req }) => orders.progressLink(deps, params.id, publicOrigin(req, deps.env)),
  });

  r.raw('/medical-order/detail/:id/result-file', {
    access: viewOwn,
    params: orderParamsSchema,
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await orders.resultFile(deps, params.id)),
  });

  r.get('/progress-medical-order/list', {
    access: view,
    query: orderProgressListQuerySchema,
    data: orderProgressListSchema,
    handler: ({ deps, auth, query, req }) => orders.progressList(deps, auth, query, publicOrigin(req, deps.env)),
  });
}

/** The public progress page's data: `/api/partner/progress/{token}` (the token is the secret; never cached). */
export async function publicProgressRoutes(app: FastifyInstance) {
  const r = routes(app, 'medical-orders');

  r.get('/:token', {
    access: access.public,
    params: progressTokenParamsSchema,
    data: publicProgressSchema,
    handler: async ({ deps, params, reply }) => {
      reply.header('cache-control', 'no-store');
      return orders.publicProgress(deps, params.token);
    },
  });
}

const RESULT_FILE_FIELDS = [RESULT_FILE_FIELD];

/** The order desk: `/api/admin/orders` (read with orders.view, moved with orders.manage). */
export async function orderDeskRoutes(app: FastifyInstance) {
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
