import { type IntegrationCall, type IntegrationRow, ORM_DELIVERY_STATUS_LABELS, ORM_KIND_LABELS, type OrmDelivery } from '@portal/contract';
import { Drawer, Flex, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { ShortTable } from '../../../components/short-table';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useIntegrationCalls } from '../api/get-integration-calls';
import { useIntegrationDeliveries } from '../api/get-integration-deliveries';
import { INTEGRATION_DESK_TEXT as TEXT } from './integration-labels';

const columns: TableColumnsType<IntegrationCall> = [
  { key: 'at', title: TEXT.callAt, width: 140, render: (_, c) => formatDateTime(c.at) },
  { key: 'method', title: TEXT.callMethod, width: 100, render: (_, c) => <Typography.Text code>{c.method}</Typography.Text> },
  {
    key: 'path',
    title: TEXT.callPath,
    width: 260,
    render: (_, c) => (
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {c.path}
      </Typography.Text>
    ),
  },
  { key: 'status', title: TEXT.callStatus, width: 90, render: (_, c) => <Tag color={c.status >= 400 ? 'red' : 'green'}>{c.status}</Tag> },
  {
    key: 'summary',
    title: TEXT.callSummary,
    width: 280,
    render: (_, c) => <Typography.Text style={{ wordBreak: 'break-word' }}>{c.summary || '—'}</Typography.Text>,
  },
];

const STATUS_COLORS = { pending: 'blue', sent: 'green', failed: 'red' } as const;

const deliveryColumns: TableColumnsType<OrmDelivery> = [
  { key: 'at', title: TEXT.callAt, width: 130, render: (_, d) => formatDateTime(d.createdAt) },
  {
    key: 'order',
    title: TEXT.deliveryOrder,
    width: 120,
    render: (_, d) => <Link to={consolePaths.orderDetail.getHref(d.orderId)}>{d.orderCode}</Link>,
  },
  { key: 'kind', title: TEXT.deliveryKind, width: 120, render: (_, d) => ORM_KIND_LABELS[d.kind] },
  {
    key: 'status',
    title: TEXT.deliveryStatus,
    width: 120,
    render: (_, d) => <Tag color={STATUS_COLORS[d.status]}>{ORM_DELIVERY_STATUS_LABELS[d.status]}</Tag>,
  },
  { key: 'attempts', title: TEXT.deliveryAttempts, width: 90, render: (_, d) => d.attempts },
  {
    key: 'error',
    title: TEXT.deliveryError,
    width: 260,
    render: (_, d) => <Typography.Text style={{ wordBreak: 'break-word' }}>{d.lastError || '—'}</Typography.Text>,
  },
];

function CallsTab({ integration }: { integration: IntegrationRow }) {
  const calls = useIntegrationCalls(integration.id);
  return (
    <QueryState query={calls}>
      {(rows) => (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{TEXT.callsNote}</Typography.Text>
          {rows.length ? (
            <ShortTable label={TEXT.callsTable} columns={columns} rows={rows} size="small" />
          ) : (
            <Typography.Text>{TEXT.callsEmpty}</Typography.Text>
          )}
        </Flex>
      )}
    </QueryState>
  );
}

function DeliveriesTab({ integration, endpoint }: { integration: IntegrationRow; endpoint: string }) {
  const deliveries = useIntegrationDeliveries(integration.id);
  return (
    <QueryState query={deliveries}>
      {(rows) => (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{TEXT.deliveriesNote(endpoint)}</Typography.Text>
          {rows.length ? (
            <ShortTable label={TEXT.deliveriesTable} columns={deliveryColumns} rows={rows} size="small" />
          ) : (
            <Typography.Text>{TEXT.deliveriesEmpty}</Typography.Text>
          )}
        </Flex>
      )}
    </QueryState>
  );
}

/**
 * An integration's latest calls (when, what it asked, how the portal answered: red from 400 on) and,
 * for one that takes bookings over HL7 v2, the bookings sent to it and how each went.
 */
export function IntegrationCallsDrawer({ integration, onClose }: { integration: IntegrationRow; onClose: () => void }) {
  const endpoint = integration.ormEndpoint;
  return (
    <Drawer open onClose={onClose} size={920} title={TEXT.callsTitle(integration.name)} destroyOnHidden>
      {endpoint ? (
        <Tabs
          items={[
            { key: 'calls', label: TEXT.callsTab, children: <CallsTab integration={integration} /> },
            { key: 'deliveries', label: TEXT.deliveriesTab, children: <DeliveriesTab integration={integration} endpoint={endpoint} /> },
          ]}
        />
      ) : (
        <CallsTab integration={integration} />
      )}
    </Drawer>
  );
}
