import { LIMITS } from '@portal/contract';
import { z } from 'zod';
import { FhirError, UUID } from './fhir-service.ts';

/*
 * What a laboratory system posts (issue 38, item 3), read into what the portal acts on: a
 * DiagnosticReport with its Observations and its PDF, a Specimen taken, or a transaction Bundle of
 * them. Checked here element by element with Vietnamese messages; anything that does not hold is
 * refused whole, before a byte is stored. The tests check the same resources against the R4 base
 * definitions with a maintained validator.
 */

/** Which booked lines a report or a sample answers: ServiceRequest ids, or booking codes ('LH-…'). */
export type RequestRefs = { lineIds: string[]; orderNos: number[] };

export type ReportStatus = 'partial' | 'preliminary' | 'final' | 'corrected' | 'amended' | 'appended';

export type InboundReport = {
  identifier: { system: string; value: string };
  status: ReportStatus;
  basedOn: RequestRefs;
  /** The report as received, its PDF's bytes left out (kept as the order's result file). */
  resource: Record<string, unknown>;
  observations: Array<Record<string, unknown>>;
  pdf?: { bytes: Buffer; title: string } | undefined;
};

export type InboundSpecimen = { request: RequestRefs; collectedAt: Date };

/** A report's status as what it does to the order. */
export const reportEffect = (status: ReportStatus) => ({
  final: status !== 'partial' && status !== 'preliminary',
  corrected: status === 'corrected' || status === 'amended',
});

const ORDER_CODE = /^LH-(\d{1,12})$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** FHIR dateTime with a zone (a result time without one is ambiguous across the laboratory's systems). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const text = (max: number) => z.string().trim().min(1).max(max);
const coding = z.looseObject({
  system: z.string().max(500).optional(),
  code: z.string().max(200).optional(),
  display: z.string().max(500).optional(),
});
const codeableConcept = z.looseObject({ coding: z.array(coding).max(20).optional(), text: z.string().max(1000).optional() });
const identifier = z.looseObject({ system: z.string().max(500).optional(), value: text(200) });
const reference = z.looseObject({
  reference: z.string().max(500).optional(),
  identifier: identifier.optional(),
  display: z.string().max(500).optional(),
});
const quantity = z.looseObject({
  value: z.number().finite().optional(),
  unit: z.string().max(100).optional(),
  system: z.string().max(500).optional(),
  code: z.string().max(100).optional(),
});

const observationSchema = z.looseObject({
  resourceType: z.literal('Observation'),
  id: z.string().max(64).optional(),
  status: z.enum(['registered', 'preliminary', 'final', 'amended', 'corrected', 'cancelled', 'entered-in-error', 'unknown'], {
    error: 'Observation.status không hợp lệ',
  }),
  code: codeableConcept,
  valueQuantity: quantity.optional(),
  valueString: z.string().max(4000).optional(),
  valueCodeableConcept: codeableConcept.optional(),
  interpretation: z.array(codeableConcept).max(10).optional(),
  referenceRange: z
    .array(z.looseObject({ low: quantity.optional(), high: quantity.optional(), text: z.string().max(500).optional() }))
    .max(10)
    .optional(),
  note: z
    .array(z.looseObject({ text: z.string().max(4000) }))
    .max(10)
    .optional(),
});

const attachment = z.looseObject({
  contentType: z.string().max(100).optional(),
  data: z.string().optional(),
  url: z.string().max(2000).optional(),
  title: z.string().max(200).optional(),
});

const reportSchema = z.looseObject({
  resourceType: z.literal('DiagnosticReport'),
  id: z.string().max(64).optional(),
  identifier: z.array(identifier).min(1, 'DiagnosticReport cần identifier (mã báo cáo) để nhận một lần').max(10),
  status: z.enum(
    ['registered', 'partial', 'preliminary', 'final', 'amended', 'corrected', 'appended', 'cancelled', 'entered-in-error', 'unknown'],
    {
      error: 'DiagnosticReport.status không hợp lệ',
    },
  ),
  basedOn: z.array(reference).min(1, 'DiagnosticReport cần basedOn: chỉ định (ServiceRequest) mà báo cáo trả lời').max(100),
  code: codeableConcept,
  subject: reference.optional(),
  effectiveDateTime: z.string().regex(DATE_TIME).optional(),
  issued: z.string().regex(DATE_TIME).optional(),
  result: z.array(reference).max(200).optional(),
  contained: z
    .array(z.looseObject({ resourceType: z.string() }))
    .max(200)
    .optional(),
  conclusion: z.string().max(4000).optional(),
  presentedForm: z.array(attachment).max(1, 'Chỉ nhận một file PDF kết quả cho một báo cáo').optional(),
});

const specimenSchema = z.looseObject({
  resourceType: z.literal('Specimen'),
  request: z.array(reference).min(1, 'Specimen cần request: chỉ định (ServiceRequest) của mẫu').max(100),
  collection: z.looseObject({
    collectedDateTime: z.string({ error: 'Specimen cần collection.collectedDateTime (thời điểm lấy mẫu)' }).regex(DATE_TIME, {
      error: 'collection.collectedDateTime phải là ngày giờ có múi giờ',
    }),
  }),
});

/** Zod's issues as one refusal, each with where it is (FHIRPath-like) and what is wrong, in Vietnamese. */
function refuseIssues(type: string, error: z.ZodError): never {
  const [first] = error.issues;
  const where = (path: PropertyKey[]) => [type, ...path.map(String)].join('.');
  // A message of ours says where itself ('DiagnosticReport cần …'); zod's own are put in words after the path.
  const own = first && /[À-ỹ]/.test(first.message) ? first.message : undefined;
  const text = !first ? `${type} không hợp lệ` : own?.startsWith(type) ? own : `${where(first.path)}: ${own ?? describe(first)}`;
  throw new FhirError(400, 'invalid', text);
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'bắt buộc' : 'sai kiểu dữ liệu';
  if (issue.code === 'invalid_value') return 'giá trị không được chấp nhận';
  if (issue.code === 'too_big') return 'quá dài hoặc quá nhiều';
  if (issue.code === 'too_small') return 'thiếu hoặc trống';
  if (issue.code === 'invalid_format') return 'sai định dạng';
  return issue.message;
}

function parse<T>(schema: z.ZodType<T>, type: string, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) refuseIssues(type, parsed.error);
  return parsed.data;
}

/** The ServiceRequests a list of references names: by id (`ServiceRequest/{id}`, relative or absolute) or by booking code. */
function requestRefs(refs: z.infer<typeof reference>[], where: string): RequestRefs {
  const out: RequestRefs = { lineIds: [], orderNos: [] };
  for (const ref of refs) {
    const id = /(?:^|\/)ServiceRequest\/([^/]+)$/.exec(ref.reference ?? '')?.[1];
    const code = ref.identifier ? ORDER_CODE.exec(ref.identifier.value.trim())?.[1] : undefined;
    if (id && UUID.test(id)) out.lineIds.push(id.toLowerCase());
    else if (!ref.reference && code) out.orderNos.push(Number(code));
    else
      throw new FhirError(
        422,
        'not-found',
        `${where}: không tìm thấy chỉ định ${ref.reference ?? ref.identifier?.value ?? ''} (dùng ServiceRequest/{id} hoặc mã lịch hẹn LH-…).`,
      );
  }
  return out;
}

/** The Observations a report names in `result`: contained ones (`#id`) or, in a transaction, entries (`urn:uuid:…`). */
function observationsOf(report: z.infer<typeof reportSchema>, fromBundle: ReadonlyMap<string, unknown>): Array<Record<string, unknown>> {
  const contained = new Map((report.contained ?? []).map((r) => [`#${String((r as { id?: unknown }).id ?? '')}`, r as unknown]));
  return (report.result ?? []).map((ref, i) => {
    const found = ref.reference ? (contained.get(ref.reference) ?? fromBundle.get(ref.reference)) : undefined;
    if (!found)
      throw new FhirError(
        422,
        'not-found',
        `DiagnosticReport.result[${i}]: không có Observation ${ref.reference ?? ''} trong báo cáo (dùng contained hoặc gửi cùng giao dịch).`,
      );
    return parse(observationSchema, 'Observation', found) as Record<string, unknown>;
  });
}

/** The report's PDF, decoded; refused when it is not a PDF or larger than the upload limit. */
function pdfOf(report: z.infer<typeof reportSchema>): InboundReport['pdf'] {
  const form = report.presentedForm?.[0];
  if (!form) return undefined;
  if (form.contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/pdf')
    throw new FhirError(
      422,
      'invalid',
      `DiagnosticReport.presentedForm: chỉ nhận file PDF (application/pdf), không nhận ${form.contentType ?? '(trống)'}.`,
    );
  const data = form.data?.replace(/\s+/g, '') ?? '';
  if (!data || !BASE64.test(data))
    throw new FhirError(400, 'invalid', 'DiagnosticReport.presentedForm.data: cần nội dung PDF mã hóa base64.');
  if ((data.length * 3) / 4 > LIMITS.uploadMaxBytes + 3)
    throw new FhirError(422, 'too-costly', `DiagnosticReport.presentedForm: file PDF quá ${LIMITS.uploadMaxBytes / 1024 / 1024} MB.`);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new FhirError(422, 'invalid', 'DiagnosticReport.presentedForm: nội dung không phải file PDF.');
  const title = (form.title?.trim() || 'ket-qua').replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').slice(0, 150);
  return { bytes, title: /\.pdf$/i.test(title) ? title : `${title}.pdf` };
}

const SUPPORTED: readonly string[] = ['partial', 'preliminary', 'final', 'corrected', 'amended', 'appended'];

/** A posted DiagnosticReport (`fromBundle`: the transaction's other entries by fullUrl). */
export function readReport(body: unknown, fromBundle: ReadonlyMap<string, unknown> = new Map()): InboundReport {
  const report = parse(reportSchema, 'DiagnosticReport', body);
  if (!SUPPORTED.includes(report.status))
    throw new FhirError(
      422,
      'not-supported',
      `Không nhận báo cáo ở trạng thái ${report.status} (nhận partial, preliminary, final, corrected, amended, appended).`,
    );
  const [id] = report.identifier;
  const observations = observationsOf(report, fromBundle);
  const pdf = pdfOf(report);
  const { presentedForm, contained: _contained, ...rest } = report;
  return {
    identifier: { system: id?.system?.trim() ?? '', value: id?.value ?? '' },
    status: report.status as ReportStatus,
    basedOn: requestRefs(report.basedOn, 'DiagnosticReport.basedOn'),
    resource: {
      ...rest,
      ...(presentedForm?.[0] ? { presentedForm: [{ contentType: 'application/pdf', title: pdf?.title, size: pdf?.bytes.length }] } : {}),
    },
    observations,
    pdf,
  };
}

/** A posted Specimen: the sample of these requests, taken at this time (not in the future). */
export function readSpecimen(body: unknown): InboundSpecimen {
  const specimen = parse(specimenSchema, 'Specimen', body);
  const collectedAt = new Date(specimen.collection.collectedDateTime);
  if (Number.isNaN(collectedAt.getTime()) || collectedAt.getTime() > Date.now() + 5 * 60_000)
    throw new FhirError(422, 'invalid', 'Specimen.collection.collectedDateTime: thời điểm lấy mẫu không hợp lệ hoặc ở tương lai.');
  return { request: requestRefs(specimen.request, 'Specimen.request'), collectedAt };
}

const bundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  type: z.literal('transaction', { error: 'Chỉ nhận Bundle loại transaction' }),
  entry: z
    .array(
      z.looseObject({
        fullUrl: z.string().max(500).optional(),
        resource: z.looseObject({ resourceType: z.string() }),
        request: z.looseObject({ method: z.literal('POST', { error: 'Chỉ nhận request.method POST' }), url: z.string().max(500) }),
      }),
    )
    .min(1)
    .max(300),
});

export type InboundEntry =
  | { type: 'DiagnosticReport'; report: InboundReport }
  | { type: 'Specimen'; specimen: InboundSpecimen }
  | { type: 'Observation' };

/** A transaction Bundle: its reports (with the Observations they name), its specimens; nothing else. */
export function readTransaction(body: unknown): InboundEntry[] {
  const bundle = parse(bundleSchema, 'Bundle', body);
  const byUrl = new Map(bundle.entry.flatMap((e) => (e.fullUrl ? [[e.fullUrl, e.resource as unknown] as const] : [])));
  return bundle.entry.map((e, i): InboundEntry => {
    const type = e.resource.resourceType;
    if (e.request.url.split('?')[0] !== type) throw new FhirError(400, 'invalid', `Bundle.entry[${i}].request.url phải là ${type}.`);
    if (type === 'DiagnosticReport') return { type, report: readReport(e.resource, byUrl) };
    if (type === 'Specimen') return { type, specimen: readSpecimen(e.resource) };
    if (type === 'Observation') {
      parse(observationSchema, 'Observation', e.resource);
      return { type };
    }
    throw new FhirError(422, 'not-supported', `Bundle.entry[${i}]: không nhận ${type} (nhận DiagnosticReport, Observation, Specimen).`);
  });
}
