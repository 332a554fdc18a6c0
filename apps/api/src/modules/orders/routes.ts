import { ORDER_MSG, orderEndpoints, orderPublicEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE } from '../../lib/http-cache.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as catalogue from './catalogue-service.ts';
import * as orders from './orders-service.ts';

/** A collaborator's medical orders (spec 3 §7): `/api/partner/v1/collaborator` (contract: endpoints/orders.ts `orderEndpoints`). */
export async function orderRoutes(app: FastifyInstance) {
  const e = orderEndpoints;
  app.owners.set('medical-order', orders.orderOwner);

  implement(app, e.create, {
    message: ORDER_MSG.created,
    handler: ({ deps, auth, body }) => orders.createOrder(deps, auth, body),
  });

  implement(app, e.list, {
    handler: ({ deps, auth, query }) => orders.listOrders(deps, auth, query),
  });

  implement(app, e.report, {
    handler: ({ deps, auth, query }) => orders.report(deps, auth, query),
  });

  implement(app, e.locations, {
    handler: ({ deps }) => catalogue.bookableFacilities(deps),
  });

  // Not cached: the home-sampling fee is the accountant's setting, which the wizard shows as it is now.
  implement(app, e.optionFields, {
    handler: ({ deps }) => orders.optionFields(deps),
  });

  implement(app, e.filterOptions, {
    cache: CACHE.privateLookup,
    handler: async () => orders.filterOptions(),
  });

  implement(app, e.services, {
    handler: ({ deps, query }) => catalogue.availableServices(deps, query),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => orders.getOrder(deps, params.id),
  });

  implement(app, e.update, {
    message: ORDER_MSG.updated,
    handler: ({ deps, auth, params, body }) => orders.updateOrder(deps, auth, params.id, body),
  });

  implement(app, e.cancel, {
    message: ORDER_MSG.cancelled,
    handler: ({ deps, params, body }) => orders.cancelOrder(deps, params.id, body),
  });

  implement(app, e.request, {
    message: ORDER_MSG.requestSent,
    handler: ({ deps, params, body }) => orders.sendRequest(deps, params.id, body),
  });

  implement(app, e.patient, {
    message: ORDER_MSG.patientChanged,
    handler: ({ deps, auth, params, body }) => orders.changePatient(deps, auth, params.id, body),
  });

  implement(app, e.progressLink, {
    handler: ({ deps, params, req }) => orders.progressLink(deps, params.id, publicOrigin(req, deps.env)),
  });

  implement(app, e.resultFile, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await orders.resultFile(deps, params.id)),
  });

  implement(app, e.progressList, {
    handler: ({ deps, auth, query, req }) => orders.progressList(deps, auth, query, publicOrigin(req, deps.env)),
  });
}

/**
 * The public progress page's data: `/api/partner/progress/{token}` (contract: `orderPublicEndpoints`;
 * the token is the secret; never cached).
 */
export async function publicProgressRoutes(app: FastifyInstance) {
  implement(app, orderPublicEndpoints.progress, {
    handler: async ({ deps, params, reply }) => {
      reply.header('cache-control', 'no-store');
      return orders.publicProgress(deps, params.token);
    },
  });
}
