import { formatDate, formatVnd } from '@portal/contract';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { listQuery, useListParams } from '../../../lib/list-params';
import { useCompanies } from '../api/companies';
import { type DeskContractList, getCompanyContracts, useCompanyContracts } from '../api/contracts';
import { CompanyContractDialog } from './contract-dialog';
import { ExamProgressBar } from '@/components/exam-progress-bar';
import { CompanyStatusTag, contractStatusOptions } from './company-labels';

const FILTER_KEYS = ['search', 'status', 'companyId'] as const;
type Row = DeskContractList['items'][number];

/** /quan-tri/hop-dong-kham: every company's health-exam contracts (search, status, company) and 'Tạo hợp đồng'. */
export function CompanyContractListPage({ canManage }: { canManage: boolean }) {
  const list = useListParams(FILTER_KEYS);
  const query = listQuery(list);
  const contracts = useCompanyContracts(query);
  const companies = useCompanies({ page: 1, limit: 500 });
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);

  const companyOptions = (companies.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` }));
  // A sub-unit's id in the URL (from a company's page) is named from the rows it lists.
  const filtered = list.filters.companyId;
  if (filtered && !companyOptions.some((o) => o.value === filtered)) {
    const row = contracts.data?.items.find((c) => c.company.id === filtered);
    companyOptions.push({ value: filtered, label: row ? `${row.company.code} — ${row.company.name}` : filtered });
  }

  const columns: ListColumn<Row>[] = [
    {
      key: 'code',
      title: 'Số hợp đồng',
      width: 160,
      render: (_, r) => <Link to={consolePaths.companyContractDetail.getHref(r.id)}>{r.code}</Link>,
      exportValue: (r) => r.code,
    },
    { key: 'name', title: 'Tên hợp đồng', width: 220, exportValue: (r) => r.name },
    {
      key: 'company',
      title: 'Doanh nghiệp',
      width: 220,
      render: (_, r) => `${r.company.code} — ${r.company.name}`,
      exportValue: (r) => r.company.name,
    },
    { key: 'contractTypeName', title: 'Loại hợp đồng', exportValue: (r) => r.contractTypeName },
    {
      key: 'status',
      title: 'Trạng thái',
      render: (_, r) => <CompanyStatusTag status={r.status} label={r.statusName} />,
      exportValue: (r) => r.statusName,
    },
    {
      key: 'dateStart',
      title: 'Ngày bắt đầu',
      width: 120,
      render: (_, r) => formatDate(r.dateStart),
      exportValue: (r) => formatDate(r.dateStart),
    },
    {
      key: 'dateEnd',
      title: 'Ngày kết thúc',
      width: 120,
      render: (_, r) => formatDate(r.dateEnd),
      exportValue: (r) => formatDate(r.dateEnd),
    },
    {
      key: 'numberEmployees',
      title: 'Nhân viên / dự kiến',
      width: 150,
      align: 'right',
      render: (_, r) => `${r.numberEmployees} / ${r.plannedEmployees}`,
      exportValue: (r) => r.numberEmployees,
    },
    { key: 'totalValue', title: 'Giá trị', align: 'right', render: (_, r) => formatVnd(r.totalValue), exportValue: (r) => r.totalValue },
    {
      key: 'progress',
      title: 'Tiến độ khám',
      width: 180,
      render: (_, r) => <ExamProgressBar progress={r.progress} compact />,
      exportValue: (r) => r.examStatusName,
    },
  ];

  return (
    <>
      <Typography.Title level={3}>Hợp đồng khám sức khỏe</Typography.Title>
      <ListPage<Row, (typeof FILTER_KEYS)[number]>
        id="company-contracts"
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: 'Tìm theo số hoặc tên hợp đồng' },
          { kind: 'select', key: 'status', label: 'Trạng thái', options: contractStatusOptions },
          { kind: 'select', key: 'companyId', label: 'Doanh nghiệp', searchable: true, options: companyOptions },
        ]}
        columns={columns}
        query={contracts}
        rowKey={(r) => r.id}
        exportAll={{ fileName: 'hop-dong-kham-suc-khoe', fetchPage: (page, limit) => getCompanyContracts({ ...query, page, limit }) }}
        extra={
          canManage && (
            <Button type="primary" onClick={() => setCreating(true)}>
              Tạo hợp đồng
            </Button>
          )
        }
      />
      {isCreating && (
        <CompanyContractDialog
          defaultCompanyId={companies.data?.items.some((c) => c.id === filtered) ? filtered : undefined}
          onClose={() => setCreating(false)}
          onSaved={(saved) => void navigate(consolePaths.companyContractDetail.getHref(saved.id))}
        />
      )}
    </>
  );
}
