import { COMPANY_CONTRACT_STATUS_LABELS, type CompanyContractDetail, formatDate, formatVnd } from '@portal/contract';
import { Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDownloadContractFile } from '../api/download-contract-file';
import { useDownloadRosterTemplate } from '../api/download-roster-template';
import { useCompanyContract, useContractId } from '../api/get-company-contract';
import { useReportChart } from '../api/get-report-chart';
import { AppointmentPanel } from './appointment-panel';
import { CompanyStatusTag } from './company-status-tag';
import { contractIdFromState } from './contract-nav';
import { ContractEmployees } from './contract-employees';
import { ExamPackageDrawer, PACKAGES_TEXT } from './exam-package-drawer';
import { ExamProgressBar } from '@/components/exam-progress-bar';
import { ReportChart } from './report-chart';
import { RosterImportDialog } from './roster-import-dialog';
import './companies.css';

export const CONTRACT_DETAIL_TEXT = {
  title: 'Chi tiết hợp đồng',
  template: 'Tải file mẫu',
  import: 'Nhập danh sách',
  employees: 'Danh sách nhân viên',
  progress: 'Tiến độ khám',
} as const;

type Back = { href: string; label: string };

/**
 * /hop-dong/{code} and /bo-hop-dong/hop-dong/{code}: the code in the URL is turned into the id
 * (from the navigation state, else the list's exact-code search), then the detail, progress,
 * chart, appointments and roster are read by id.
 */
export function ContractDetailPage({ code, back }: { code: string; back: Back }) {
  useDocumentTitle(`Hợp đồng ${code}`);
  const location = useLocation();
  const knownId = contractIdFromState(location.state);
  const resolved = useContractId(code, knownId);
  const id = knownId ?? resolved.data;
  const contract = useCompanyContract(id);
  return (
    <div className="page contract-detail-page">
      <PageTitle>{`Hợp đồng ${code}`}</PageTitle>
      <p>
        <Link to={back.href}>← {back.label}</Link>
      </p>
      {id === undefined ? (
        <QueryState query={resolved}>{() => null}</QueryState>
      ) : (
        <QueryState query={contract}>{(data) => <ContractBody contract={data} />}</QueryState>
      )}
    </div>
  );
}

function ContractBody({ contract }: { contract: CompanyContractDetail }) {
  const canImport = useCan('contract.import');
  const canSchedule = useCan('schedule.manage');
  const chart = useReportChart(contract.id);
  const download = useDownloadContractFile();
  const template = useDownloadRosterTemplate();
  const [importing, setImporting] = useState(false);
  const [browsing, setBrowsing] = useState(false);
  const file = contract.contractFile;
  const isOpen = contract.status !== 'completed' && contract.status !== 'declined';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={contract.name} extra={<Button onClick={() => setBrowsing(true)}>{PACKAGES_TEXT.title}</Button>}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'code', label: 'Số hợp đồng', children: contract.code },
            {
              key: 'status',
              label: 'Trạng thái',
              children: (
                <CompanyStatusTag status={contract.status} label={contract.statusName || COMPANY_CONTRACT_STATUS_LABELS[contract.status]} />
              ),
            },
            { key: 'type', label: 'Loại hợp đồng', children: contract.contractTypeName },
            { key: 'company', label: 'Đơn vị', children: contract.company.name },
            { key: 'start', label: 'Ngày bắt đầu', children: formatDate(contract.dateStart) },
            { key: 'end', label: 'Ngày kết thúc', children: formatDate(contract.dateEnd) },
            { key: 'employees', label: 'Số nhân viên', children: `${contract.numberEmployees} / ${contract.plannedEmployees}` },
            { key: 'value', label: 'Tổng giá trị', children: formatVnd(contract.totalValue) },
            { key: 'package', label: PACKAGES_TEXT.title, children: contract.examPackage?.name ?? '—' },
            {
              key: 'exam',
              label: 'Tình trạng khám',
              children: <CompanyStatusTag status={contract.examStatus} label={contract.examStatusName} />,
            },
            {
              key: 'file',
              label: 'File hợp đồng',
              children: file ? (
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  loading={download.isPending}
                  onClick={() => download.mutate({ contractId: contract.id, fileName: file.fileName })}
                >
                  {file.fileName}
                </Button>
              ) : (
                '—'
              ),
            },
            ...(contract.note ? [{ key: 'note', label: 'Ghi chú', children: contract.note }] : []),
          ]}
        />
      </Card>
      <div className="companies-grid companies-grid--two">
        <Card size="small" title={CONTRACT_DETAIL_TEXT.progress}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <ExamProgressBar progress={contract.progress} />
            <QueryState query={chart}>{(c) => <ReportChart data={c.data} />}</QueryState>
          </Space>
        </Card>
        <AppointmentPanel contract={contract} canPropose={canSchedule} />
      </div>
      <Card
        size="small"
        title={CONTRACT_DETAIL_TEXT.employees}
        extra={
          <Space wrap>
            <Button loading={template.isPending} onClick={() => template.mutate()}>
              {CONTRACT_DETAIL_TEXT.template}
            </Button>
            {canImport && isOpen ? (
              <Button type="primary" onClick={() => setImporting(true)}>
                {CONTRACT_DETAIL_TEXT.import}
              </Button>
            ) : null}
          </Space>
        }
      >
        <ContractEmployees contractId={contract.id} />
      </Card>
      <RosterImportDialog contractId={contract.id} open={importing} onClose={() => setImporting(false)} />
      <ExamPackageDrawer open={browsing} onClose={() => setBrowsing(false)} contractPackage={contract.examPackage} />
    </Space>
  );
}
