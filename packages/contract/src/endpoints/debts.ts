import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  DEBT_LETTER_FILE_FIELD,
  debtLetterConfirmFieldsSchema,
  debtLetterDetailSchema,
  debtLetterListQuerySchema,
  debtLetterListSchema,
  debtLetterOptionsSchema,
  debtLetterParamsSchema,
  deskDebtLetterBodySchema,
  deskDebtLetterCorrectBodySchema,
  deskDebtLetterDetailSchema,
  deskDebtLetterDraftQuerySchema,
  deskDebtLetterDraftSchema,
  deskDebtLetterListQuerySchema,
  deskDebtLetterListSchema,
  deskDebtLetterOptionsSchema,
} from '../schemas/debt-letters.ts';
import { debtTimelineQuerySchema, debtTimelineSchema } from '../schemas/debts.ts';
import {
  debtSettingsDataSchema,
  debtSettingsSchema,
  deferredChartSchema,
  deskBuildBodySchema,
  deskBuildResultSchema,
  deskDecideBodySchema,
  deskExtensionParamsSchema,
  deskFileRemoveParamsSchema,
  deskPayBodySchema,
  deskReportDetailSchema,
  deskReportListQuerySchema,
  deskReportListSchema,
  deskReportOptionsSchema,
  extensionRequestFieldsSchema,
  REPORT_FIELDS,
  reportDetailSchema,
  reportFileParamsSchema,
  reportListQuerySchema,
  reportListSchema,
  reportOptionsSchema,
  reportParamsSchema,
} from '../schemas/deferred-payments.ts';
import { idParamSchema } from '../schemas/files.ts';

const COLLABORATOR = ['collaborator'] as const;
const VIEW = access.partner(COLLABORATOR, 'debt.view');
const DESK_VIEW = access.operator('debts.view');
const DESK_MANAGE = access.operator('debts.manage');

/** The collaborator's debt timeline: letters, reports, answers, extensions, reminders and payments, newest first. */
export const debtTimelineEndpoints = {
  timeline: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/debt-timeline',
    tag: 'debts',
    access: VIEW,
    query: debtTimelineQuerySchema,
    data: debtTimelineSchema,
  }),
};

/** The accountant's view of one collaborator's timeline: `/api/admin/debts/partners/{id}/timeline`. */
export const debtTimelineDeskEndpoints = {
  timeline: endpoint({
    method: 'GET',
    path: '/api/admin/debts/partners/:id/timeline',
    tag: 'admin-debts',
    access: DESK_VIEW,
    params: z.object({ id: idParamSchema }),
    query: debtTimelineQuerySchema,
    data: debtTimelineSchema,
  }),
};

const LETTER_VIEW_OWN = access.partner(COLLABORATOR, 'debt.view', { owns: 'debt-letter' });
const LETTER_ANSWER_OWN = access.partner(COLLABORATOR, 'debt.answer', { owns: 'debt-letter' });

/** A collaborator's debt confirmation letters (spec 3 §7 'Debt'): `/api/partner/v1/collaborator/debt-confirmation-letter`. */
export const debtLetterEndpoints = {
  /** A page of the collaborator's current letters. */
  list: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/debt-confirmation-letter/list',
    tag: 'debt-letters',
    access: VIEW,
    query: debtLetterListQuerySchema,
    data: debtLetterListSchema,
  }),
  /** The response statuses (value and name). */
  options: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/debt-confirmation-letter/options',
    tag: 'debt-letters',
    access: VIEW,
    data: debtLetterOptionsSchema,
  }),
  /** The letter's body, its answer and its file. */
  detail: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/debt-confirmation-letter/detail/:id',
    tag: 'debt-letters',
    access: LETTER_VIEW_OWN,
    params: debtLetterParamsSchema,
    data: debtLetterDetailSchema,
  }),
  /** The letter as a PDF record (biên bản đối chiếu công nợ). */
  pdf: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/debt-confirmation-letter/detail/:id/pdf',
    tag: 'debt-letters',
    access: LETTER_VIEW_OWN,
    params: debtLetterParamsSchema,
    raw: true,
  }),
  /** The file attached to the answer. */
  file: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/debt-confirmation-letter/detail/:id/file',
    tag: 'debt-letters',
    access: LETTER_VIEW_OWN,
    params: debtLetterParamsSchema,
    raw: true,
  }),
  /** The answer (multipart): the status, the amount with a different balance, notes, a file. */
  confirm: endpoint({
    method: 'POST',
    path: '/api/partner/v1/collaborator/debt-confirmation-letter/confirm/:id',
    tag: 'debt-letters',
    access: LETTER_ANSWER_OWN,
    params: debtLetterParamsSchema,
    multipart: { fields: debtLetterConfirmFieldsSchema, files: [DEBT_LETTER_FILE_FIELD] },
    data: debtLetterDetailSchema,
    errorStatuses: [413, 415, 422],
  }),
};

/** The accounts desk's debt letters: `/api/admin/debts/letters` (read with debts.view, sent and corrected with debts.manage). */
export const debtLetterDeskEndpoints = {
  /** A page of every collaborator's letters with their answers and differences. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/debts/letters',
    tag: 'admin-debt-letters',
    access: DESK_VIEW,
    query: deskDebtLetterListQuerySchema,
    data: deskDebtLetterListSchema,
  }),
  /** The collaborators and the response statuses. */
  options: endpoint({
    method: 'GET',
    path: '/api/admin/debts/letters/options',
    tag: 'admin-debt-letters',
    access: DESK_VIEW,
    data: deskDebtLetterOptionsSchema,
  }),
  /** The template filled with the balance of the collaborator's completed orders. */
  draft: endpoint({
    method: 'GET',
    path: '/api/admin/debts/letters/draft',
    tag: 'admin-debt-letters',
    access: DESK_MANAGE,
    query: deskDebtLetterDraftQuerySchema,
    data: deskDebtLetterDraftSchema,
  }),
  /** Sends a letter (the collaborator is told). */
  send: endpoint({
    method: 'POST',
    path: '/api/admin/debts/letters',
    tag: 'admin-debt-letters',
    access: DESK_MANAGE,
    body: deskDebtLetterBodySchema,
    data: deskDebtLetterDetailSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/debts/letters/:id',
    tag: 'admin-debt-letters',
    access: DESK_VIEW,
    params: debtLetterParamsSchema,
    data: deskDebtLetterDetailSchema,
  }),
  /** A new pending letter replaces this one. */
  correct: endpoint({
    method: 'POST',
    path: '/api/admin/debts/letters/:id/correct',
    tag: 'admin-debt-letters',
    access: DESK_MANAGE,
    params: debtLetterParamsSchema,
    body: deskDebtLetterCorrectBodySchema,
    data: deskDebtLetterDetailSchema,
    errorStatuses: [422],
  }),
  /** The record (biên bản đối chiếu công nợ) as a PDF. */
  pdf: endpoint({
    method: 'GET',
    path: '/api/admin/debts/letters/:id/pdf',
    tag: 'admin-debt-letters',
    access: DESK_VIEW,
    params: debtLetterParamsSchema,
    raw: true,
  }),
  /** The file the collaborator attached to its answer. */
  file: endpoint({
    method: 'GET',
    path: '/api/admin/debts/letters/:id/file',
    tag: 'admin-debt-letters',
    access: DESK_VIEW,
    params: debtLetterParamsSchema,
    raw: true,
  }),
};

const REPORT_VIEW_OWN = access.partner(COLLABORATOR, 'debt.view', { owns: 'deferred-payment' });
const REPORT_ANSWER_OWN = access.partner(COLLABORATOR, 'debt.answer', { owns: 'deferred-payment' });

/** A collaborator's monthly deferred-payment reports (spec 3 §7): `/api/partner/v1/collaborator/deferred-payment`. */
export const deferredPaymentEndpoints = {
  /** The collaborator's sent reports, newest month first. */
  list: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/deferred-payment/list',
    tag: 'deferred-payments',
    access: VIEW,
    query: reportListQuerySchema,
    data: reportListSchema,
  }),
  /** 12 months, 0 where none was sent. */
  chart: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/deferred-payment/chart',
    tag: 'deferred-payments',
    access: VIEW,
    data: deferredChartSchema,
  }),
  /** The status names and colours, the extension statuses. */
  options: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/deferred-payment/options',
    tag: 'deferred-payments',
    access: VIEW,
    data: reportOptionsSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/deferred-payment/detail/:id',
    tag: 'deferred-payments',
    access: REPORT_VIEW_OWN,
    params: reportParamsSchema,
    data: reportDetailSchema,
  }),
  /** No body: only while the report waits for confirmation. */
  confirm: endpoint({
    method: 'POST',
    path: '/api/partner/v1/collaborator/deferred-payment/:id/confirm',
    tag: 'deferred-payments',
    access: REPORT_ANSWER_OWN,
    params: reportParamsSchema,
  }),
  /** Multipart: `Files` (one or more) and `NewDueDate` (YYYY-MM-DD). */
  extensionRequest: endpoint({
    method: 'POST',
    path: '/api/partner/v1/collaborator/deferred-payment/:id/extension-request',
    tag: 'deferred-payments',
    access: REPORT_ANSWER_OWN,
    params: reportParamsSchema,
    multipart: { fields: extensionRequestFieldsSchema, files: [REPORT_FIELDS.extensionFiles] },
  }),
  /** An invoice, the document set or an extension's file of one of the collaborator's reports. */
  file: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/deferred-payment/file/:id',
    tag: 'deferred-payments',
    access: access.partner(COLLABORATOR, 'debt.view', { owns: 'deferred-payment-file' }),
    params: reportFileParamsSchema,
    raw: true,
  }),
};

const DESK_FILES = { fields: z.object({}), files: [REPORT_FIELDS.deskFiles] } as const;

/**
 * The accounts desk's monthly reports, extensions, payments and settings: `/api/admin/debts`
 * (read with debts.view, changed with debts.manage).
 */
export const deferredPaymentDeskEndpoints = {
  /** Every collaborator's reports, by month, collaborator and status. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/debts/reports',
    tag: 'admin-debt-reports',
    access: DESK_VIEW,
    query: deskReportListQuerySchema,
    data: deskReportListSchema,
  }),
  options: endpoint({
    method: 'GET',
    path: '/api/admin/debts/reports/options',
    tag: 'admin-debt-reports',
    access: DESK_VIEW,
    data: deskReportOptionsSchema,
  }),
  /** One collaborator's month, or every collaborator with completed orders that month. */
  build: endpoint({
    method: 'POST',
    path: '/api/admin/debts/reports/build',
    tag: 'admin-debt-reports',
    access: DESK_MANAGE,
    body: deskBuildBodySchema,
    data: deskBuildResultSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/debts/reports/:id',
    tag: 'admin-debt-reports',
    access: DESK_VIEW,
    params: reportParamsSchema,
    data: deskReportDetailSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/admin/debts/reports/:id/send',
    tag: 'admin-debt-reports',
    access: DESK_MANAGE,
    params: reportParamsSchema,
    data: deskReportDetailSchema,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/api/admin/debts/reports/:id/pay',
    tag: 'admin-debt-reports',
    access: DESK_MANAGE,
    params: reportParamsSchema,
    body: deskPayBodySchema,
    data: deskReportDetailSchema,
  }),
  /** Invoices ('Hóa đơn'), multipart `Files`. */
  invoices: endpoint({
    method: 'POST',
    path: '/api/admin/debts/reports/:id/invoices',
    tag: 'admin-debt-reports',
    access: DESK_MANAGE,
    params: reportParamsSchema,
    multipart: DESK_FILES,
    data: deskReportDetailSchema,
  }),
  /** The document set ('Bộ hồ sơ'), multipart `Files`. */
  documents: endpoint({
    method: 'POST',
    path: '/api/admin/debts/reports/:id/documents',
    tag: 'admin-debt-reports',
    access: DESK_MANAGE,
    params: reportParamsSchema,
    multipart: DESK_FILES,
    data: deskReportDetailSchema,
  }),
  removeFile: endpoint({
    method: 'DELETE',
    path: '/api/admin/debts/reports/:id/file/:fileId',
    tag: 'admin-debt-reports',
    access: DESK_MANAGE,
    params: deskFileRemoveParamsSchema,
    data: deskReportDetailSchema,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/admin/debts/extensions/:id/decide',
    tag: 'admin-debt-reports',
    access: DESK_MANAGE,
    params: deskExtensionParamsSchema,
    body: deskDecideBodySchema,
    data: deskReportDetailSchema,
  }),
  /** A report's file (invoice, document set, extension document). */
  file: endpoint({
    method: 'GET',
    path: '/api/admin/debts/report-files/:id',
    tag: 'admin-debt-reports',
    access: DESK_VIEW,
    params: reportFileParamsSchema,
    raw: true,
  }),
  /** The reminder ladder, the due days, the home-sampling fee and the bank account. */
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/debts/settings',
    tag: 'admin-debt-reports',
    access: DESK_VIEW,
    data: debtSettingsDataSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/debts/settings',
    tag: 'admin-debt-reports',
    access: DESK_MANAGE,
    body: debtSettingsSchema,
    data: debtSettingsDataSchema,
  }),
};
