import { AUDIT_OBJECT_TYPES, type AuditEntry, formatDateTime } from '@portal/contract';
import { Typography } from 'antd';
import { DiffView } from '../../../components/diff-view';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { auditFieldLabel, auditValueText } from '../../../lib/audit-format';
import { AUDIT_ACTION_LABELS, AUDIT_OBJECT_LABELS } from '../../../lib/labels';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getAudit, useAudit, useOperatorOptions } from '../api/get-audit';

const FILTER_KEYS = ['operatorId', 'objectType', 'from', 'to', 'search'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
const wordsOf = (entry: AuditEntry) => (field: string, value: unknown) => auditValueText(field, value, entry.objectType);
const diffText = (entry: AuditEntry) =>
  Object.entries(entry.changes)
    .map(([field, [before, after]]) => `${auditFieldLabel(field)}: ${wordsOf(entry)(field, before)} → ${wordsOf(entry)(field, after)}`)
    .join('\n');
/** Vietnam time, whatever the operator's machine says. */
const when = (entry: AuditEntry) => formatDateTime(entry.at);

const columns: ListColumn<AuditEntry>[] = [
  { key: 'at', title: 'Thời điểm', width: 110, render: (_, e) => when(e), exportValue: when },
  { key: 'operator', title: 'Người thao tác', width: 120, render: (_, e) => e.operator.username, exportValue: (e) => e.operator.username },
  {
    key: 'objectType',
    title: 'Đối tượng',
    width: 130,
    render: (_, e) => AUDIT_OBJECT_LABELS[e.objectType],
    exportValue: (e) => AUDIT_OBJECT_LABELS[e.objectType],
  },
  { key: 'action', title: 'Thao tác', width: 120, render: (_, e) => actionLabel(e.action), exportValue: (e) => actionLabel(e.action) },
  { key: 'summary', title: 'Nội dung', width: 220, exportValue: (e) => e.summary },
  {
    key: 'changes',
    title: 'Thay đổi (trước → sau)',
    width: 340,
    render: (_, e) => <DiffView changes={e.changes} label={auditFieldLabel} format={wordsOf(e)} />,
    exportValue: diffText,
  },
  { key: 'ip', title: 'Địa chỉ IP', width: 130, defaultHidden: true, render: (_, e) => e.ip ?? '—', exportValue: (e) => e.ip },
];

/** The audit trail: every write by an operator, filters in the URL, each change as before → after. */
export function AuditListPage({ canListOperators }: { canListOperators: boolean }) {
  const list = useListParams(FILTER_KEYS);
  const query = listQuery(list);
  const audit = useAudit(query);
  const operators = useOperatorOptions(canListOperators);

  const filters: ListFilter<FilterKey>[] = [
    { kind: 'search', key: 'search', label: 'Tìm trong nội dung' },
    {
      kind: 'select',
      key: 'objectType',
      label: 'Loại đối tượng',
      options: AUDIT_OBJECT_TYPES.map((t) => ({ value: t, label: AUDIT_OBJECT_LABELS[t] })),
    },
    ...(canListOperators
      ? [
          {
            kind: 'select' as const,
            key: 'operatorId' as const,
            label: 'Người thao tác',
            options: (operators.data ?? []).map((o) => ({ value: o.id, label: o.username })),
          },
        ]
      : []),
    { kind: 'dateRange', key: 'from', toKey: 'to', label: 'Khoảng ngày' },
  ];

  return (
    <>
      <Typography.Title level={3}>Nhật ký thao tác</Typography.Title>
      <ListPage<AuditEntry, FilterKey>
        id="audit"
        list={list}
        filters={filters}
        columns={columns}
        query={audit}
        rowKey={(e) => e.id}
        exportAll={{ fileName: 'nhat-ky-thao-tac', fetchPage: (page, limit) => getAudit({ ...query, page, limit }) }}
      />
    </>
  );
}
