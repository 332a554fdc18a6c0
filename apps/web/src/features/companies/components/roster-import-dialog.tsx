import {
  COMPANY_LIMITS,
  COMPANY_MSG,
  ROSTER_IMPORT_ACTION_LABELS,
  type RosterImportAction,
  type RosterImportResult,
  type RosterPreviewRow,
} from '@portal/contract';
import { Alert, Button, Descriptions, Modal, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useCheckRoster, useCommitRoster, useDownloadRosterErrors } from '../api/import-roster';

export const IMPORT_TEXT = {
  title: 'Nhập danh sách nhân viên',
  choose: 'Chọn file (.xlsx, .csv)',
  hint: `File .xlsx hoặc .csv theo file mẫu, tối đa ${COMPANY_LIMITS.importMaxMb} MB.`,
  commit: 'Xác nhận nhập',
  errorFile: 'Tải file lỗi',
  other: 'Chọn file khác',
} as const;

const ACTION_COLORS: Record<RosterImportAction, string> = { new: 'green', updated: 'blue', unchanged: 'default', error: 'red' };

/** The client's own check of the chosen file (the server checks it again, by content). */
export function rosterFileProblem(file: File): string | undefined {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return COMPANY_MSG.importFileType;
  if (file.size > COMPANY_LIMITS.importMaxBytes) return COMPANY_MSG.importFileSize;
  return undefined;
}

type PreviewLine = { key: string; rowNumber: number; action: RosterImportAction; column: string; message: string };

/** One line per row error (a row without errors: one line saying what will happen to it). */
const linesOf = (rows: RosterPreviewRow[]): PreviewLine[] =>
  rows.flatMap((r) =>
    r.errors.length
      ? r.errors.map((e, i) => ({
          key: `${r.rowNumber}-${i}`,
          rowNumber: r.rowNumber,
          action: r.action,
          column: e.columnName,
          message: e.message,
        }))
      : [{ key: `${r.rowNumber}`, rowNumber: r.rowNumber, action: r.action, column: '—', message: '—' }],
  );

const columns: TableColumnsType<PreviewLine> = [
  { title: 'Dòng', dataIndex: 'rowNumber', width: 80 },
  {
    title: 'Thao tác',
    dataIndex: 'action',
    width: 120,
    render: (a: RosterImportAction) => <Tag color={ACTION_COLORS[a]}>{ROSTER_IMPORT_ACTION_LABELS[a]}</Tag>,
  },
  { title: 'Cột', dataIndex: 'column', width: 150 },
  { title: 'Nội dung', dataIndex: 'message', width: 320 },
];

/**
 * The roster import in two steps (spec 3 §2 "Staff import"; SPEC-NOTES 22): the chosen file is
 * checked first (a dry run: nothing is written) and the preview shows what would change. With
 * errors nothing is imported and the error file can be downloaded; without, 'Xác nhận nhập' commits.
 */
export function RosterImportDialog({ contractId, open, onClose }: { contractId: string; open: boolean; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<RosterImportResult>();
  const check = useCheckRoster(contractId);
  const commit = useCommitRoster(contractId);
  const errorFile = useDownloadRosterErrors();
  const hasErrors = (preview?.counts.error ?? 0) > 0;

  const reset = () => {
    setProblem(undefined);
    setPreview(undefined);
    check.reset();
    if (input.current) input.current.value = '';
  };

  const onFile = (file: File | undefined) => {
    setPreview(undefined);
    if (!file) return;
    const refused = rosterFileProblem(file);
    setProblem(refused);
    if (!refused) check.mutate(file, { onSuccess: setPreview });
  };

  const footer = [
    <Button key="close" onClick={onClose}>
      Đóng
    </Button>,
    ...(preview && hasErrors
      ? [
          <Button
            key="errors"
            danger
            loading={errorFile.isPending}
            onClick={() => errorFile.mutate({ importId: preview.importId, fileName: preview.fileName })}
          >
            {IMPORT_TEXT.errorFile}
          </Button>,
        ]
      : []),
    ...(preview && !hasErrors
      ? [
          <Button
            key="commit"
            type="primary"
            loading={commit.isPending}
            onClick={() => commit.mutate(preview.importId, { onSuccess: onClose })}
          >
            {IMPORT_TEXT.commit}
          </Button>,
        ]
      : []),
  ];

  return (
    <Modal open={open} title={IMPORT_TEXT.title} width={800} onCancel={onClose} afterClose={reset} footer={footer} destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <div>
          <label htmlFor="roster-file" style={{ display: 'block', marginBottom: 4 }}>
            {IMPORT_TEXT.choose}
          </label>
          <input
            id="roster-file"
            ref={input}
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            disabled={check.isPending || commit.isPending}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          <div className="ant-form-item-extra">{IMPORT_TEXT.hint}</div>
        </div>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        {check.isPending ? <Alert type="info" title="Đang kiểm tra file…" /> : null}
        {preview ? (
          <>
            <Descriptions
              size="small"
              bordered
              column={{ xs: 2, md: 4 }}
              items={[
                { key: 'new', label: ROSTER_IMPORT_ACTION_LABELS.new, children: preview.counts.new },
                { key: 'updated', label: ROSTER_IMPORT_ACTION_LABELS.updated, children: preview.counts.updated },
                { key: 'unchanged', label: ROSTER_IMPORT_ACTION_LABELS.unchanged, children: preview.counts.unchanged },
                { key: 'error', label: ROSTER_IMPORT_ACTION_LABELS.error, children: preview.counts.error },
              ]}
            />
            {hasErrors ? (
              <Alert type="error" showIcon title={COMPANY_MSG.importHasErrors(preview.counts.error)} />
            ) : (
              <Alert type="success" showIcon title="File hợp lệ. Bấm 'Xác nhận nhập' để cập nhật danh sách." />
            )}
            <Table<PreviewLine>
              size="small"
              rowKey="key"
              columns={columns}
              dataSource={linesOf(preview.rows)}
              pagination={{ pageSize: 10 }}
              scroll={{ x: 670, y: 300 }}
            />
            {preview.rowsOmitted > 0 ? <p>Còn {preview.rowsOmitted} dòng không hiển thị.</p> : null}
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
