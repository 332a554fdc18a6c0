import type { BundleLink, Resource } from '@medplum/fhirtypes';
import type { AppDeps } from '../../deps.ts';
import * as repo from './fhir-repository.ts';
import * as fhir from './fhir-resources.ts';
import type { IntegrationAuth } from './integrations-service.ts';

/*
 * The FHIR API's reads (issue 38): search and read of ServiceRequest, Patient, Specimen and
 * Organization, within the orders the integration may see. Search parameters as FHIR R4 §3.1.1
 * gives them, those listed in the CapabilityStatement (`SEARCHES`); any other is refused, so an
 * LIS never takes an unfiltered answer for a filtered one.
 */

export type IssueType = 'login' | 'forbidden' | 'not-found' | 'not-supported' | 'invalid' | 'business-rule' | 'exception' | 'too-costly';

/** A refusal the routes answer as an OperationOutcome. */
export class FhirError extends Error {
  readonly status: number;
  readonly code: IssueType;
  constructor(status: number, code: IssueType, text: string) {
    super(text);
    this.status = status;
    this.code = code;
  }
}

export type SearchType = 'ServiceRequest' | 'Patient' | 'Specimen';

/** Each searchable type's parameters (beyond `_count` and `_page`) and includes, as the CapabilityStatement states them. */
export const SEARCHES: Readonly<
  Record<
    SearchType,
    { params: Readonly<Record<string, { type: 'token' | 'date' | 'reference'; doc: string }>>; includes: readonly string[] }
  >
> = {
  ServiceRequest: {
    params: {
      _id: { type: 'token', doc: 'Mã dòng chỉ định' },
      _lastUpdated: { type: 'date', doc: 'Thời điểm thay đổi gần nhất của lịch hẹn (eq, gt, ge, lt, le)' },
      identifier: { type: 'token', doc: 'Mã lịch hẹn (LH-…)' },
      status: { type: 'token', doc: 'active | completed | revoked' },
      subject: { type: 'reference', doc: 'Bệnh nhân (Patient/…)' },
    },
    includes: ['ServiceRequest:subject', 'ServiceRequest:requester', 'ServiceRequest:specimen'],
  },
  Patient: {
    params: {
      _id: { type: 'token', doc: 'Mã bệnh nhân' },
      _lastUpdated: { type: 'date', doc: 'Thời điểm thay đổi gần nhất (eq, gt, ge, lt, le)' },
    },
    includes: [],
  },
  Specimen: {
    params: {
      _id: { type: 'token', doc: 'Mã mẫu (mã lịch hẹn)' },
      _lastUpdated: { type: 'date', doc: 'Thời điểm thay đổi gần nhất của lịch hẹn (eq, gt, ge, lt, le)' },
      identifier: { type: 'token', doc: 'Mã mẫu (XN…)' },
    },
    includes: [],
  },
};

export const PAGE_SIZE = { default: 20, max: 100 } as const;
/** A search reads no further than this many matches (deeper: narrow it with _lastUpdated). */
const DEEPEST = 10_000;
/** Parameters every search takes and ignores or reads itself. */
const COMMON = new Set(['_count', '_page', '_include', '_format']);

type Query = Record<string, string | string[] | undefined>;

const valuesOf = (query: Query, name: string) =>
  [query[name]]
    .flat()
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** A uuid as the portal's ids are written (any other id names nothing of ours). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids as given that could be one of ours (anything else matches nothing, as FHIR asks of an unknown id). */
const uuids = (values: string[]) => values.filter((v) => UUID.test(v));

/** A token parameter's values (`system|value` or `value`) of one system: the values, or undefined when none is asked. */
function tokens(query: Query, name: string, system: string): string[] | undefined {
  const all = valuesOf(query, name);
  if (!all.length) return undefined;
  return all.flatMap((token) => {
    const bar = token.indexOf('|');
    if (bar < 0) return [token];
    return token.slice(0, bar) === system || token.slice(0, bar) === '' ? [token.slice(bar + 1)] : [];
  });
}

const DATE =
  /^(eq|gt|ge|lt|le|ne|sa|eb|ap)?(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/** One `_lastUpdated` value as the range it allows (FHIR compares at the value's precision; no zone: Vietnam's). */
export function lastUpdatedRange(raw: string): repo.UpdatedRange {
  // A '+' of a zone that arrived unencoded reads as a space.
  const m = DATE.exec(raw.trim().replace(' ', '+'));
  if (!m) throw new FhirError(400, 'invalid', `Giá trị _lastUpdated không hợp lệ: ${raw}`);
  const [, prefix = 'eq', y, mo, d, h, mi, sec, frac, zone] = m;
  if (!['eq', 'gt', 'ge', 'lt', 'le'].includes(prefix))
    throw new FhirError(400, 'not-supported', `Không hỗ trợ tiền tố ${prefix} cho _lastUpdated (dùng eq, gt, ge, lt, le).`);
  const offsetMinutes =
    !zone || !h ? 7 * 60 : zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
  // Year, month, day, hour, minute, second, millisecond; the last one given is the precision a step adds to.
  const fields = [Number(y), Number(mo ?? 1) - 1, Number(d ?? 1), Number(h ?? 0), Number(mi ?? 0), Number(sec ?? 0)];
  const ms = frac ? Math.floor(Number(`0${frac}`) * 1000) : 0;
  const unit = frac ? 6 : sec ? 5 : mi ? 4 : d ? 2 : mo ? 1 : 0;
  const at = (bump: number) => {
    const [fy = 0, fmo = 0, fd = 1, fh = 0, fmi = 0, fs = 0, fms = ms] = fields
      .map((x, i) => (i === unit ? x + bump : x))
      .concat(unit === 6 ? ms + bump : ms);
    return new Date(Date.UTC(fy, fmo, fd, fh, fmi, fs, fms) - offsetMinutes * 60_000);
  };
  const from = at(0);
  if (Number.isNaN(from.getTime()) || Number(mo ?? 1) > 12 || Number(d ?? 1) > 31)
    throw new FhirError(400, 'invalid', `Giá trị _lastUpdated không hợp lệ: ${raw}`);
  const until = at(1);
  if (prefix === 'eq') return { from, until };
  if (prefix === 'gt') return { from: until };
  if (prefix === 'ge') return { from };
  if (prefix === 'lt') return { until: from };
  return { until };
}

function positive(query: Query, name: string, fallback: number): number {
  const [raw, more] = valuesOf(query, name);
  if (raw === undefined) return fallback;
  if (more !== undefined || !/^\d{1,6}$/.test(raw) || Number(raw) < 1)
    throw new FhirError(400, 'invalid', `Giá trị ${name} phải là một số nguyên dương.`);
  return Number(raw);
}

/** The page a search asks for: `_count` (at most 100) and `_page` (from 1). */
function pageOf(query: Query): repo.Page & { number: number } {
  const limit = Math.min(positive(query, '_count', PAGE_SIZE.default), PAGE_SIZE.max);
  const number = positive(query, '_page', 1);
  if (number * limit > DEEPEST)
    throw new FhirError(400, 'too-costly', `Chỉ đọc được ${DEEPEST} kết quả đầu; hãy thu hẹp tìm kiếm bằng _lastUpdated.`);
  return { limit, offset: (number - 1) * limit, number };
}

/** Refuses parameters the type does not take, and includes it does not offer. */
function checkParams(type: SearchType, query: Query): string[] {
  const known = SEARCHES[type];
  for (const name of Object.keys(query)) {
    if (COMMON.has(name) || name in known.params) continue;
    throw new FhirError(400, 'not-supported', `Không hỗ trợ tham số tìm kiếm ${name} cho ${type}.`);
  }
  const includes = valuesOf(query, '_include');
  for (const include of includes)
    if (!known.includes.includes(include)) throw new FhirError(400, 'not-supported', `Không hỗ trợ _include=${include}.`);
  return includes;
}

/** Where a search's answer lives: the portal's address and what the integration may see. */
export type SearchContext = { deps: AppDeps; integration: IntegrationAuth; base: string };

const visibility = (c: SearchContext): repo.Visibility => ({ facilityCodes: c.integration.facilityCodes });

/** The paging links of a search: itself, and the pages either side where there are some. */
function links(c: SearchContext, type: SearchType, query: Query, page: ReturnType<typeof pageOf>, total: number): BundleLink[] {
  const url = (number: number) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      if (name !== '_page' && name !== '_count') for (const v of [value].flat()) if (typeof v === 'string') params.append(name, v);
    params.set('_count', String(page.limit));
    params.set('_page', String(number));
    return `${c.base}/fhir/${type}?${params.toString()}`;
  };
  return [
    { relation: 'self', url: url(page.number) },
    ...(page.number > 1 ? [{ relation: 'previous', url: url(page.number - 1) }] : []),
    ...(page.offset + page.limit < total && (page.number + 1) * page.limit <= DEEPEST
      ? [{ relation: 'next', url: url(page.number + 1) }]
      : []),
  ];
}

const updatedOf = (query: Query) => valuesOf(query, '_lastUpdated').map(lastUpdatedRange);

/** Patients and organizations by id, for `_include` (each once, in the order first named). */
async function includesOf(c: SearchContext, lines: repo.ServiceLine[], includes: string[]): Promise<Resource[]> {
  const v = visibility(c);
  const sys = fhir.fhirSystems(c.base);
  const unique = (ids: string[]) => [...new Set(ids)];
  const out: Resource[] = [];
  if (includes.includes('ServiceRequest:subject')) {
    const ids = unique(lines.map((l) => l.order.patientId));
    if (ids.length)
      out.push(...(await repo.patientPage(c.deps.db, v, { ids, updated: [] }, { offset: 0, limit: ids.length })).rows.map(fhir.patient));
  }
  if (includes.includes('ServiceRequest:requester'))
    out.push(
      ...(await repo.collaborators(c.deps.db, v, unique(lines.map((l) => l.collaborator.id)))).map((r) => fhir.organization(r, sys)),
    );
  if (includes.includes('ServiceRequest:specimen')) {
    const orderIds = unique(lines.filter((l) => l.order.sampleTakenAt).map((l) => l.order.id));
    if (orderIds.length)
      out.push(
        ...(await repo.specimenPage(c.deps.db, v, { orderIds, updated: [] }, { offset: 0, limit: orderIds.length })).rows.map((r) =>
          fhir.specimen(r, sys),
        ),
      );
  }
  return out;
}

/** GET /fhir/{type}?…: a searchset Bundle. */
export async function search(c: SearchContext, type: SearchType, query: Query) {
  const includes = checkParams(type, query);
  const page = pageOf(query);
  const updated = updatedOf(query);
  const ids = valuesOf(query, '_id');
  const v = visibility(c);
  const sys = fhir.fhirSystems(c.base);
  let matches: Resource[];
  let included: Resource[] = [];
  let total: number;
  if (type === 'ServiceRequest') {
    const codes = tokens(query, 'identifier', sys.order);
    const statuses = valuesOf(query, 'status');
    const subjects = valuesOf(query, 'subject').map((s) => s.replace(/^Patient\//, ''));
    const found = await repo.serviceLines(
      c.deps.db,
      v,
      {
        updated,
        ...(ids.length ? { lineIds: uuids(ids) } : {}),
        ...(codes ? { orderNos: codes.flatMap((code) => /^LH-(\d{1,12})$/i.exec(code)?.[1] ?? []).map(Number) } : {}),
        ...(statuses.length ? { statuses: statuses.flatMap((s) => fhir.STATUSES_OF_REQUEST[s] ?? []) } : {}),
        ...(subjects.length ? { patientIds: uuids(subjects) } : {}),
      },
      page,
    );
    matches = found.rows.map((l) => fhir.serviceRequest(l, sys));
    included = await includesOf(c, found.rows, includes);
    total = found.total;
  } else if (type === 'Patient') {
    const found = await repo.patientPage(c.deps.db, v, { updated, ...(ids.length ? { ids: uuids(ids) } : {}) }, page);
    matches = found.rows.map(fhir.patient);
    total = found.total;
  } else {
    const sids = tokens(query, 'identifier', sys.sample);
    const found = await repo.specimenPage(
      c.deps.db,
      v,
      { updated, ...(ids.length ? { orderIds: uuids(ids) } : {}), ...(sids ? { sids } : {}) },
      page,
    );
    matches = found.rows.map((r) => fhir.specimen(r, sys));
    total = found.total;
  }
  return fhir.searchset(c.base, { matches, included, total, links: links(c, type, query, page, total) });
}

export type ReadType = SearchType | 'Organization';

/** GET /fhir/{type}/{id}: the resource, when the integration may see it. */
export async function read(c: SearchContext, type: ReadType, id: string): Promise<Resource> {
  const v = visibility(c);
  const sys = fhir.fhirSystems(c.base);
  const one = { offset: 0, limit: 1 };
  const ids = uuids([id]);
  let found: Resource | undefined;
  if (ids.length) {
    if (type === 'ServiceRequest') {
      const [line] = (await repo.serviceLines(c.deps.db, v, { lineIds: ids, updated: [] }, one)).rows;
      found = line && fhir.serviceRequest(line, sys);
    } else if (type === 'Patient') {
      const [row] = (await repo.patientPage(c.deps.db, v, { ids, updated: [] }, one)).rows;
      found = row && fhir.patient(row);
    } else if (type === 'Specimen') {
      const [row] = (await repo.specimenPage(c.deps.db, v, { orderIds: ids, updated: [] }, one)).rows;
      found = row && fhir.specimen(row, sys);
    } else {
      const [row] = await repo.collaborators(c.deps.db, v, ids);
      found = row && fhir.organization(row, sys);
    }
  }
  if (!found) throw new FhirError(404, 'not-found', `Không tìm thấy ${type}/${id}.`);
  return found;
}
