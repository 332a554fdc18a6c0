import { formatVnd, HISTORY_ACTION, type TenderLookupName, formatDate } from '@portal/contract';
import { lookupLabel, type TenderLookups } from './api/get-lookups';
import { groupPhone, groupPhonesIn } from './format';

/** Vietnamese names of the fields a history entry may carry (spec 2 §2.5; id fields never arrive). */
export const HISTORY_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Tên',
  taxCode: 'Mã số thuế',
  representative: 'Người đại diện pháp luật',
  price: 'Giá dự thầu',
  shippingMethod: 'Phương thức vận chuyển',
  discount: 'Chiết khấu',
  contactName: 'Tên liên hệ',
  contactPhone: 'Số điện thoại liên hệ',
  contactEmail: 'Email liên hệ',
  contactPosition: 'Chức vụ',
  note: 'Ghi chú',
  status: 'Trạng thái',
  files: 'Tài liệu đính kèm',
  file: 'Tệp đính kèm',
  fileName: 'Tên tệp',
  progress: 'Tiến độ',
  progressType: 'Loại tiến độ',
  // The server writes a schedule row's kind under `type`, as its label (Cung cấp hàng hoá / Thanh toán).
  type: 'Loại tiến độ',
  content: 'Nội dung',
  title: 'Tiêu đề',
  date: 'Ngày',
  dateRequest: 'Ngày cần phản hồi',
  customValues: 'Thông tin bổ sung',
  information: 'Thông tin bổ sung',
};

const SUBJECT_NAME_LABELS: Readonly<Record<string, string>> = {
  submission: 'Tên nhà dự thầu',
  file: 'Tên tệp',
  progress: 'Tên tiến độ',
  customValue: 'Thông tin',
  request: 'Tiêu đề',
};

/** Fields whose numbers are codes of a lookup list. */
function lookupOf(field: string, subject: string): TenderLookupName | undefined {
  if (field === 'shippingMethod') return 'shippingMethod';
  if (field === 'progressType') return 'progressType';
  if (field === 'status') return subject === 'progress' ? 'progressStatus' : 'bdSubmitStatus';
  return undefined;
}

export const EMPTY_VALUE = '(trống)';

function showValue(field: string, value: unknown, subject: string, lookups: TenderLookups): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const lookup = lookupOf(field, subject);
  if (lookup) {
    const list = lookups[lookup];
    const byKey = typeof value === 'string' ? list.find((item) => item.key.toLowerCase() === value.toLowerCase()) : undefined;
    const label = byKey?.name ?? lookupLabel(lookups, lookup, Number(value));
    if (label) return label;
  }
  if (field === 'price') return formatVnd(Number(value));
  if (field === 'discount') return `${String(value)}%`;
  if (/phone/i.test(field) && typeof value === 'string') return groupPhone(value);
  if (/date/i.test(field) && typeof value === 'string') return formatDate(value) || value;
  if (Array.isArray(value))
    return value.length === 0 ? EMPTY_VALUE : value.map((item) => showValue(field, item, subject, lookups)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    return Object.entries(record)
      .map(([k, v]) => `${HISTORY_FIELD_LABELS[k] ?? k}: ${showValue(k, v, subject, lookups)}`)
      .join('; ');
  }
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  return groupPhonesIn(String(value));
}

export type HistoryLine = { field: string; label: string; text: string };

/**
 * A history entry's JSON content as readable lines: 'Giá dự thầu: 1.000.000 đ → 1.200.000 đ'
 * for a change (`{ field: [before, after] }`), 'Tên tiến độ: Đợt 1' for a creation or deletion.
 * Content that is not JSON is shown as it is (phones grouped 3-3-4).
 */
export function historyLines(content: string, actionType: number, subject: string, lookups: TenderLookups): HistoryLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return [{ field: '', label: '', text: groupPhonesIn(content) }];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return [{ field: '', label: '', text: showValue('', parsed, subject, lookups) }];
  }
  const isChange = actionType === HISTORY_ACTION.Edit || actionType === HISTORY_ACTION.Update;
  return Object.entries(parsed as Record<string, unknown>).map(([rawField, value]) => {
    const field = rawField.charAt(0).toLowerCase() + rawField.slice(1);
    const label = (field === 'name' ? SUBJECT_NAME_LABELS[subject] : undefined) ?? HISTORY_FIELD_LABELS[field] ?? rawField;
    const text =
      isChange && Array.isArray(value) && value.length === 2
        ? `${showValue(field, value[0], subject, lookups)} → ${showValue(field, value[1], subject, lookups)}`
        : showValue(field, value, subject, lookups);
    return { field, label, text };
  });
}
