import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { LIVE_PATHS } from '../live.ts';

/**
 * The live streams (Server-Sent Events, `text/event-stream`): one for a signed-in partner account,
 * one for an operator. Each sends `event: change` with a `LiveEvent` as its data, for what concerns
 * the caller only (its partner's changes; the operators' desks), and a comment line as a heartbeat.
 */
export const liveEndpoints = {
  partner: endpoint({
    method: 'GET',
    path: LIVE_PATHS.partner,
    tag: 'live',
    access: access.anyPartner,
    summary: "Live updates for the partner's open pages (Server-Sent Events)",
    raw: true,
  }),
  operator: endpoint({
    method: 'GET',
    path: LIVE_PATHS.operator,
    tag: 'live',
    access: access.operatorSelf,
    summary: "Live updates for the operator's open desks (Server-Sent Events)",
    raw: true,
  }),
};
