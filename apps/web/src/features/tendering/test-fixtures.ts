import type { BidPostDetail, BidSubmission, HistoryRow, PartyRequest, RequestRow } from '@portal/contract';
import { jsonResponse } from '@/testing/fetch-mock';

/** Test data of the bid pages, in the contract's shapes. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const SUBMISSION_ID = '11111111-1111-4111-8111-111111111111';
export const INFO_TEXT_ID = '22222222-2222-4222-8222-222222222222';
export const INFO_FILE_ID = '33333333-3333-4333-8333-333333333333';

export function bidDetail(overrides: Partial<BidPostDetail> = {}): BidPostDetail {
  return {
    id: 7,
    name: 'Cung cấp vật tư y tế năm 2026',
    bidName: 'Gói thầu số 3: vật tư tiêu hao',
    invitingParty: 'Bệnh viện Đa khoa Sài Gòn',
    bidPostCategory: { id: 2, name: 'Vật tư y tế' },
    contractType: 0,
    area: 3,
    chooseMode: 0,
    publicMode: 0,
    applyGroup: 0,
    deployDays: null,
    issueLocation: null,
    deployLocation: 'TP. Hồ Chí Minh',
    openDate: inDays(-3),
    closeDate: inDays(10),
    applyDate: null,
    contactName: 'Nguyễn Văn A',
    contactPhone: '0912345678',
    contactEmail: 'moithau@bv.vn',
    contactPosition: 'Trưởng phòng vật tư',
    note: null,
    requirements: null,
    files: [{ id: 'f1', name: 'ho-so-moi-thau.pdf', fullPath: '/api/partner/bid-post/file/f1' }],
    informations: [],
    status: 1,
    resultsPublished: false,
    submit: null,
    ...overrides,
  };
}

export const withSubmission = (status: number, overrides: Partial<BidPostDetail> = {}) =>
  bidDetail({ submit: { id: SUBMISSION_ID, status: [status] }, ...overrides });

export function submission(overrides: Partial<BidSubmission> = {}): BidSubmission {
  return {
    id: SUBMISSION_ID,
    bidPostId: 7,
    bidPostName: 'Cung cấp vật tư y tế năm 2026',
    status: 0,
    name: 'Nhà cung cấp Demo',
    taxCode: '0101234567',
    representative: 'Trần Thị B',
    price: 1250000,
    shippingMethod: 0,
    discount: 5,
    contactName: 'Lê Văn C',
    contactPhone: '0987654321',
    contactEmail: 'lienhe@ncc.vn',
    contactPosition: 'Kinh doanh',
    note: 'Giao trong 30 ngày',
    files: [{ id: '44444444-4444-4444-8444-444444444444', name: 'bao-gia.pdf', fullPath: null }],
    progress: [
      { id: '55555555-5555-4555-8555-555555555555', name: 'Đợt 1', content: 'Giao 50%', progressType: 0, status: 0, date: null },
      { id: '66666666-6666-4666-8666-666666666666', name: 'Tạm ứng', content: 'Trả 30%', progressType: 1, status: 0, date: null },
    ],
    customValues: [],
    createdAt: inDays(-1),
    updatedAt: inDays(-1),
    ...overrides,
  };
}

export function requestRow(overrides: Partial<RequestRow> = {}): RequestRow {
  return {
    id: 'r1',
    bidPostSubmitId: SUBMISSION_ID,
    title: 'Yêu cầu làm rõ tiến độ',
    content: 'Xin làm rõ thời hạn giao hàng',
    dateRequest: '2026-12-01',
    creationTime: inDays(-1),
    companyName: 'Bệnh viện Đa khoa Sài Gòn',
    sender: 'ncc_demo',
    status: 0,
    userTypeCreate: 'Partner',
    files: [],
    replies: [],
    ...overrides,
  };
}

export function partyRequest(overrides: Partial<PartyRequest> = {}): PartyRequest {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    requestType: 1,
    type: 'Meet',
    status: 0,
    statusKey: 'NotAnswered',
    dateMeet: inDays(2),
    dateRequired: null,
    address: '201 Nguyễn Chí Thanh',
    nameContact: 'Nguyễn Văn A',
    phoneContact: '0912345678',
    note: null,
    content: 'Mời trao đổi về hồ sơ',
    additional: [],
    creationTime: inDays(-1),
    replies: [],
    ...overrides,
  };
}

export function historyRow(overrides: Partial<HistoryRow> = {}): HistoryRow {
  return {
    id: 'h1',
    date: inDays(-1),
    performer: 'ncc_demo',
    actionType: 1,
    subject: 'submission',
    content: JSON.stringify({ contactPhone: ['0912345678', '0987654321'], shippingMethod: [0, 3] }),
    ...overrides,
  };
}

type Answers = {
  detail?: BidPostDetail | null;
  submission?: BidSubmission;
  requests?: RequestRow[];
  party?: PartyRequest[];
  history?: HistoryRow[];
};

/** A route for stubApi answering the bid calls (detail null: 404). */
export function bidRoutes(answers: Answers) {
  return (url: string, init: RequestInit): Response | undefined => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') return undefined;
    if (url.startsWith('/api/partner/bid-post/lookups')) return jsonResponse({ data: {} });
    if (/\/bid-post\/detail\/\d+$/.test(url)) {
      return answers.detail ? jsonResponse({ data: answers.detail }) : jsonResponse({ message: 'Không tìm thấy bài thầu.' }, 404);
    }
    if (url.includes('/detail-bd-submit/')) return jsonResponse({ data: answers.submission ?? submission() });
    if (url.includes('/request/party-list')) return jsonResponse({ data: { items: answers.party ?? [] } });
    if (url.includes('/request/list'))
      return jsonResponse({ data: { items: answers.requests ?? [], pagination: { page: 1, limit: 99999, count: 0, totalCount: 0 } } });
    if (url.includes('/history-update/list'))
      return jsonResponse({ data: { items: answers.history ?? [], pagination: { page: 1, limit: 99999, count: 0, totalCount: 0 } } });
    return undefined;
  };
}
