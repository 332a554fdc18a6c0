import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { type ListColumn, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { ACCOUNT_STATUS_LABELS } from '../../../lib/labels';
import { listQuery, useListParams } from '../../../lib/list-params';
import { type DeskCompanyList, getCompanies, useCompanies } from '../api/companies';

const FILTER_KEYS = ['search'] as const;
type Row = DeskCompanyList['items'][number];

/** A company's account status tag (the partner desk's labels). */
export function AccountStatusTag({ status }: { status: string }) {
  const label = ACCOUNT_STATUS_LABELS[status as keyof typeof ACCOUNT_STATUS_LABELS];
  return <Tag color={label?.color}>{label?.text ?? status}</Tag>;
}

/** /quan-tri/doanh-nghiep: the companies (parents), searched by code, name or tax code. */
export function CompanyListPage() {
  const list = useListParams(FILTER_KEYS);
  const query = listQuery(list);
  const companies = useCompanies(query);

  const columns: ListColumn<Row>[] = [
    {
      key: 'code',
      title: 'Mã',
      width: 130,
      render: (_, r) => <Link to={consolePaths.companyDetail.getHref(r.id)}>{r.code}</Link>,
      exportValue: (r) => r.code,
    },
    { key: 'name', title: 'Tên doanh nghiệp', width: 240, exportValue: (r) => r.name },
    { key: 'taxCode', title: 'Mã số thuế', exportValue: (r) => r.taxCode },
    { key: 'email', title: 'Email', width: 200, exportValue: (r) => r.email },
    { key: 'phone', title: 'Số điện thoại', exportValue: (r) => r.phone },
    { key: 'subUnitCount', title: 'Đơn vị trực thuộc', width: 130, align: 'right', exportValue: (r) => r.subUnitCount },
    {
      key: 'contractCount',
      title: 'Hợp đồng',
      width: 110,
      align: 'right',
      render: (_, r) => <Link to={consolePaths.companyContracts.getHref(r.id)}>{r.contractCount}</Link>,
      exportValue: (r) => r.contractCount,
    },
    { key: 'status', title: 'Trạng thái', render: (_, r) => <AccountStatusTag status={r.status} />, exportValue: (r) => r.status },
  ];

  return (
    <>
      <Typography.Title level={3}>Doanh nghiệp</Typography.Title>
      <ListPage<Row, (typeof FILTER_KEYS)[number]>
        id="companies"
        list={list}
        filters={[{ kind: 'search', key: 'search', label: 'Tìm theo mã, tên hoặc mã số thuế' }]}
        columns={columns}
        query={companies}
        rowKey={(r) => r.id}
        exportAll={{ fileName: 'doanh-nghiep', fetchPage: (page, limit) => getCompanies({ ...query, page, limit }) }}
      />
    </>
  );
}
