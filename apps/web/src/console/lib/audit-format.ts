import {
  APPOINTMENT_STATUS_LABELS,
  type AppointmentStatus,
  type AuditObjectType,
  type FooterListPrefix,
  CONTRACT_PROGRESS_LABELS,
  CONTRACT_STATUS_LABELS,
  type ContractStatus,
  formatVnd,
  lookupName,
  POPUP_GROUP_TYPES,
  type TenderLookupName,
  formatDate,
  formatDateTime,
} from '@portal/contract';
import { AUDIT_FIELD_LABELS, auditValueLabel, FOOTER_FIELD_LABELS, FOOTER_LIST_LABELS, PARTNER_TYPE_LABELS } from './labels';

/**
 * An audit trail's change in words (the services record field keys and raw values): every
 * field by its Vietnamese name, codes by their names, times in Vietnam time (dd/MM/yyyy HH:mm),
 * lists and files by their names, never JSON.
 */
export const EMPTY_VALUE = '(trống)';

const MONEY_FIELDS: ReadonlySet<string> = new Set(['donGia', 'feePrice', 'totalValue', 'price']);
/** Bid-post codes named by the tender lookups. */
const BID_LOOKUP_FIELDS: Readonly<Record<string, TenderLookupName>> = {
  contractType: 'contractType',
  area: 'area',
  chooseMode: 'chooseMode',
  publicMode: 'publicMode',
  applyGroup: 'applyGroup',
  shippingMethod: 'shippingMethod',
  infoType: 'infoType',
};
const GROUP_LABELS: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(POPUP_GROUP_TYPES).map(([type, code]) => [code, PARTNER_TYPE_LABELS[type as keyof typeof PARTNER_TYPE_LABELS]]),
);

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const FOOTER_LIST_KEY = /^(system|contact|link|about|activity|service)(Count|Title|Link(\d+)|Text(\d+))$/;

/** A footer list's key (`systemLink2`): its list and its part. */
function footerListLabel(field: string): string | undefined {
  const match = FOOTER_LIST_KEY.exec(field);
  if (!match) return undefined;
  const [, prefix, part, link, text] = match;
  const list = FOOTER_LIST_LABELS[prefix as FooterListPrefix];
  const what = part === 'Count' ? 'số mục' : part === 'Title' ? 'tiêu đề' : link ? `liên kết ${link}` : `nội dung ${text}`;
  return `${list}: ${what}`;
}

export const auditFieldLabel = (field: string) =>
  AUDIT_FIELD_LABELS[field] ?? FOOTER_FIELD_LABELS[field as keyof typeof FOOTER_FIELD_LABELS] ?? footerListLabel(field) ?? field;

function codeName(objectType: AuditObjectType | undefined, field: string, value: number): string | undefined {
  if (field === 'status') {
    if (objectType === 'medical_order') return APPOINTMENT_STATUS_LABELS[value as AppointmentStatus];
    if (objectType === 'bid_post') return lookupName('status', value) || undefined;
    if (objectType === 'bid_submission') return lookupName('bdSubmitStatus', value) || undefined;
    if (objectType === 'bid_request') return lookupName('requestStatus', value) || undefined;
  }
  if (field === 'type' && objectType === 'bid_request') return lookupName('requestType', value) || undefined;
  if (field === 'groupType') return GROUP_LABELS[value];
  if (field === 'progressType') return CONTRACT_PROGRESS_LABELS[value as 1 | 2];
  const lookup = BID_LOOKUP_FIELDS[field];
  return lookup ? lookupName(lookup, value) || undefined : undefined;
}

/** One recorded value as staff read it. */
export function auditValueText(field: string, value: unknown, objectType?: AuditObjectType): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return formatVnd(value);
    return codeName(objectType, field, value) ?? String(value);
  }
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatDateTime(value) || value;
    if (ISO_DAY.test(value)) return formatDate(value);
    if (field === 'status' && objectType === 'contract') return CONTRACT_STATUS_LABELS[value as ContractStatus] ?? value;
    return String(auditValueLabel(field, value));
  }
  if (Array.isArray(value)) {
    if (!value.length) return EMPTY_VALUE;
    return value.map((item) => auditValueText(field, item, objectType)).join(', ');
  }
  if (typeof value === 'object') {
    // A file recorded with its details: its name.
    const named = value as { name?: unknown; originalName?: unknown };
    if (field === 'file' || field === 'files' || field === 'resultFile') {
      const name = named.originalName ?? named.name;
      if (typeof name === 'string') return name;
    }
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${auditFieldLabel(key)}: ${auditValueText(key, inner, objectType)}`)
      .join('; ');
  }
  return String(value);
}
