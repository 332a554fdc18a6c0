import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { footerUpdateBodySchema } from '../schemas/admin.ts';
import { footerSchema } from '../schemas/footer.ts';

/**
 * What every page needs, for anyone: liveness, readiness and ping for operations (docs/operations.md;
 * not in the envelope: load balancers read `{ status }`), and the footer.
 */
export const shellEndpoints = {
  /** Liveness: the process runs and its event loop turns; nothing else is asked (restart it when this fails). */
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    outside: 'probe: the load balancer and the process supervisor (is the process alive)',
    tag: 'shell',
    access: access.public,
    summary: 'Liveness: the process answers (no database)',
    raw: true,
  }),
  /** Readiness: send traffic here (database and job queue up, not shutting down). */
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    outside: 'probe: the load balancer (may this server take requests)',
    tag: 'shell',
    access: access.public,
    summary: 'Readiness: database and job queue answer, not shutting down',
    raw: true,
  }),
  /** The same check as `ready`, under its first name. */
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    outside: 'probe: monitoring (the database, storage and queue, one by one)',
    tag: 'shell',
    access: access.public,
    summary: 'Readiness (the first name of /api/health/ready)',
    raw: true,
  }),
  /** A constant answer: what the server does with no work at all (the benchmarks' ceiling; a liveness probe). */
  ping: endpoint({
    method: 'GET',
    path: '/api/ping',
    outside: 'probe: a plain answer for uptime checks',
    tag: 'shell',
    access: access.public,
    data: z.literal('pong'),
  }),
  /** The flat footer object of spec 1 §3 (the header's hotline too). */
  footer: endpoint({
    method: 'GET',
    path: '/api/partner/footer/list',
    tag: 'shell',
    access: access.public,
    data: footerSchema,
  }),
};

/** The footer desk: operators edit the footer every page shows. */
export const footerDeskEndpoints = {
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/footer',
    tag: 'admin',
    access: access.operator('content.footer'),
    body: footerUpdateBodySchema,
    data: footerSchema,
  }),
};
