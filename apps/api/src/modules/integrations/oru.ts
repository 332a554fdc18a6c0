import type { DiagnosticReport, Observation } from '@medplum/fhirtypes';
import { UUID } from './fhir-service.ts';
import { components, ERROR_CODES, get, type Message, parseTimestamp, type Segment } from './hl7v2.ts';

/*
 * An HL7 v2.5.1 ORU^R01 read as the FHIR DiagnosticReports it carries (one per OBR), so a v2 result
 * takes the very path a FHIR one does (results-service: same checks, same order moves, same
 * idempotency): OBR-2 the placer order number (the booking code 'LH-…', or a ServiceRequest id),
 * OBR-3 the filler order number (the report's identifier), OBR-25 its status, each OBX an Observation
 * — or, of type ED, the report's PDF (`^application^pdf^Base64^<data>`).
 */

/** Why a message is not taken, as its ACK says it: AR (refused as a message) or AE (an error in its content). */
export class OruRefusal extends Error {
  readonly ack: 'AR' | 'AE';
  readonly errorCode: string;
  constructor(ack: 'AR' | 'AE', errorCode: string, text: string) {
    super(text);
    this.ack = ack;
    this.errorCode = errorCode;
  }
}

/** The identifier system of a v2 report: its filler order number. */
export const FILLER_SYSTEM = 'urn:hl7v2:filler-order-number';

const REPORT_STATUS: Record<string, DiagnosticReport['status']> = {
  F: 'final',
  C: 'corrected',
  P: 'preliminary',
  R: 'preliminary',
  I: 'partial',
  S: 'partial',
  A: 'partial',
};
const OBSERVATION_STATUS: Record<string, Observation['status']> = {
  F: 'final',
  C: 'corrected',
  P: 'preliminary',
  R: 'preliminary',
  S: 'preliminary',
  I: 'registered',
  X: 'cancelled',
  D: 'entered-in-error',
  W: 'entered-in-error',
};
const INTERPRETATIONS = new Set(['N', 'H', 'L', 'A', 'HH', 'LL', 'AA', 'HU', 'LU', '<', '>']);

const iso = (m: Message, s: Segment, field: number) => {
  const raw = get(m, s, field);
  if (!raw) return undefined;
  const at = parseTimestamp(raw);
  if (!at) throw new OruRefusal('AE', ERROR_CODES.dataType, `${s.name}-${field}: ngày giờ không hợp lệ (${raw}).`);
  return at.toISOString();
};

/** A coded element (code^text^system) as a CodeableConcept. */
function concept(m: Message, s: Segment, field: number) {
  const [code = '', display = '', system = ''] = components(m, s, field);
  return {
    ...(code ? { coding: [{ code, ...(display ? { display } : {}), ...(system ? { system: `urn:hl7v2:${system}` } : {}) }] } : {}),
    ...(display || code ? { text: display || code } : {}),
  };
}

function observation(m: Message, obx: Segment, index: number, position: number): Observation {
  const type = get(m, obx, 2);
  const where = `OBX-5 (OBX thứ ${position + 1})`;
  const raw = get(m, obx, 5);
  const unit = get(m, obx, 6);
  const value = (() => {
    if (type === 'NM' || type === 'SN') {
      const n = Number(raw.replace(',', '.'));
      if (raw.trim() === '' || !Number.isFinite(n))
        throw new OruRefusal('AE', ERROR_CODES.dataType, `${where}: giá trị số không hợp lệ (${raw}).`);
      return { valueQuantity: { value: n, ...(unit ? { unit } : {}) } };
    }
    if (type === 'CE' || type === 'CWE') return { valueCodeableConcept: concept(m, obx, 5) };
    return raw ? { valueString: raw } : {};
  })();
  const range = get(m, obx, 7);
  const bounds = /^\s*([\d.]+)\s*-\s*([\d.]+)\s*$/.exec(range);
  const flag = get(m, obx, 8);
  const code = concept(m, obx, 3);
  if (!code.text) throw new OruRefusal('AE', ERROR_CODES.requiredMissing, `OBX-3 (OBX thứ ${position + 1}): thiếu mã xét nghiệm.`);
  return {
    resourceType: 'Observation',
    id: `obx${index + 1}`,
    status: OBSERVATION_STATUS[get(m, obx, 11)] ?? 'final',
    code,
    ...value,
    ...(flag && INTERPRETATIONS.has(flag)
      ? { interpretation: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: flag }] }] }
      : {}),
    ...(range
      ? {
          referenceRange: [
            bounds
              ? {
                  low: { value: Number(bounds[1]), ...(unit ? { unit } : {}) },
                  high: { value: Number(bounds[2]), ...(unit ? { unit } : {}) },
                }
              : { text: range },
          ],
        }
      : {}),
  };
}

/** The reports of an ORU^R01; refused (AR) when it is not one, AE when a required part is missing. */
export function readOru(m: Message): { controlId: string; reports: DiagnosticReport[] } {
  const msh = m.segments[0]!;
  const controlId = get(m, msh, 10);
  const type = `${get(m, msh, 9, 1)}^${get(m, msh, 9, 2)}`;
  if (!controlId) throw new OruRefusal('AR', ERROR_CODES.requiredMissing, 'MSH-10: thiếu mã kiểm soát tin nhắn.');
  if (type !== 'ORU^R01') throw new OruRefusal('AR', ERROR_CODES.unsupportedType, `Không nhận loại tin nhắn ${type} (chỉ ORU^R01).`);
  const groups: Array<{ obr: Segment; obx: Segment[] }> = [];
  for (const s of m.segments) {
    if (s.name === 'OBR') groups.push({ obr: s, obx: [] });
    else if (s.name === 'OBX') {
      const group = groups.at(-1);
      if (!group) throw new OruRefusal('AE', ERROR_CODES.requiredMissing, 'OBX đứng trước mọi OBR.');
      group.obx.push(s);
    }
  }
  if (!groups.length) throw new OruRefusal('AE', ERROR_CODES.requiredMissing, 'Tin nhắn không có OBR (kết quả).');
  const reports = groups.map(({ obr, obx }, g): DiagnosticReport => {
    const placer =
      get(m, obr, 2) ||
      get(
        m,
        m.segments.find((s) => s.name === 'ORC'),
        2,
      );
    const filler = get(m, obr, 3);
    if (!placer)
      throw new OruRefusal(
        'AE',
        ERROR_CODES.requiredMissing,
        `OBR-2 (OBR thứ ${g + 1}): thiếu mã chỉ định (mã lịch hẹn LH-… hoặc mã ServiceRequest).`,
      );
    if (!filler)
      throw new OruRefusal('AE', ERROR_CODES.requiredMissing, `OBR-3 (OBR thứ ${g + 1}): thiếu mã báo cáo của phòng xét nghiệm.`);
    const observations: Observation[] = [];
    const forms: NonNullable<DiagnosticReport['presentedForm']> = [];
    for (const [i, seg] of obx.entries()) {
      if (get(m, seg, 2) !== 'ED') {
        observations.push(observation(m, seg, observations.length, i));
        continue;
      }
      const [, kind = '', subtype = '', encoding = '', data = ''] = components(m, seg, 5);
      const pdf = /^(application|ap)$/i.test(kind) && /^pdf$/i.test(subtype);
      if (!/^base64$/i.test(encoding))
        throw new OruRefusal('AE', ERROR_CODES.dataType, `OBX-5 (OBX thứ ${i + 1}): dữ liệu ED phải mã hóa Base64.`);
      forms.push({ contentType: pdf ? 'application/pdf' : `${kind}/${subtype}`.toLowerCase(), data, title: `${filler}.pdf` });
    }
    const obsStatus = new Set(observations.map((o) => o.status));
    const status =
      REPORT_STATUS[get(m, obr, 25)] ??
      (obsStatus.size && [...obsStatus].every((s) => s === 'final') ? 'final' : forms.length ? 'final' : 'partial');
    const effective = iso(m, obr, 7);
    const issued = iso(m, obr, 22);
    const code = concept(m, obr, 4);
    return {
      resourceType: 'DiagnosticReport',
      identifier: [{ system: FILLER_SYSTEM, value: filler }],
      status,
      basedOn: [UUID.test(placer) ? { reference: `ServiceRequest/${placer}` } : { identifier: { value: placer } }],
      code: code.text ? code : { text: 'Kết quả xét nghiệm' },
      ...(effective ? { effectiveDateTime: effective } : {}),
      ...(issued ? { issued } : {}),
      ...(observations.length ? { contained: observations, result: observations.map((o) => ({ reference: `#${o.id}` })) } : {}),
      ...(forms.length ? { presentedForm: forms } : {}),
    };
  });
  return { controlId, reports };
}
