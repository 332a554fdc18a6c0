import { homeEndpoints, type PartnerType } from '@portal/contract';
import { api } from '@/lib/api-client';

/*
 * The workspace's call, imported only when its query runs: the home page is in the entry (the home
 * route's loader starts the query for a signed-in partner), and a visitor's first load carries
 * neither the endpoint's schemas nor zod.
 */

/** GET /api/partner/v1/{type}/home/workspace: what waits for the signed-in partner. */
export async function getWorkspace(type: PartnerType, signal?: AbortSignal) {
  return (await api.call(homeEndpoints.workspace, { params: { type }, signal })).data;
}
