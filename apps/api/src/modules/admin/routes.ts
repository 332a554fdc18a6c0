import { envelope, LIMITS, listOf, MSG, pageQuerySchema, PARTNER_TYPES, rules } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { users } from '../../db/schema.ts';
import { access } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { approveAccount } from './approve-account.ts';
import { listPartners } from './partner-list-repository.ts';

const partnerRowSchema = z.object({
  id: z.string(),
  type: z.string(),
  code: z.string(),
  name: z.string(),
  taxCode: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  createdAt: z.string(),
  username: z.string().nullable(),
});

const listQuerySchema = pageQuerySchema.extend({
  type: z.enum(PARTNER_TYPES).optional(),
  status: z.enum(['pending', 'active', 'locked', 'rejected']).optional(),
  search: rules.search.optional(),
});

/** Back-office calls of the operator (the portal owner); never reachable with a partner token. */
export async function adminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/partners', {
    config: { access: access.operator },
    schema: {
      tags: ['admin'],
      summary: 'Danh sách đối tác',
      querystring: listQuerySchema,
      response: { 200: envelope(listOf(partnerRowSchema)) },
    },
    handler: async (req) => {
      const limit = Math.min(req.query.limit, LIMITS.listLimitCap);
      const { items, total } = await listPartners(db, req.query, req.query.page, limit);
      return {
        data: {
          items: items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
          pagination: { page: req.query.page, limit, count: total, totalCount: total },
        },
      };
    },
  });

  r.post('/api/admin/partners/:id/approve', {
    config: { access: { ...access.operator, object: 'partner' } },
    schema: {
      tags: ['admin'],
      summary: 'Phê duyệt đăng ký',
      params: z.object({ id: z.uuid({ error: MSG.notFound }) }),
      response: { 200: envelope(z.null()) },
    },
    handler: async (req) => {
      const [main] = await db.select({ username: users.username }).from(users).where(eq(users.partnerId, req.params.id)).limit(1);
      if (!main) throw new AppError('not_found');
      const result = await approveAccount(db, main.username);
      if (result === 'already-active') throw new AppError('business_rule', 'Tài khoản đã được kích hoạt từ trước!');
      return { data: null, message: 'Đã phê duyệt tài khoản' };
    },
  });
}
