import {
  catalogueServiceListSchema,
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
import { access } from '../../lib/access.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as catalogue from './catalogue-service.ts';
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

const _RESULT_FILE_FIELDS = [RESULT_FILE_FIELD];
