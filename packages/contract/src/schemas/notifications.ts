import { z } from '../zod.ts';
import { MAIL_TEXT, type MailContent, mailBlock, mailParagraphs } from '../mail.ts';
import { MSG } from '../messages.ts';
import { PARTNER_TYPES } from '../partner.ts';
import { isPortalPath } from '../portal-path.ts';
import { lookupName, REQUEST_TYPE } from '../tendering.ts';
import { requiredText, rules, text } from '../rules/index.ts';
import { listOf, pageQuerySchema } from './envelope.ts';
import { idParamSchema } from './files.ts';
import { optionalQuery } from './orders.ts';

/*
 * The notification system (issue 20): a partner's inbox under `/api/partner/notifications`, its
 * push devices (spec 1 §7 `device-tokens`), and the desk under `/api/admin/notifications`
 * (broadcasts, and every delivery's outcome). Every area tells a partner through it.
 */

/** The areas an event may concern: the inbox's filter, the e-mail choices. */
export const NOTIFICATION_AREAS = ['tendering', 'orders', 'contracts', 'companies', 'account', 'debts', 'announcements'] as const;
export type NotificationArea = (typeof NOTIFICATION_AREAS)[number];
export const NOTIFICATION_AREA_LABELS: Readonly<Record<NotificationArea, string>> = {
  tendering: 'Đấu thầu',
  orders: 'Chỉ định xét nghiệm',
  contracts: 'Hợp đồng',
  companies: 'Đơn vị và lịch khám',
  account: 'Tài khoản',
  debts: 'Công nợ',
  announcements: 'Thông báo chung',
};

export const NOTIFICATION_LIMITS = {
  titleMax: 200,
  bodyMax: 2000,
  linkMax: 500,
  /** Months an event stays in the inbox. */
  keepMonths: 12,
  deviceInfoMax: 300,
  tokenMax: 4000,
  broadcastPartnersMax: 500,
} as const;

export const NOTIFICATION_MSG = {
  title: `Tiêu đề tối đa ${NOTIFICATION_LIMITS.titleMax} ký tự!`,
  body: `Nội dung tối đa ${NOTIFICATION_LIMITS.bodyMax} ký tự!`,
  link: 'Đường dẫn phải là một trang của cổng (bắt đầu bằng /)!',
  area: 'Lĩnh vực không hợp lệ!',
  audience: 'Vui lòng chọn loại đối tác hoặc các đối tác nhận thông báo!',
  partners: `Chọn tối đa ${NOTIFICATION_LIMITS.broadcastPartnersMax} đối tác!`,
  token: 'Mã thiết bị không hợp lệ!',
  /** A delivery's error when its endpoint may not be reached (not https, an internal address). */
  endpointRefused: 'Không gửi: địa chỉ nhận thông báo đẩy không phải máy chủ công khai qua HTTPS',
  markedRead: 'Đã đánh dấu đã đọc',
  markedAllRead: 'Đã đánh dấu tất cả là đã đọc',
  settingsSaved: 'Đã lưu cài đặt thông báo',
  deviceRegistered: 'Đã đăng ký thiết bị nhận thông báo',
  deviceRemoved: 'Đã gỡ thiết bị nhận thông báo',
  broadcastSent: 'Đã gửi thông báo',
  /** The opt-out link of a mail (`/huy-nhan-email?token=…`) that this server did not sign, or whose account is gone. */
  optOutInvalid: 'Liên kết ngừng nhận email không hợp lệ!',
  optedOut: (areaName: string) => `Đã ngừng gửi email “${areaName}”. Bạn có thể bật lại trong cài đặt nhận email của tài khoản.`,
} as const;

const areaSchema = z.enum(NOTIFICATION_AREAS, { error: NOTIFICATION_MSG.area });

// ——— the partner's inbox ———

export const notificationItemSchema = z.object({
  id: z.string(),
  area: areaSchema,
  areaName: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;
export const notificationListSchema = listOf(notificationItemSchema);
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /api/partner/notifications: newest first, within the 12 months kept. */
export const notificationListQuerySchema = pageQuerySchema.extend({
  area: optionalQuery(areaSchema),
  unread: optionalQuery(z.enum(['true', 'false'], { error: MSG.badRequest }).transform((v) => v === 'true')),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** GET /api/partner/notifications/unread-count: the header's badge and the filter's counts. */
export const unreadCountSchema = z.object({ total: z.number().int(), byArea: z.record(z.string(), z.number().int()) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/partner/notifications/read-all: every unread one within the current filter. */
export const markAllReadBodySchema = z.strictObject({ area: areaSchema.optional() });
export const markedCountSchema = z.object({ updated: z.number().int() });

/**
 * GET/POST /api/partner/notifications/email-opt-out?token=…: the one-click opt-out of a mail
 * (List-Unsubscribe, RFC 8058). The token, signed by the server, names the account and the area.
 */
export const emailOptOutQuerySchema = z.object({
  token: text(NOTIFICATION_MSG.optOutInvalid).min(1, NOTIFICATION_MSG.optOutInvalid).max(300, NOTIFICATION_MSG.optOutInvalid),
});
export const emailOptOutSchema = z.object({
  area: areaSchema,
  areaName: z.string(),
  /** The account's address, partly hidden (n•••@minhan.vn): whoever holds the link sees whose it is, not all of it. */
  email: z.string(),
  /** Whether that area's e-mails are off now. */
  isOff: z.boolean(),
});
export type EmailOptOut = z.infer<typeof emailOptOutSchema>;

export const notificationSettingsSchema = z.object({
  /** The areas the partner wants e-mailed. */
  emailAreas: z.array(areaSchema).max(NOTIFICATION_AREAS.length),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

// ——— push devices (spec 1 §4, §7) ———

/** A Web Push subscription as the browser gives it (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: NOTIFICATION_MSG.token }).max(2000, NOTIFICATION_MSG.token),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/, NOTIFICATION_MSG.token),
    auth: z.string().regex(/^[A-Za-z0-9_-]{8,100}={0,2}$/, NOTIFICATION_MSG.token),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /api/partner/device-tokens/register (spec 1 §7). `token` is the subscription as JSON; the
 * server takes the user from the bearer token (SPEC-NOTES 9): a `userId` of another user is refused.
 */
export const deviceRegisterSchema = z.object({
  userId: z.string().optional(),
  token: text(NOTIFICATION_MSG.token).min(1, NOTIFICATION_MSG.token).max(NOTIFICATION_LIMITS.tokenMax, NOTIFICATION_MSG.token),
  partnerCategoryType: z.coerce.number({ error: MSG.badRequest }).int().min(0).max(2).default(0),
  deviceType: z.coerce.number({ error: MSG.badRequest }).int().min(0).max(9).default(0),
  appVersion: text().trim().max(30).default(''),
  deviceInfo: text().trim().max(NOTIFICATION_LIMITS.deviceInfoMax).default(''),
});
export type DeviceRegister = z.input<typeof deviceRegisterSchema>;
export type DeviceRegisterBody = z.output<typeof deviceRegisterSchema>;

export const deviceSchema = z.object({
  id: z.string(),
  token: z.string(),
  partnerCategoryType: z.number().int(),
  deviceType: z.number().int(),
  appVersion: z.string(),
  deviceInfo: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;
export const deviceListSchema = z.array(deviceSchema);

export const deviceListParamsSchema = z.object({ userId: z.string() });
export const deviceListQuerySchema = z.object({
  partnerCategoryType: optionalQuery(z.coerce.number({ error: MSG.badRequest }).int().min(0).max(2)),
});
export const vapidKeySchema = z.object({ publicKey: z.string() });

export const notificationIdParamsSchema = z.object({ id: idParamSchema });

// ——— the desk ———

/** A notification's link as stored: a page of the portal (`isPortalPath`); empty is none. */
export const portalLinkSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ error: NOTIFICATION_MSG.link })
    .trim()
    .max(NOTIFICATION_LIMITS.linkMax, NOTIFICATION_MSG.link)
    .refine(isPortalPath, NOTIFICATION_MSG.link)
    .optional(),
);

/** POST /api/admin/notifications/broadcasts: to a whole partner type, or to chosen partners. */
export const broadcastBodySchema = z
  .object({
    title: requiredText(NOTIFICATION_LIMITS.titleMax, NOTIFICATION_MSG.title),
    body: text().trim().max(NOTIFICATION_LIMITS.bodyMax, NOTIFICATION_MSG.body).default(''),
    link: portalLinkSchema,
    audienceType: z.enum(PARTNER_TYPES, { error: NOTIFICATION_MSG.audience }).optional(),
    partnerIds: z
      .array(z.uuid({ error: MSG.badRequest }))
      .max(NOTIFICATION_LIMITS.broadcastPartnersMax, NOTIFICATION_MSG.partners)
      .default([]),
    email: z.boolean().default(false),
  })
  .refine((b) => (b.audienceType === undefined) !== (b.partnerIds.length === 0), {
    message: NOTIFICATION_MSG.audience,
    path: ['audienceType'],
  });
export type BroadcastBody = z.input<typeof broadcastBodySchema>;

/**
 * Every kind of event an area tells a partner (`notify`), and what the desk calls it: written once,
 * so the areas, the demo data and the desk's labels cannot drift apart.
 */
export const NOTIFICATION_KIND_LABELS = {
  broadcast: 'Thông báo chung',
  'bid.status': 'Trạng thái hồ sơ dự thầu',
  'bid.result': 'Kết quả đấu thầu',
  'bid.close-date': 'Gia hạn đóng thầu',
  'bid.request-answered': 'Trả lời yêu cầu làm rõ',
  'bid.meet-request': lookupName('requestType', REQUEST_TYPE.Meet),
  'bid.document-request': lookupName('requestType', REQUEST_TYPE.Additional),
  'order.status': 'Trạng thái chỉ định',
  'order.progress': 'Tiến trình xét nghiệm',
  'order.result': 'Kết quả xét nghiệm',
  'order.result-file': 'File kết quả',
  'contract.created': 'Hợp đồng mới',
  'company-contract.created': 'Hợp đồng khám sức khỏe mới',
  'company-contract.exam-progress': 'Tiến độ khám sức khỏe',
  'appointment.decided': 'Phản hồi lịch khám',
  'rename.decided': 'Kết quả đổi tên',
  'debt.letter-sent': 'Thư xác nhận công nợ mới',
  'debt.letter-corrected': 'Thư xác nhận công nợ đính chính',
  'debt.report-sent': 'Báo cáo thanh toán trả chậm mới',
  'debt.extension-decided': 'Phản hồi gia hạn thanh toán',
  'debt.report-paid': 'Ghi nhận thanh toán',
  'debt.reminder': 'Nhắc hạn thanh toán',
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KIND_LABELS;
/** A stored kind's label; a kind no longer written shows as stored. */
export const notificationKindLabel = (kind: string): string =>
  Object.hasOwn(NOTIFICATION_KIND_LABELS, kind) ? NOTIFICATION_KIND_LABELS[kind as NotificationKind] : kind;

export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'gone'] as const;
export const DELIVERY_STATUS_LABELS: Readonly<Record<(typeof DELIVERY_STATUSES)[number], string>> = {
  queued: 'Đang gửi',
  sent: 'Đã gửi',
  failed: 'Thất bại',
  gone: 'Thiết bị không còn đăng ký',
};

export const deskNotificationRowSchema = z.object({
  id: z.string(),
  partner: z.object({ id: z.string(), code: z.string(), name: z.string(), type: z.enum(PARTNER_TYPES) }),
  area: areaSchema,
  areaName: z.string(),
  kind: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  recipients: z.number().int(),
  read: z.number().int(),
  deliveries: z.record(z.string(), z.number().int()),
});
export type DeskNotificationRow = z.infer<typeof deskNotificationRowSchema>;
export const deskNotificationListSchema = listOf(deskNotificationRowSchema);

export const deskNotificationListQuerySchema = pageQuerySchema.extend({
  partnerId: optionalQuery(z.uuid({ error: MSG.badRequest })),
  area: optionalQuery(areaSchema),
  broadcastId: optionalQuery(z.uuid({ error: MSG.badRequest })),
});
export type DeskNotificationListQuery = z.output<typeof deskNotificationListQuerySchema>;

export const deskDeliverySchema = z.object({
  id: z.string(),
  channel: z.enum(['push', 'email']),
  user: z.string().nullable(),
  target: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  statusName: z.string(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  updatedAt: z.string(),
});
export type DeskDelivery = z.infer<typeof deskDeliverySchema>;

export const deskNotificationDetailSchema = deskNotificationRowSchema.extend({
  body: z.string(),
  readers: z.array(z.object({ user: z.string(), readAt: z.string().nullable() })),
  deliveryList: z.array(deskDeliverySchema),
});
export type DeskNotificationDetail = z.infer<typeof deskNotificationDetailSchema>;

export const broadcastResultSchema = z.object({ id: z.string() });

/** GET /api/admin/notifications/partners: partners a broadcast may pick. */
export const deskPartnerPickQuerySchema = z.object({
  search: optionalQuery(rules.search),
  type: optionalQuery(z.enum(PARTNER_TYPES, { error: MSG.badRequest })),
});
export const deskPartnerPickSchema = z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), type: z.enum(PARTNER_TYPES) }));
export type DeskPartnerPick = z.infer<typeof deskPartnerPickSchema>[number];
export const deskPartnerDeviceListSchema = z.array(deviceSchema.extend({ user: z.string() }));

// ——— the e-mails ———

/** The two templates of a partner's notification mails: an area's event, and an operators' broadcast. */
export const NOTIFICATION_MAIL = {
  /**
   * An event (`notify`): the area's own words (`text`, paragraphs between blank lines; a greeting is
   * added when they have none), the event's page as a button, and why it came with where to change that.
   */
  event: (m: {
    subject: string;
    text: string;
    greetingName?: string;
    area: NotificationArea;
    url: string | null;
    settingsUrl: string;
  }): MailContent => ({
    kind: 'notification',
    subject: m.subject,
    blocks: [
      ...(m.greetingName === undefined ? [] : [mailBlock.paragraph(MAIL_TEXT.greeting(m.greetingName))]),
      ...mailParagraphs(m.text),
      ...(m.url ? [mailBlock.link(MAIL_TEXT.viewDetails, m.url)] : []),
      mailBlock.paragraph(MAIL_TEXT.why(NOTIFICATION_AREA_LABELS[m.area])),
      mailBlock.secondaryLink(MAIL_TEXT.settingsLink, m.settingsUrl),
    ],
  }),
  /** A broadcast: its words, its page, and the one-click way out of this kind of mail (also in List-Unsubscribe). */
  broadcast: (m: { subject: string; text: string; greetingName: string; url: string | null; optOutUrl: string }): MailContent => ({
    kind: 'broadcast',
    subject: m.subject,
    blocks: [
      mailBlock.paragraph(MAIL_TEXT.greeting(m.greetingName)),
      ...mailParagraphs(m.text),
      ...(m.url ? [mailBlock.link(MAIL_TEXT.viewDetails, m.url)] : []),
      mailBlock.paragraph(MAIL_TEXT.why(NOTIFICATION_AREA_LABELS.announcements)),
      mailBlock.secondaryLink(MAIL_TEXT.optOutLink(NOTIFICATION_AREA_LABELS.announcements), m.optOutUrl),
    ],
  }),
};
