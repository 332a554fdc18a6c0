import { z } from '../zod.ts';
import { requiredText, text } from '../rules/index.ts';
import { idParamSchema } from './files.ts';

/*
 * The laboratory's own systems (LIS) that call the portal's FHIR API (`/fhir`): an integration
 * client is registered by an administrator, receives a secret shown once, and takes short-lived
 * tokens by the OAuth 2.0 client-credentials grant (docs/integration.md).
 */

/** What an integration may do: read orders (ServiceRequest, Patient, Specimen), post results (DiagnosticReport, Specimen). */
export const INTEGRATION_SCOPES = ['orders.read', 'results.write'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];
export const INTEGRATION_SCOPE_LABELS: Readonly<Record<IntegrationScope, string>> = {
  'orders.read': 'Đọc chỉ định',
  'results.write': 'Gửi kết quả',
};

/** The OAuth scope a scope is asked and granted as (SMART Backend Services' `system/` form). */
export const INTEGRATION_OAUTH_SCOPES: Readonly<Record<IntegrationScope, string>> = {
  'orders.read': 'system/ServiceRequest.read system/Patient.read system/Specimen.read',
  'results.write': 'system/DiagnosticReport.write system/Specimen.write',
};

/** How the audit trail names an integration that changed something ('Tích hợp: LIS trung tâm'). */
export const INTEGRATION_ACTOR_PREFIX = 'Tích hợp: ';
export const integrationActorName = (name: string) => `${INTEGRATION_ACTOR_PREFIX}${name}`;

export const INTEGRATION_LIMITS = {
  /** Seconds an access token lives. */
  tokenSeconds: 300,
  /** The calls the desk shows per client. */
  recentCalls: 50,
} as const;

export const INTEGRATION_MSG = {
  name: 'Tên tích hợp từ 1 đến 100 ký tự!',
  scopes: 'Vui lòng chọn ít nhất một quyền!',
  facilities: 'Cơ sở y tế không hợp lệ!',
  facilityUnknown: (code: string) => `Không có cơ sở y tế mã ${code}!`,
  nameTaken: 'Tên tích hợp đã được dùng!',
  ormEndpoint: 'Địa chỉ nhận chỉ định có dạng máy:cổng (ví dụ 10.0.5.20:2575)!',
  created: 'Đã tạo tích hợp',
  revoked: 'Đã thu hồi tích hợp',
  alreadyRevoked: 'Tích hợp này đã bị thu hồi!',
} as const;

/** 'host:port' (an IPv6 address in brackets), port 1–65535. */
export const ORM_ENDPOINT =
  /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(?:[1-9]\d{0,3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5])$/;

/** POST /api/admin/integrations */
export const integrationCreateBodySchema = z.object({
  name: requiredText(100, INTEGRATION_MSG.name),
  scopes: z.array(z.enum(INTEGRATION_SCOPES, { error: INTEGRATION_MSG.scopes })).min(1, INTEGRATION_MSG.scopes),
  /** The facilities whose orders it serves (codes of the catalogue); empty: every facility and every home visit. */
  facilityCodes: z.array(text().trim().min(1, INTEGRATION_MSG.facilities).max(50, INTEGRATION_MSG.facilities)).max(100).default([]),
  /** Where its HL7 v2 listener takes new bookings as ORM^O01 over MLLP ('host:port'); empty: none are sent. */
  ormEndpoint: text()
    .trim()
    .max(260, INTEGRATION_MSG.ormEndpoint)
    .regex(ORM_ENDPOINT, INTEGRATION_MSG.ormEndpoint)
    .or(z.literal(''))
    .default(''),
});
export type IntegrationCreateBody = z.output<typeof integrationCreateBodySchema>;

export const integrationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The OAuth client id (public). */
  clientId: z.string(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
  facilityCodes: z.array(z.string()),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Calls in the last 24 hours, and how many of them failed. */
  calls24h: z.number(),
  failures24h: z.number(),
  /** Where bookings go as ORM^O01 (null: not sent), and its deliveries waiting and failed. */
  ormEndpoint: z.string().nullable(),
  ormPending: z.number(),
  ormFailed: z.number(),
});
export type IntegrationRow = z.infer<typeof integrationRowSchema>;

/** The answer to a create: the only time the secret is shown. */
export const integrationCreatedSchema = integrationRowSchema.extend({ clientSecret: z.string() });
export type IntegrationCreated = z.infer<typeof integrationCreatedSchema>;

export const integrationParamsSchema = z.object({ id: idParamSchema });

/** One call an integration made, in words. */
export const integrationCallSchema = z.object({
  id: z.string(),
  at: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  summary: z.string(),
});
export type IntegrationCall = z.infer<typeof integrationCallSchema>;

export const ORM_DELIVERY_STATUS_LABELS = { pending: 'Đang gửi', sent: 'Đã nhận (AA)', failed: 'Thất bại' } as const;
export type OrmDeliveryStatus = keyof typeof ORM_DELIVERY_STATUS_LABELS;
export const ORM_KIND_LABELS = { NW: 'Chỉ định mới', CA: 'Hủy chỉ định' } as const;

/** One booking offered to the integration's LIS as an ORM^O01 (the outgoing queue). */
export const ormDeliverySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderCode: z.string(),
  kind: z.enum(['NW', 'CA']),
  controlId: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrmDelivery = z.infer<typeof ormDeliverySchema>;

/** The token endpoint's body (form-encoded, RFC 6749 §4.4; the client may authenticate with HTTP Basic instead). */
export const integrationTokenBodySchema = z.object({
  grant_type: z.string().optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  scope: z.string().max(500).optional(),
  client_assertion_type: z.string().max(200).optional(),
  client_assertion: z.string().max(8000).optional(),
});
export type IntegrationTokenBody = z.infer<typeof integrationTokenBodySchema>;
