import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { dateSchema } from './dates.ts';
import { PARTNER_TYPES } from '../partner.ts';
import { OPERATOR_ROLES } from '../permissions.ts';
import { isPortalPath } from '../portal-path.ts';
import { requiredText, rules, text, withConfirmPassword } from '../rules/index.ts';
import { listOf, pageQuerySchema } from './envelope.ts';
import { idParamSchema, storedFileSchema } from './files.ts';
import { renameRequestSchema } from './profile.ts';
import { supplierProfileSchema } from './supplier-profile.ts';

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
  /** The partner's main account; null for a partner created without one (imported data, a company's sub-unit). */
  username: z.string().nullable(),
  /** A company's sub-unit: the company it belongs to (it signs in through that company's account). */
  parent: z.object({ id: z.string(), name: z.string() }).nullable(),
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

/** The footer's keys that come from 'Thông tin đơn vị' (the owner's block), not from the footer desk. */
export const FOOTER_OWNER_KEYS: readonly string[] = [
  'headerHotlinePhone',
  'supportPhone',
  'supportEmail',
  'copyright',
  'companyName',
  'companyShortName',
  'companyTaxCode',
  'companyAddress',
  'companyLogo',
];

/** PUT /api/admin/footer: the keys to set, each to its new value; at least one, none of the owner's block. */
export const footerUpdateBodySchema = z
  .record(footerKeySchema, footerValueSchema)
  .refine((body) => Object.keys(body).length > 0, MSG.footerEmpty)
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (FOOTER_OWNER_KEYS.includes(key)) ctx.addIssue({ code: 'custom', path: [key], message: MSG.footerOwnerKey });
    }
  });
export type FooterUpdateBody = z.infer<typeof footerUpdateBodySchema>;

/** One footer value (the console's editor checks each field with it). */
export const footerTextSchema = footerValueSchema;
/** A footer link: a web address, a path on this site (the one rule of in-app links), an e-mail or phone link. */
export const footerLinkSchema = footerValueSchema.refine(
  (v) => v === '' || /^(https?:\/\/[^\s\\]+|mailto:\S+|tel:[\d+ ]+)$/i.test(v) || isPortalPath(v),
  MSG.footerValueLink,
);

/**
 * The footer's keys (spec 1 §3): single values, then lists stored as `<prefix>Count`,
 * `<prefix>Link{i}`, `<prefix>Text{i}` (and `<prefix>Title` where the list has a heading).
 */
/** The footer desk's own keys; the hotline, support address and copyright line are the owner's ('Thông tin đơn vị'). */
export const FOOTER_FIELDS = ['storeTitle', 'chPlayLink', 'appStoreLink'] as const;
export const FOOTER_LINK_FIELDS: readonly string[] = ['chPlayLink', 'appStoreLink'];
export const FOOTER_LISTS = [
  { prefix: 'system', hasTitle: true },
  { prefix: 'contact', hasTitle: false },
  { prefix: 'link', hasTitle: false },
  { prefix: 'about', hasTitle: true },
  { prefix: 'activity', hasTitle: true },
  { prefix: 'service', hasTitle: true },
] as const;
export type FooterListPrefix = (typeof FOOTER_LISTS)[number]['prefix'];

// ——— The operator console ———

export const operatorRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;

/** GET /api/admin/me: the signed-in operator, with what the console's menu needs. */
export const operatorMeSchema = operatorRowSchema.extend({
  roleName: z.string(),
  permissions: z.array(z.string()),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;

/** What waits for the operators; later desks add their counters. */
export const dashboardSchema = z.object({
  pendingRegistrations: z.number().int(),
  pendingRenames: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** A decision that refuses something carries its reason, which the partner is told. */
export const reasonBodySchema = z.object({ reason: requiredText(LIMITS.reasonMax) });
export type ReasonBody = z.infer<typeof reasonBodySchema>;

export const partnerAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  isSubUser: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  lastLoginAt: z.string().nullable(),
});

export const partnerDetailSchema = partnerRowSchema.extend({
  ownerName: z.string(),
  representative: z.string().nullable(),
  address: z.string().nullable(),
  province: z.string().nullable(),
  introducerName: z.string().nullable(),
  parentName: z.string().nullable(),
  /** Why the registration was refused (status rejected). */
  statusReason: z.string().nullable(),
  accounts: z.array(partnerAccountSchema),
  subUnits: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), status: z.enum(ACCOUNT_STATUSES) })),
  files: z.array(storedFileSchema),
  renameRequests: z.array(renameRequestSchema),
  /** A collaborator's or provider's supplier profile (category, size, charter capital, statistics); null for a company. */
  supplier: supplierProfileSchema.nullable(),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

export const partnerFileParamsSchema = z.object({ id: idParamSchema, fileId: idParamSchema });

export const renameListQuerySchema = pageQuerySchema.extend({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
export const renameRowSchema = renameRequestSchema.extend({
  partner: z.object({ id: z.string(), code: z.string(), name: z.string(), type: z.enum(PARTNER_TYPES) }),
  /** A sub-unit's rename: its parent company's name (null for a partner's own rename). */
  parentName: z.string().nullable(),
  /** The supporting PDF of a sub-unit's rename (`renameFile`), or null. */
  file: z.object({ id: z.string(), fileName: z.string() }).nullable(),
});
export const renameListSchema = listOf(renameRowSchema);
export type RenameRow = z.infer<typeof renameRowSchema>;

const operatorFields = {
  displayName: requiredText(LIMITS.displayNameMax),
  email: rules.email,
  phone: rules.phone,
  role: z.enum(OPERATOR_ROLES, { error: MSG.operatorRole }),
};
export const operatorCreateBodySchema = withConfirmPassword(
  z.object({ username: rules.username, password: rules.password, confirmPassword: text().optional(), ...operatorFields }),
  'password',
);
export type OperatorCreateBody = z.infer<typeof operatorCreateBodySchema>;
/**
 * `npm run admin -- create-operator <username> --role <role> --email <address>`: an operator without a
 * password yet, who sets one from the printed link (the first administrator of a new installation).
 */
export const operatorInviteSchema = z.object({ username: rules.username, email: rules.email, role: operatorFields.role });
export type OperatorInvite = z.infer<typeof operatorInviteSchema>;
export const operatorUpdateBodySchema = z.object({ ...operatorFields, status: z.enum(['active', 'locked']) });
export type OperatorUpdateBody = z.infer<typeof operatorUpdateBodySchema>;

export const AUDIT_OBJECT_TYPES = [
  'partner',
  'rename_request',
  'operator',
  'organization',
  'footer',
  'popup',
  'contract',
  'bid_post',
  'bid_category',
  'bid_submission',
  'bid_request',
  'medical_order',
  'catalogue_service',
  'facility',
  // the company desk
  'company_contract',
  'contract_group',
  'appointment_schedule',
  'exam_package',
  'exam_category',
  'exam_service',
  // news and FAQ
  'blog_post',
  'blog_category',
  'faq',
  'faq_category',
  // collaborators' money
  'debt_letter',
  'deferred_payment',
  // the laboratory's systems
  'integration_client',
  'debt_settings',
  // notifications
  'notification_broadcast',
  'content_image',
  // cooperation pages and contacts, feedback
  'cooperation_page',
  'cooperation_contact',
  'feedback',
  // the resources library
  'media_folder',
  'media_file',
  // the job-queue desk: a failed background job retried
  'job',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const auditQuerySchema = pageQuerySchema.extend({
  operatorId: idParamSchema.optional(),
  objectType: z.enum(AUDIT_OBJECT_TYPES).optional(),
  from: dateSchema().optional(),
  to: dateSchema().optional(),
  search: rules.search.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operator: z.object({ id: z.string().nullable(), username: z.string() }),
  ip: z.string().nullable(),
  objectType: z.enum(AUDIT_OBJECT_TYPES),
  objectId: z.string(),
  action: z.string(),
  summary: z.string(),
  /** Field → [before, after]; secrets are never recorded. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export const auditListSchema = listOf(auditEntrySchema);
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditList = z.infer<typeof auditListSchema>;
