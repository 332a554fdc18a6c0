import {
  COMPANY_LIMITS,
  COMPANY_MSG,
  ROSTER_COLUMN_LABELS,
  ROSTER_COLUMNS,
  ROSTER_IMPORT_ACTION_LABELS,
  type RosterImportResult,
  type RosterPreviewRow,
} from '@portal/contract';
import { Alert, Button, Flex, Modal, Space, Statistic, Table, type TableColumnsType, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { KeyboardScrollable } from '@/components/keyboard-scrollable';
import { tableScrollX } from '@/components/table-width';
import { saveBlob } from '@/lib/save-blob';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { getRosterErrorFile, useRosterCommit, useRosterDryRun } from '../api/roster-import';

/** The file's type and size before it is sent (the server checks the content again). */
export function rosterFileMessage(file: File): string | undefined {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return COMPANY_MSG.importFileType;
  if (file.size > COMPANY_LIMITS.importMaxBytes) return COMPANY_MSG.importFileSize;
  return undefined;
}

const ACTION_COLORS = { new: 'green', updated: 'blue', unchanged: 'default', error: 'red' } as const;

/**
 * 'Nhập danh sách' on the company's behalf, in the partner's two steps: the file is checked first
 * (nothing written: counts, and the rows with errors), then written with 'Nhập danh sách' — offered
 * only when no row has an error; otherwise the error file (the rows with a 'Lý do lỗi' column) is
 * downloaded, fixed and uploaded again.
 */
export function RosterImportDialog({ contractId, onClose }: { contractId: string; onClose: () => void }) {
  const dryRun = useRosterDryRun(contractId);
  const commit = useRosterCommit(contractId);
  const [result, setResult] = useState<RosterImportResult>();
  const [refusal, setRefusal] = useState<string>();
  const [isDownloading, setDownloading] = useState(false);

  const check = (file: File) => {
    const message = rosterFileMessage(file);
    setRefusal(message);
    setResult(undefined);
    if (!message) dryRun.mutate(file, { onSuccess: setResult });
    return false;
  };

  const downloadErrors = async () => {
    if (!result) return;
    setDownloading(true);
    try {
      saveBlob(await getRosterErrorFile(contractId, result.importId), `loi-${result.fileName.replace(/\.\w+$/, '')}.xlsx`);
    } catch {
      // the API client has told the operator
    } finally {
      setDownloading(false);
    }
  };

  const columns: TableColumnsType<RosterPreviewRow> = [
    { key: 'rowNumber', dataIndex: 'rowNumber', title: 'Dòng', width: 70 },
    {
      key: 'action',
      title: 'Kết quả',
      width: 110,
      render: (_, r) => <Tag color={ACTION_COLORS[r.action]}>{ROSTER_IMPORT_ACTION_LABELS[r.action]}</Tag>,
    },
    ...ROSTER_COLUMNS.map((c) => ({
      key: c,
      title: ROSTER_COLUMN_LABELS[c],
      render: (_: unknown, r: RosterPreviewRow) => String(r.values[c] ?? ''),
    })),
    {
      key: 'errors',
      title: 'Lý do lỗi',
      width: 280,
      render: (_, r) => r.errors.map((e) => `${e.columnName}: ${e.message}`).join('; ') || CONSOLE_TEXT.empty,
    },
  ];

  const hasErrors = Boolean(result && result.counts.error > 0);
  const canCommit = Boolean(result && !hasErrors && !result.committed);

  return (
    <Modal
      open
      width="min(1100px, 96vw)"
      title="Nhập danh sách nhân viên"
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onClose}>{result?.committed ? 'Đóng' : CONSOLE_TEXT.cancel}</Button>
          {hasErrors && (
            <Button onClick={() => void downloadErrors()} loading={isDownloading}>
              Tải file lỗi
            </Button>
          )}
          {canCommit && (
            <Button
              type="primary"
              loading={commit.isPending}
              onClick={() => result && commit.mutate(result.importId, { onSuccess: (done) => setResult(done) })}
            >
              Nhập danh sách
            </Button>
          )}
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <Upload accept=".xlsx,.csv" showUploadList={false} beforeUpload={check} disabled={dryRun.isPending || commit.isPending}>
          <Button loading={dryRun.isPending}>Chọn file danh sách (.xlsx, .csv)</Button>
        </Upload>
        <Typography.Text type="secondary">{`Tối đa ${COMPANY_LIMITS.importMaxMb} MB, ${COMPANY_LIMITS.importMaxRows.toLocaleString('vi-VN')} dòng. Hệ thống kiểm tra file trước, chưa ghi dòng nào.`}</Typography.Text>
        {refusal && <Alert type="error" showIcon title={refusal} />}
        {result && (
          <>
            <Typography.Text>{`File: ${result.fileName}`}</Typography.Text>
            <Flex wrap gap={24}>
              <Statistic title="Thêm mới" value={result.counts.new} />
              <Statistic title="Cập nhật" value={result.counts.updated} />
              <Statistic title="Không đổi" value={result.counts.unchanged} />
              <Statistic title="Lỗi" value={result.counts.error} />
            </Flex>
            {result.committed ? (
              <Alert type="success" showIcon title={COMPANY_MSG.importDone} />
            ) : hasErrors ? (
              <Alert type="error" showIcon title={COMPANY_MSG.importHasErrors(result.counts.error)} />
            ) : (
              <Alert type="info" showIcon title="File hợp lệ. Bấm 'Nhập danh sách' để ghi." />
            )}
            {result.rows.length > 0 && (
              <KeyboardScrollable label="Các dòng của file">
                <Table<RosterPreviewRow>
                  rowKey="rowNumber"
                  size="small"
                  columns={columns}
                  dataSource={result.rows}
                  pagination={false}
                  tableLayout="fixed"
                  scroll={{ x: tableScrollX(columns), y: 320 }}
                />
              </KeyboardScrollable>
            )}
            {result.rowsOmitted > 0 && (
              <Typography.Text type="secondary">{`Còn ${result.rowsOmitted} dòng không hiển thị${hasErrors ? ' (có trong file lỗi)' : ''}.`}</Typography.Text>
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
