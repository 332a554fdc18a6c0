import {
  checkRequestSchema,
  envelope,
  MSG,
  optionFieldsSchema,
  PARTNER_LABELS,
  PARTNER_TYPES,
  profileSchema,
  profileUpdateBodySchema,
  renameBodySchema,
  renameRequestSchema,
  typeParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { access } from '../../lib/access.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as profile from './profile-service.ts';

const licenseFileSchema = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number(), createdAt: z.string() });
const fileParamsSchema = typeParamsSchema.extend({ id: z.uuid({ error: 'Không tìm thấy tài nguyên yêu cầu.' }) });

export async function profileRoutes(app: FastifyInstance, { db, storage }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/partner/v1/:type/profile';

  r.get(base, {
    config: { access: access.ownType },
    schema: { tags: ['profile'], params: typeParamsSchema, response: { 200: envelope(profileSchema) } },
    handler: async (req) => ({ data: await profile.getProfile(db, req.auth!) }),
  });

  r.put(base, {
    config: { access: access.ownType },
    schema: { tags: ['profile'], params: typeParamsSchema, body: profileUpdateBodySchema, response: { 200: envelope(profileSchema) } },
    handler: async (req) => ({ data: await profile.updateProfile(db, req.auth!, req.body), message: MSG.profileUpdated }),
  });

  r.put(`${base}/rename`, {
    config: { access: access.ownType },
    schema: { tags: ['profile'], params: typeParamsSchema, body: renameBodySchema, response: { 200: envelope(renameRequestSchema) } },
    handler: async (req) => ({
      data: await profile.requestRename(db, req.auth!, req.body),
      message: 'Đã gửi yêu cầu đổi tên, vui lòng chờ phê duyệt.',
    }),
  });

  r.get(`${base}/check-request`, {
    config: { access: access.ownType },
    schema: { tags: ['profile'], params: typeParamsSchema, response: { 200: envelope(checkRequestSchema) } },
    handler: async (req) => ({ data: await profile.checkRequest(db, req.auth!) }),
  });

  r.get(`${base}/option-fields`, {
    config: { access: access.ownType },
    schema: { tags: ['profile'], params: typeParamsSchema, response: { 200: envelope(optionFieldsSchema) } },
    handler: async () => ({
      data: {
        provinces: profile.PROVINCES.map((name) => ({ key: name, name })),
        partnerTypes: PARTNER_TYPES.map((key) => ({ key, name: PARTNER_LABELS[key] })),
      },
    }),
  });

  r.get(`${base}/license-files`, {
    config: { access: access.ownType },
    schema: { tags: ['profile'], params: typeParamsSchema, response: { 200: envelope(z.array(licenseFileSchema)) } },
    handler: async (req) => ({ data: await profile.listLicenseFiles(db, req.auth!) }),
  });

  r.get(`${base}/license-files/:id`, {
    config: { access: { ...access.ownType, owns: 'partner-file' } },
    schema: { tags: ['profile'], summary: 'Tải giấy phép kinh doanh đã nộp', params: fileParamsSchema },
    handler: async (req, reply) => sendStoredFile(reply, storage, await profile.getLicenseFile(db, req.auth!, req.params.id)),
  });
}
