import { z } from 'zod';
import { pageQuerySchema, listOf } from './envelope.ts';
import { PARTNER_TYPES } from '../partner.ts';
import { rules } from '../rules/index.ts';

/** Where a partner (and its accounts) stands: waiting for approval, active, locked, refused. */
export const ACCOUNT_STATUSES = ['pending', 'active', 'locked', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** GET /api/admin/partners */
export const partnerListQuerySchema = pageQuerySchema.extend({
  type: z.enum(PARTNER_TYPES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  search: rules.search.optional(),
});
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;

export const partnerRowSchema = z.object({
  id: z.string(),
  type: z.enum(PARTNER_TYPES),
  code: z.string(),
  name: z.string(),
  taxCode: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  /** The partner's main account; null for a partner created without one (imported data). */
  username: z.string().nullable(),
});
export type PartnerRow = z.infer<typeof partnerRowSchema>;
export const partnerListSchema = listOf(partnerRowSchema);
export type PartnerList = z.infer<typeof partnerListSchema>;
