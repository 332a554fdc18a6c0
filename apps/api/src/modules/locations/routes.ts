import { locationEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { implement } from '../../lib/route.ts';
import * as locations from './locations-service.ts';

/** Administrative units (spec 3 §7): `/api/partner/locations`, for anyone (reference data; contract: endpoints/locations.ts). */
export async function locationRoutes(app: FastifyInstance) {
  const e = locationEndpoints;

  implement(app, e.provinces, {
    cache: CACHE.publicLookup,
    keep: KEEP.locations,
    handler: ({ deps }) => locations.provinces(deps),
  });

  implement(app, e.districts, {
    cache: CACHE.publicLookup,
    keep: KEEP.locations,
    handler: ({ deps, query }) => locations.districts(deps, query.maTinh),
  });

  implement(app, e.wards, {
    cache: CACHE.publicLookup,
    keep: KEEP.locations,
    handler: ({ deps, query }) => locations.wards(deps, query.maHuyen),
  });
}
