import {
  canConfirmReport,
  offersExtension,
  EXTENSION_STATUS_COLORS,
  type ExtensionStatus,
  formatDate,
  formatDateTime,
  formatVnd,
  type DeferredRecord,
  type ReportDetail,
  type ReportFile,
} from '@portal/contract';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Modal, QRCode, Steps, type TableColumnsType, Tag, theme } from 'antd';
import relativeTime from 'dayjs/plugin/relativeTime';
import { type ReactNode, useId, useState } from 'react';
import { KeyboardScrollable } from '@/components/keyboard-scrollable';
import type { DialogStage } from '@/components/lazy-dialog';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable } from '@/components/responsive-table';
import { ANTD_CSS_VAR_KEY } from '@/lib/antd-theme';
import { dayjs } from '@/lib/dayjs';
import { useDownloadReportFile, useReportDetail } from '../api/report-queries';
import { ConfirmReportDialog, ExtensionDialog } from './report-sub-dialogs';
import { PaidTag, REPORT_TAG_TEXT, ReportStatusTag } from './report-tags';

dayjs.extend(relativeTime);

export const REPORT_DIALOG_TEXT = {
  title: (month: string) => `Chi tiết công nợ tháng ${month}`,
  total: 'Tổng công nợ',
  due: 'Hạn thanh toán',
  ...REPORT_TAG_TEXT,
  reminders: 'Lịch sử nhắc nợ',
  reminder: (n: number) => `Lần thứ ${n}`,
  noReminders: 'Chưa có lần nhắc nào',
  invoices: 'Hóa đơn',
  documents: 'Bộ hồ sơ',
  noFiles: 'Chưa có tệp',
  services: 'Danh sách dịch vụ',
  extensions: 'Lịch sử gia hạn',
  newDueDate: 'Ngày gia hạn mới',
  extensionStatus: 'Trạng thái',
  extensionFiles: 'Tệp đính kèm',
  reason: 'Lý do',
  qrTitle: 'Thanh toán bằng VietQR',
  qrHint: 'Quét mã bằng ứng dụng ngân hàng để chuyển khoản đúng số tiền và nội dung.',
  bank: 'Ngân hàng',
  account: 'Số tài khoản',
  payee: 'Đơn vị nhận',
  accountName: 'Chủ tài khoản',
  amount: 'Số tiền',
  note: 'Nội dung chuyển khoản',
  extend: 'Xin gia hạn',
  confirm: 'Xác nhận',
  close: 'Đóng',
} as const;

const PAGE_SIZES = [10, 25, 50, 100];

function FileLinks({ files }: { files: ReportFile[] }) {
  const download = useDownloadReportFile();
  if (!files.length) return <span className="report-dialog__muted">{REPORT_DIALOG_TEXT.noFiles}</span>;
  return (
    <ul className="report-dialog__files">
      {files.map((f) => (
        <li key={f.id}>
          <Button type="link" size="small" onClick={() => download.mutate(f)}>
            {f.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}

const money = (v: number) => formatVnd(v);

/** The dialog's width from 1200 px: its lines' columns (1046 px) and the body's padding. */
const REPORT_DIALOG_WIDE = 1100;

function ServicesTable({ records }: { records: DeferredRecord[] }) {
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const columns: TableColumnsType<DeferredRecord> = [
    { title: 'STT', key: 'index', width: 56, render: (_v, _r, i) => (paging.page - 1) * paging.limit + i + 1 },
    { title: 'Họ và tên', dataIndex: 'patientName', width: 160 },
    { title: 'Ngày khám', dataIndex: 'examinationDate', width: 110, render: (v: string) => formatDate(v) },
    { title: 'Tên xét nghiệm', dataIndex: 'testName', width: 220 },
    { title: 'Phí xét nghiệm', dataIndex: 'testFee', width: 130, align: 'right', render: money },
    { title: 'Chiết khấu', dataIndex: 'discount', width: 120, align: 'right', render: money },
    { title: 'Phí lấy mẫu', dataIndex: 'samplingFee', width: 120, align: 'right', render: money },
    { title: 'Thành tiền', dataIndex: 'totalAmount', width: 130, align: 'right', render: money },
  ];
  return (
    <KeyboardScrollable label={REPORT_DIALOG_TEXT.services}>
      <ResponsiveTable<DeferredRecord>
        rowKey="id"
        size="small"
        className="scroll-table"
        columns={columns}
        dataSource={records}
        scroll={{ x: 1046 }}
        pagination={{
          current: paging.page,
          pageSize: paging.limit,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
        }}
      />
    </KeyboardScrollable>
  );
}

function VietQrBlock({ qr }: { qr: NonNullable<ReportDetail['vietQr']> }) {
  return (
    <section className="report-dialog__qr" aria-labelledby="report-qr-title">
      <h3 id="report-qr-title">{REPORT_DIALOG_TEXT.qrTitle}</h3>
      <div className="report-dialog__qr-body">
        <QRCode value={qr.payload} size={180} bordered={false} aria-label={`${REPORT_DIALOG_TEXT.qrTitle}: ${formatVnd(qr.amount)}`} />
        <dl>
          <dt>{REPORT_DIALOG_TEXT.payee}</dt>
          <dd>{qr.ownerName}</dd>
          <dt>{REPORT_DIALOG_TEXT.bank}</dt>
          <dd>{qr.bankName}</dd>
          <dt>{REPORT_DIALOG_TEXT.account}</dt>
          <dd>{qr.accountNumber}</dd>
          <dt>{REPORT_DIALOG_TEXT.accountName}</dt>
          <dd>{qr.accountName}</dd>
          <dt>{REPORT_DIALOG_TEXT.amount}</dt>
          <dd>{formatVnd(qr.amount)}</dd>
          <dt>{REPORT_DIALOG_TEXT.note}</dt>
          <dd>{qr.note}</dd>
        </dl>
      </div>
      <p className="report-dialog__muted">{REPORT_DIALOG_TEXT.qrHint}</p>
    </section>
  );
}

/** The report's body: total, reminders, files, services, extensions and the transfer. */
function ReportBody({ report }: { report: ReportDetail }) {
  const extensions = report.paymentExtensionHistories.filter((e) => Boolean(e.newDueDate));
  return (
    <div className="report-dialog">
      <div className="report-dialog__total">
        <span>
          {REPORT_DIALOG_TEXT.total}: <strong>{report.formattedAmount}</strong>
        </span>
        <PaidTag isPaid={report.isPaid} />
        <span className="report-dialog__muted">
          {REPORT_DIALOG_TEXT.due}: {report.formattedDueDate}
        </span>
      </div>

      <h3>{REPORT_DIALOG_TEXT.reminders}</h3>
      {report.debtReminderHistories.length ? (
        <Steps
          size="small"
          current={report.debtReminderHistories.length - 1}
          status="finish"
          items={report.debtReminderHistories.map((h) => ({
            title: REPORT_DIALOG_TEXT.reminder(h.n),
            content: (
              <time dateTime={h.reminderDate} title={formatDateTime(h.reminderDate)}>
                {dayjs(h.reminderDate).fromNow()}
              </time>
            ),
          }))}
        />
      ) : (
        <p className="report-dialog__muted">{REPORT_DIALOG_TEXT.noReminders}</p>
      )}

      <div className="report-dialog__file-groups">
        <div>
          <h3>{REPORT_DIALOG_TEXT.invoices}</h3>
          <FileLinks files={report.files} />
        </div>
        <div>
          <h3>{REPORT_DIALOG_TEXT.documents}</h3>
          <FileLinks files={report.documentFiles} />
        </div>
      </div>

      <h3>{REPORT_DIALOG_TEXT.services}</h3>
      <ServicesTable records={report.reportDeferredRecords} />

      {extensions.length ? (
        <>
          <h3>{REPORT_DIALOG_TEXT.extensions}</h3>
          <ul className="report-dialog__extensions">
            {extensions.map((e) => (
              <li key={e.id}>
                <span>
                  {REPORT_DIALOG_TEXT.newDueDate}: <strong>{e.formattedNewDueDate}</strong>
                </span>
                <Tag color={EXTENSION_STATUS_COLORS[e.extensionStatus as ExtensionStatus] ?? 'red'}>{e.extensionStatusName}</Tag>
                {e.reason ? (
                  <span className="report-dialog__muted">
                    {REPORT_DIALOG_TEXT.reason}: {e.reason}
                  </span>
                ) : null}
                <FileLinks files={e.files} />
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {report.vietQr ? <VietQrBlock qr={report.vietQr} /> : null}
    </div>
  );
}

type Props = { reportId: string | undefined; onClose: () => void } & DialogStage;

/** Its width: the whole screen on a phone, 800 from md (spec 3 §2), REPORT_DIALOG_WIDE from xl. */
const REPORT_DIALOG_WIDTH = { xs: '100%', md: 800, xl: REPORT_DIALOG_WIDE } as const;
/** antd's Modal class prefix, and the widths as the CSS variables antd's Modal sets from `width`. */
const MODAL = 'ant-modal';
const STILL_WIDTHS = Object.fromEntries(
  Object.entries(REPORT_DIALOG_WIDTH).map(([size, width]) => [
    `--${MODAL}-${size}-width`,
    typeof width === 'number' ? `${width}px` : width,
  ]),
);

/**
 * The dialog drawn in place, as the server draws it and the browser hydrates it when the address opens
 * it (`lazyDialog`): antd's Modal as it stands open (its elements and classes, so antd's stylesheet lays
 * it out the same; `reports-tab.test.tsx` holds the two to the same skeleton), without its portal,
 * focus trap or animation. The Modal replaces it once the page is the app's, at once (`instant`).
 */
function ReportDialogStill({ title, footer, children }: { title: ReactNode; footer: ReactNode; children: ReactNode }) {
  const titleId = useId();
  // The theme's classes, as antd puts them on the Modal (its CSS variables are scoped by them): the
  // theme's hash (none with the portal's theme) and its variables' scope.
  const { hashId } = theme.useToken();
  return (
    <div className={[`${MODAL}-root`, hashId, ANTD_CSS_VAR_KEY, `${MODAL}-css-var`].filter(Boolean).join(' ')}>
      {/* Draws nothing (closed): antd writes a component's CSS variables for the theme when it renders, and the classes below read them. */}
      <Modal open={false} />
      <div className={`${MODAL}-mask`} />
      <div className={`${MODAL}-wrap`}>
        <div
          role="dialog"
          aria-labelledby={titleId}
          aria-modal="true"
          style={STILL_WIDTHS}
          className={[MODAL, hashId].filter(Boolean).join(' ')}
          tabIndex={-1}
        >
          <div className={`${MODAL}-container`}>
            <button type="button" aria-label="Close" className={`${MODAL}-close`}>
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: antd's Modal labels this span so; the still copies its markup */}
              <span className={`${MODAL}-close-x`} aria-label="Close">
                <CloseOutlined aria-label={REPORT_DIALOG_TEXT.close} className={`${MODAL}-close-icon`} />
              </span>
            </button>
            <div className={`${MODAL}-header`}>
              <div className={`${MODAL}-title`} id={titleId}>
                {title}
              </div>
            </div>
            <div className={`${MODAL}-body`}>{children}</div>
            <div className={`${MODAL}-footer`}>{footer}</div>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The monthly report dialog (spec 3 §2 says width 800; it opens at 1100 on a wide screen so every money
 * column of its lines shows without scrolling, docs/decisions.md): 'Chi tiết công nợ tháng {month}' with its
 * status tag; 'Xin gia hạn' while it awaits payment (status 2, and overdue 4), 'Xác nhận' while it
 * awaits confirmation (3). After a confirm or an extension the detail is read again.
 */
export function ReportDialog({ reportId, onClose, still, instant }: Props) {
  const query = useReportDetail(reportId);
  const [mode, setMode] = useState<'confirmation' | 'extends'>();
  const report = query.data;
  const footer = [
    report && offersExtension(report) ? (
      <Button key="extend" onClick={() => setMode('extends')}>
        {REPORT_DIALOG_TEXT.extend}
      </Button>
    ) : null,
    report && canConfirmReport(report.status) ? (
      <Button key="confirm" type="primary" onClick={() => setMode('confirmation')}>
        {REPORT_DIALOG_TEXT.confirm}
      </Button>
    ) : null,
    <Button key="close" onClick={onClose}>
      {REPORT_DIALOG_TEXT.close}
    </Button>,
  ];
  const title = report ? (
    <span className="report-dialog__title">
      {REPORT_DIALOG_TEXT.title(report.reportingMonth)} <ReportStatusTag status={report.status} name={report.statusName} />
    </span>
  ) : (
    REPORT_DIALOG_TEXT.title('')
  );
  if (still) {
    // Drawn by the server with the report its page read; without it, nothing (the browser opens the dialog).
    return report ? (
      <ReportDialogStill title={title} footer={footer}>
        <ReportBody report={report} />
      </ReportDialogStill>
    ) : null;
  }
  return (
    <Modal
      open={Boolean(reportId)}
      width={REPORT_DIALOG_WIDTH}
      onCancel={onClose}
      footer={footer}
      title={title}
      {...(instant ? { transitionName: '', maskTransitionName: '' } : {})}
    >
      <QueryState query={query}>{(data) => <ReportBody report={data} />}</QueryState>
      {report && mode === 'confirmation' ? <ConfirmReportDialog report={report} onClose={() => setMode(undefined)} /> : null}
      {report && mode === 'extends' ? <ExtensionDialog report={report} onClose={() => setMode(undefined)} /> : null}
    </Modal>
  );
}
