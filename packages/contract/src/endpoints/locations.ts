import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { districtListSchema, districtsQuerySchema, provinceListSchema, wardListSchema, wardsQuerySchema } from '../schemas/orders.ts';

/** Administrative units (spec 3 §7; docs/decisions/locations.md for the 2025 mapping): `/api/partner/locations`, for anyone. */
export const locationEndpoints = {
  provinces: endpoint({
    method: 'GET',
    path: '/api/partner/locations/provinces',
    tag: 'locations',
    access: access.public,
    data: provinceListSchema,
  }),
  /** A province's districts (`maTinh`). */
  districts: endpoint({
    method: 'GET',
    path: '/api/partner/locations/districts',
    tag: 'locations',
    access: access.public,
    query: districtsQuerySchema,
    data: districtListSchema,
  }),
  /** A district's wards (`maHuyen`). */
  wards: endpoint({
    method: 'GET',
    path: '/api/partner/locations/wards',
    tag: 'locations',
    access: access.public,
    query: wardsQuerySchema,
    data: wardListSchema,
  }),
};
