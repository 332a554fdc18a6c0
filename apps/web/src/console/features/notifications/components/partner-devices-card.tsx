import { Card, Table, Typography } from 'antd';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '../../../lib/format';
import { type PartnerDevice, usePartnerDevices } from '../api/get-partner-devices';

export const DEVICES_TEXT = {
  title: 'Thiết bị nhận thông báo đẩy',
  none: 'Đối tác chưa đăng ký thiết bị nào: thông báo chỉ có trong hộp thư trên cổng (và email nếu đối tác chọn nhận).',
} as const;

const columns = [
  { key: 'user', title: 'Tài khoản', dataIndex: 'user', width: 140 },
  { key: 'deviceInfo', title: 'Thiết bị', dataIndex: 'deviceInfo', width: 220 },
  { key: 'appVersion', title: 'Phiên bản', dataIndex: 'appVersion', width: 110 },
  { key: 'createdAt', title: 'Đăng ký lúc', width: 140, render: (_: unknown, d: PartnerDevice) => formatDateTime(d.createdAt) },
  { key: 'lastSeenAt', title: 'Hoạt động gần nhất', width: 150, render: (_: unknown, d: PartnerDevice) => formatDateTime(d.lastSeenAt) },
];

/** The push devices of a partner's accounts: the first answer to "why didn't partner X get this?". */
export function PartnerDevicesCard({ partnerId, partnerName }: { partnerId: string; partnerName?: string | undefined }) {
  const devices = usePartnerDevices(partnerId);
  return (
    <Card size="small" title={partnerName ? `${DEVICES_TEXT.title} — ${partnerName}` : DEVICES_TEXT.title}>
      <QueryState query={devices}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography.Text type="secondary">{DEVICES_TEXT.none}</Typography.Text>
          ) : (
            <Table<PartnerDevice> rowKey="id" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 760 }} />
          )
        }
      </QueryState>
    </Card>
  );
}
