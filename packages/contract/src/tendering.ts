/**
 * Tendering codes (spec 2 §3, SPEC-NOTES 11–13): every lookup list the bid pages read, with the
 * numeric value stored, the key the spec names and the Vietnamese label. zod-free, so the home
 * page's bid section can use them without the schemas.
 */

export type TenderLookupItem = { id: number; key: string; name: string };

const list = <const T extends readonly (readonly [string, string])[]>(entries: T): TenderLookupItem[] =>
  entries.map(([key, name], id) => ({ id, key, name }));

/** Bid post status (`/bid-post/status-list`): only Open (1) takes a submission (spec 2 §4.2). */
export const BID_POST_STATUS = { Draft: 0, Open: 1, Review: 2, Close: 3 } as const;
/** Submission status 0–6 (`/bid-post/bdsubmit-status-list`); 4 and 5 are final. */
export const SUBMIT_STATUS = { Applied: 0, RequestUpdate: 1, RequestMeet: 2, Updated: 3, Approve: 4, Reject: 5, Close: 6 } as const;
export const FINAL_SUBMIT_STATUSES: readonly number[] = [SUBMIT_STATUS.Approve, SUBMIT_STATUS.Reject];
/** Request `type`: 0 clarification (the provider's), 1 meeting and 2 additional documents (the inviting party's). */
export const REQUEST_TYPE = { Clarify: 0, Meet: 1, Additional: 2 } as const;
export const REQUEST_STATUS = { NotAnswered: 0, Answered: 1 } as const;
export const REPLY_STATUS = { AgreeToMeet: 0, Negotiate: 1, DeclineToMeet: 2 } as const;
/** History action types (SPEC-NOTES 12). */
export const HISTORY_ACTION = { Update: 0, Edit: 1, Create: 2, Delete: 3 } as const;
/** Submission schedules: 0 supply, 1 payment (SPEC-NOTES 11; contracts use 1 and 2). */
export const BID_PROGRESS_TYPE = { Supply: 0, Payment: 1 } as const;
/** Information item type: 0 text, 1 file. */
export const INFO_TYPE = { Text: 0, File: 1 } as const;
/** Shipping methods a submission offers (rail only appears in older history entries). */
export const SHIPPING_METHOD = { Road: 0, Air: 1, Sea: 2, Rail: 3 } as const;
export const OFFERED_SHIPPING_METHODS: readonly number[] = [SHIPPING_METHOD.Road, SHIPPING_METHOD.Air, SHIPPING_METHOD.Sea];
/** Who wrote a request or reply (spec 2 §3 `userTypeCreate`). */
export const CREATED_BY = { Partner: 'Partner', Cms: 'CMS' } as const;

export const TENDER_LOOKUPS = {
  area: list([
    ['Nationwide', 'Toàn quốc'],
    ['North', 'Miền Bắc'],
    ['Central', 'Miền Trung'],
    ['South', 'Miền Nam'],
  ]),
  contractType: list([
    ['LumpSum', 'Trọn gói'],
    ['FixedUnitPrice', 'Theo đơn giá cố định'],
    ['AdjustableUnitPrice', 'Theo đơn giá điều chỉnh'],
    ['TimeBased', 'Theo thời gian'],
  ]),
  chooseMode: list([
    ['OpenBidding', 'Đấu thầu rộng rãi'],
    ['LimitedBidding', 'Đấu thầu hạn chế'],
    ['CompetitiveQuotation', 'Chào hàng cạnh tranh'],
    ['DirectAppointment', 'Chỉ định thầu'],
    ['DirectPurchase', 'Mua sắm trực tiếp'],
  ]),
  publicMode: list([
    ['OneStageOneEnvelope', 'Một giai đoạn một túi hồ sơ'],
    ['OneStageTwoEnvelopes', 'Một giai đoạn hai túi hồ sơ'],
    ['TwoStagesOneEnvelope', 'Hai giai đoạn một túi hồ sơ'],
    ['TwoStagesTwoEnvelopes', 'Hai giai đoạn hai túi hồ sơ'],
  ]),
  applyGroup: list([
    ['AllProviders', 'Tất cả nhà cung cấp'],
    ['DomesticProviders', 'Nhà cung cấp trong nước'],
    ['ContractedProviders', 'Nhà cung cấp đã hợp tác'],
  ]),
  /** Device codes (SPEC-NOTES 10): 0 collaborator, 1 company, 2 provider. */
  partnerCategoryType: list([
    ['Collaborator', 'Cộng tác viên'],
    ['Company', 'Doanh nghiệp'],
    ['Provider', 'Nhà cung cấp'],
  ]),
  progressType: list([
    ['Supply', 'Cung cấp hàng hoá'],
    ['Payment', 'Thanh toán'],
  ]),
  progressStatus: list([
    ['NotStarted', 'Chưa thực hiện'],
    ['InProgress', 'Đang thực hiện'],
    ['Done', 'Hoàn thành'],
  ]),
  bdSubmitStatus: list([
    ['Applied', 'Đã nộp thầu'],
    ['RequestUpdate', 'Yêu cầu bổ sung hồ sơ'],
    ['RequestMeet', 'Yêu cầu gặp mặt'],
    ['Updated', 'Đã cập nhật hồ sơ'],
    ['Approve', 'Trúng thầu'],
    ['Reject', 'Không trúng thầu'],
    ['Close', 'Đã đóng'],
  ]),
  status: list([
    ['Draft', 'Nháp'],
    ['Open', 'Đang mở'],
    ['Review', 'Đang xét thầu'],
    ['Close', 'Đã đóng'],
  ]),
  requestType: list([
    ['Clarify', 'Yêu cầu làm rõ'],
    ['Meet', 'Yêu cầu gặp mặt'],
    ['Additional', 'Yêu cầu bổ sung tài liệu'],
  ]),
  requestAdditional: list([
    ['BusinessLicense', 'Giấy phép kinh doanh'],
    ['FinancialReport', 'Báo cáo tài chính'],
    ['CapabilityProfile', 'Hồ sơ năng lực'],
    ['QualityCertificate', 'Chứng nhận chất lượng (ISO, GMP…)'],
    ['DetailedQuotation', 'Báo giá chi tiết'],
    ['Other', 'Tài liệu khác'],
  ]),
  requestStatus: list([
    ['NotAnswered', 'Chưa phản hồi'],
    ['Answered', 'Đã phản hồi'],
  ]),
  replyStatus: list([
    ['AgreeToMeet', 'Đồng ý gặp mặt'],
    ['Negotiate', 'Đề xuất thời gian khác'],
    ['DeclineToMeet', 'Từ chối gặp mặt'],
  ]),
  historyType: list([
    ['Update', 'Cập nhật'],
    ['Edit', 'Chỉnh sửa'],
    ['Create', 'Tạo mới'],
    ['Delete', 'Xóa'],
  ]),
  shippingMethod: list([
    ['Road', 'Đường bộ'],
    ['Air', 'Đường hàng không'],
    ['Sea', 'Đường biển'],
    ['Rail', 'Đường sắt'],
  ]),
  infoType: list([
    ['Text', 'Văn bản'],
    ['File', 'Tệp đính kèm'],
  ]),
} as const satisfies Record<string, TenderLookupItem[]>;
export type TenderLookupName = keyof typeof TENDER_LOOKUPS;

/** The path of each lookup list under /api/partner (spec 2 §7). */
export const TENDER_LOOKUP_PATHS = {
  area: 'bid-post/area-list',
  contractType: 'bid-post/contract-type-list',
  chooseMode: 'bid-post/choose-mode-list',
  publicMode: 'bid-post/public-mode-list',
  applyGroup: 'bid-post/apply-group-list',
  partnerCategoryType: 'bid-post/partner-category-type-list',
  progressType: 'bid-post/progress-type-list',
  progressStatus: 'bid-post/progress-status-list',
  bdSubmitStatus: 'bid-post/bdsubmit-status-list',
  status: 'bid-post/status-list',
  requestType: 'request/type-list',
  requestAdditional: 'request/additional-list',
  requestStatus: 'request/status-list',
  replyStatus: 'request/status-reply-list',
  historyType: 'history-update/type-list',
  shippingMethod: 'bid-post/shipping-method-list',
  infoType: 'bid-post/information-type-list',
} as const satisfies Record<TenderLookupName, string>;

/** A lookup's label for a code ('' when unknown). */
export function lookupName(name: TenderLookupName, id: number | null | undefined): string {
  return TENDER_LOOKUPS[name].find((item) => item.id === id)?.name ?? '';
}

/** Tendering limits: the spec's "page size 99999" lists are capped by LIMITS.listLimitCap. */
export const TENDER_LIMITS = {
  /** A tender's contract runs at most this many days ('Thời gian thực hiện hợp đồng'). */
  deployDaysMax: 3650,
  nameMax: 300,
  titleMax: 200,
  contentMax: 5000,
  noteMax: 5000,
  /** Digits of a price in dong (under 10^15). */
  priceDigitsMax: 15,
  discountMax: 100,
  /** Characters of the discount input: '100', or a percentage with two decimals ('12.50'). */
  discountInputMax: 6,
  progressRowsMax: 50,
  /** A new clarification request asks for an answer this many days after today (spec 2 §9). */
  requestDueDays: 3,
  /** Days-left colours of a bid's close date (spec 2 §2.3). */
  daysLeftOrangeMax: 3,
  daysLeftAmberMax: 7,
  /** The spec's page size for the request and history lists. */
  allRowsPageSize: 99999,
} as const;

/**
 * Spec 2 §5 messages, verbatim, and the tendering desk's own. Here rather than in MSG (which
 * ships with every page).
 */
export const TENDER_MSG = {
  name: 'Vui lòng nhập tên nhà dự thầu!',
  representative: 'Vui lòng nhập người đại diện pháp luật!',
  price: 'Vui lòng nhập giá dự thầu!',
  shippingMethod: 'Vui lòng chọn phương thức vận chuyển!',
  discount: 'Vui lòng nhập chiết khấu!',
  files: 'Vui lòng đính kèm file!',
  contactName: 'Vui lòng nhập tên liên hệ!',
  contactPosition: 'Vui lòng nhập chức vụ!',
  schedule: 'Vui lòng nhập thông tin',
  infoText: 'Vui lòng nhập thông tin!',
  infoFile: 'Vui lòng đính kèm file!',
  requestTitle: 'Vui lòng nhập tên thông báo',
  requestDate: 'Vui lòng chọn thời gian',
  requestContent: 'Vui lòng nhập nội dung',
  replyContent: 'Vui lòng nhập nội dung phản hồi',
  cannotEditReplied: 'Không thể chỉnh sửa yêu cầu đã có phản hồi',
  cannotDeleteReplied: 'Không thể xóa yêu cầu đã có phản hồi',
  deleteConfirmTitle: 'Xác nhận',
  deleteConfirm: 'Bạn có chắc chắn muốn xóa yêu cầu này không?',
  fileNoUrl: 'Không thể mở file: URL không tồn tại',
  linkCopied: 'Đã sao chép link bài thầu!',
  // Our own (spec 2 leaves the server's refusals unsaid; docs/decisions/tendering.md).
  priceFormat: 'Giá dự thầu chỉ gồm chữ số, tối đa 15 chữ số!',
  discountRange: 'Chiết khấu phải là số từ 0 đến 100!',
  notOpen: 'Bài thầu không còn nhận hồ sơ.',
  closed: 'Đã hết hạn nộp hồ sơ dự thầu.',
  alreadySubmitted: 'Bạn đã nộp hồ sơ cho bài thầu này.',
  finalStatus: 'Hồ sơ dự thầu đã có kết quả, không thể thay đổi.',
  noSubmission: 'Bạn chưa nộp hồ sơ cho bài thầu này.',
  requestClosed: 'Không thể gửi yêu cầu làm rõ cho bài thầu này lúc này.',
  alreadyReplied: 'Yêu cầu này đã được phản hồi.',
  replyStatus: 'Vui lòng chọn phản hồi!',
  unknownInfo: 'Thông tin bổ sung không thuộc bài thầu này!',
  badJson: 'Dữ liệu không hợp lệ!',
  submitted: 'Nộp hồ sơ dự thầu thành công',
  submitUpdated: 'Cập nhật hồ sơ dự thầu thành công',
  requestSent: 'Gửi yêu cầu thành công',
  requestUpdated: 'Cập nhật yêu cầu thành công',
  requestDeleted: 'Xóa yêu cầu thành công',
  replySent: 'Gửi phản hồi thành công',
} as const;

/** Days from today to `date` (calendar days in Vietnam's time zone; negative when past). */
export function daysUntil(date: string | Date, now: Date = new Date()): number {
  const day = (d: Date) => {
    const local = new Date(d.getTime() + 7 * 3_600_000);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  };
  return Math.round((day(new Date(date)) - day(now)) / 86_400_000);
}

export type DaysLeftTone = 'red' | 'orange' | 'amber' | 'green';

/** Spec 2 §2.3: the days-left label and colour next to a bid's close date (SPEC-NOTES 13). */
export function bidDaysLeft(closeDate: string | Date, now: Date = new Date()): { text: string; tone: DaysLeftTone } {
  const closed = new Date(closeDate).getTime() < now.getTime();
  const days = daysUntil(closeDate, now);
  if (closed) return { text: 'Đã hết hạn', tone: 'red' };
  if (days <= 0) return { text: 'Hết hạn hôm nay', tone: 'orange' };
  const text = `Còn ${days} ngày`;
  if (days <= TENDER_LIMITS.daysLeftOrangeMax) return { text, tone: 'orange' };
  if (days <= TENDER_LIMITS.daysLeftAmberMax) return { text, tone: 'amber' };
  return { text, tone: 'green' };
}

/** Spec 2 §4.4: an additional-document request's deadline text and colour. */
export function deadlineLeft(deadline: string | Date, now: Date = new Date()): { text: string; tone: 'green' | 'orange' | 'red' } {
  const days = daysUntil(deadline, now);
  if (days < 0) return { text: `đã quá ${-days} ngày`, tone: 'red' };
  if (days === 0) return { text: 'hôm nay', tone: 'orange' };
  return { text: `còn ${days} ngày`, tone: days > 3 ? 'green' : 'orange' };
}
