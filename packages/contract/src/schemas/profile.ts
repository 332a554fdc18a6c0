import { z } from '../zod.ts';
import { partnerTypeSchema } from './partner-type.ts';
import { PROVINCES } from '../lookups.ts';
import { MSG } from '../messages.ts';
import { optionalText, rules, text } from '../rules/index.ts';

export const profileSchema = z.object({
  id: z.string(),
  type: partnerTypeSchema,
  username: z.string(),
  isSubUser: z.boolean(),
  /** Collaborator code (CTV-000123); company label; provider code. */
  code: z.string(),
  email: z.string(),
  phone: z.string(),
  name: z.string(),
  parentName: z.string().nullable(),
  representative: z.string().nullable(),
  taxCode: z.string(),
  address: z.string().nullable(),
  province: z.string().nullable(),
  introducerName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  /** A sub-user's personnel role (null for the main account). */
  personnelRole: z.object({ id: z.string(), name: z.string(), active: z.boolean() }).nullable(),
  /**
   * The permission keys the account holds now: every partner permission for the main account, the
   * role's for a sub-user (none while the role is inactive). The web app hides what is not held.
   */
  permissions: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateBodySchema = z.object({
  email: rules.email,
  phone: rules.phone,
  representative: optionalText(50),
  address: optionalText(255),
  /** One of option-fields' provinces, or '' to clear it. */
  province: text()
    .trim()
    .refine((v) => v === '' || (PROVINCES as readonly string[]).includes(v), MSG.province)
    .optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const renameBodySchema = z.object({
  name: rules.supplierName,
  reason: optionalText(500),
});
export type RenameBody = z.infer<typeof renameBodySchema>;

export const renameRequestSchema = z.object({
  id: z.string(),
  oldName: z.string(),
  newName: z.string(),
  reason: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** The operator's reason when refused. */
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** Whether a rename waits for the operator; `request` is the latest one, decided or not. */
export const checkRequestSchema = z.object({
  hasPendingRequest: z.boolean(),
  request: renameRequestSchema.nullable(),
});

export const optionFieldsSchema = z.object({
  provinces: z.array(z.object({ key: z.string(), name: z.string() })),
  partnerTypes: z.array(z.object({ key: z.string(), name: z.string() })),
});

export type ProfileOptions = z.infer<typeof optionFieldsSchema>;
export type CheckRequest = z.infer<typeof checkRequestSchema>;
export type RenameRequest = z.infer<typeof renameRequestSchema>;
