import { CONTRACT_STATUS_LABELS, CONTRACT_STATUSES, type ContractRow, contractStatusColor, formatDate, formatVnd } from '@portal/contract';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getContracts, useContracts } from '../api/contracts';
import { ContractDialog } from './contract-dialog';

const FILTER_KEYS = ['search', 'status'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const columns: ListColumn<ContractRow>[] = [
  {
    key: 'code',
    title: 'Số hợp đồng',
    render: (_, row) => <Link to={consolePaths.contractDetail.getHref(row.id)}>{row.code}</Link>,
    exportValue: (row) => row.code,
  },
  { key: 'name', title: 'Tên hợp đồng', exportValue: (row) => row.name },
  {
    key: 'provider',
    title: 'Nhà cung cấp',
    render: (_, row) => `${row.provider.code} — ${row.provider.name}`,
    exportValue: (row) => row.provider.name,
  },
  { key: 'dateSigned', title: 'Ngày ký', render: (_, row) => formatDate(row.dateSigned), exportValue: (row) => formatDate(row.dateSigned) },
  { key: 'dateTo', title: 'Ngày kết thúc', render: (_, row) => formatDate(row.dateTo), exportValue: (row) => formatDate(row.dateTo) },
  {
    key: 'totalValue',
    title: 'Giá trị',
    align: 'right',
    render: (_, row) => formatVnd(row.totalValue),
    exportValue: (row) => row.totalValue,
  },
  { key: 'fileCount', title: 'Tài liệu', defaultHidden: true, exportValue: (row) => row.fileCount },
  {
    key: 'status',
    title: 'Trạng thái',
    render: (_, row) => <Tag color={contractStatusColor(row.status)}>{row.statusName}</Tag>,
    exportValue: (row) => row.statusName,
  },
];

const filters: ListFilter<FilterKey>[] = [
  { kind: 'search', key: 'search', label: 'Tìm theo tên hoặc số hợp đồng' },
  {
    kind: 'select',
    key: 'status',
    label: 'Trạng thái',
    options: CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] })),
  },
];

/** Every partner's contracts; the operators who may write create them here. */
export function ContractListPage({ canManage }: { canManage: boolean }) {
  const list = useListParams(FILTER_KEYS);
  const query = listQuery(list);
  const contracts = useContracts(query);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>Hợp đồng đối tác</Typography.Title>
        {canManage && (
          <Button type="primary" onClick={() => setCreating(true)}>
            Tạo hợp đồng
          </Button>
        )}
      </Flex>
      <ListPage<ContractRow, FilterKey>
        id="contracts"
        list={list}
        filters={filters}
        columns={columns}
        query={contracts}
        rowKey={(row) => row.id}
        exportAll={{ fileName: 'hop-dong', fetchPage: (page, limit) => getContracts({ ...query, page, limit }) }}
      />
      {creating && (
        <ContractDialog onClose={() => setCreating(false)} onCreated={(id) => navigate(consolePaths.contractDetail.getHref(id))} />
      )}
    </>
  );
}
