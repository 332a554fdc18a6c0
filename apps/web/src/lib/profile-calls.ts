import { type PartnerType, profileEndpoints } from '@portal/contract';
import { api } from './api-client';

/*
 * The profile's read. Its query options (profile.ts) are in every page's first load, the public
 * ones' too; this module, with the endpoint's schemas (hence zod), is imported only when the query
 * runs.
 */

/** GET /api/partner/v1/{type}/profile */
export async function getProfile(type: PartnerType, signal?: AbortSignal) {
  return (await api.call(profileEndpoints.read, { params: { type }, signal })).data;
}
