import {
  type ContractEmployee,
  EXAM_PROGRESS_LABELS,
  EXAM_STATE_LABELS,
  EXAM_STATES,
  formatDate,
  formatVnd,
  SCHEDULE_STATUS_LABELS,
} from '@portal/contract';
import { Button, Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { saveBlob } from '@/lib/save-blob';
import { FileButton } from '../../../components/file-viewer';
import { type ListColumn, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getCompanyContractFile, useCompanyContract } from '../api/contracts';
import { getContractEmployees, useContractEmployees } from '../api/employees';
import { getRosterTemplate } from '../api/roster-import';
import { ExamProgressBar } from '@/components/exam-progress-bar';
import { CompanyStatusTag, examStateOptions, healthFilterOptions } from './company-labels';
import { CompanyContractDialog } from './contract-dialog';
import { EmployeeDialog } from './employee-dialog';
import { ExamStateDialog } from './exam-state-dialog';
import { RosterImportDialog } from './roster-import-dialog';

const ROSTER_FILTER_KEYS = ['search', 'examState', 'healthStatus', 'isRegister'] as const;

/** Downloads the roster template (xlsx). */
function TemplateButton() {
  const [isLoading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await getRosterTemplate(), 'mau-danh-sach-nhan-vien.xlsx');
    } catch {
      // the API client has told the operator
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button onClick={() => void download()} loading={isLoading}>
      Tải file mẫu
    </Button>
  );
}

/** The roster: filters in the URL, row selection for the bulk exam-state change, one row's edit. */
export function RosterTable({ contractId, canManage }: { contractId: string; canManage: boolean }) {
  const list = useListParams(ROSTER_FILTER_KEYS);
  const query = listQuery(list);
  const employees = useContractEmployees(contractId, query);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ kind: 'bulk' } | { kind: 'edit'; employee: ContractEmployee } | { kind: 'import' }>();

  const columns: ListColumn<ContractEmployee>[] = [
    { key: 'name', title: 'Họ và tên', width: 200, exportValue: (e) => e.name },
    { key: 'cccd', title: 'Số CCCD', width: 140, exportValue: (e) => e.cccd },
    { key: 'bhyt', title: 'Mã BHYT', defaultHidden: true, exportValue: (e) => e.bhyt },
    {
      key: 'birthDate',
      title: 'Ngày sinh',
      width: 110,
      render: (_, e) => formatDate(e.birthDate),
      exportValue: (e) => formatDate(e.birthDate),
    },
    {
      key: 'gender',
      title: 'Giới tính',
      width: 90,
      render: (_, e) => (e.gender === 1 ? 'Nữ' : 'Nam'),
      exportValue: (e) => (e.gender === 1 ? 'Nữ' : 'Nam'),
    },
    { key: 'phone', title: 'Số điện thoại', exportValue: (e) => e.phone },
    { key: 'email', title: 'Email', defaultHidden: true, exportValue: (e) => e.email },
    {
      key: 'examState',
      title: 'Trạng thái khám',
      render: (_, e) => <CompanyStatusTag status={e.examState === 'full' ? 'complete' : e.examState} label={e.examStateName} />,
      exportValue: (e) => e.examStateName,
    },
    { key: 'healthStatusName', title: 'Phân loại sức khỏe', exportValue: (e) => e.healthStatusName },
    {
      key: 'isRegister',
      title: 'Đăng ký',
      width: 110,
      render: (_, e) => (e.isRegister ? 'Đã đăng ký' : 'Chưa đăng ký'),
      exportValue: (e) => (e.isRegister ? 'Đã đăng ký' : 'Chưa đăng ký'),
    },
    { key: 'examinedAt', title: 'Ngày khám', width: 110, render: (_, e) => (e.examinedAt ? formatDate(e.examinedAt) : CONSOLE_TEXT.empty) },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: 'Thao tác',
            width: 90,
            render: (_: unknown, e: ContractEmployee) => (
              <Button size="small" aria-label={`Sửa ${e.name}`} onClick={() => setDialog({ kind: 'edit', employee: e })}>
                Sửa
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title="Danh sách nhân viên">
      <ListPage<ContractEmployee, (typeof ROSTER_FILTER_KEYS)[number]>
        id="company-roster"
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: 'Tìm theo tên, CCCD, điện thoại' },
          { kind: 'select', key: 'examState', label: 'Trạng thái khám', options: examStateOptions },
          { kind: 'select', key: 'healthStatus', label: 'Phân loại sức khỏe', options: healthFilterOptions },
          {
            kind: 'select',
            key: 'isRegister',
            label: 'Đăng ký',
            options: [
              { value: 'true', label: 'Đã đăng ký' },
              { value: 'false', label: 'Chưa đăng ký' },
            ],
          },
        ]}
        columns={columns}
        query={employees}
        rowKey={(e) => e.id}
        rowSelection={
          canManage
            ? { selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        exportAll={{
          fileName: 'danh-sach-nhan-vien',
          fetchPage: (page, limit) => getContractEmployees(contractId, { ...query, page, limit }),
        }}
        extra={
          <>
            <TemplateButton />
            {canManage && <Button onClick={() => setDialog({ kind: 'import' })}>Nhập danh sách</Button>}
            {canManage && (
              <Button type="primary" disabled={selected.length === 0} onClick={() => setDialog({ kind: 'bulk' })}>
                {selected.length ? `Cập nhật trạng thái khám (${selected.length})` : 'Cập nhật trạng thái khám'}
              </Button>
            )}
          </>
        }
      />
      {dialog?.kind === 'bulk' && (
        <ExamStateDialog
          contractId={contractId}
          employeeIds={selected}
          onClose={() => {
            setDialog(undefined);
            setSelected([]);
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EmployeeDialog contractId={contractId} employee={dialog.employee} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'import' && <RosterImportDialog contractId={contractId} onClose={() => setDialog(undefined)} />}
    </Card>
  );
}

/** /quan-tri/hop-dong-kham/:id: the contract, its file, its exam progress and its roster. */
export function CompanyContractDeskPage({ id, canManage }: { id: string; canManage: boolean }) {
  const contract = useCompanyContract(id);
  const [isEditing, setEditing] = useState(false);
  return (
    <QueryState query={contract}>
      {(c) => (
        <Flex vertical gap={16}>
          <Flex wrap gap={8} justify="space-between" align="center">
            <Space wrap align="center">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {`${c.code} — ${c.name}`}
              </Typography.Title>
              <CompanyStatusTag status={c.status} label={c.statusName} />
            </Space>
            {canManage && <Button onClick={() => setEditing(true)}>Sửa hợp đồng</Button>}
          </Flex>
          <Card title="Thông tin hợp đồng">
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
              <Descriptions.Item label="Doanh nghiệp">
                <Link to={consolePaths.companyContracts.getHref(c.company.id)}>{`${c.company.code} — ${c.company.name}`}</Link>
              </Descriptions.Item>
              <Descriptions.Item label="Loại hợp đồng">{c.contractTypeName}</Descriptions.Item>
              <Descriptions.Item label="Thời gian">{`${formatDate(c.dateStart)} – ${formatDate(c.dateEnd)}`}</Descriptions.Item>
              <Descriptions.Item label="Giá trị">{formatVnd(c.totalValue)}</Descriptions.Item>
              <Descriptions.Item label="Nhân viên / dự kiến">{`${c.numberEmployees} / ${c.plannedEmployees}`}</Descriptions.Item>
              <Descriptions.Item label="Gói khám">{c.examPackage?.name ?? CONSOLE_TEXT.empty}</Descriptions.Item>
              <Descriptions.Item label="Bộ hợp đồng">
                {c.groups.length ? c.groups.map((g) => <Tag key={g.id}>{g.name}</Tag>) : CONSOLE_TEXT.empty}
              </Descriptions.Item>
              <Descriptions.Item label="File hợp đồng">
                {c.contractFile ? (
                  <FileButton
                    file={{ id: c.contractFile.id, name: c.contractFile.fileName, mime: 'application/pdf' }}
                    load={() => getCompanyContractFile(c.id)}
                  />
                ) : (
                  CONSOLE_TEXT.empty
                )}
              </Descriptions.Item>
              <Descriptions.Item label="Lịch khám gần nhất">
                {c.lastAppointment
                  ? `${formatDate(c.lastAppointment.date)} · ${SCHEDULE_STATUS_LABELS[c.lastAppointment.status]}`
                  : CONSOLE_TEXT.empty}
              </Descriptions.Item>
              <Descriptions.Item label="Người tạo">{c.createdByName ?? CONSOLE_TEXT.empty}</Descriptions.Item>
              <Descriptions.Item label="Cập nhật">{formatDateTime(c.updatedAt)}</Descriptions.Item>
              <Descriptions.Item label="Ghi chú">{c.note || CONSOLE_TEXT.empty}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={`Tiến độ khám: ${EXAM_PROGRESS_LABELS[c.examStatus]}`}>
            <Flex vertical gap={8}>
              <ExamProgressBar progress={c.progress} />
              <Space wrap size={[16, 4]}>
                {EXAM_STATES.map((s) => (
                  <Typography.Text key={s}>{`${EXAM_STATE_LABELS[s]}: ${c.counts[s] ?? 0}`}</Typography.Text>
                ))}
              </Space>
            </Flex>
          </Card>
          <RosterTable contractId={c.id} canManage={canManage} />
          {isEditing && <CompanyContractDialog contract={c} onClose={() => setEditing(false)} />}
        </Flex>
      )}
    </QueryState>
  );
}
