import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { robotsTxt, sitemap } from './sitemap-service.ts';

/**
 * `/sitemap.xml` and `/robots.txt` at the site root (beside `/version.json`), for search engines:
 * public, outside the `/api` envelope and the OpenAPI document.
 */
export async function siteFileRoutes(app: FastifyInstance) {
  const config = { access: access.public };
  const schema = { hide: true };

  app.get('/sitemap.xml', { config, schema }, async (_req, reply) => {
    const xml = await sitemap(app.deps);
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { config, schema }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(app.deps.env.publicUrl)),
  );
}
