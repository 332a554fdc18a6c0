import {
  BID_POST_STATUS,
  type BidPostDetail,
  CREATED_BY,
  FINAL_SUBMIT_STATUSES,
  type PartyRequest,
  REQUEST_STATUS,
  type RequestRow,
  SUBMIT_STATUS,
} from '@portal/contract';
import type { Session } from '@/lib/session';

/**
 * What the bid page shows to whom (spec 2 §2.2, §4.1, §4.2, SPEC-NOTES 6). Pure functions, so
 * the rules are tested without rendering.
 */

export const BID_TABS = ['info', 'submit', 'history', 'request'] as const;
export type BidTab = (typeof BID_TABS)[number];

export const BID_TAB_LABELS: Readonly<Record<BidTab, string>> = {
  info: 'Thông tin bài thầu',
  submit: 'Thông tin nộp thầu',
  history: 'Lịch sử cập nhật',
  request: 'Yêu cầu',
};

/** Only a provider reads the bid through its own call; a company or collaborator sees what a visitor sees. */
export const isProviderSession = (session: Session | null): boolean => session?.type === 'provider';

/** The provider's submission status (`submit.status[0]`), or null without a submission. */
export function submissionStatus(detail: Pick<BidPostDetail, 'submit'>): number | null {
  return detail.submit ? (detail.submit.status[0] ?? SUBMIT_STATUS.Applied) : null;
}

/** Spec 2 §2.2: all four tabs for a provider with a submission, the info tab for everyone else. */
export function visibleBidTabs(session: Session | null, detail: Pick<BidPostDetail, 'submit'> | undefined): BidTab[] {
  return isProviderSession(session) && detail?.submit ? [...BID_TABS] : ['info'];
}

/** `?tab=`: an unknown or hidden tab falls back to info. */
export function resolveBidTab(requested: string | null, visible: readonly BidTab[]): BidTab {
  return visible.find((tab) => tab === requested) ?? 'info';
}

export const isFinalStatus = (status: number | null): boolean => status !== null && FINAL_SUBMIT_STATUSES.includes(status);

export type StepState = 'finish' | 'process' | 'wait';
export const STEP_TITLES = ['Mới', 'Đã nộp thầu', 'Đánh giá thầu', 'Công bố kết quả', 'Kết thúc'] as const;

/** Spec 2 §4.1: the five steps' states for a submission status (null: no submission). */
export function stepperStates(status: number | null): StepState[] {
  const S = SUBMIT_STATUS;
  const is = (...codes: number[]) => status !== null && codes.includes(status);
  const step3: StepState = is(S.Approve, S.Reject, S.Close, S.Updated)
    ? 'finish'
    : is(S.RequestMeet, S.RequestUpdate, S.Applied)
      ? 'process'
      : 'wait';
  const step4: StepState = is(S.Approve, S.Reject) ? 'finish' : is(S.Updated) ? 'process' : 'wait';
  const step5: StepState = is(S.Close) ? 'finish' : is(S.Approve, S.Reject) ? 'process' : 'wait';
  return ['finish', status === null ? 'process' : 'finish', step3, step4, step5];
}

/** The inviting party's meeting request still waiting for the provider (spec 2 §4.4: the first one, while it has no reply). */
export function openMeetRequest(requests: readonly PartyRequest[]): PartyRequest | undefined {
  const first = requests.find((r) => r.type === 'Meet');
  return first && first.replies.length === 0 && first.status === REQUEST_STATUS.NotAnswered ? first : undefined;
}

/** The additional-document request still waiting for a reply. */
export function openAdditionalRequest(requests: readonly PartyRequest[]): PartyRequest | undefined {
  return requests.find((r) => r.type === 'Additional' && r.replies.length === 0 && r.status === REQUEST_STATUS.NotAnswered);
}

export type BidActions = {
  /** 'Nộp hồ sơ': the post is Open and the caller has no submission (a visitor is sent to the provider login). */
  canSubmit: boolean;
  /** Update the submission: not final, and the post still Open or the party asked for documents. */
  canUpdate: boolean;
  /** Spec 2 §4.2's clarification-request button. */
  canRequest: boolean;
};

/** What the signed-in account's role lets it do here (a main account: everything; SPEC-NOTES 8). */
export type BidPermissions = { submit: boolean; request: boolean };
const EVERYTHING: BidPermissions = { submit: true, request: true };

export function bidActions(
  session: Session | null,
  detail: Pick<BidPostDetail, 'status' | 'submit'>,
  hasOpenAdditional: boolean,
  allowed: BidPermissions = EVERYTHING,
): BidActions {
  const status = submissionStatus(detail);
  const isOpen = detail.status === BID_POST_STATUS.Open;
  const isReview = detail.status === BID_POST_STATUS.Review;
  // A logged-in company or collaborator sees what a visitor sees, without the submit button (SPEC-NOTES 6).
  const mayBid = session === null || isProviderSession(session);
  const live = status !== null && !isFinalStatus(status) && status !== SUBMIT_STATUS.Close;
  // A visitor is offered 'Nộp hồ sơ' (it leads to the login); a provider's staff member only with 'bid.submit'.
  return {
    canSubmit: mayBid && isOpen && status === null && (session === null || allowed.submit),
    canUpdate:
      isProviderSession(session) && allowed.submit && live && (isOpen || status === SUBMIT_STATUS.RequestUpdate || hasOpenAdditional),
    canRequest: isProviderSession(session) && allowed.request && ((live && isOpen) || (status !== null && isReview && hasOpenAdditional)),
  };
}

/** Spec 2 §4.3: a replied request is view-only. */
export const hasReply = (request: Pick<RequestRow, 'replies'>): boolean => request.replies.length > 0;
/** Edit and delete show only for the provider's own requests that have content. */
export const isEditableKind = (request: Pick<RequestRow, 'userTypeCreate' | 'content'>): boolean =>
  request.userTypeCreate !== CREATED_BY.Cms && request.content.trim() !== '';
/** CMS staff's requests never show in the provider's list (spec 2 §2.6). */
export const visibleRequests = <T extends Pick<RequestRow, 'userTypeCreate'>>(rows: readonly T[]): T[] =>
  rows.filter((row) => row.userTypeCreate !== CREATED_BY.Cms);
