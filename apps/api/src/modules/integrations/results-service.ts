import { Readable } from 'node:stream';
import type { Bundle, BundleEntry, DiagnosticReport, Observation, Resource } from '@medplum/fhirtypes';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { checkContent } from '../../lib/uploads.ts';
import { applyLabChange } from '../orders/desk-service.ts';
import { orderCode } from '../orders/orders-service.ts';
import {
  type InboundReport,
  type InboundSpecimen,
  type RequestRefs,
  readReport,
  readSpecimen,
  readTransaction,
  reportEffect,
} from './fhir-inbound.ts';
import * as fhirRepo from './fhir-repository.ts';
import * as fhir from './fhir-resources.ts';
import { FhirError, type SearchContext, UUID } from './fhir-service.ts';
import { integrationActor } from './integrations-service.ts';
import * as repo from './results-repository.ts';

/*
 * Results in (issue 38, item 3): a laboratory system's DiagnosticReport, Specimen or transaction
 * Bundle moves the order exactly as the desk would (the orders area's `applyLabChange`: the same
 * steps, audit under the integration's name, the collaborator told through the notification
 * system). All of a call is one transaction: refused anywhere, nothing is written and no file kept.
 * A report is known by its identifier: posted again unchanged, it changes nothing.
 */

export type PostContext = SearchContext & { ip: string | null };

/** What one posted resource did, for the answer and the call log. */
export type Applied = {
  status: 201 | 200;
  resource: Resource;
  summary: string;
  /** False when it was posted before and nothing changed. */
  changed: boolean;
};

/** The order that a report's or a sample's requests belong to (one order, visible to the integration), with its lines. */
async function orderOf(c: PostContext, refs: RequestRefs, where: string) {
  const v = { facilityCodes: c.integration.facilityCodes };
  const all = { offset: 0, limit: 1000 };
  const byId = refs.lineIds.length ? (await fhirRepo.serviceLines(c.deps.db, v, { lineIds: refs.lineIds, updated: [] }, all)).rows : [];
  const byNo = refs.orderNos.length ? (await fhirRepo.serviceLines(c.deps.db, v, { orderNos: refs.orderNos, updated: [] }, all)).rows : [];
  const missing = [
    ...refs.lineIds.filter((id) => !byId.some((l) => l.id === id)).map((id) => `ServiceRequest/${id}`),
    ...refs.orderNos.filter((no) => !byNo.some((l) => l.order.no === no)).map(orderCode),
  ];
  if (missing.length)
    throw new FhirError(
      422,
      'not-found',
      `${where}: không tìm thấy chỉ định ${missing.join(', ')} trong các lịch hẹn tích hợp được phục vụ.`,
    );
  const orders = new Map([...byId, ...byNo].map((l) => [l.order.id, l.order]));
  const [order, other] = [...orders.values()];
  if (!order || other) throw new FhirError(422, 'business-rule', `${where}: mỗi lần gửi chỉ trả lời các chỉ định của một lịch hẹn.`);
  const lineIds = [...new Set([...byId.map((l) => l.id), ...byNo.map((l) => l.id)])];
  return { order, lineIds };
}

/** The report's PDF staged in storage and checked as the desk's uploads are; refused (and not kept) otherwise. */
async function stagePdf(c: PostContext, pdf: NonNullable<InboundReport['pdf']>): Promise<AcceptedUpload> {
  const staged = await c.deps.storage.stage(Readable.from([pdf.bytes]), () => false);
  try {
    await checkContent(pdf.title, 'pdf', staged.head, async () => pdf.bytes);
  } catch {
    await c.deps.storage.discard(staged.id);
    throw new FhirError(422, 'invalid', 'DiagnosticReport.presentedForm: nội dung không phải file PDF.');
  }
  return { id: staged.id, name: pdf.title, mime: 'application/pdf', size: staged.size, sha256: staged.sha256, field: 'presentedForm' };
}

/** What the orders area refuses (a cancelled order …) as the OperationOutcome's words. */
function asFhir(err: unknown): unknown {
  if (err instanceof AppError) return new FhirError(422, err.code === 'not_found' ? 'not-found' : 'business-rule', err.message);
  return err;
}

/** Observations as the portal gives them back: contained in the report, with the elements it reads. */
function observationOut(o: Record<string, unknown>, i: number): Observation {
  const keep = ['status', 'code', 'valueQuantity', 'valueString', 'valueCodeableConcept', 'interpretation', 'referenceRange', 'note'];
  return {
    resourceType: 'Observation',
    id: `obs${i + 1}`,
    ...Object.fromEntries(keep.filter((k) => k in o).map((k) => [k, o[k]])),
  } as Observation;
}

/** A stored report as FHIR: the portal's id, its requests and patient, its Observations contained. */
export function reportResource(row: repo.LabReportRecord, patientId: string): DiagnosticReport {
  const r = row.resource;
  const keep = ['category', 'code', 'effectiveDateTime', 'issued', 'conclusion', 'presentedForm'];
  const observations = row.observations.map(observationOut);
  return {
    resourceType: 'DiagnosticReport',
    id: row.id,
    meta: { lastUpdated: row.updatedAt.toISOString() },
    ...(observations.length ? { contained: observations } : {}),
    identifier: [{ ...(row.identifierSystem ? { system: row.identifierSystem } : {}), value: row.identifierValue }],
    basedOn: row.lineIds.map((id) => ({ reference: `ServiceRequest/${id}` })),
    status: row.status as DiagnosticReport['status'],
    subject: { reference: `Patient/${patientId}` },
    ...Object.fromEntries(keep.filter((k) => k in r).map((k) => [k, r[k]])),
    ...(observations.length ? { result: observations.map((o) => ({ reference: `#${o.id}` })) } : {}),
  } as DiagnosticReport;
}

type Prepared =
  | { type: 'DiagnosticReport'; report: InboundReport; target: Awaited<ReturnType<typeof orderOf>>; upload?: AcceptedUpload | undefined }
  | { type: 'Specimen'; specimen: InboundSpecimen; target: Awaited<ReturnType<typeof orderOf>> }
  | { type: 'Observation' };

async function applyReport(c: PostContext, tx: Executor, p: Extract<Prepared, { type: 'DiagnosticReport' }>): Promise<Applied> {
  const { report, target, upload } = p;
  const key = { clientId: c.integration.id, system: report.identifier.system, value: report.identifier.value };
  const code = orderCode(target.order.no);
  const named = `Báo cáo ${report.identifier.value}`;
  await repo.lockKey(tx, key);
  const existing = await repo.findByKey(tx, key);
  const sha = upload?.sha256 ?? null;
  const answer = (status: 200 | 201, row: repo.LabReportRecord, what: string, changed = true): Applied => ({
    status,
    changed,
    resource: reportResource(row, target.order.patientId),
    summary: `${named} (${report.status}) cho ${code}: ${what}`,
  });
  if (existing) {
    if (existing.orderId !== target.order.id)
      throw new FhirError(422, 'business-rule', `${named} đã được gửi cho một lịch hẹn khác; mỗi báo cáo một mã riêng.`);
    if (existing.status === report.status && existing.pdfSha256 === sha)
      return answer(200, existing, 'đã nhận trước đó, không thay đổi', false);
    const was = reportEffect(existing.status as InboundReport['status']);
    const now = reportEffect(report.status);
    if (was.final && !now.final) throw new FhirError(422, 'business-rule', `${named} đã có kết quả đầy đủ, không nhận lại bản một phần.`);
    if (was.final && !now.corrected)
      throw new FhirError(
        422,
        'business-rule',
        `${named} đã được nhận với nội dung khác; hãy gửi bản điều chỉnh với status corrected hoặc amended.`,
      );
  }
  const effect = reportEffect(report.status);
  await applyLabChange(c.deps, tx, integrationActor(c.integration, c.ip), target.order.id, {
    kind: 'report',
    final: effect.final,
    corrected: effect.corrected,
    file: upload,
  });
  const values = {
    status: report.status,
    resource: report.resource,
    observations: report.observations,
    pdfSha256: sha,
    lineIds: target.lineIds,
  };
  if (existing)
    return answer(200, await repo.updateReport(tx, existing.id, values), effect.corrected ? 'đã điều chỉnh kết quả' : 'đã cập nhật');
  return answer(
    201,
    await repo.insertReport(tx, {
      ...values,
      clientId: c.integration.id,
      orderId: target.order.id,
      identifierSystem: key.system,
      identifierValue: key.value,
    }),
    'đã nhận',
  );
}

async function applySpecimen(c: PostContext, tx: Executor, p: Extract<Prepared, { type: 'Specimen' }>) {
  const changed = await applyLabChange(c.deps, tx, integrationActor(c.integration, c.ip), p.target.order.id, {
    kind: 'sample',
    collectedAt: p.specimen.collectedAt,
  });
  return { changed, orderId: p.target.order.id, code: orderCode(p.target.order.no) };
}

/** The resources of a call read, their orders found and their PDFs staged: all before the transaction. */
async function prepare(c: PostContext, entries: ReturnType<typeof readTransaction>): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  try {
    for (const entry of entries) {
      if (entry.type === 'DiagnosticReport') {
        const target = await orderOf(c, entry.report.basedOn, 'DiagnosticReport.basedOn');
        prepared.push({ type: entry.type, report: entry.report, target });
        if (entry.report.pdf)
          (prepared.at(-1) as Extract<Prepared, { type: 'DiagnosticReport' }>).upload = await stagePdf(c, entry.report.pdf);
      } else if (entry.type === 'Specimen') {
        prepared.push({ type: entry.type, specimen: entry.specimen, target: await orderOf(c, entry.specimen.request, 'Specimen.request') });
      } else prepared.push(entry);
    }
  } catch (err) {
    await discard(c, prepared);
    throw err;
  }
  return prepared;
}

const uploadsOf = (prepared: Prepared[]) => prepared.flatMap((p) => (p.type === 'DiagnosticReport' && p.upload ? [p.upload] : []));
const discard = (c: PostContext, prepared: Prepared[]) =>
  Promise.all(uploadsOf(prepared).map((u) => c.deps.storage.discard(u.id).catch(() => undefined)));

/**
 * Applies prepared resources in one transaction; after the commit the PDFs that became result files
 * are promoted and the others (a report posted again) discarded.
 */
async function applyAll(c: PostContext, prepared: Prepared[]): Promise<Array<Applied | undefined>> {
  let results: Array<Applied | undefined>;
  const specimens: Array<{ index: number; changed: boolean; orderId: string; code: string }> = [];
  try {
    results = await c.deps.db.transaction(async (tx) => {
      const out: Array<Applied | undefined> = [];
      for (const [index, p] of prepared.entries()) {
        if (p.type === 'DiagnosticReport') out.push(await applyReport(c, tx, p));
        else if (p.type === 'Specimen') {
          specimens.push({ index, ...(await applySpecimen(c, tx, p)) });
          out.push(undefined);
        } else out.push(undefined);
      }
      return out;
    });
  } catch (err) {
    await discard(c, prepared);
    throw asFhir(err);
  }
  for (const [index, p] of prepared.entries()) {
    if (p.type !== 'DiagnosticReport' || !p.upload) continue;
    if (!results[index]?.changed) await c.deps.storage.discard(p.upload.id);
    else await c.deps.storage.promote(p.upload.id);
  }
  // The Specimen as the portal now sees it (its sample id given on the step).
  const sys = fhir.fhirSystems(c.base);
  for (const s of specimens) {
    const [row] = (
      await fhirRepo.specimenPage(c.deps.db, { facilityCodes: [] }, { orderIds: [s.orderId], updated: [] }, { offset: 0, limit: 1 })
    ).rows;
    if (!row) throw new FhirError(500, 'exception', 'Không đọc lại được mẫu vừa ghi.');
    results[s.index] = {
      status: s.changed ? 201 : 200,
      changed: s.changed,
      resource: fhir.specimen(row, sys),
      summary: `Mẫu của ${s.code}: ${s.changed ? 'đã chuyển sang Đã lấy mẫu' : 'đã lấy mẫu trước đó, không thay đổi'}`,
    };
  }
  return results;
}

/** POST /fhir/DiagnosticReport */
export async function postReport(c: PostContext, body: unknown): Promise<Applied> {
  const [applied] = await applyAll(c, await prepare(c, [{ type: 'DiagnosticReport', report: readReport(body) }]));
  return applied!;
}

/** Reports read from another form (an HL7 v2 ORU^R01): the same checks and path, all or nothing. */
export async function postReports(c: PostContext, reports: unknown[]): Promise<Applied[]> {
  const applied = await applyAll(
    c,
    await prepare(
      c,
      reports.map((r) => ({ type: 'DiagnosticReport' as const, report: readReport(r) })),
    ),
  );
  return applied.filter((a): a is Applied => !!a);
}

/** POST /fhir/Specimen */
export async function postSpecimen(c: PostContext, body: unknown): Promise<Applied> {
  const [applied] = await applyAll(c, await prepare(c, [{ type: 'Specimen', specimen: readSpecimen(body) }]));
  return applied!;
}

/** POST /fhir with a transaction Bundle: all of it or nothing; a transaction-response Bundle. */
export async function postTransaction(c: PostContext, body: unknown): Promise<{ bundle: Bundle; summary: string }> {
  const results = await applyAll(c, await prepare(c, readTransaction(body)));
  const entry = results.map(
    (r): BundleEntry =>
      r
        ? {
            fullUrl: `${c.base}/fhir/${r.resource.resourceType}/${r.resource.id}`,
            resource: r.resource,
            response: {
              status: r.status === 201 ? '201 Created' : '200 OK',
              location: `${r.resource.resourceType}/${r.resource.id}`,
            },
          }
        : { response: { status: '200 OK' } },
  );
  const summary = results.flatMap((r) => (r ? [r.summary] : [])).join('; ') || 'Giao dịch không có báo cáo hay mẫu';
  return { bundle: { resourceType: 'Bundle', type: 'transaction-response', entry }, summary: `Giao dịch: ${summary}` };
}

/** GET /fhir/DiagnosticReport/{id}: a report this integration posted. */
export async function readPosted(c: SearchContext, id: string): Promise<DiagnosticReport> {
  const row = UUID.test(id) ? await repo.findReport(c.deps.db, c.integration.id, id) : undefined;
  const [line] = row
    ? (
        await fhirRepo.serviceLines(
          c.deps.db,
          { facilityCodes: [] },
          { lineIds: row.lineIds.slice(0, 1), updated: [] },
          { offset: 0, limit: 1 },
        )
      ).rows
    : [];
  if (!row || !line) throw new FhirError(404, 'not-found', `Không tìm thấy DiagnosticReport/${id}.`);
  return reportResource(row, line.order.patientId);
}
