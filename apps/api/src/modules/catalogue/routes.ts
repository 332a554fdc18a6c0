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
  ORDER_DESK_MSG,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as catalogue from './catalogue-service.ts';

/** The services catalogue in the console: `/api/admin/catalogue` (read with orders.view, written with catalogue.manage). */
export async function catalogueRoutes(app: FastifyInstance) {
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

/** Facilities in the console: `/api/admin/facilities`. */
export async function facilityRoutes(app: FastifyInstance) {
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
