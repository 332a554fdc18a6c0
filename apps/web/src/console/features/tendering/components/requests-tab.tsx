import { CREATED_BY, type DeskRequest, formatDate, lookupName, REQUEST_STATUS, REQUEST_TYPE } from '@portal/contract';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { FileButton } from '../../../components/file-viewer';
import { formatDateTime } from '../../../lib/format';
import { getTenderFile, useRequests, useTenderActions } from '../api/tenders';
import { ReplyDialog } from './reply-dialog';
import { TENDER_TEXT } from './tender-labels';
import { ResponsiveTable } from '@/components/responsive-table';

const fileLinks = (files: DeskRequest['files']) =>
  files.map((f) => (
    <FileButton
      key={f.id}
      file={{ id: f.id, name: f.name, mime: /\.pdf$/i.test(f.name) ? 'application/pdf' : 'application/octet-stream' }}
      load={getTenderFile}
    />
  ));

/** Every clarification request of a bid (all providers, CMS-created included), answered from here. */
export function RequestsTab({ postId, canManage }: { postId: number; canManage: boolean }) {
  const requests = useRequests(postId);
  const act = useTenderActions();
  const [replying, setReplying] = useState<DeskRequest>();
  return (
    <QueryState query={requests}>
      {(all) => (
        <>
          <ResponsiveTable<DeskRequest>
            rowKey="id"
            size="small"
            scroll={{ x: 'max-content', y: 400 }}
            dataSource={all.filter((r) => r.type === REQUEST_TYPE.Clarify)}
            pagination={false}
            locale={{ emptyText: 'Chưa có yêu cầu làm rõ' }}
            columns={[
              { key: 'i', title: 'STT', width: 60, render: (_, __, i) => i + 1 },
              { key: 'provider', title: 'Nhà thầu', dataIndex: 'providerName', width: 150 },
              {
                key: 'title',
                title: 'Tiêu đề',
                width: 300,
                render: (_, r) => (
                  <Space vertical size={0}>
                    <Typography.Text strong>{r.title}</Typography.Text>
                    <Typography.Text>{r.content}</Typography.Text>
                    {r.sealed && r.createdByType !== CREATED_BY.Cms ? (
                      <Typography.Text type="secondary">{TENDER_TEXT.sealedUntilClose}</Typography.Text>
                    ) : (
                      fileLinks(r.files)
                    )}
                    {r.createdByType === 'CMS' && <Tag>Tạo bởi quản trị</Tag>}
                  </Space>
                ),
              },
              { key: 'date', title: 'Ngày cần phản hồi', width: 150, render: (_, r) => (r.dateRequest ? formatDate(r.dateRequest) : '—') },
              { key: 'created', title: 'Gửi lúc', width: 150, render: (_, r) => formatDateTime(r.creationTime) },
              {
                key: 'reply',
                title: 'Phản hồi',
                width: 300,
                render: (_, r) =>
                  r.replies.length
                    ? r.replies.map((p) => (
                        <Space key={p.id} vertical size={0}>
                          <Typography.Text type={p.content === null ? 'secondary' : undefined}>
                            {p.content ?? TENDER_TEXT.sealedUntilClose}
                          </Typography.Text>
                          {fileLinks(p.files)}
                        </Space>
                      ))
                    : '—',
              },
              {
                key: 'status',
                title: 'Trạng thái',
                width: 140,
                render: (_, r) => <Tag color={r.status ? 'green' : 'orange'}>{lookupName('requestStatus', r.status)}</Tag>,
              },
              {
                key: 'actions',
                title: 'Thao tác',
                width: 120,
                render: (_, r) =>
                  canManage && r.status === REQUEST_STATUS.NotAnswered ? (
                    <Button size="small" onClick={() => setReplying(r)}>
                      Trả lời
                    </Button>
                  ) : null,
              },
            ]}
          />
          {replying && (
            <ReplyDialog
              request={replying}
              onClose={() => setReplying(undefined)}
              onSend={(form) => act.mutateAsync({ kind: 'reply', requestId: replying.id, form })}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
