import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LIMITS } from '@portal/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { Mailer } from './lib/mailer.ts';
import { MULTIPART_LIMITS } from './lib/multipart.ts';
import type { Storage } from './lib/storage.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { popupRoutes } from './modules/popup/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { shellRoutes } from './modules/shell/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';

export type AppDeps = {
  env: Env;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  sessionTtlHours: number;
  redis?: Redis | undefined;
};

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Content-Security-Policy: no inline or eval'd script; inline styles for antd's CSS-in-JS. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Builds the whole HTTP application without listening (server.ts listens; tests inject).
 * Order: external plugins → app plugins (errors, auth) → routes → the web app.
 */
export async function buildApp(deps: AppDeps, logger: FastifyBaseLogger | false = false): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    requestTimeout: LIMITS.requestTimeoutMs,
    trustProxy: deps.env.TRUST_PROXY ? deps.env.TRUST_PROXY === 'true' || deps.env.TRUST_PROXY.split(',') : false,
    requestIdHeader: false, // genReqId reads x-request-id itself, accepting only safe values
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'portal-rl:' } : {}),
    skipOnError: false,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cổng đối tác — API', version: '1.0.0', description: 'API của cổng đối tác (đối tác và quản trị).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { db: deps.db });

  await app.register(async (api) => {
    await shellRoutes(api, deps);
    await authRoutes(api, deps);
    await profileRoutes(api, deps);
    await popupRoutes(api, deps);
    await adminRoutes(api, deps);
  });

  await serveWebApp(app, deps.env.WEB_DIST ?? DEFAULT_WEB_DIST);
  return app;
}

/** The built SPA: hashed assets cached for a year, index.html for every other page path. */
async function serveWebApp(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  const hasWeb = existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build leaves .br and .gz copies beside each asset (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !/\.[a-z0-9]{1,8}(\?|$)/i.test(request.url);
    if (hasWeb && isPage) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Không tìm thấy tài nguyên yêu cầu.' });
  });
}
