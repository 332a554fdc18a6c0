import {
  DEBT_LETTER_MSG,
  DEBT_LETTER_OPTIONS,
  DEBT_LETTER_STATUS,
  DEBT_LETTER_STATUS_LABELS,
  type DebtLetterConfirmFields,
  type DebtLetterDetail,
  type DebtLetterFile,
  type DebtLetterItem,
  type DebtLetterList,
  type DebtLetterListQuery,
  type DebtLetterOptions,
  type DebtLetterResponseStatus,
  debtLetterCode,
  debtLetterDifference,
  formatVnd,
  vietnamToday,
  debtLetterEndpoints,
  pathOf,
} from '@portal/contract';
import { insertFileRows } from '../../db/files-repository.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { pagination } from '../../lib/pagination.ts';
import { getOrganization } from '../organization/organization-service.ts';
import { letterPdf, type PdfParty } from './letter-pdf.ts';
import * as repo from './letters-repository.ts';
import { recordDebtEvent } from './timeline-service.ts';

/*
 * A collaborator's debt confirmation letters (spec 3 §2, §4, §5, §7): its own current letters, the
 * letter with its answer, and the answer itself — once, while the letter waits (the row is locked,
 * so two answers sent together never both pass), recorded on the debt timeline in the same
 * transaction, its file kept only once everything commits.
 */

export const RESPONSE_FILE_PURPOSE = 'debt_letter_answer';

export const toItem = (row: repo.LetterItemRow): DebtLetterItem => ({
  id: row.id,
  code: debtLetterCode(row.no),
  letterName: row.letterName,
  sentDate: row.sentDate,
  balanceDate: row.balanceDate,
  balanceAmount: row.balanceAmount,
  responseStatus: row.responseStatus,
  responseStatusName: DEBT_LETTER_STATUS_LABELS[row.responseStatus as DebtLetterResponseStatus],
});

/** The answer's file as the detail lists it (`fullPath`: where it downloads with the caller's token). */
export async function filesOf(deps: AppDeps, row: repo.LetterRow, path: (id: string) => string): Promise<DebtLetterFile[]> {
  if (!row.responseFileId) return [];
  const file = await repo.responseFileOf(deps.db, row.responseFileId);
  return file
    ? [{ id: file.id, name: file.originalName, fileName: file.originalName, fullPath: path(row.id), contentType: file.mime }]
    : [];
}

export async function listLetters(deps: AppDeps, auth: PartnerAuth, q: DebtLetterListQuery): Promise<DebtLetterList> {
  const limit = q.limit;
  const { rows, total } = await repo.listOwnLetters(
    deps.db,
    {
      partnerId: auth.partnerId,
      search: q.search || undefined,
      sentDate: q.sentDate,
      balanceDate: q.balanceDate,
      responseStatus: q.responseStatus,
    },
    q.page,
    limit,
  );
  return { items: rows.map(toItem), pagination: pagination(q.page, limit, total) };
}

async function found(deps: AppDeps, id: string) {
  const joined = await repo.findLetter(deps.db, id);
  if (!joined) throw new AppError('not_found');
  return joined;
}

export async function getLetter(deps: AppDeps, id: string): Promise<DebtLetterDetail> {
  const { letter } = await found(deps, id);
  return {
    ...toItem(letter),
    data: letter.body,
    files: await filesOf(deps, letter, (letterId) => pathOf(debtLetterEndpoints.file, { id: letterId })),
    responseBalanceAmount: letter.responseBalanceAmount,
    responseNotes: letter.responseNotes,
    answeredAt: letter.answeredAt?.toISOString() ?? null,
    difference: debtLetterDifference(letter),
    superseded: letter.supersededAt !== null,
    pdfPath: pathOf(debtLetterEndpoints.pdf, { id: letter.id }),
  };
}

export const options = (): DebtLetterOptions => DEBT_LETTER_OPTIONS;

/**
 * POST debt-confirmation-letter/confirm/{id}: answered once, only while pending and not replaced
 * (422 otherwise); the amount only for a different balance. The file row, the answer and the
 * timeline entry commit together, then the staged bytes are kept.
 */
export async function confirmLetter(
  deps: AppDeps,
  auth: PartnerAuth,
  id: string,
  body: DebtLetterConfirmFields,
  uploads: AcceptedUpload[],
): Promise<DebtLetterDetail> {
  if (body.id !== undefined && body.id !== id) throw AppError.field('id', DEBT_LETTER_MSG.idMismatch);
  if (uploads.length > 1) throw new AppError('payload_too_large', DEBT_LETTER_MSG.oneFile);
  const upload = uploads[0];
  await deps.db.transaction(async (tx) => {
    const letter = await repo.lockLetter(tx, id);
    if (!letter) throw new AppError('not_found');
    if (letter.supersededAt) throw new AppError('business_rule', DEBT_LETTER_MSG.superseded);
    if (letter.responseStatus !== DEBT_LETTER_STATUS.pending) throw new AppError('business_rule', DEBT_LETTER_MSG.answered);
    if (upload) await insertFileRows(tx, { purpose: RESPONSE_FILE_PURPOSE, partnerId: auth.partnerId }, [upload]);
    await repo.updateLetter(tx, id, {
      responseStatus: body.ResponseStatus,
      responseBalanceAmount: body.ResponseBalanceAmount,
      responseNotes: body.ResponseNotes,
      responseFileId: upload?.id ?? null,
      answeredAt: new Date(),
      answeredBy: auth.userId,
    });
    const agreed = body.ResponseStatus === DEBT_LETTER_STATUS.agreed;
    const figure = agreed ? letter.balanceAmount : (body.ResponseBalanceAmount ?? 0);
    await recordDebtEvent(tx, {
      partnerId: letter.partnerId,
      kind: 'letter_answered',
      subject: 'letter',
      subjectId: letter.id,
      summary: agreed
        ? `${letter.letterName} — khớp số liệu: ${formatVnd(letter.balanceAmount)}`
        : `${letter.letterName} — khác số liệu: ${formatVnd(figure)} (chênh lệch ${formatVnd(figure - letter.balanceAmount)})`,
      amount: figure,
      actor: 'partner',
      userId: auth.userId,
    });
  });
  if (upload) await deps.storage.promote(upload.id);
  return getLetter(deps, id);
}

/** The file of a letter's answer (404 when it has none). */
export async function responseFile(deps: AppDeps, id: string) {
  const { letter } = await found(deps, id);
  const file = letter.responseFileId ? await repo.responseFileOf(deps.db, letter.responseFileId) : undefined;
  if (!file) throw new AppError('not_found');
  return file;
}

/** Our company as Bên A: the owner's setting ('Thông tin đơn vị'). */
export async function ourCompany(deps: AppDeps): Promise<PdfParty> {
  const owner = await getOrganization(deps);
  return {
    name: owner.legalName,
    taxCode: owner.taxCode,
    address: owner.address,
    representative: owner.representative,
    representativeTitle: owner.representativeTitle,
  };
}

/** The letter's PDF record (biên bản đối chiếu công nợ) and its file name. */
export async function letterRecordPdf(deps: AppDeps, id: string): Promise<{ name: string; bytes: Buffer }> {
  const { letter } = await found(deps, id);
  const [company, party] = await Promise.all([ourCompany(deps), repo.partyOf(deps.db, letter.partnerId)]);
  if (!party) throw new AppError('not_found');
  const code = debtLetterCode(letter.no);
  const bytes = await letterPdf({
    code,
    letterName: letter.letterName,
    sentDate: letter.sentDate,
    balanceDate: letter.balanceDate,
    balanceAmount: letter.balanceAmount,
    responseStatus: letter.responseStatus,
    responseBalanceAmount: letter.responseBalanceAmount,
    responseNotes: letter.responseNotes,
    difference: debtLetterDifference(letter),
    answeredAt: letter.answeredAt,
    superseded: letter.supersededAt !== null,
    company,
    partner: {
      name: party.name,
      taxCode: party.taxCode,
      address: party.address ?? '',
      representative: party.representative ?? party.ownerName,
    },
    today: vietnamToday(),
  });
  return { name: `bien-ban-doi-chieu-cong-no-${code}.pdf`, bytes };
}

/** Who owns a letter: its collaborator. */
export const letterOwner = (deps: AppDeps, id: string) => repo.letterOwner(deps.db, id);
