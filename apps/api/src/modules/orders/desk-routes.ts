import { catalogueDeskEndpoints, facilityDeskEndpoints, ORDER_DESK_MSG, ORDER_LIMITS, orderDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { withOneUpload } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as catalogue from './catalogue-service.ts';
import * as desk from './desk-service.ts';
import * as orders from './orders-service.ts';

/** The services catalogue: `/api/admin/orders/catalogue` (contract: endpoints/orders.ts `catalogueDeskEndpoints`). */
async function catalogueDeskRoutes(app: FastifyInstance) {
  const e = catalogueDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps, query }) => catalogue.listCatalogue(deps, query),
  });

  implement(app, e.create, {
    message: ORDER_DESK_MSG.serviceCreated,
    handler: ({ deps, actor, body }) => catalogue.createService(deps, actor, body),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => catalogue.getCatalogueEntry(deps, params.id),
  });

  implement(app, e.update, {
    message: ORDER_DESK_MSG.serviceUpdated,
    handler: ({ deps, actor, params, body }) => catalogue.updateService(deps, actor, params.id, body),
  });

  implement(app, e.remove, {
    message: ORDER_DESK_MSG.serviceDeleted,
    handler: ({ deps, actor, params }) => catalogue.deleteService(deps, actor, params.id),
  });
}

/** Facilities: `/api/admin/orders/facilities` (contract: `facilityDeskEndpoints`). */
async function facilityDeskRoutes(app: FastifyInstance) {
  const e = facilityDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps, query }) => catalogue.listFacilities(deps, query),
  });

  implement(app, e.create, {
    message: ORDER_DESK_MSG.facilityCreated,
    handler: ({ deps, actor, body }) => catalogue.createFacility(deps, actor, body),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => catalogue.getFacility(deps, params.id),
  });

  implement(app, e.update, {
    message: ORDER_DESK_MSG.facilityUpdated,
    handler: ({ deps, actor, params, body }) => catalogue.updateFacility(deps, actor, params.id, body),
  });

  implement(app, e.remove, {
    message: ORDER_DESK_MSG.facilityDeleted,
    handler: ({ deps, actor, params }) => catalogue.deleteFacility(deps, actor, params.id),
  });
}

/**
 * The order desk: `/api/admin/orders` (contract: `orderDeskEndpoints`; read with orders.view, moved
 * with orders.manage), with the services catalogue and the facilities it books against.
 */
export async function orderDeskRoutes(app: FastifyInstance) {
  await app.register(catalogueDeskRoutes);
  await app.register(facilityDeskRoutes);
  const e = orderDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps, query }) => desk.listOrders(deps, query),
  });

  implement(app, e.optionFields, {
    handler: ({ deps }) => desk.options(deps),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => desk.getOrder(deps, params.id),
  });

  implement(app, e.status, {
    message: ORDER_DESK_MSG.statusChanged,
    handler: ({ deps, actor, params, body }) => desk.setStatus(deps, actor, params.id, body.status, body.note),
  });

  implement(app, e.progress, {
    message: ORDER_DESK_MSG.stepMoved,
    handler: ({ deps, actor, params, body }) => desk.moveProgress(deps, actor, params.id, body.step),
  });

  implement(app, e.result, {
    message: ORDER_DESK_MSG.resultChanged,
    handler: ({ deps, actor, params, body }) => desk.setResult(deps, actor, params.id, body.statusHisStr),
  });

  implement(app, e.uploadResultFile, {
    message: ORDER_DESK_MSG.resultFileSaved,
    handler: ({ deps, actor, params, req }) =>
      withOneUpload(
        req,
        deps.storage,
        { fileFields: e.uploadResultFile.multipart.files, accepted: ORDER_LIMITS.resultFileExtensions },
        (uploads) => desk.attachResultFile(deps, actor, params.id, uploads),
      ),
  });

  implement(app, e.resultFile, {
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await orders.resultFile(deps, params.id), { inline: true }),
  });
}
