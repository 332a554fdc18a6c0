import { FileExcelOutlined } from '@ant-design/icons';
import {
  COMPANY_LIMITS,
  COMPANY_MSG,
  groupDigits,
  headcountRefusal,
  ROSTER_COLUMN_LABELS,
  ROSTER_IMPORT_ACTION_LABELS,
  type RosterColumn,
  type RosterImportAction,
  type RosterImportResult,
  type RosterPreviewRow,
  rosterImportState,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Modal,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  Upload,
  type UploadFile,
  type UploadProps,
} from 'antd';
import { useRef, useState } from 'react';
import { KeyboardScrollable } from './keyboard-scrollable';
import { tableScrollX } from './table-width';

export const ROSTER_IMPORT_TEXT = {
  title: 'Nhập danh sách nhân viên',
  choose: 'Chọn tệp Excel',
  drop: 'hoặc kéo thả tệp vào đây',
  hint: `Tệp .xlsx hoặc .csv theo file mẫu, tối đa ${COMPANY_LIMITS.importMaxMb} MB, ${groupDigits(COMPANY_LIMITS.importMaxRows)} dòng. Hệ thống kiểm tra tệp trước, chưa ghi dòng nào.`,
  remove: 'Bỏ tệp đã chọn',
  checking: 'Đang kiểm tra tệp…',
  ready: "Tệp hợp lệ. Bấm 'Xác nhận nhập' để cập nhật danh sách.",
  unchanged: (n: number) => `${groupDigits(n)} người trong tệp đã có trong danh sách với thông tin như cũ, nên không có gì để nhập.`,
  overHeadcount: 'Vượt số lượng người khám của hợp đồng',
  commit: 'Xác nhận nhập',
  errorFile: 'Tải file lỗi',
  close: 'Đóng',
  omitted: (n: number, inErrorFile: boolean) => `Còn ${groupDigits(n)} dòng không hiển thị${inErrorFile ? ' (có trong file lỗi)' : ''}.`,
} as const;

/** The file types the import reads (the server judges the content again). */
const ACCEPT = '.xlsx,.csv';
const ACTION_COLORS: Record<RosterImportAction, string> = { new: 'green', updated: 'blue', unchanged: 'default', error: 'red' };
/** The file antd hands over (a File with its `uid`). */
type PickedFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];
const SHOWN_COLUMNS: readonly RosterColumn[] = ['cccd', 'name', 'birthDate', 'phone'];

/** The client's own check of the chosen file: type by name and size (the server checks it again, by content). */
export function rosterFileProblem(file: File): string | undefined {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return COMPANY_MSG.importFileType;
  if (file.size > COMPANY_LIMITS.importMaxBytes) return COMPANY_MSG.importFileSize;
  return undefined;
}

const columns: TableColumnsType<RosterPreviewRow> = [
  { key: 'rowNumber', dataIndex: 'rowNumber', title: 'Dòng', width: 70 },
  {
    key: 'action',
    title: 'Kết quả',
    width: 110,
    render: (_, r) => <Tag color={ACTION_COLORS[r.action]}>{ROSTER_IMPORT_ACTION_LABELS[r.action]}</Tag>,
  },
  ...SHOWN_COLUMNS.map((c) => ({
    key: c,
    title: ROSTER_COLUMN_LABELS[c],
    width: c === 'name' ? 200 : 140,
    render: (_: unknown, r: RosterPreviewRow) => String(r.values[c] ?? ''),
  })),
  {
    key: 'errors',
    title: 'Lý do lỗi',
    width: 300,
    render: (_, r) => r.errors.map((e) => `${e.columnName}: ${e.message}`).join('; ') || '—',
  },
];

type RosterImportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The dry run: the file is checked and compared with the roster, nothing is written. */
  check: (file: File) => Promise<RosterImportResult>;
  /** Writes a checked file (its success notice, from the server, says what was written). */
  commit: (importId: string) => Promise<RosterImportResult>;
  /** The refused rows as a file, with the reasons. */
  downloadErrors: (preview: RosterImportResult) => Promise<void>;
};

/**
 * The roster import, the same on the company's contract and the operators' desk (spec 3 §2 "Staff
 * import"; SPEC-NOTES 22; docs/decisions/companies.md): the chosen file is checked first (a dry run:
 * nothing written) and the preview says what would change. 'Xác nhận nhập' is offered only when
 * something would be written and the roster stays within the contract's planned head count; otherwise
 * the preview says why not (rows with errors, with their file; nothing new; over the number). The
 * data calls are the caller's: each side passes its own.
 */
export function RosterImportDialog({ open, onClose, check, commit, downloadErrors }: RosterImportDialogProps) {
  const [chosen, setChosen] = useState<UploadFile>();
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<RosterImportResult>();
  // The file whose answer counts: an answer for a file removed meanwhile is dropped.
  const current = useRef<string>(undefined);
  const checking = useMutation({ mutationFn: check });
  const committing = useMutation({ mutationFn: commit });
  const errorFile = useMutation({ mutationFn: downloadErrors });
  const isBusy = checking.isPending || committing.isPending;
  const state = preview ? rosterImportState(preview) : undefined;

  const reset = () => {
    current.current = undefined;
    setChosen(undefined);
    setProblem(undefined);
    setPreview(undefined);
    checking.reset();
    committing.reset();
  };

  const onFile = (file: PickedFile) => {
    reset();
    current.current = file.uid;
    const refused = rosterFileProblem(file);
    const item: UploadFile = { uid: file.uid, name: file.name, size: file.size, type: file.type, originFileObj: file };
    setChosen({ ...item, status: refused ? 'error' : 'uploading' });
    setProblem(refused);
    if (refused) return;
    checking.mutate(file, {
      onSuccess: (answer) => {
        if (current.current !== file.uid) return;
        setPreview(answer);
        setChosen({ ...item, status: 'done' });
      },
      onError: () => {
        // The API client has told what went wrong; the file stays listed as refused.
        if (current.current === file.uid) setChosen({ ...item, status: 'error' });
      },
    });
  };

  const footer = (
    <Flex wrap gap={8} justify="end">
      <Button onClick={onClose}>{ROSTER_IMPORT_TEXT.close}</Button>
      {preview && state === 'errors' ? (
        <Button danger loading={errorFile.isPending} onClick={() => errorFile.mutate(preview)}>
          {ROSTER_IMPORT_TEXT.errorFile}
        </Button>
      ) : null}
      {preview && state === 'ready' ? (
        <Button type="primary" loading={committing.isPending} onClick={() => committing.mutate(preview.importId, { onSuccess: onClose })}>
          {ROSTER_IMPORT_TEXT.commit}
        </Button>
      ) : null}
    </Flex>
  );

  return (
    <Modal
      open={open}
      title={ROSTER_IMPORT_TEXT.title}
      width="min(1000px, 96vw)"
      onCancel={onClose}
      afterClose={reset}
      mask={{ closable: false }}
      footer={footer}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Upload.Dragger
          accept={ACCEPT}
          multiple={false}
          disabled={isBusy}
          fileList={chosen ? [chosen] : []}
          locale={{ removeFile: ROSTER_IMPORT_TEXT.remove }}
          showUploadList={{ showRemoveIcon: !isBusy }}
          beforeUpload={(file) => {
            onFile(file);
            // The file is ours to send (the dry run); antd neither uploads nor lists it itself.
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => {
            reset();
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <FileExcelOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">
            <strong>{ROSTER_IMPORT_TEXT.choose}</strong> {ROSTER_IMPORT_TEXT.drop}
          </p>
          <p className="ant-upload-hint">{ROSTER_IMPORT_TEXT.hint}</p>
        </Upload.Dragger>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        {checking.isPending ? <Alert type="info" title={ROSTER_IMPORT_TEXT.checking} /> : null}
        {preview && state ? <Preview preview={preview} state={state} /> : null}
      </Flex>
    </Modal>
  );
}

function Preview({ preview, state }: { preview: RosterImportResult; state: ReturnType<typeof rosterImportState> }) {
  const { counts, headcount } = preview;
  const refusal = headcountRefusal(headcount, counts.new);
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 2, md: 4 }}
        items={[
          { key: 'new', label: ROSTER_IMPORT_ACTION_LABELS.new, children: counts.new },
          { key: 'updated', label: ROSTER_IMPORT_ACTION_LABELS.updated, children: counts.updated },
          { key: 'unchanged', label: ROSTER_IMPORT_ACTION_LABELS.unchanged, children: counts.unchanged },
          { key: 'error', label: ROSTER_IMPORT_ACTION_LABELS.error, children: counts.error },
          { key: 'planned', label: 'Số lượng người khám (hợp đồng)', children: headcount.planned },
          { key: 'current', label: 'Danh sách hiện có', children: headcount.current },
          { key: 'after', label: 'Sau khi nhập', children: headcount.current + counts.new, span: 2 },
        ]}
      />
      {state === 'errors' ? <Alert type="error" showIcon title={COMPANY_MSG.importHasErrors(counts.error)} /> : null}
      {state === 'unchanged' ? (
        <Alert type="info" showIcon title={COMPANY_MSG.importNoChanges} description={ROSTER_IMPORT_TEXT.unchanged(counts.unchanged)} />
      ) : null}
      {state === 'overHeadcount' ? <Alert type="error" showIcon title={ROSTER_IMPORT_TEXT.overHeadcount} description={refusal} /> : null}
      {state === 'ready' ? <Alert type="success" showIcon title={ROSTER_IMPORT_TEXT.ready} /> : null}
      {preview.rows.length > 0 ? (
        <KeyboardScrollable label="Các dòng của tệp">
          <Table<RosterPreviewRow>
            rowKey="rowNumber"
            size="small"
            columns={columns}
            dataSource={preview.rows}
            pagination={false}
            tableLayout="fixed"
            scroll={{ x: tableScrollX(columns), y: 320 }}
          />
        </KeyboardScrollable>
      ) : null}
      {preview.rowsOmitted > 0 ? (
        <Typography.Text type="secondary">{ROSTER_IMPORT_TEXT.omitted(preview.rowsOmitted, state === 'errors')}</Typography.Text>
      ) : null}
    </>
  );
}
