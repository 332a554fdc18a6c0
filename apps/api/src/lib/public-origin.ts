import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';

/**
 * The portal's address for links a page embeds: PUBLIC_URL when it is set, else the origin the
 * request came to (behind a proxy, with TRUST_PROXY, its forwarded protocol and host).
 */
export function publicOrigin(req: FastifyRequest, env: Env): string {
  if (env.PUBLIC_URL) return env.publicUrl;
  return `${req.protocol}://${req.host}`;
}
