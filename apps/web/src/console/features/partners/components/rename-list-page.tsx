import type { RenameRow } from '@portal/contract';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FileButton } from '../../../components/file-viewer';
import { type ListColumn, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { PARTNER_TYPE_LABELS, RENAME_STATUS_LABELS } from '../../../lib/labels';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getRenameFile } from '../api/get-partner-file';
import { getRenames, useDecideRename, useRenames } from '../api/get-renames';

const FILTER_KEYS = ['status'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
/** A sub-unit's rename carries its parent company's name and the PDF it was asked with. */
type Row = RenameRow & { parentName?: string | null; file?: { id: string; fileName: string } | null };
type Decision = { row: Row; approve: boolean };

/** Rename requests: status filter in the URL; a pending one is approved or rejected with a reason. */
export function RenameListPage({ canDecide }: { canDecide: boolean }) {
  const list = useListParams(FILTER_KEYS);
  const query = listQuery(list);
  const renames = useRenames(query);
  const decide = useDecideRename();
  const [decision, setDecision] = useState<Decision>();

  const columns: ListColumn<Row>[] = [
    { key: 'createdAt', title: 'Ngày gửi', render: (_, r) => formatDateTime(r.createdAt), exportValue: (r) => formatDateTime(r.createdAt) },
    {
      key: 'partner',
      title: 'Đối tác',
      render: (_, r) => (
        <Link to={consolePaths.partnerDetail.getHref(r.partner.id)}>{`${r.partner.code} · ${PARTNER_TYPE_LABELS[r.partner.type]}`}</Link>
      ),
      exportValue: (r) => r.partner.code,
    },
    {
      key: 'parentName',
      title: 'Công ty mẹ',
      render: (_, r) => r.parentName ?? '—',
      exportValue: (r) => r.parentName ?? '',
    },
    { key: 'oldName', title: 'Tên hiện tại', exportValue: (r) => r.oldName },
    { key: 'newName', title: 'Tên đề nghị', exportValue: (r) => r.newName },
    {
      key: 'file',
      title: 'File đính kèm',
      render: (_, r) =>
        r.file ? (
          <FileButton file={{ id: r.file.id, name: 'Xem file PDF', mime: 'application/pdf' }} load={() => getRenameFile(r.id)} />
        ) : (
          '—'
        ),
    },
    { key: 'reason', title: 'Lý do đổi', render: (_, r) => r.reason ?? '—', exportValue: (r) => r.reason },
    {
      key: 'status',
      title: 'Trạng thái',
      render: (_, r) => <Tag color={RENAME_STATUS_LABELS[r.status].color}>{RENAME_STATUS_LABELS[r.status].text}</Tag>,
      exportValue: (r) => RENAME_STATUS_LABELS[r.status].text,
    },
    {
      key: 'decisionReason',
      title: 'Lý do từ chối',
      defaultHidden: true,
      render: (_, r) => r.decisionReason ?? '—',
      exportValue: (r) => r.decisionReason,
    },
    ...(canDecide
      ? [
          {
            key: 'actions',
            title: 'Thao tác',
            render: (_: unknown, r: Row) =>
              r.status === 'pending' ? (
                <Space>
                  <Button size="small" type="primary" onClick={() => setDecision({ row: r, approve: true })}>
                    Duyệt
                  </Button>
                  <Button size="small" danger onClick={() => setDecision({ row: r, approve: false })}>
                    Từ chối
                  </Button>
                </Space>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      <Typography.Title level={3}>Yêu cầu đổi tên</Typography.Title>
      <ListPage<Row, FilterKey>
        id="renames"
        list={list}
        filters={[
          {
            kind: 'select',
            key: 'status',
            label: 'Trạng thái',
            options: (['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: RENAME_STATUS_LABELS[s].text })),
          },
        ]}
        columns={columns}
        query={renames}
        rowKey={(r) => r.id}
        exportAll={{ fileName: 'yeu-cau-doi-ten', fetchPage: (page, limit) => getRenames({ ...query, page, limit }) }}
      />
      {decision && (
        <ConfirmDialog
          open
          title={decision.approve ? 'Duyệt yêu cầu đổi tên' : 'Từ chối yêu cầu đổi tên'}
          description={`${decision.row.oldName} → ${decision.row.newName}`}
          okText={decision.approve ? 'Duyệt' : 'Từ chối'}
          danger={!decision.approve}
          withReason={!decision.approve}
          onConfirm={(reason) => decide.mutateAsync({ id: decision.row.id, approve: decision.approve, reason })}
          onClose={() => setDecision(undefined)}
        />
      )}
    </>
  );
}
