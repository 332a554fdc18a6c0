import { BUILD_VERSION, envelope, footerSchema, MSG, versionSchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { access } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { readFooter, upsertFooter } from './footer-repository.ts';

const footerKey = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,40}$/, 'Khóa không hợp lệ!');
/** Footer values are plain text or links; markup is refused rather than stored. */
const footerValue = z
  .string()
  .max(500, 'Nội dung tối đa 500 ký tự!')
  .refine((v) => !/[<>]/.test(v), 'Nội dung không được chứa thẻ HTML!')
  .refine((v) => !/^\s*(javascript|data|vbscript):/i.test(v), 'Liên kết không hợp lệ!');

export async function shellRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/health', {
    config: { access: access.public },
    schema: { tags: ['shell'], response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError('unavailable');
      }
      return { status: 'ok' as const };
    },
  });

  // A constant answer: what the server does with no work at all (the benchmarks' ceiling; a liveness probe).
  r.get('/api/ping', {
    config: { access: access.public },
    schema: { tags: ['shell'], response: { 200: z.object({ data: z.literal('pong') }) } },
    handler: async () => ({ data: 'pong' as const }),
  });

  r.get('/version.json', {
    schema: { hide: true, response: { 200: versionSchema } },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: deps.env.APP_VERSION ?? BUILD_VERSION };
    },
  });

  r.get('/api/partner/footer/list', {
    config: { access: access.public },
    schema: { tags: ['shell'], response: { 200: envelope(footerSchema) } },
    handler: async () => ({ data: await readFooter(deps.db) }),
  });

  r.put('/api/admin/footer', {
    config: { access: access.operator },
    schema: { tags: ['admin'], body: z.record(footerKey, footerValue), response: { 200: envelope(footerSchema) } },
    handler: async (req) => {
      await upsertFooter(deps.db, req.body);
      return { data: await readFooter(deps.db), message: MSG.profileUpdated };
    },
  });
}
