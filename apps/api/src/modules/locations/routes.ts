import { districtListSchema, districtsQuerySchema, provinceListSchema, wardListSchema, wardsQuerySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import * as locations from './locations-service.ts';

/** Administrative units (spec 3 §7): `/api/partner/locations`, for anyone (reference data). */
export async function locationRoutes(app: FastifyInstance) {
  const r = routes(app, 'locations');

  r.get('/provinces', {
    access: access.public,
    data: provinceListSchema,
    cache: CACHE.publicLookup,
    keep: KEEP.locations,
    handler: ({ deps }) => locations.provinces(deps),
  });

  r.get('/districts', {
    access: access.public,
    query: districtsQuerySchema,
    data: districtListSchema,
    cache: CACHE.publicLookup,
    keep: KEEP.locations,
    handler: ({ deps, query }) => locations.districts(deps, query.maTinh),
  });

  r.get('/wards', {
    access: access.public,
    query: wardsQuerySchema,
    data: wardListSchema,
    cache: CACHE.publicLookup,
    keep: KEEP.locations,
    handler: ({ deps, query }) => locations.wards(deps, query.maHuyen),
  });
}
