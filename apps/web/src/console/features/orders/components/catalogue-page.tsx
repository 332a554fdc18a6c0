import { type CatalogueEntry, formatVnd, ORDER_OPTIONS } from '@portal/contract';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getCatalogue, useAllFacilities, useCatalogue, useDeleteService, useSaveService } from '../api/catalogue';
import { useProvinces } from '@/lib/locations';
import { activeOptions } from './order-labels';
import { RowActions } from './row-actions';
import { ServiceDialog, serviceBody } from './service-dialog';

export const CATALOGUE_FILTER_KEYS = ['search', 'kind', 'active', 'provinceCode', 'facilityCode'] as const;
type FilterKey = (typeof CATALOGUE_FILTER_KEYS)[number];

/** 'N tỉnh' with the names on hover; '—' for none. */
function Places({ codes, names, unit }: { codes: string[]; names: ReadonlyMap<string, string>; unit: string }) {
  if (codes.length === 0) return <Typography.Text type="secondary">Không</Typography.Text>;
  return (
    <Tooltip title={codes.map((c) => names.get(c) ?? c).join(', ')}>
      <span>{`${codes.length} ${unit}`}</span>
    </Tooltip>
  );
}

/** /quan-tri/dich-vu: the services the order wizard offers, with where each is available. */
export function CataloguePage({ canManage }: { canManage: boolean }) {
  const list = useListParams(CATALOGUE_FILTER_KEYS);
  const query = listQuery(list);
  const services = useCatalogue(query);
  const provinces = useProvinces();
  const facilities = useAllFacilities();
  const save = useSaveService();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<CatalogueEntry | null>();

  const provinceNames = useMemo(() => new Map((provinces.data ?? []).map((p) => [p.maTinh, p.tenTinh])), [provinces.data]);
  const facilityNames = useMemo(() => new Map((facilities.data?.items ?? []).map((f) => [f.code, f.name])), [facilities.data]);

  const filters: ListFilter<FilterKey>[] = [
    { kind: 'search', key: 'search', label: 'Tìm theo mã hoặc tên dịch vụ' },
    {
      kind: 'select',
      key: 'kind',
      label: 'Loại dịch vụ',
      options: ORDER_OPTIONS.serviceKind.map((o) => ({ value: o.key, label: o.name })),
    },
    { kind: 'select', key: 'active', label: 'Tình trạng', options: activeOptions('Đang cung cấp', 'Ngừng cung cấp') },
    {
      kind: 'select',
      key: 'provinceCode',
      label: 'Lấy mẫu tại nhà ở',
      searchable: true,
      options: [...provinceNames].map(([value, label]) => ({ value, label })),
    },
    {
      kind: 'select',
      key: 'facilityCode',
      label: 'Khám tại cơ sở',
      searchable: true,
      options: [...facilityNames].map(([value, label]) => ({ value, label: `${value} — ${label}` })),
    },
  ];

  const columns: ListColumn<CatalogueEntry>[] = [
    { key: 'maCP', title: 'Mã dịch vụ', exportValue: (s) => s.maCP },
    { key: 'tenCP', title: 'Tên dịch vụ', exportValue: (s) => s.tenCP },
    { key: 'donGia', title: 'Đơn giá', align: 'right', render: (_, s) => formatVnd(s.donGia), exportValue: (s) => s.donGia },
    {
      key: 'feePrice',
      title: 'Phí tư vấn',
      align: 'right',
      defaultHidden: true,
      render: (_, s) => formatVnd(s.feePrice),
      exportValue: (s) => s.feePrice,
    },
    { key: 'kindName', title: 'Loại', exportValue: (s) => s.kindName },
    {
      key: 'provinceCodes',
      title: 'Lấy mẫu tại nhà',
      render: (_, s) => <Places codes={s.provinceCodes} names={provinceNames} unit="tỉnh/thành" />,
      exportValue: (s) => s.provinceCodes.map((c) => provinceNames.get(c) ?? c).join(', '),
    },
    {
      key: 'facilityCodes',
      title: 'Khám tại cơ sở',
      render: (_, s) => <Places codes={s.facilityCodes} names={facilityNames} unit="cơ sở" />,
      exportValue: (s) => s.facilityCodes.join(', '),
    },
    { key: 'orderCount', title: 'Số lịch hẹn', align: 'right', exportValue: (s) => s.orderCount },
    {
      key: 'active',
      title: 'Tình trạng',
      render: (_, s) => (s.active ? <Tag color="green">Đang cung cấp</Tag> : <Tag>Ngừng cung cấp</Tag>),
      exportValue: (s) => (s.active ? 'Đang cung cấp' : 'Ngừng cung cấp'),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: 'Thao tác',
            render: (_: unknown, s: CatalogueEntry) => (
              <RowActions
                name={`dịch vụ ${s.maCP}`}
                active={s.active}
                used={s.orderCount > 0}
                stopLabel="Ngừng cung cấp"
                resumeLabel="Cung cấp lại"
                stopDescription={`Ngừng cung cấp "${s.tenCP}"? Cộng tác viên không chọn được dịch vụ này cho lịch hẹn mới; lịch hẹn đã đặt giữ nguyên.`}
                onEdit={() => setEditing(s)}
                onSetActive={(active) => save.mutateAsync({ id: s.id, body: serviceBody({ ...s, active }) })}
                onDelete={() => remove.mutateAsync(s.id)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>Danh mục dịch vụ</Typography.Title>
        {canManage && (
          <Button type="primary" onClick={() => setEditing(null)}>
            Thêm dịch vụ
          </Button>
        )}
      </Flex>
      <ListPage<CatalogueEntry, FilterKey>
        id="catalogue"
        list={list}
        filters={filters}
        columns={columns}
        query={services}
        rowKey={(s) => s.id}
        exportAll={{ fileName: 'danh-muc-dich-vu', fetchPage: (page, limit) => getCatalogue({ ...query, page, limit }) }}
      />
      {editing !== undefined && <ServiceDialog service={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
