import { type DeskSubmissionList, lookupName } from '@portal/contract';
import { Alert, Button, Space, Table, type TableColumnType, Tag, Typography } from 'antd';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { useContext } from 'react';
import { KeyboardScrollable } from '@/components/keyboard-scrollable';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { FileButton } from '../../../components/file-viewer';
import { formatDateTime } from '../../../lib/format';
import { getTenderFile } from '../api/tenders';
import { formatVnd, SUBMIT_STATUS_COLORS, submitStatusName, TENDER_TEXT } from './tender-labels';

type Row = { key: string; label: string; cells: Record<string, React.ReactNode> };

const fileLink = (file: { id: string; name: string }) => (
  <FileButton
    key={file.id}
    file={{ id: file.id, name: file.name, mime: /\.pdf$/i.test(file.name) ? 'application/pdf' : 'application/octet-stream' }}
    load={getTenderFile}
  />
);

const schedule = (rows: DeskSubmissionList['items'][number]['progress'], type: number) => {
  const items = rows.filter((p) => p.progressType === type);
  return items.length ? (
    <Space vertical size={0}>
      {items.map((p) => (
        <span key={p.id}>
          <b>{p.name}</b>: {p.content}
          {p.date ? ` (${formatDateTime(p.date).slice(0, 10)})` : ''}
        </span>
      ))}
    </Space>
  ) : (
    '—'
  );
};

/**
 * Every submission of a bid side by side: one column per provider, one row per thing compared
 * (status, price, discount, shipping, schedules, each information item, files). While sealed the
 * server sends none of the offer (only who, when and the status), and the notice says until when.
 */
export function SubmissionsCompare({
  data,
  onOpen,
}: {
  data: DeskSubmissionList;
  /** Opens one submission (its requests, status actions). */
  onOpen: (submissionId: string) => void;
}) {
  if (data.items.length === 0) return <Typography.Paragraph type="secondary">Chưa có hồ sơ dự thầu.</Typography.Paragraph>;
  const sealedText = (value: () => React.ReactNode) =>
    data.sealed ? <Typography.Text type="secondary">{TENDER_TEXT.sealed}</Typography.Text> : value();
  const byId = Object.fromEntries(data.items.map((s) => [s.id, s]));
  const row = (key: string, label: string, cell: (s: DeskSubmissionList['items'][number]) => React.ReactNode): Row => ({
    key,
    label,
    cells: Object.fromEntries(data.items.map((s) => [s.id, cell(s)])),
  });
  const rows: Row[] = [
    row('status', 'Trạng thái', (s) => <Tag color={SUBMIT_STATUS_COLORS[s.status]}>{submitStatusName(s.status)}</Tag>),
    row('name', 'Nhà dự thầu', (s) => s.name),
    row('taxCode', 'Mã số thuế', (s) => s.taxCode),
    row('representative', 'Người đại diện', (s) => s.representative),
    row('price', 'Giá dự thầu', (s) => sealedText(() => formatVnd(s.price))),
    row('discount', 'Chiết khấu', (s) => sealedText(() => (s.discount === null ? '—' : `${s.discount}%`))),
    row('shipping', 'Vận chuyển', (s) =>
      sealedText(() => (s.shippingMethod === null ? '—' : lookupName('shippingMethod', s.shippingMethod))),
    ),
    row('supply', 'Tiến độ cung cấp hàng hoá', (s) => sealedText(() => schedule(s.progress, 0))),
    row('payment', 'Tiến độ thanh toán', (s) => sealedText(() => schedule(s.progress, 1))),
    ...data.informations.map((info) =>
      row(`info-${info.id}`, `${info.name}${info.isRequired ? ' *' : ''}`, (s) =>
        sealedText(() => {
          const value = s.customValues.find((v) => v.infoId === info.id);
          if (info.type === 1) return value?.file ? fileLink(value.file) : '—';
          return value?.content || '—';
        }),
      ),
    ),
    row('files', 'Tệp đính kèm', (s) =>
      sealedText(() =>
        s.files.length ? (
          <Space vertical size={0}>
            {s.files.map(fileLink)}
          </Space>
        ) : (
          '—'
        ),
      ),
    ),
    row('contact', 'Liên hệ', (s) => `${s.contactName} · ${s.contactPosition} · ${s.contactPhone} · ${s.contactEmail}`),
    row('note', 'Ghi chú', (s) => sealedText(() => s.note || '—')),
    row('updatedAt', 'Cập nhật lúc', (s) => formatDateTime(s.updatedAt)),
  ];
  const columns: TableColumnType<Row>[] = [
    { key: 'label', title: 'Tiêu chí', dataIndex: 'label', fixed: 'left', width: 200 },
    ...data.items.map(
      (s): TableColumnType<Row> => ({
        key: s.id,
        title: <OpenTitle name={byId[s.id]?.provider.name ?? ''} onOpen={() => onOpen(s.id)} />,
        width: 240,
        render: (_, r) => r.cells[s.id],
      }),
    ),
  ];
  return (
    <Space vertical style={{ width: '100%' }}>
      {data.sealed && (
        <Alert type="info" showIcon title={TENDER_TEXT.sealedNotice(formatDateTime(data.closeDate))} description={TENDER_TEXT.sealedHint} />
      )}
      <KeyboardScrollable label={CONSOLE_TEXT.table}>
        <Table<Row>
          rowKey="key"
          size="small"
          bordered
          pagination={false}
          scroll={{ x: 'max-content', y: 600 }}
          dataSource={rows}
          columns={columns}
        />
      </KeyboardScrollable>
    </Space>
  );
}

/**
 * A column's title that opens its submission. With a fixed header antd draws the titles a second
 * time in a hidden row it measures widths with; a button there would be a focusable element hidden
 * from screen readers, so that copy is plain text.
 */
function OpenTitle({ name, onOpen }: { name: string; onOpen: () => void }) {
  const isMeasureCopy = useContext(TableMeasureRowContext);
  if (isMeasureCopy) return <span>{name}</span>;
  return (
    <Button type="link" style={{ paddingInline: 0 }} onClick={onOpen}>
      {name}
    </Button>
  );
}
