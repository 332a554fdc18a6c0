import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
import { text } from '../rules/index.ts';
import { dateSchema } from './dates.ts';
import { listOf, pageQuerySchema, queryBoolean } from './envelope.ts';
import { idParamSchema } from './files.ts';

/*
 * Monthly deferred-payment reports (spec 3 §2 'Báo cáo công nợ', §3 'Monthly report', §4, §7):
 * built by the queue at the start of each month from a collaborator's completed orders of the
 * month before, sent by the accountant, confirmed by the collaborator, extended on request, paid
 * by VietQR transfer. docs/decisions/debts.md "Monthly deferred-payment reports".
 */

// ——— statuses ———

/**
 * The report's status. Spec 3 §4 fixes only 2 (shows 'Xin gia hạn') and 3 (shows 'Xác nhận'); the
 * rest are ours. 0 is the accountant's draft, never shown to the partner.
 */
export const REPORT_STATUS = {
  Draft: 0,
  /** Confirmed by the collaborator, waiting for its transfer: it may ask for an extension. */
  AwaitingPayment: 2,
  /** Sent to the collaborator: it may confirm. */
  AwaitingConfirmation: 3,
  /** Confirmed, unpaid and past its due date: it may still ask for an extension. */
  Overdue: 4,
  Paid: 5,
} as const;
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];
export const REPORT_STATUSES = [0, 2, 3, 4, 5] as const satisfies readonly ReportStatus[];

export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = {
  0: 'Nháp',
  2: 'Chờ thanh toán',
  3: 'Chờ xác nhận',
  4: 'Quá hạn',
  5: 'Đã thanh toán',
};
/** Tag colours (antd presets) per status. */
export const REPORT_STATUS_COLORS: Readonly<Record<ReportStatus, string>> = {
  0: 'default',
  2: 'gold',
  3: 'blue',
  4: 'red',
  5: 'green',
};
/** The statuses a partner sees (sent reports). */
export const SENT_REPORT_STATUSES = [2, 3, 4, 5] as const satisfies readonly ReportStatus[];
/** Unpaid sent reports: reminded, payable, shown with the VietQR block (2 and 4). */
export const UNPAID_REPORT_STATUSES = [2, 3, 4] as const satisfies readonly ReportStatus[];
/** The partner may ask for an extension in these (spec 3 §4: 2; 4 is ours). */
export const EXTENDABLE_REPORT_STATUSES = [2, 4] as const satisfies readonly ReportStatus[];
export const canConfirmReport = (status: number) => status === REPORT_STATUS.AwaitingConfirmation;
export const canExtendReport = (status: number) => (EXTENDABLE_REPORT_STATUSES as readonly number[]).includes(status);
/** The VietQR block shows while a confirmed report waits for its transfer. */
export const showsVietQr = (status: number) => canExtendReport(status);
/** 'Xin gia hạn' is offered while the report awaits payment and no request of it is waiting already. */
export const offersExtension = (report: { status: number; extensionPending: boolean }) =>
  canExtendReport(report.status) && !report.extensionPending;
/** 'Ngày gia hạn' in a list: a requested date says so until the accountant grants it. */
export const extensionDateText = (report: { extensionDate: string; extensionPending: boolean }) =>
  report.extensionDate ? (report.extensionPending ? `${report.extensionDate} (chờ xác nhận)` : report.extensionDate) : '—';

/** Extension status (spec 3 §4): 1 waiting, 2 confirmed, otherwise refused. */
export const EXTENSION_STATUS = { Pending: 1, Approved: 2, Rejected: 3 } as const;
export type ExtensionStatus = (typeof EXTENSION_STATUS)[keyof typeof EXTENSION_STATUS];
export const EXTENSION_STATUS_LABELS: Readonly<Record<ExtensionStatus, string>> = {
  1: 'Chờ xác nhận',
  2: 'Xác nhận',
  3: 'Từ chối',
};
export const EXTENSION_STATUS_COLORS: Readonly<Record<ExtensionStatus, string>> = { 1: 'gold', 2: 'green', 3: 'red' };
export const extensionStatusName = (status: number) => EXTENSION_STATUS_LABELS[status as ExtensionStatus] ?? EXTENSION_STATUS_LABELS[3];

// ——— limits and messages ———

export const REPORT_LIMITS = {
  /** Extension files (several; the shared upload rule's count) and the desk's invoices and document set. */
  fileExtensions: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'],
  reasonMax: 500,
  transferRefMax: 100,
  /** Reminder ladder: days relative to the due date, at most 10 steps, each within ±90 days. */
  ladderMax: 10,
  ladderDaysMax: 90,
  dueDaysMax: 120,
  samplingFeeMax: 10_000_000,
  chartMonths: 12,
} as const;

/** Multipart field names: the partner's extension request (spec 3 §7), the desk's files. */
export const REPORT_FIELDS = { extensionFiles: 'Files', newDueDate: 'NewDueDate', deskFiles: 'Files' } as const;

export const REPORT_MSG = {
  // Spec 3 §5, verbatim.
  extensionFiles: 'Vui lòng đính kèm file!',
  extensionDate: 'Vui lòng chọn thời gian',
  confirmQuestion: 'Bạn có xác nhận thông tin công nợ trên là chính xác?',
  // Ours, in the same style.
  extensionDateFuture: 'Ngày gia hạn phải sau ngày đến hạn hiện tại và sau hôm nay',
  confirmed: 'Xác nhận công nợ thành công',
  extensionRequested: 'Gửi yêu cầu gia hạn thành công',
  notConfirmable: 'Báo cáo công nợ không ở trạng thái chờ xác nhận',
  notExtendable: 'Báo cáo công nợ không ở trạng thái cho phép xin gia hạn',
  extensionPending: 'Đã có yêu cầu gia hạn đang chờ xác nhận',
  // The desk.
  built: (n: number) => `Đã lập ${n} báo cáo công nợ`,
  nothingToBuild: 'Không có đơn hoàn thành nào trong tháng này',
  monthNotOver: 'Chỉ lập báo cáo cho tháng đã kết thúc',
  alreadySent: 'Báo cáo đã gửi cho cộng tác viên, không thể lập lại',
  sent: 'Đã gửi báo cáo công nợ cho cộng tác viên',
  notDraft: 'Báo cáo công nợ đã được gửi',
  emptyReport: 'Báo cáo không có dịch vụ nào, không thể gửi',
  filesSaved: 'Đã lưu tệp của báo cáo',
  filesRequired: 'Vui lòng chọn ít nhất một tệp',
  fileRemoved: 'Đã xóa tệp',
  decided: 'Đã phản hồi yêu cầu gia hạn',
  notPendingExtension: 'Yêu cầu gia hạn đã được phản hồi',
  rejectReason: 'Vui lòng nhập lý do từ chối',
  reasonMax: `Lý do tối đa ${REPORT_LIMITS.reasonMax} ký tự`,
  paid: 'Đã ghi nhận thanh toán',
  notPayable: 'Chỉ ghi nhận thanh toán cho báo cáo đã gửi và chưa thanh toán',
  transferRefMax: `Mã giao dịch tối đa ${REPORT_LIMITS.transferRefMax} ký tự`,
  settingsSaved: 'Đã lưu cài đặt công nợ',
  ladder: `Mỗi mốc nhắc là số ngày so với hạn thanh toán, từ -${REPORT_LIMITS.ladderDaysMax} đến ${REPORT_LIMITS.ladderDaysMax}`,
  ladderMax: `Tối đa ${REPORT_LIMITS.ladderMax} mốc nhắc`,
  dueDays: `Số ngày đến hạn từ 0 đến ${REPORT_LIMITS.dueDaysMax}`,
  samplingFee: 'Phí lấy mẫu tại nhà không hợp lệ',
  month: 'Tháng không hợp lệ (YYYY-MM)',
} as const;

/** What the collaborator is told (inbox, push, e-mail): title and body per event. */
export const REPORT_OUTGOING = {
  sentTitle: (month: string) => `Báo cáo công nợ tháng ${month}`,
  sentBody: (amount: string, due: string) => `Tổng công nợ ${amount}, hạn thanh toán ${due}. Vui lòng xác nhận.`,
  decidedTitle: (month: string, approved: boolean) =>
    `Yêu cầu gia hạn công nợ tháng ${month} ${approved ? 'được chấp nhận' : 'bị từ chối'}`,
  approvedBody: (due: string) => `Hạn thanh toán mới: ${due}.`,
  rejectedBody: (reason: string) => `Lý do: ${reason}`,
  paidTitle: (month: string) => `Đã nhận thanh toán công nợ tháng ${month}`,
  paidBody: (amount: string) => `Đã ghi nhận khoản thanh toán ${amount}. Cảm ơn bạn.`,
  reminderTitle: (month: string, n: number) => `Nhắc thanh toán công nợ tháng ${month} (lần thứ ${n})`,
  reminderBody: (amount: string, due: string, days: number) =>
    days < 0
      ? `Công nợ ${amount} đến hạn ngày ${due} (còn ${-days} ngày).`
      : days === 0
        ? `Công nợ ${amount} đến hạn hôm nay (${due}).`
        : `Công nợ ${amount} đã quá hạn ${days} ngày (hạn ${due}).`,
} as const;

// ——— partner calls ———

const reportFileSchema = z.object({ id: z.string(), name: z.string(), fileName: z.string(), fullPath: z.string() });
export type ReportFile = z.infer<typeof reportFileSchema>;

export const deferredRecordSchema = z.object({
  id: z.string(),
  patientName: z.string(),
  /** 'YYYY-MM-DD'. */
  examinationDate: z.string(),
  testName: z.string(),
  testFee: z.number(),
  discount: z.number(),
  samplingFee: z.number(),
  totalAmount: z.number(),
});
export type DeferredRecord = z.infer<typeof deferredRecordSchema>;

export const reminderHistorySchema = z.object({
  id: z.string(),
  /** 1, 2, … in the order sent ('Lần thứ n'). */
  n: z.number(),
  /** Days relative to the due date (the ladder step). */
  offsetDays: z.number(),
  reminderDate: z.string(),
});

export const extensionHistorySchema = z.object({
  id: z.string(),
  newDueDate: z.string(),
  formattedNewDueDate: z.string(),
  extensionStatus: z.number(),
  extensionStatusName: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  files: z.array(reportFileSchema),
});
export type ExtensionHistory = z.infer<typeof extensionHistorySchema>;

export const vietQrSchema = z.object({
  payload: z.string(),
  bankBin: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** The account holder as the bank prints it (the owner's name without marks). */
  accountName: z.string(),
  /** Who is paid: the owner's legal name ('Thông tin đơn vị'). */
  ownerName: z.string(),
  amount: z.number(),
  note: z.string(),
});
export type VietQr = z.infer<typeof vietQrSchema>;

export const reportRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** 'YYYY-MM'. */
  month: z.string(),
  /** 'MM/YYYY' (spec: reportingMonth). */
  reportingMonth: z.string(),
  amount: z.number(),
  formattedAmount: z.string(),
  dueDate: z.string(),
  formattedDueDate: z.string(),
  /** The new due date of the latest extension request not refused ('' when none). */
  extensionDate: z.string(),
  /** That request still waits for the accountant: its date is asked for, not granted, and no other may be asked. */
  extensionPending: z.boolean(),
  status: z.number(),
  statusName: z.string(),
  isPaid: z.boolean(),
  serviceCount: z.number(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportListQuerySchema = pageQuerySchema;
export type ReportListQuery = z.output<typeof reportListQuerySchema>;
export const reportListSchema = listOf(reportRowSchema);
export type ReportList = z.infer<typeof reportListSchema>;

export const reportDetailSchema = reportRowSchema.extend({
  reportDeferredRecords: z.array(deferredRecordSchema),
  debtReminderHistories: z.array(reminderHistorySchema),
  files: z.array(reportFileSchema),
  documentFiles: z.array(reportFileSchema),
  paymentExtensionHistories: z.array(extensionHistorySchema),
  paidAt: z.string().nullable(),
  /** The transfer to make, while the report waits for payment and a bank account is set. */
  vietQr: vietQrSchema.nullable(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const deferredChartSchema = z.object({ data: z.array(z.object({ month: z.string(), amount: z.number() })) });
export type DeferredChart = z.infer<typeof deferredChartSchema>;

const optionSchema = z.object({ value: z.number(), name: z.string(), color: z.string() });
export const reportOptionsSchema = z.object({ status: z.array(optionSchema), extensionStatus: z.array(optionSchema) });
export type ReportOptions = z.infer<typeof reportOptionsSchema>;

export const reportParamsSchema = z.object({ id: idParamSchema });
export const reportFileParamsSchema = z.object({ id: idParamSchema });

/** `extension-request`'s text field (the files come beside it). */
export const extensionRequestFieldsSchema = z.object({
  [REPORT_FIELDS.newDueDate]: dateSchema({ required: REPORT_MSG.extensionDate }),
});

// ——— the accounts desk ———

const monthSchema = text(REPORT_MSG.month).regex(/^\d{4}-(0[1-9]|1[0-2])$/, REPORT_MSG.month);

export const deskReportListQuerySchema = pageQuerySchema.extend({
  month: monthSchema.optional(),
  partnerId: z.uuid({ error: MSG.badRequest }).optional(),
  status: z.coerce
    .number({ error: MSG.badRequest })
    .refine((v) => (REPORT_STATUSES as readonly number[]).includes(v), MSG.badRequest)
    .optional(),
  /** Only the reports with (true) or without (false) an extension request waiting; any month unless one is named. */
  extensionPending: queryBoolean.optional(),
});
export type DeskReportListQuery = z.output<typeof deskReportListQuerySchema>;

export const deskReportRowSchema = reportRowSchema.extend({
  collaborator: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  sentAt: z.string().nullable(),
});
export type DeskReportRow = z.infer<typeof deskReportRowSchema>;
export const deskReportListSchema = listOf(deskReportRowSchema);
export type DeskReportList = z.infer<typeof deskReportListSchema>;

export const deskReportDetailSchema = reportDetailSchema.extend({
  collaborator: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  sentAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  transferRef: z.string().nullable(),
});
export type DeskReportDetail = z.infer<typeof deskReportDetailSchema>;

/** The desk's filters: the collaborators to pick from and the report statuses. */
export const deskReportOptionsSchema = z.object({
  collaborators: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  status: z.array(z.object({ value: z.number(), name: z.string() })),
});

/** Build (or rebuild while a draft) one month, for one collaborator or all with completed orders. */
export const deskBuildBodySchema = z.object({
  month: monthSchema,
  partnerId: z.uuid({ error: MSG.badRequest }).optional(),
});
export type DeskBuildBody = z.infer<typeof deskBuildBodySchema>;
export const deskBuildResultSchema = z.object({ built: z.number(), reportIds: z.array(z.string()) });

export const deskFileKindSchema = z.enum(['invoice', 'document']);
export type ReportFileKind = z.infer<typeof deskFileKindSchema>;
export const deskFileRemoveParamsSchema = z.object({ id: idParamSchema, fileId: idParamSchema });

export const deskDecideBodySchema = z
  .object({
    approve: z.boolean({ error: MSG.badRequest }),
    reason: text().trim().max(REPORT_LIMITS.reasonMax, REPORT_MSG.reasonMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.approve && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: REPORT_MSG.rejectReason });
  });
export type DeskDecideBody = z.infer<typeof deskDecideBodySchema>;
export const deskExtensionParamsSchema = z.object({ id: idParamSchema });

export const deskPayBodySchema = z.object({
  transferRef: text().trim().max(REPORT_LIMITS.transferRefMax, REPORT_MSG.transferRefMax).optional(),
});
export type DeskPayBody = z.infer<typeof deskPayBodySchema>;

export const debtSettingsSchema = z.object({
  /** Days relative to the due date (-3 = three days before, 0 = on it, 7 = a week after). */
  reminderOffsets: z
    .array(
      z
        .number({ error: REPORT_MSG.ladder })
        .int(REPORT_MSG.ladder)
        .min(-REPORT_LIMITS.ladderDaysMax, REPORT_MSG.ladder)
        .max(REPORT_LIMITS.ladderDaysMax, REPORT_MSG.ladder),
    )
    .max(REPORT_LIMITS.ladderMax, REPORT_MSG.ladderMax)
    .transform((offsets) => [...new Set(offsets)].sort((a, b) => a - b)),
  /** The due date is this many days after the reported month's last day. */
  dueDays: z
    .number({ error: REPORT_MSG.dueDays })
    .int(REPORT_MSG.dueDays)
    .min(0, REPORT_MSG.dueDays)
    .max(REPORT_LIMITS.dueDaysMax, REPORT_MSG.dueDays),
  /** Added once per home-sampling order (its first service line). */
  homeSamplingFee: z
    .number({ error: REPORT_MSG.samplingFee })
    .int(REPORT_MSG.samplingFee)
    .min(0, REPORT_MSG.samplingFee)
    .max(REPORT_LIMITS.samplingFeeMax, REPORT_MSG.samplingFee),
});
export type DebtSettings = z.output<typeof debtSettingsSchema>;
/** The settings as answered (the body schema's shape without its normalising transforms). */
export const debtSettingsDataSchema = z.object({
  reminderOffsets: z.array(z.number()),
  dueDays: z.number(),
  homeSamplingFee: z.number(),
});
export type DebtSettingsBody = z.input<typeof debtSettingsSchema>;
