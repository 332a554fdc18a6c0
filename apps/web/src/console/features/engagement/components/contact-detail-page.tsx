import { COOPERATION_TYPE_LABELS, formatDateTime } from '@portal/contract';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useContact, useHandleContact } from '../api/engagement';
import { HandleDialog } from './handle-dialog';
import { EngagementStatusTag } from './status-tag';
import './engagement-desk.css';

/** One contact of the cooperation form; a new one can be marked handled with a note. */
export function ContactDetailPage() {
  const { id = '' } = useParams();
  const contact = useContact(id);
  const handle = useHandleContact(id);
  const [isHandling, setHandling] = useState(false);
  return (
    <QueryState query={contact}>
      {(c) => (
        <>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              Liên hệ của {c.name}
            </Typography.Title>
            {c.status === 'new' ? (
              <Button type="primary" onClick={() => setHandling(true)}>
                Đánh dấu đã xử lý
              </Button>
            ) : null}
          </Flex>
          <Card size="small" className="engagement-desk__card" style={{ marginTop: 16 }}>
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label="Trạng thái">
                <EngagementStatusTag status={c.status} />
              </Descriptions.Item>
              <Descriptions.Item label="Gửi lúc">{formatDateTime(c.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="Họ và tên">{c.name}</Descriptions.Item>
              <Descriptions.Item label="Loại hình hợp tác">{COOPERATION_TYPE_LABELS[c.partnerType]}</Descriptions.Item>
              <Descriptions.Item label="Số điện thoại">
                <a href={`tel:${c.phone}`}>{c.phone}</a>
              </Descriptions.Item>
              <Descriptions.Item label="Email">
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </Descriptions.Item>
              <Descriptions.Item label="Tổ chức" span={2}>
                {c.organisation || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Nội dung" span={2}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{c.message}</Typography.Paragraph>
              </Descriptions.Item>
              {c.status === 'handled' ? (
                <>
                  <Descriptions.Item label="Người xử lý">{c.handledBy ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label="Xử lý lúc">{formatDateTime(c.handledAt)}</Descriptions.Item>
                  <Descriptions.Item label="Ghi chú xử lý" span={2}>
                    <span style={{ whiteSpace: 'pre-wrap' }}>{c.note || '—'}</span>
                  </Descriptions.Item>
                </>
              ) : null}
            </Descriptions>
          </Card>
          <HandleDialog
            open={isHandling}
            title={`Xử lý liên hệ của ${c.name}`}
            onConfirm={(note) => handle.mutateAsync(note)}
            onClose={() => setHandling(false)}
          />
        </>
      )}
    </QueryState>
  );
}
