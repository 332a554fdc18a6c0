import { COOPERATION_TYPE_LABELS, FEEDBACK_AREA_LABELS, FEEDBACK_REASON_LABELS, formatDateTime } from '@portal/contract';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useFeedbackEntry, useHandleFeedback } from '../api/engagement';
import { HandleDialog } from './handle-dialog';
import { EngagementStatusTag, Stars } from './status-tag';
import './engagement-desk.css';

/** One feedback entry; a new one can be marked handled with a note. */
export function FeedbackDetailPage() {
  const { id = '' } = useParams();
  const entry = useFeedbackEntry(id);
  const handle = useHandleFeedback(id);
  const [isHandling, setHandling] = useState(false);
  return (
    <QueryState query={entry}>
      {(f) => (
        <>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              Góp ý của {f.partner.name}
            </Typography.Title>
            {f.status === 'new' ? (
              <Button type="primary" onClick={() => setHandling(true)}>
                Đánh dấu đã xử lý
              </Button>
            ) : null}
          </Flex>
          <Card size="small" className="engagement-desk__card" style={{ marginTop: 16 }}>
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label="Đánh giá">
                <Stars value={f.stars} /> ({f.stars}/5)
              </Descriptions.Item>
              <Descriptions.Item label="Trạng thái">
                <EngagementStatusTag status={f.status} />
              </Descriptions.Item>
              <Descriptions.Item label="Đối tác">
                {f.partner.code} — {f.partner.name} ({COOPERATION_TYPE_LABELS[f.partner.type]})
              </Descriptions.Item>
              <Descriptions.Item label="Tài khoản">{f.username}</Descriptions.Item>
              <Descriptions.Item label="Góp ý về">{FEEDBACK_AREA_LABELS[f.area]}</Descriptions.Item>
              <Descriptions.Item label="Gửi lúc">{formatDateTime(f.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="Lý do" span={2}>
                <Flex wrap gap={4}>
                  {f.reasons.map((r) => (
                    <Tag key={r}>{FEEDBACK_REASON_LABELS[r]}</Tag>
                  ))}
                  {f.otherReason ? <Tag color="purple">Khác: {f.otherReason}</Tag> : null}
                </Flex>
              </Descriptions.Item>
              <Descriptions.Item label="Nhận xét" span={2}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{f.comment || '—'}</span>
              </Descriptions.Item>
              {f.status === 'handled' ? (
                <>
                  <Descriptions.Item label="Người xử lý">{f.handledBy ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label="Xử lý lúc">{formatDateTime(f.handledAt)}</Descriptions.Item>
                  <Descriptions.Item label="Ghi chú xử lý" span={2}>
                    <span style={{ whiteSpace: 'pre-wrap' }}>{f.note || '—'}</span>
                  </Descriptions.Item>
                </>
              ) : null}
            </Descriptions>
          </Card>
          <HandleDialog
            open={isHandling}
            title={`Xử lý góp ý của ${f.partner.name}`}
            onConfirm={(note) => handle.mutateAsync(note)}
            onClose={() => setHandling(false)}
          />
        </>
      )}
    </QueryState>
  );
}
