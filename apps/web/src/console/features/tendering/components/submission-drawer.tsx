import { type DeskRequest, FINAL_SUBMIT_STATUSES, lookupName, REQUEST_TYPE, TENDER_LOOKUPS } from '@portal/contract';
import { Button, Card, Descriptions, Drawer, Empty, Flex, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ItemList } from '@/components/item-list';
import { QueryState } from '@/components/query-state';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useSubmission, useTenderActions } from '../api/tenders';
import { ClarificationDialog } from './clarification-dialog';
import { PartyRequestDialog } from './party-request-dialog';
import { formatVnd, SUBMIT_STATUS_COLORS, submitStatusName, TENDER_TEXT } from './tender-labels';

function PartyRequestItem({ request }: { request: DeskRequest }) {
  return (
    <Flex vertical gap={4}>
      <Space wrap>
        <Typography.Text strong>{lookupName('requestType', request.type)}</Typography.Text>
        <Tag color={request.status ? 'green' : 'orange'}>{lookupName('requestStatus', request.status)}</Tag>
        <Typography.Text type="secondary">{formatDateTime(request.creationTime)}</Typography.Text>
      </Space>
      {request.type === REQUEST_TYPE.Meet ? (
        <Typography.Text>{`${formatDateTime(request.dateMeet)} tại ${request.address ?? '—'} · ${request.nameContact ?? ''} ${request.phoneContact ?? ''}`}</Typography.Text>
      ) : (
        <Typography.Text>{`Hạn ${request.dateRequired ?? '—'}: ${request.additional.map((c) => lookupName('requestAdditional', c)).join(', ')}`}</Typography.Text>
      )}
      <Typography.Paragraph style={{ marginBottom: 0 }}>{request.content}</Typography.Paragraph>
      {request.replies.map((r) => (
        <Card key={r.id} size="small">
          <Space wrap>
            {r.replyStatus !== null && <Tag>{lookupName('replyStatus', r.replyStatus)}</Tag>}
            <Typography.Text type="secondary">{formatDateTime(r.creationTime)}</Typography.Text>
          </Space>
          <Typography.Paragraph style={{ marginBottom: 0 }} type={r.content === null ? 'secondary' : undefined}>
            {r.content ?? TENDER_TEXT.sealedUntilClose}
          </Typography.Paragraph>
        </Card>
      ))}
    </Flex>
  );
}

/** One submission: its status (changed with confirmation), the inviting party's requests and the provider's replies. */
export function SubmissionDrawer({
  submissionId,
  canManage,
  onClose,
}: {
  submissionId: string | undefined;
  canManage: boolean;
  onClose: () => void;
}) {
  const detail = useSubmission(submissionId);
  const act = useTenderActions();
  const [dialog, setDialog] = useState<typeof REQUEST_TYPE.Meet | typeof REQUEST_TYPE.Additional>();
  const [nextStatus, setNextStatus] = useState<number>();
  const [isClarifying, setClarifying] = useState(false);
  return (
    <Drawer open={Boolean(submissionId)} onClose={onClose} size={720} title="Hồ sơ dự thầu" destroyOnHidden>
      <QueryState query={detail}>
        {({ submission: s, sealed, closeDate, requests }) => {
          const isFinal = FINAL_SUBMIT_STATUSES.includes(s.status);
          const partyRequests = requests.filter((r) => r.type !== REQUEST_TYPE.Clarify);
          return (
            <Flex vertical gap={16}>
              <Space wrap>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {s.provider.name}
                </Typography.Title>
                <Tag color={SUBMIT_STATUS_COLORS[s.status]}>{submitStatusName(s.status)}</Tag>
              </Space>
              {sealed && <Typography.Text type="secondary">{TENDER_TEXT.sealedNotice(formatDateTime(closeDate))}</Typography.Text>}
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'price', label: 'Giá dự thầu', children: sealed ? TENDER_TEXT.sealed : formatVnd(s.price) },
                  { key: 'discount', label: 'Chiết khấu', children: sealed ? TENDER_TEXT.sealed : `${s.discount ?? 0}%` },
                  { key: 'contact', label: 'Liên hệ', children: `${s.contactName} · ${s.contactPhone} · ${s.contactEmail}` },
                ]}
              />
              {canManage && !isFinal && (
                <Space wrap>
                  <Select
                    aria-label="Trạng thái mới"
                    placeholder="Chuyển trạng thái"
                    style={{ width: 220 }}
                    value={nextStatus}
                    onChange={setNextStatus}
                    options={TENDER_LOOKUPS.bdSubmitStatus.filter((o) => o.id !== s.status).map((o) => ({ value: o.id, label: o.name }))}
                  />
                  <Button onClick={() => setDialog(REQUEST_TYPE.Meet)}>Mời gặp mặt</Button>
                  <Button onClick={() => setDialog(REQUEST_TYPE.Additional)}>Yêu cầu bổ sung tài liệu</Button>
                  <Button onClick={() => setClarifying(true)}>Ghi nhận yêu cầu làm rõ</Button>
                </Space>
              )}
              {isFinal && <Typography.Text type="secondary">Hồ sơ đã có kết quả, không thể thay đổi.</Typography.Text>}
              <Card size="small" title="Yêu cầu từ bên mời thầu">
                {partyRequests.length ? (
                  <ItemList items={partyRequests} rowKey={(r) => r.id} renderItem={(r) => <PartyRequestItem request={r} />} />
                ) : (
                  <Empty description="Chưa có yêu cầu" />
                )}
              </Card>
              {dialog !== undefined && (
                <PartyRequestDialog
                  type={dialog}
                  providerName={s.provider.name}
                  onClose={() => setDialog(undefined)}
                  onSend={(body) => act.mutateAsync({ kind: 'partyRequest', submissionId: s.id, body })}
                />
              )}
              {isClarifying && (
                <ClarificationDialog
                  providerName={s.provider.name}
                  onClose={() => setClarifying(false)}
                  onSend={(form) => act.mutateAsync({ kind: 'clarify', submissionId: s.id, form })}
                />
              )}
              <ConfirmDialog
                open={nextStatus !== undefined}
                title="Chuyển trạng thái hồ sơ"
                description={`Chuyển hồ sơ của ${s.provider.name} sang "${submitStatusName(nextStatus ?? 0)}"? Nhà thầu sẽ nhận được thông báo.${
                  nextStatus !== undefined && FINAL_SUBMIT_STATUSES.includes(nextStatus)
                    ? ' Đây là kết quả cuối cùng, không thể thay đổi sau đó.'
                    : ''
                }`}
                onConfirm={() => act.mutateAsync({ kind: 'submissionStatus', submissionId: s.id, status: nextStatus ?? 0 })}
                onClose={() => setNextStatus(undefined)}
              />
            </Flex>
          );
        }}
      </QueryState>
    </Drawer>
  );
}
