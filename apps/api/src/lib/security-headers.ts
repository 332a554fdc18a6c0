import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once: with no per-request part (no nonce, no directive computed
 * from the request) they are the same on every answer, so each request only sets them. (The
 * Fastify wrapper built helmet's middleware, parsing the policy, on every request.)
 */
export function securityHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, readonly [string, string]>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return [...headers.values()];
}

/** Sets helmet's headers on every answer, as `@fastify/helmet` did (on the raw reply, at the request's start). */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
