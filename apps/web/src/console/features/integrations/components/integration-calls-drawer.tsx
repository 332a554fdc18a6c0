import type { IntegrationCall, IntegrationRow } from '@portal/contract';
import { Drawer, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { QueryState } from '@/components/query-state';
import { ShortTable } from '../../../components/short-table';
import { formatDateTime } from '../../../lib/format';
import { useIntegrationCalls } from '../api/get-integration-calls';
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

/** An integration's latest calls: when, what it asked, how the portal answered (red from 400 on). */
export function IntegrationCallsDrawer({ integration, onClose }: { integration: IntegrationRow; onClose: () => void }) {
  const calls = useIntegrationCalls(integration.id);
  return (
    <Drawer open onClose={onClose} size={920} title={TEXT.callsTitle(integration.name)} destroyOnHidden>
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
    </Drawer>
  );
}
