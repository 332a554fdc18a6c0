import { formatVnd, MONEY_PERMISSIONS, ORDER_MSG } from '@portal/contract';
import { Button, Empty, Table, type TableColumnsType } from 'antd';
import { useCan } from '@/lib/permissions';

/** A line; its price is absent for a role that does not see prices (the server leaves it out). */
export type ServiceLine = { code: string; name: string; price?: number | undefined };

export const SERVICES_TABLE_TEXT = { total: 'Tổng cộng', remove: 'Bỏ' } as const;

/**
 * The exam packages of an order (spec 3 §2, §9): code, name, unit price and a total row that sums
 * the unit prices; the consultation fee column is not shown. Empty: 'Chưa có Gói xét nghiệm'. A
 * role without 'price.view' gets neither the price column nor the total row.
 */
export function ServicesTable({ lines, onRemove }: { lines: readonly ServiceLine[]; onRemove?: (code: string) => void }) {
  const showsPrices = useCan(MONEY_PERMISSIONS.prices);
  const columns: TableColumnsType<ServiceLine> = [
    { title: 'STT', key: 'index', width: 60, render: (_v, _r, i) => i + 1 },
    { title: 'Mã dịch vụ', dataIndex: 'code', width: 120 },
    { title: 'Tên dịch vụ', dataIndex: 'name' },
  ];
  if (showsPrices)
    columns.push({
      title: 'Đơn giá',
      dataIndex: 'price',
      align: 'right',
      width: 140,
      render: (v: number | undefined) => formatVnd(v ?? 0),
    });
  if (onRemove)
    columns.push({
      title: '',
      key: 'remove',
      width: 60,
      render: (_v, line) => (
        <Button
          size="small"
          type="link"
          danger
          aria-label={`${SERVICES_TABLE_TEXT.remove} ${line.name}`}
          onClick={() => onRemove(line.code)}
        >
          {SERVICES_TABLE_TEXT.remove}
        </Button>
      ),
    });
  const total = lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
  return (
    <Table<ServiceLine>
      className="services-table"
      size="small"
      rowKey="code"
      columns={columns}
      dataSource={[...lines]}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ORDER_MSG.noServicesOnOrder} /> }}
      summary={() =>
        lines.length && showsPrices ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <strong>{SERVICES_TABLE_TEXT.total}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{formatVnd(total)}</strong>
            </Table.Summary.Cell>
            {onRemove ? <Table.Summary.Cell index={2} /> : null}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
