import { type Device, formatDateTime, LIMITS, type PartnerType } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { devicesKey, useDevices } from '../api/get-devices';
import { useRemoveDevice } from '../api/remove-device';
import { isSameToken, localPush } from '../local-push';
import { forgetLocalPush, syncPush } from '../sync-push';
import './push-devices.css';
import { ResponsiveTable } from '@/components/responsive-table';

export const PUSH_DEVICES_TEXT = {
  title: 'Thiết bị nhận thông báo',
  hint: 'Các trình duyệt nhận thông báo đẩy của tài khoản này.',
  device: 'Thiết bị',
  createdAt: 'Đăng ký lúc',
  lastSeenAt: 'Hoạt động gần nhất',
  actions: 'Thao tác',
  current: 'Thiết bị này',
  remove: 'Gỡ',
  confirmRemove: (device: string) => `Gỡ ${device}? Thiết bị đó sẽ không nhận thông báo nữa.`,
  confirmRemoveHere: 'Gỡ thiết bị này? Trình duyệt này sẽ không nhận thông báo nữa (bật lại bằng nút "Nhận thông báo trên thiết bị này").',
  cancel: 'Hủy',
  enableHere: 'Nhận thông báo trên thiết bị này',
  empty: 'Chưa có thiết bị nào nhận thông báo.',
  errorTitle: 'Không tải được danh sách thiết bị nhận thông báo',
} as const;

type Props = { type: PartnerType; userId: string };

/**
 * /tai-khoan's push devices (SPEC-NOTES 7): each registered browser with its description and dates,
 * "Thiết bị này" on this browser's; "Gỡ" removes one (this browser's also cancels its subscription
 * and stays off here until the user turns it on again with the button).
 */
export function PushDevices({ type, userId }: Props) {
  const devices = useDevices(type, userId);
  const client = useQueryClient();
  const [localToken, setLocalToken] = useState(() => localPush.token());
  const [enabling, setEnabling] = useState(false);
  const remove = useRemoveDevice(type, async (id) => {
    const device = devices.data?.find((d) => d.id === id);
    if (!device || !isSameToken(device.token, localPush.token())) return;
    localPush.setOff(userId, true);
    await forgetLocalPush();
    setLocalToken(null);
  });
  // A failed removal has already shown the client's "Lỗi" notice; the list is read again either way.
  const ignore = () => undefined;
  const isHere = (device: Device) => isSameToken(device.token, localToken);
  const hasHere = devices.data?.some(isHere) ?? false;

  const enableHere = () => {
    setEnabling(true);
    // Called from the click itself: some browsers show the permission prompt only then.
    void syncPush({ userId, type, trigger: 'user' })
      .then(() => client.invalidateQueries({ queryKey: devicesKey(type) }))
      .finally(() => {
        setLocalToken(localPush.token());
        setEnabling(false);
      });
  };

  const columns: TableColumnsType<Device> = [
    {
      title: PUSH_DEVICES_TEXT.device,
      key: 'device',
      width: 280,
      render: (_v, d) => (
        <>
          {d.deviceInfo || '—'}
          {isHere(d) ? (
            <Tag color="green" className="push-devices__current">
              {PUSH_DEVICES_TEXT.current}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: PUSH_DEVICES_TEXT.createdAt,
      dataIndex: 'createdAt',
      width: LIMITS.tableColumnWidth,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: PUSH_DEVICES_TEXT.lastSeenAt,
      dataIndex: 'lastSeenAt',
      width: LIMITS.tableColumnWidth,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: PUSH_DEVICES_TEXT.actions,
      key: 'actions',
      fixed: 'right',
      width: 90,
      render: (_v, d) => {
        const name = isHere(d) ? PUSH_DEVICES_TEXT.current.toLowerCase() : d.deviceInfo || PUSH_DEVICES_TEXT.device.toLowerCase();
        return (
          <Popconfirm
            title={isHere(d) ? PUSH_DEVICES_TEXT.confirmRemoveHere : PUSH_DEVICES_TEXT.confirmRemove(d.deviceInfo || 'thiết bị này')}
            okText={PUSH_DEVICES_TEXT.remove}
            cancelText={PUSH_DEVICES_TEXT.cancel}
            onConfirm={() => remove.mutateAsync(d.id).then(ignore, ignore)}
          >
            <Button size="small" danger aria-label={`${PUSH_DEVICES_TEXT.remove} ${name}`}>
              {PUSH_DEVICES_TEXT.remove}
            </Button>
          </Popconfirm>
        );
      },
    },
  ];

  return (
    <section className="push-devices" aria-labelledby="push-devices-title">
      <div className="push-devices__head">
        <h2 className="section-title" id="push-devices-title">
          {PUSH_DEVICES_TEXT.title}
        </h2>
        {devices.isSuccess && !hasHere ? (
          <Button onClick={enableHere} loading={enabling}>
            {PUSH_DEVICES_TEXT.enableHere}
          </Button>
        ) : null}
      </div>
      <p className="push-devices__hint">{PUSH_DEVICES_TEXT.hint}</p>
      <QueryState query={devices} errorTitle={PUSH_DEVICES_TEXT.errorTitle}>
        {(data) => (
          <ResponsiveTable<Device>
            rowKey="id"
            columns={columns}
            dataSource={data}
            loading={devices.isFetching}
            locale={{ emptyText: PUSH_DEVICES_TEXT.empty }}
            scroll={{ x: 'max-content', y: LIMITS.tableScrollY }}
            pagination={false}
          />
        )}
      </QueryState>
    </section>
  );
}
