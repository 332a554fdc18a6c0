import { COMPANY_DESK_MSG, COMPANY_MSG, type DeskGroupBody, deskGroupBodySchema, formatDateTime, maxLengthOf } from '@portal/contract';
import { Button, Col, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { requiredRule, zodRule } from '@/lib/zod-rule';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { type ListColumn, ListPage } from '../../../components/list-page';
import { listQuery, useListParams } from '../../../lib/list-params';
import { useCompanies } from '../api/companies';
import { useCompanyContracts } from '../api/contracts';
import {
  type DeskGroupRow,
  getCompanyGroups,
  useCompanyGroup,
  useCompanyGroups,
  useDeleteCompanyGroup,
  useSaveCompanyGroup,
} from '../api/groups';
import { ExamProgressBar } from '@/components/exam-progress-bar';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { CompanyStatusTag } from './company-labels';

const FILTER_KEYS = ['search', 'companyId'] as const;
const f = deskGroupBodySchema.shape;

function GroupForm({ id, initial, onClose }: { id?: string; initial: Partial<DeskGroupBody>; onClose: () => void }) {
  const [form] = Form.useForm<DeskGroupBody>();
  const save = useSaveCompanyGroup();
  const companies = useCompanies({ page: 1, limit: 500 });
  const companyId = Form.useWatch('companyId', form) ?? initial.companyId;
  const contracts = useCompanyContracts({ page: 1, limit: 500, companyId: companyId ?? '' }, Boolean(companyId));
  return (
    <FormDialog<DeskGroupBody>
      id="company-group"
      title={id ? 'Sửa bộ hợp đồng' : 'Tạo bộ hợp đồng'}
      width={720}
      form={form}
      initialValues={initial}
      isPending={save.isPending}
      onSave={(body) => save.mutateAsync({ id, body })}
      onClose={onClose}
    >
      <Col span={24}>
        <Form.Item name="companyId" label="Doanh nghiệp" rules={[requiredRule(COMPANY_DESK_MSG.chooseCompany)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={Boolean(id)}
            loading={companies.isPending}
            onChange={() => form.setFieldValue('contractIds', [])}
            options={(companies.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` }))}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="name" label="Tên bộ hợp đồng" rules={[zodRule(f.name)]}>
          <Input maxLength={maxLengthOf(f.name)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="contractIds" label="Hợp đồng" rules={[requiredRule(COMPANY_MSG.setContracts)]}>
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!companyId}
            loading={contracts.isFetching}
            options={(contracts.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` }))}
          />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}

/** The edit dialog starts from the set's detail (its contracts). */
function EditGroup({ id, onClose }: { id: string; onClose: () => void }) {
  const group = useCompanyGroup(id);
  return (
    <QueryState query={group}>
      {(g) => (
        <GroupForm
          id={id}
          initial={{ companyId: g.company.id, name: g.name, contractIds: g.contracts.map((c) => c.id) }}
          onClose={onClose}
        />
      )}
    </QueryState>
  );
}

/** /quan-tri/bo-hop-dong: contract sets of every company; create, edit and delete. */
export function CompanyGroupListPage({ canManage }: { canManage: boolean }) {
  const list = useListParams(FILTER_KEYS);
  const query = listQuery(list);
  const groups = useCompanyGroups(query);
  const companies = useCompanies({ page: 1, limit: 500 });
  const remove = useDeleteCompanyGroup();
  const [editing, setEditing] = useState<string | null>();
  const [deleting, setDeleting] = useState<DeskGroupRow>();

  const columns: ListColumn<DeskGroupRow>[] = [
    { key: 'name', title: 'Tên bộ hợp đồng', width: 220, exportValue: (g) => g.name },
    {
      key: 'company',
      title: 'Doanh nghiệp',
      width: 220,
      render: (_, g) => `${g.company.code} — ${g.company.name}`,
      exportValue: (g) => g.company.name,
    },
    {
      key: 'status',
      title: 'Trạng thái',
      render: (_, g) => <CompanyStatusTag status={g.status} label={g.statusName} />,
      exportValue: (g) => g.statusName,
    },
    {
      key: 'contractCount',
      title: 'Hợp đồng (xong / đang làm)',
      width: 190,
      render: (_, g) => `${g.contractCount} (${g.completedContracts} / ${g.inProgressContracts})`,
      exportValue: (g) => g.contractCount,
    },
    { key: 'numberEmployees', title: 'Nhân viên', width: 100, align: 'right', exportValue: (g) => g.numberEmployees },
    { key: 'progress', title: 'Tiến độ khám', width: 180, render: (_, g) => <ExamProgressBar progress={g.progress} compact /> },
    { key: 'createdAt', title: 'Ngày tạo', render: (_, g) => formatDateTime(g.createdAt), exportValue: (g) => formatDateTime(g.createdAt) },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: 'Thao tác',
            width: 140,
            render: (_: unknown, g: DeskGroupRow) => (
              <EditDeleteButtons name={g.name} onEdit={() => setEditing(g.id)} onDelete={() => setDeleting(g)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Typography.Title level={3}>Bộ hợp đồng</Typography.Title>
      <ListPage<DeskGroupRow, (typeof FILTER_KEYS)[number]>
        id="company-groups"
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: 'Tìm theo tên bộ hợp đồng' },
          {
            kind: 'select',
            key: 'companyId',
            label: 'Doanh nghiệp',
            searchable: true,
            options: (companies.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` })),
          },
        ]}
        columns={columns}
        query={groups}
        rowKey={(g) => g.id}
        exportAll={{ fileName: 'bo-hop-dong', fetchPage: (page, limit) => getCompanyGroups({ ...query, page, limit }) }}
        extra={
          canManage && (
            <Button type="primary" onClick={() => setEditing(null)}>
              Tạo bộ hợp đồng
            </Button>
          )
        }
      />
      {editing === null && <GroupForm initial={{ companyId: list.filters.companyId }} onClose={() => setEditing(undefined)} />}
      {editing && <EditGroup id={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Xóa bộ hợp đồng ${deleting?.name ?? ''}`}
        description="Các hợp đồng trong bộ không bị xóa."
        okText="Xóa"
        danger
        onConfirm={() => remove.mutateAsync(deleting?.id ?? '')}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
