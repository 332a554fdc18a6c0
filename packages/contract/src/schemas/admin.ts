import { z } from 'zod';
import { pageQuerySchema, listOf } from './envelope.ts';
import { PARTNER_TYPES } from '../partner.ts';
import { MSG } from '../messages.ts';
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

// The footer's editor lives here, apart from the footer the home page reads, so that the
// home page's first load does not carry zod.

/** A footer key as the spec spells them (headerHotlinePhone, systemLink1, …). */
const footerKeySchema = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,40}$/, MSG.footerKey);
/** Footer values are plain text or links; markup is refused rather than stored. */
const footerValueSchema = z
  .string()
  .max(500, MSG.footerValueTooLong)
  .refine((v) => !/[<>]/.test(v), MSG.footerValueMarkup)
  .refine((v) => !/^\s*(javascript|data|vbscript):/i.test(v), MSG.footerValueLink);

/** PUT /api/admin/footer: the keys to set, each to its new value. */
export const footerUpdateBodySchema = z.record(footerKeySchema, footerValueSchema);
export type FooterUpdateBody = z.infer<typeof footerUpdateBodySchema>;
