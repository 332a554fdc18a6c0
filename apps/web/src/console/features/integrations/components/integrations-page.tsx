import { INTEGRATION_SCOPE_LABELS, type IntegrationCreated, type IntegrationRow } from '@portal/contract';
import { Button, Flex, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ShortTable } from '../../../components/short-table';
import { formatDateTime } from '../../../lib/format';
import { useIntegrations } from '../api/get-integrations';
import { useRevokeIntegration } from '../api/integration-mutations';
import { IntegrationCallsDrawer } from './integration-calls-drawer';
import { type FacilityChoice, IntegrationDialog } from './integration-dialog';
import { INTEGRATION_DESK_TEXT as TEXT } from './integration-labels';
import { IntegrationSecretDialog } from './integration-secret-dialog';

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/**
 * The integrations desk (`/quan-tri/he-thong/tich-hop`, administrator): the laboratory systems
 * (LIS) that call the portal's FHIR API, what each may do and for which facilities, how much it
 * called in the last day; a new one gets its secret shown once, a live one can be revoked.
 */
export function IntegrationsPage({
  facilities,
  facilitiesLoading,
}: {
  /** The catalogue's facilities for the create form (read by the route); without them the codes are typed. */
  facilities?: readonly FacilityChoice[];
  facilitiesLoading?: boolean;
}) {
  const integrations = useIntegrations();
  const revoke = useRevokeIntegration();
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<IntegrationCreated>();
  const [revoking, setRevoking] = useState<IntegrationRow>();
  const [viewing, setViewing] = useState<IntegrationRow>();

  const columns: TableColumnsType<IntegrationRow> = [
    {
      key: 'name',
      title: TEXT.name,
      width: 200,
      render: (_, r) => (
        <>
          <Typography.Text strong style={{ wordBreak: 'break-word' }}>
            {r.name}
          </Typography.Text>
          {secondary(TEXT.createdBy(formatDateTime(r.createdAt), r.createdByName))}
        </>
      ),
    },
    {
      key: 'clientId',
      title: TEXT.clientId,
      width: 230,
      render: (_, r) => (
        <Typography.Text code copyable={{ text: r.clientId }} style={{ wordBreak: 'break-all' }}>
          {r.clientId}
        </Typography.Text>
      ),
    },
    {
      key: 'scopes',
      title: TEXT.scopes,
      width: 150,
      render: (_, r) => (
        <Flex wrap gap={4}>
          {r.scopes.map((scope) => (
            <Tag key={scope} color="blue" style={{ marginInlineEnd: 0 }}>
              {INTEGRATION_SCOPE_LABELS[scope]}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'facilities',
      title: TEXT.facilities,
      width: 130,
      render: (_, r) => (r.facilityCodes.length ? r.facilityCodes.join(', ') : TEXT.allFacilities),
    },
    { key: 'lastUsed', title: TEXT.lastUsed, width: 140, render: (_, r) => formatDateTime(r.lastUsedAt) },
    {
      key: 'last24h',
      title: TEXT.last24h,
      width: 140,
      render: (_, r) => (
        <Flex vertical gap={2}>
          <Typography.Text type={r.failures24h > 0 ? 'danger' : undefined}>{TEXT.callsOf(r.calls24h, r.failures24h)}</Typography.Text>
          {r.ormEndpoint && (
            <Typography.Text type={r.ormFailed > 0 ? 'danger' : 'secondary'}>{TEXT.ormOf(r.ormPending, r.ormFailed)}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: TEXT.status,
      width: 150,
      render: (_, r) =>
        r.revokedAt ? (
          <>
            <Tag color="red">{TEXT.revoked}</Tag>
            {secondary(formatDateTime(r.revokedAt))}
          </>
        ) : (
          <Tag color="green">{TEXT.active}</Tag>
        ),
    },
    {
      key: 'actions',
      title: TEXT.actions,
      width: 160,
      render: (_, r) => (
        <Space wrap>
          <Button size="small" onClick={() => setViewing(r)}>
            {TEXT.calls}
          </Button>
          {!r.revokedAt && (
            <Button size="small" danger onClick={() => setRevoking(r)}>
              {TEXT.revoke}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={8}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {TEXT.title}
          </Typography.Title>
          <Typography.Text type="secondary">{TEXT.intro}</Typography.Text>
        </div>
        <Button type="primary" onClick={() => setCreating(true)}>
          {TEXT.add}
        </Button>
      </Flex>

      <QueryState query={integrations}>
        {(rows) =>
          rows.length ? <ShortTable label={TEXT.table} columns={columns} rows={rows} /> : <Typography.Text>{TEXT.empty}</Typography.Text>
        }
      </QueryState>

      {isCreating && (
        <IntegrationDialog
          facilities={facilities}
          facilitiesLoading={facilitiesLoading}
          onCreated={setCreated}
          onClose={() => setCreating(false)}
        />
      )}
      {created && <IntegrationSecretDialog created={created} onClose={() => setCreated(undefined)} />}
      {viewing && <IntegrationCallsDrawer integration={viewing} onClose={() => setViewing(undefined)} />}
      {revoking && (
        <ConfirmDialog
          open
          title={TEXT.revokeTitle}
          description={TEXT.revokeOf(revoking.name)}
          okText={TEXT.revoke}
          danger
          onConfirm={() => revoke.mutateAsync(revoking.id)}
          onClose={() => setRevoking(undefined)}
        />
      )}
    </Flex>
  );
}
