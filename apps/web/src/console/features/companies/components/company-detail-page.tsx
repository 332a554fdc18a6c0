import type { SubUnitRow } from '@portal/contract';
import { Button, Card, Descriptions, Flex, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { consolePaths } from '../../../config/paths';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { useCompany } from '../api/companies';
import { AccountStatusTag } from './company-list-page';
import { ShortTable } from '../../../components/short-table';
import { SubUnitDialog } from './sub-unit-dialog';

/** /quan-tri/doanh-nghiep/:id: the company's profile, its sub-units, and links to its contracts and sets. */
export function CompanyDetailPage({ id, canManage }: { id: string; canManage: boolean }) {
  const company = useCompany(id);
  const [isAdding, setAdding] = useState(false);

  const columns: TableColumnsType<SubUnitRow> = [
    { key: 'code', dataIndex: 'code', title: 'Mã', width: 130 },
    { key: 'name', dataIndex: 'name', title: 'Tên đơn vị', width: 240 },
    { key: 'taxCode', dataIndex: 'taxCode', title: 'Mã số thuế' },
    { key: 'representative', dataIndex: 'representative', title: 'Người đại diện' },
    { key: 'phoneNumber', dataIndex: 'phoneNumber', title: 'Số điện thoại' },
    { key: 'email', dataIndex: 'email', title: 'Email', width: 200 },
    { key: 'totalEmployees', title: 'Số CBNV', width: 100, align: 'right', render: (_, r) => r.totalEmployees ?? CONSOLE_TEXT.empty },
    {
      key: 'contractCount',
      title: 'Hợp đồng',
      width: 110,
      align: 'right',
      render: (_, r) => <Link to={consolePaths.companyContracts.getHref(r.id)}>{r.contractCount}</Link>,
    },
    { key: 'status', title: 'Trạng thái', render: (_, r) => <AccountStatusTag status={r.status} /> },
  ];

  return (
    <QueryState query={company}>
      {(c) => (
        <Flex vertical gap={16}>
          <Flex wrap gap={8} justify="space-between" align="center">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {c.name}
            </Typography.Title>
            <Space wrap>
              <Link to={consolePaths.companyContracts.getHref(c.id)}>Hợp đồng khám sức khỏe</Link>
              <Link to={consolePaths.companyGroups.getHref(c.id)}>Bộ hợp đồng</Link>
            </Space>
          </Flex>
          <Card title="Thông tin doanh nghiệp">
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label="Mã">{c.code}</Descriptions.Item>
              <Descriptions.Item label="Trạng thái">
                <AccountStatusTag status={c.status} />
              </Descriptions.Item>
              <Descriptions.Item label="Mã số thuế">{c.taxCode}</Descriptions.Item>
              <Descriptions.Item label="Người đại diện">{c.representative || CONSOLE_TEXT.empty}</Descriptions.Item>
              <Descriptions.Item label="Email">{c.email}</Descriptions.Item>
              <Descriptions.Item label="Số điện thoại">{c.phone}</Descriptions.Item>
              <Descriptions.Item label="Địa chỉ">{c.address || CONSOLE_TEXT.empty}</Descriptions.Item>
              <Descriptions.Item label="Hợp đồng">{c.contractCount}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card
            title={`Đơn vị trực thuộc (${c.subUnits.length})`}
            extra={
              canManage && (
                <Button type="primary" onClick={() => setAdding(true)}>
                  Thêm đơn vị
                </Button>
              )
            }
          >
            <ShortTable<SubUnitRow> label="Đơn vị trực thuộc" columns={columns} rows={c.subUnits} size="small" />
          </Card>
          {isAdding && <SubUnitDialog companyId={c.id} onClose={() => setAdding(false)} />}
        </Flex>
      )}
    </QueryState>
  );
}
