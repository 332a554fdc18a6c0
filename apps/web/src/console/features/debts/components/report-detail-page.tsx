import {
  canExtendReport,
  type DeferredRecord,
  type DeskReportDetail,
  EXTENSION_STATUS_COLORS,
  type ExtensionStatus,
  formatDate,
  formatVnd,
  REPORT_LIMITS,
  REPORT_STATUS,
  type ReportFile,
  type ReportFileKind,
} from '@portal/contract';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  Modal,
  QRCode,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { FileListUpload } from '@/components/file-list-upload';
import { KeyboardScrollable } from '@/components/keyboard-scrollable';
import { QueryState } from '@/components/query-state';
import { saveBlob } from '@/lib/save-blob';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import {
  getReportFile,
  useAttachReportFiles,
  useBuildReports,
  useDecideExtension,
  useDeskReport,
  usePayReport,
  useRemoveReportFile,
  useSendReport,
} from '../api/report-desk';
import { ReportStatusTag } from './report-list-page';

const money = (v: number) => formatVnd(v);
const recordColumns: TableColumnsType<DeferredRecord> = [
  { title: 'STT', key: 'index', width: 56, render: (_v, _r, i) => i + 1 },
  { title: 'Họ và tên', dataIndex: 'patientName', width: 170 },
  { title: 'Ngày khám', dataIndex: 'examinationDate', width: 110, render: (v: string) => formatDate(v) },
  { title: 'Tên xét nghiệm', dataIndex: 'testName', width: 240 },
  { title: 'Phí xét nghiệm', dataIndex: 'testFee', width: 130, align: 'right', render: money },
  { title: 'Chiết khấu', dataIndex: 'discount', width: 120, align: 'right', render: money },
  { title: 'Phí lấy mẫu', dataIndex: 'samplingFee', width: 120, align: 'right', render: money },
  { title: 'Thành tiền', dataIndex: 'totalAmount', width: 130, align: 'right', render: money },
];

function FileLinks({ files, onRemove }: { files: ReportFile[]; onRemove?: (file: ReportFile) => void }) {
  if (!files.length) return <Typography.Text type="secondary">Chưa có tệp</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      {files.map((f) => (
        <Space key={f.id} wrap>
          <Button type="link" size="small" onClick={async () => saveBlob(await getReportFile(f.id), f.name)}>
            {f.name}
          </Button>
          {onRemove ? (
            <Button size="small" danger onClick={() => onRemove(f)} aria-label={`Xóa tệp ${f.name}`}>
              Xóa
            </Button>
          ) : null}
        </Space>
      ))}
    </Flex>
  );
}

const KIND_TITLE: Record<ReportFileKind, string> = { invoice: 'Hóa đơn', document: 'Bộ hồ sơ' };

function FilesCard({ report, kind, canManage }: { report: DeskReportDetail; kind: ReportFileKind; canManage: boolean }) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const attach = useAttachReportFiles(report.id);
  const remove = useRemoveReportFile(report.id);
  const editable = canManage && report.status !== REPORT_STATUS.Paid;
  return (
    <Card size="small" title={KIND_TITLE[kind]}>
      <FileLinks
        files={kind === 'invoice' ? report.files : report.documentFiles}
        onRemove={editable ? (f) => remove.mutate(f.id) : undefined}
      />
      {editable ? (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          <FileListUpload
            id={`report-${kind}-files`}
            value={files}
            onChange={setFiles}
            buttonLabel={`Chọn ${KIND_TITLE[kind].toLowerCase()}`}
            extensions={REPORT_LIMITS.fileExtensions}
          />
          <Button
            disabled={!files.length}
            loading={attach.isPending}
            onClick={() =>
              attach.mutate(
                { kind, files: files.flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : [])) },
                { onSuccess: () => setFiles([]) },
              )
            }
          >
            Tải lên {KIND_TITLE[kind].toLowerCase()}
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}

function ExtensionsCard({ report, canManage }: { report: DeskReportDetail; canManage: boolean }) {
  const decide = useDecideExtension();
  const [deciding, setDeciding] = useState<{ id: string; approve: boolean; date: string }>();
  if (!report.paymentExtensionHistories.length) return null;
  return (
    <Card size="small" title="Yêu cầu gia hạn">
      <Flex vertical gap={12}>
        {report.paymentExtensionHistories.map((e) => (
          <Flex key={e.id} vertical gap={4} style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 8 }}>
            <Space wrap>
              <span>
                Ngày gia hạn mới: <strong>{e.formattedNewDueDate}</strong>
              </span>
              <Tag color={EXTENSION_STATUS_COLORS[e.extensionStatus as ExtensionStatus]}>{e.extensionStatusName}</Tag>
              <Typography.Text type="secondary">Gửi lúc {formatDateTime(e.createdAt)}</Typography.Text>
            </Space>
            {e.reason ? <span>Lý do: {e.reason}</span> : null}
            <FileLinks files={e.files} />
            {canManage && e.extensionStatus === 1 ? (
              <Space>
                <Button type="primary" onClick={() => setDeciding({ id: e.id, approve: true, date: e.formattedNewDueDate })}>
                  Chấp nhận
                </Button>
                <Button danger onClick={() => setDeciding({ id: e.id, approve: false, date: e.formattedNewDueDate })}>
                  Từ chối
                </Button>
              </Space>
            ) : null}
          </Flex>
        ))}
      </Flex>
      <ConfirmDialog
        open={Boolean(deciding)}
        title={deciding?.approve ? 'Chấp nhận gia hạn' : 'Từ chối gia hạn'}
        description={
          deciding?.approve
            ? `Hạn thanh toán chuyển thành ${deciding.date}; cộng tác viên được thông báo.`
            : 'Hạn thanh toán giữ nguyên; cộng tác viên nhận lý do từ chối.'
        }
        withReason={deciding ? !deciding.approve : false}
        reasonLabel="Lý do từ chối"
        danger={deciding ? !deciding.approve : false}
        onConfirm={(reason) => decide.mutateAsync({ extensionId: deciding!.id, body: { approve: deciding!.approve, reason } })}
        onClose={() => setDeciding(undefined)}
      />
    </Card>
  );
}

function PayDialog({ report, onClose }: { report: DeskReportDetail; onClose: () => void }) {
  const [ref, setRef] = useState('');
  const pay = usePayReport(report.id);
  return (
    <Modal
      open
      title="Ghi nhận thanh toán"
      okText="Ghi nhận"
      cancelText="Huỷ"
      confirmLoading={pay.isPending}
      onOk={() => pay.mutate(ref.trim() || undefined, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <p>
        Báo cáo tháng {report.reportingMonth} của {report.collaborator.name}: <strong>{report.formattedAmount}</strong>
      </p>
      <label htmlFor="report-transfer-ref">Mã giao dịch chuyển khoản (không bắt buộc)</label>
      <Input id="report-transfer-ref" maxLength={REPORT_LIMITS.transferRefMax} value={ref} onChange={(e) => setRef(e.target.value)} />
    </Modal>
  );
}

function ReportBody({ report, canManage }: { report: DeskReportDetail; canManage: boolean }) {
  const send = useSendReport(report.id);
  const build = useBuildReports();
  const [confirmSend, setConfirmSend] = useState(false);
  const [paying, setPaying] = useState(false);
  const isDraft = report.status === REPORT_STATUS.Draft;
  const isUnpaid = ([2, 3, 4] as number[]).includes(report.status);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Báo cáo công nợ tháng {report.reportingMonth} <ReportStatusTag status={report.status} name={report.statusName} />
        </Typography.Title>
        {canManage ? (
          <Space wrap>
            {isDraft ? (
              <>
                <Button loading={build.isPending} onClick={() => build.mutate({ month: report.month, partnerId: report.collaborator.id })}>
                  Lập lại từ đơn hoàn thành
                </Button>
                <Button type="primary" onClick={() => setConfirmSend(true)}>
                  Gửi cho cộng tác viên
                </Button>
              </>
            ) : null}
            {isUnpaid ? (
              <Button type="primary" onClick={() => setPaying(true)}>
                Ghi nhận thanh toán
              </Button>
            ) : null}
          </Space>
        ) : null}
      </Flex>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'collaborator', label: 'Cộng tác viên', children: `${report.collaborator.code} — ${report.collaborator.name}` },
            { key: 'code', label: 'Mã báo cáo', children: report.code },
            { key: 'amount', label: 'Tổng công nợ', children: report.formattedAmount },
            { key: 'services', label: 'Số dịch vụ', children: report.serviceCount },
            { key: 'due', label: 'Hạn thanh toán', children: report.formattedDueDate },
            { key: 'sent', label: 'Gửi lúc', children: report.sentAt ? formatDateTime(report.sentAt) : 'Chưa gửi' },
            { key: 'confirmed', label: 'Xác nhận lúc', children: report.confirmedAt ? formatDateTime(report.confirmedAt) : '—' },
            {
              key: 'paid',
              label: 'Thanh toán',
              children: report.paidAt
                ? `${formatDateTime(report.paidAt)}${report.transferRef ? ` — ${report.transferRef}` : ''}`
                : 'Chưa thanh toán',
            },
            {
              key: 'reminders',
              label: 'Đã nhắc',
              children: report.debtReminderHistories.length
                ? report.debtReminderHistories.map((h) => `Lần thứ ${h.n} (${formatDateTime(h.reminderDate)})`).join('; ')
                : 'Chưa nhắc',
            },
          ]}
        />
      </Card>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 280px' }}>
          <FilesCard report={report} kind="invoice" canManage={canManage} />
        </div>
        <div style={{ flex: '1 1 280px' }}>
          <FilesCard report={report} kind="document" canManage={canManage} />
        </div>
      </Flex>
      <ExtensionsCard report={report} canManage={canManage} />
      {report.vietQr && canExtendReport(report.status) ? (
        <Card size="small" title="VietQR cộng tác viên thấy">
          <Flex gap={16} wrap align="center">
            <QRCode value={report.vietQr.payload} size={140} bordered={false} aria-label="Mã VietQR của báo cáo" />
            <span>
              {report.vietQr.bankName} · {report.vietQr.accountNumber} · {formatVnd(report.vietQr.amount)} · {report.vietQr.note}
            </span>
          </Flex>
        </Card>
      ) : null}
      <Card size="small" title="Dịch vụ trong báo cáo">
        <KeyboardScrollable label="Dịch vụ trong báo cáo">
          <Table<DeferredRecord>
            rowKey="id"
            size="small"
            columns={recordColumns}
            dataSource={report.reportDeferredRecords}
            scroll={{ x: 1076 }}
            pagination={{ showSizeChanger: true, pageSizeOptions: [10, 25, 50, 100] }}
          />
        </KeyboardScrollable>
      </Card>
      <ConfirmDialog
        open={confirmSend}
        title="Gửi báo cáo công nợ"
        description={`Cộng tác viên ${report.collaborator.name} nhận báo cáo tháng ${report.reportingMonth} (${report.formattedAmount}) và được thông báo. Sau khi gửi, báo cáo không lập lại được.`}
        okText="Gửi"
        onConfirm={() => send.mutateAsync(undefined)}
        onClose={() => setConfirmSend(false)}
      />
      {paying ? <PayDialog report={report} onClose={() => setPaying(false)} /> : null}
    </Flex>
  );
}

/** /quan-tri/cong-no/bao-cao-thang/{id}: one report, its files, extensions, sending and payment. */
export function ReportDetailPage({ id, canManage }: { id: string; canManage: boolean }) {
  const query = useDeskReport(id);
  return <QueryState query={query}>{(report) => <ReportBody report={report} canManage={canManage} />}</QueryState>;
}
