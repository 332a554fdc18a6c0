import type { Facility } from '@portal/contract';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getFacilities, useDeleteFacility, useFacilities, useSaveFacility } from '../api/catalogue';
import { useProvinces } from '@/lib/locations';
import { FacilityDialog, facilityBody } from './facility-dialog';
import { activeOptions } from './order-labels';
import { RowActions } from './row-actions';

export const FACILITY_FILTER_KEYS = ['search', 'provinceCode', 'active'] as const;
type FilterKey = (typeof FACILITY_FILTER_KEYS)[number];

/** /quan-tri/co-so: the facilities where collaborators book hospital visits. */
export function FacilityPage({ canManage }: { canManage: boolean }) {
  const list = useListParams(FACILITY_FILTER_KEYS);
  const query = listQuery(list);
  const facilities = useFacilities(query);
  const provinces = useProvinces();
  const save = useSaveFacility();
  const remove = useDeleteFacility();
  const [editing, setEditing] = useState<Facility | null>();

  const filters: ListFilter<FilterKey>[] = [
    { kind: 'search', key: 'search', label: 'Tìm theo mã, tên hoặc địa chỉ' },
    {
      kind: 'select',
      key: 'provinceCode',
      label: 'Tỉnh/thành phố',
      searchable: true,
      options: (provinces.data ?? []).map((p) => ({ value: p.maTinh, label: p.tenTinh })),
    },
    { kind: 'select', key: 'active', label: 'Tình trạng', options: activeOptions('Đang hoạt động', 'Ngừng hoạt động') },
  ];

  const columns: ListColumn<Facility>[] = [
    { key: 'code', title: 'Mã cơ sở', exportValue: (f) => f.code },
    { key: 'name', title: 'Tên cơ sở', exportValue: (f) => f.name },
    { key: 'address', title: 'Địa chỉ', exportValue: (f) => f.address },
    { key: 'provinceName', title: 'Tỉnh/thành phố', exportValue: (f) => f.provinceName },
    { key: 'serviceCount', title: 'Số dịch vụ', align: 'right', exportValue: (f) => f.serviceCount },
    { key: 'orderCount', title: 'Số lịch hẹn', align: 'right', exportValue: (f) => f.orderCount },
    {
      key: 'active',
      title: 'Tình trạng',
      render: (_, f) => (f.active ? <Tag color="green">Đang hoạt động</Tag> : <Tag>Ngừng hoạt động</Tag>),
      exportValue: (f) => (f.active ? 'Đang hoạt động' : 'Ngừng hoạt động'),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: 'Thao tác',
            render: (_: unknown, f: Facility) => (
              <RowActions
                name={`cơ sở ${f.code}`}
                active={f.active}
                used={f.orderCount > 0}
                stopLabel="Ngừng hoạt động"
                resumeLabel="Hoạt động lại"
                stopDescription={`Ngừng hoạt động "${f.name}"? Cộng tác viên không đặt được lịch khám mới tại cơ sở này; lịch hẹn đã đặt giữ nguyên.`}
                onEdit={() => setEditing(f)}
                onSetActive={(active) => save.mutateAsync({ id: f.id, body: facilityBody({ ...f, active }) })}
                onDelete={() => remove.mutateAsync(f.id)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>Cơ sở y tế</Typography.Title>
        {canManage && (
          <Button type="primary" onClick={() => setEditing(null)}>
            Thêm cơ sở
          </Button>
        )}
      </Flex>
      <ListPage<Facility, FilterKey>
        id="facilities"
        list={list}
        filters={filters}
        columns={columns}
        query={facilities}
        rowKey={(f) => f.id}
        exportAll={{ fileName: 'co-so-y-te', fetchPage: (page, limit) => getFacilities({ ...query, page, limit }) }}
      />
      {editing !== undefined && <FacilityDialog facility={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
