import {
  DEBT_LETTER_MSG,
  DEBT_LETTER_OPTIONS,
  DEBT_LETTER_OUTGOING,
  type DeskDebtLetterBody,
  type DeskDebtLetterCorrectBody,
  type DeskDebtLetterDetail,
  type DeskDebtLetterDraft,
  type DeskDebtLetterDraftQuery,
  type DeskDebtLetterList,
  type DeskDebtLetterListQuery,
  type DeskDebtLetterOptions,
  type DeskDebtLetterRow,
  debtLetterCode,
  debtLetterDefaultName,
  debtLetterDifference,
  debtLetterLink,
  debtLetterTemplate,
  formatDate,
  formatVnd,
  vietnamToday,
  debtLetterDeskEndpoints,
  pathOf,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import * as audit from '../audit/audit-service.ts';
import { notify } from '../notifications/notifications-service.ts';
import { completedTotal } from '../orders/orders-service.ts';
import { filesOf, ourCompany, toItem } from './letters-service.ts';
import * as repo from './letters-repository.ts';
import { recordDebtEvent } from './timeline-service.ts';

/*
 * The accounts desk's debt letters (/api/admin/debts/letters): compose from the template (the
 * balance from the collaborator's completed orders, or typed), send, read the answers and their
 * differences, issue a corrected letter. Every change writes its row, its audit entry in words,
 * its timeline event and the collaborator's notification in one transaction.
 */

const toRow = ({ letter, partner }: repo.LetterJoined): DeskDebtLetterRow => ({
  ...toItem(letter),
  partner,
  responseBalanceAmount: letter.responseBalanceAmount,
  difference: debtLetterDifference(letter),
  answeredAt: letter.answeredAt?.toISOString() ?? null,
  superseded: letter.supersededAt !== null,
  replacesId: letter.replacesId,
  supersededById: letter.supersededById,
});

export async function listLetters(deps: AppDeps, q: DeskDebtLetterListQuery): Promise<DeskDebtLetterList> {
  const limit = q.limit;
  const { rows, total } = await repo.listLetters(
    deps.db,
    { partnerId: q.partnerId, search: q.search || undefined, responseStatus: q.responseStatus, state: q.state },
    q.page,
    limit,
  );
  return { items: rows.map(toRow), pagination: pagination(q.page, limit, total) };
}

export async function getLetter(deps: AppDeps, id: string): Promise<DeskDebtLetterDetail> {
  const joined = await repo.findLetter(deps.db, id);
  if (!joined) throw new AppError('not_found');
  const { letter } = joined;
  return {
    ...toRow(joined),
    data: letter.body,
    files: await filesOf(deps, letter, (letterId) => pathOf(debtLetterDeskEndpoints.file, { id: letterId })),
    responseNotes: letter.responseNotes,
    pdfPath: pathOf(debtLetterDeskEndpoints.pdf, { id: letter.id }),
  };
}

export async function options(deps: AppDeps): Promise<DeskDebtLetterOptions> {
  return { collaborators: await repo.collaborators(deps.db), responseStatus: DEBT_LETTER_OPTIONS.responseStatus };
}

async function collaborator(db: Executor, partnerId: string) {
  const party = await repo.partyOf(db, partnerId);
  if (party?.type !== 'collaborator') throw AppError.field('partnerId', DEBT_LETTER_MSG.notCollaborator);
  return party;
}

/** The template filled for a collaborator: the balance is what its completed orders up to the date come to. */
export async function draft(deps: AppDeps, q: DeskDebtLetterDraftQuery): Promise<DeskDebtLetterDraft> {
  const party = await collaborator(deps.db, q.partnerId);
  const [{ amount, count }, company] = await Promise.all([completedTotal(deps, party.id, q.balanceDate), ourCompany(deps)]);
  return {
    partnerId: party.id,
    partnerName: party.name,
    letterName: debtLetterDefaultName(q.balanceDate),
    balanceDate: q.balanceDate,
    balanceAmount: amount,
    completedOrders: count,
    data: debtLetterTemplate({
      companyName: company.name || 'Chúng tôi',
      partnerName: party.name,
      balanceDate: q.balanceDate,
      balanceAmount: amount,
    }),
  };
}

const described = (v: { letterName: string; balanceDate: string; balanceAmount: number }) => ({
  letterName: v.letterName,
  balanceDate: formatDate(v.balanceDate),
  balanceAmount: formatVnd(v.balanceAmount),
});

type LetterFields = Pick<DeskDebtLetterBody, 'letterName' | 'balanceDate' | 'balanceAmount' | 'data'>;

/**
 * Writes a new pending letter (sent today, its body sanitised), its timeline event and the
 * collaborator's notification, in the caller's transaction; `replaces` makes it a correction.
 */
async function issue(deps: AppDeps, tx: Executor, actor: Actor, partnerId: string, v: LetterFields, replaces?: repo.LetterRow) {
  const letter = await repo.insertLetter(tx, {
    partnerId,
    letterName: v.letterName,
    sentDate: vietnamToday(),
    balanceDate: v.balanceDate,
    balanceAmount: v.balanceAmount,
    body: sanitizeRichText(v.data),
    replacesId: replaces?.id ?? null,
    sentBy: actor.userId,
  });
  const figures = `số dư ${formatVnd(letter.balanceAmount)} đến ngày ${formatDate(letter.balanceDate)}`;
  await recordDebtEvent(tx, {
    partnerId,
    kind: replaces ? 'letter_corrected' : 'letter_sent',
    subject: 'letter',
    subjectId: letter.id,
    summary: replaces ? `${letter.letterName} thay thế ${replaces.letterName}: ${figures}` : `${letter.letterName}: ${figures}`,
    amount: letter.balanceAmount,
    actor: 'operator',
    userId: actor.userId,
  });
  const corrected = Boolean(replaces);
  await notify(deps, tx, {
    partnerId,
    area: 'debts',
    kind: corrected ? 'debt.letter-corrected' : 'debt.letter-sent',
    title: corrected ? DEBT_LETTER_OUTGOING.correctedTitle(letter.letterName) : DEBT_LETTER_OUTGOING.sentTitle(letter.letterName),
    body: corrected
      ? DEBT_LETTER_OUTGOING.correctedBody(letter.balanceDate, letter.balanceAmount)
      : DEBT_LETTER_OUTGOING.sentBody(letter.balanceDate, letter.balanceAmount),
    link: debtLetterLink(letter.id),
    permission: 'debt.view',
  });
  return { letter, figures };
}

/** POST /api/admin/debts/letters: the letter, its audit entry, timeline event and notification together. */
export async function sendLetter(deps: AppDeps, actor: Actor, body: DeskDebtLetterBody): Promise<DeskDebtLetterDetail> {
  const id = await deps.db.transaction(async (tx) => {
    const party = await collaborator(tx, body.partnerId);
    const { letter, figures } = await issue(deps, tx, actor, party.id, body);
    await audit.record(tx, actor, {
      objectType: 'debt_letter',
      objectId: letter.id,
      action: 'send',
      summary: `Gửi thư xác nhận công nợ ${debtLetterCode(letter.no)} cho ${party.name}: ${figures}`,
      after: described(letter),
    });
    return letter.id;
  });
  return getLetter(deps, id);
}

/**
 * POST /api/admin/debts/letters/{id}/correct: the old letter (answered or not) is marked
 * superseded and a new pending letter takes its place; a letter already replaced is 422.
 */
export async function correctLetter(
  deps: AppDeps,
  actor: Actor,
  id: string,
  body: DeskDebtLetterCorrectBody,
): Promise<DeskDebtLetterDetail> {
  const newId = await deps.db.transaction(async (tx) => {
    const old = await repo.lockLetter(tx, id);
    if (!old) throw new AppError('not_found');
    if (old.supersededAt) throw new AppError('business_rule', DEBT_LETTER_MSG.alreadySuperseded);
    const party = await collaborator(tx, old.partnerId);
    const { letter } = await issue(deps, tx, actor, old.partnerId, body, old);
    await repo.updateLetter(tx, old.id, { supersededAt: new Date(), supersededById: letter.id });
    await audit.record(tx, actor, {
      objectType: 'debt_letter',
      objectId: old.id,
      action: 'correct',
      summary: `Điều chỉnh thư xác nhận công nợ ${debtLetterCode(old.no)} của ${party.name} bằng thư ${debtLetterCode(letter.no)}. Lý do: ${body.reason}`,
      before: described(old),
      after: described(letter),
    });
    return letter.id;
  });
  return getLetter(deps, newId);
}
