import { BID_POST_STATUS, SUBMIT_STATUS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { bidActions, resolveBidTab, stepperStates, visibleBidTabs, visibleRequests } from './bid-rules';
import { bidDetail, requestRow, withSubmission } from './test-fixtures';

const provider = { token: 't', type: 'provider', isSubUser: false } as const;
const company = { token: 't', type: 'company', isSubUser: false } as const;

describe('bid tabs (spec 2 §2.2)', () => {
  it('a visitor, a provider without a submission and a company see the info tab only; a provider with one sees all four', () => {
    expect(visibleBidTabs(null, withSubmission(0))).toEqual(['info']);
    expect(visibleBidTabs(provider, bidDetail())).toEqual(['info']);
    expect(visibleBidTabs(company, withSubmission(0))).toEqual(['info']);
    expect(visibleBidTabs(provider, withSubmission(0))).toEqual(['info', 'submit', 'history', 'request']);
  });

  it('?tab= falls back to info when unknown or hidden', () => {
    expect(resolveBidTab('history', ['info', 'submit', 'history', 'request'])).toBe('history');
    expect(resolveBidTab('history', ['info'])).toBe('info');
    expect(resolveBidTab('nonsense', ['info', 'submit'])).toBe('info');
    expect(resolveBidTab(null, ['info'])).toBe('info');
  });
});

describe('stepper (spec 2 §4.1)', () => {
  it.each([
    [null, ['finish', 'process', 'wait', 'wait', 'wait']],
    [SUBMIT_STATUS.Applied, ['finish', 'finish', 'process', 'wait', 'wait']],
    [SUBMIT_STATUS.RequestUpdate, ['finish', 'finish', 'process', 'wait', 'wait']],
    [SUBMIT_STATUS.RequestMeet, ['finish', 'finish', 'process', 'wait', 'wait']],
    [SUBMIT_STATUS.Updated, ['finish', 'finish', 'finish', 'process', 'wait']],
    [SUBMIT_STATUS.Approve, ['finish', 'finish', 'finish', 'finish', 'process']],
    [SUBMIT_STATUS.Reject, ['finish', 'finish', 'finish', 'finish', 'process']],
    [SUBMIT_STATUS.Close, ['finish', 'finish', 'finish', 'wait', 'finish']],
  ])('status %s', (status, states) => {
    expect(stepperStates(status)).toEqual(states);
  });
});

describe('actions (spec 2 §4.2)', () => {
  it('submit: Open post without a submission, for a visitor or a provider, never for a company', () => {
    expect(bidActions(null, bidDetail(), false).canSubmit).toBe(true);
    expect(bidActions(provider, bidDetail(), false).canSubmit).toBe(true);
    expect(bidActions(company, bidDetail(), false).canSubmit).toBe(false);
    expect(bidActions(provider, bidDetail({ status: BID_POST_STATUS.Review }), false).canSubmit).toBe(false);
    expect(bidActions(provider, withSubmission(0), false).canSubmit).toBe(false);
  });

  it("a staff member's role: submit and update need 'bid.submit', clarification 'bid.request'; a visitor still sees submit", () => {
    const staff = { ...provider, isSubUser: true };
    const readOnly = { submit: false, request: false };
    expect(bidActions(staff, bidDetail(), false, readOnly).canSubmit).toBe(false);
    expect(bidActions(staff, bidDetail(), false, { submit: true, request: false }).canSubmit).toBe(true);
    expect(bidActions(staff, withSubmission(SUBMIT_STATUS.Applied), false, readOnly)).toEqual({
      canSubmit: false,
      canUpdate: false,
      canRequest: false,
    });
    expect(bidActions(staff, withSubmission(SUBMIT_STATUS.Applied), false, { submit: false, request: true }).canRequest).toBe(true);
    expect(bidActions(null, bidDetail(), false, readOnly).canSubmit).toBe(true);
  });

  it('clarification: a live submission on an Open post, or a Review post with an unanswered additional request', () => {
    expect(bidActions(provider, withSubmission(SUBMIT_STATUS.Applied), false).canRequest).toBe(true);
    expect(bidActions(provider, withSubmission(SUBMIT_STATUS.Approve), false).canRequest).toBe(false);
    expect(bidActions(provider, withSubmission(SUBMIT_STATUS.Reject), false).canRequest).toBe(false);
    expect(bidActions(provider, withSubmission(SUBMIT_STATUS.Applied, { status: BID_POST_STATUS.Review }), false).canRequest).toBe(false);
    expect(bidActions(provider, withSubmission(SUBMIT_STATUS.RequestUpdate, { status: BID_POST_STATUS.Review }), true).canRequest).toBe(
      true,
    );
    expect(bidActions(provider, bidDetail(), false).canRequest).toBe(false);
  });

  it('update: not after a result', () => {
    expect(bidActions(provider, withSubmission(SUBMIT_STATUS.Applied), false).canUpdate).toBe(true);
    expect(bidActions(provider, withSubmission(SUBMIT_STATUS.Approve), false).canUpdate).toBe(false);
  });
});

it('CMS requests are hidden from the provider', () => {
  const rows = [requestRow({ id: 'a' }), requestRow({ id: 'b', userTypeCreate: 'CMS' })];
  expect(visibleRequests(rows).map((r) => r.id)).toEqual(['a']);
});
