import {
  INTEGRATION_MSG,
  INTEGRATION_SCOPE_LABELS,
  type IntegrationCall,
  type IntegrationCreated,
  type IntegrationRow,
  MSG,
  ORM_DELIVERY_STATUS_LABELS,
  type OrmDelivery,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldOf, findDialog, openPopup } from '@/testing/antd-helpers';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { atWidth } from '@/testing/viewport';
import { renderConsole } from '../../../testing';
import { INTEGRATION_DESK_TEXT as TEXT } from './integration-labels';
import { IntegrationsPage } from './integrations-page';

const LIVE = '00000000-0000-4000-8000-0000000000a1';
const REVOKED = '00000000-0000-4000-8000-0000000000a2';
const NEW = '00000000-0000-4000-8000-0000000000a3';

const live: IntegrationRow = {
  id: LIVE,
  name: 'LIS phòng xét nghiệm trung tâm',
  clientId: 'lis_4f9c2b7e1d',
  scopes: ['orders.read', 'results.write'],
  facilityCodes: ['HN01', 'HCM02'],
  createdAt: '2026-03-01T02:00:00.000Z',
  createdByName: 'Quản trị viên',
  lastUsedAt: '2026-03-02T03:04:00.000Z',
  revokedAt: null,
  calls24h: 12,
  failures24h: 1,
  ormEndpoint: '10.0.5.20:2575',
  ormPending: 1,
  ormFailed: 1,
};
const revoked: IntegrationRow = {
  id: REVOKED,
  name: 'LIS cũ',
  clientId: 'lis_0a1b2c3d4e',
  scopes: ['orders.read'],
  facilityCodes: [],
  createdAt: '2026-01-05T02:00:00.000Z',
  createdByName: null,
  lastUsedAt: null,
  revokedAt: '2026-02-10T08:30:00.000Z',
  calls24h: 0,
  failures24h: 0,
  ormEndpoint: null,
  ormPending: 0,
  ormFailed: 0,
};
const created: IntegrationCreated = {
  id: NEW,
  name: 'LIS Hà Nội',
  clientId: 'lis_9e8d7c6b5a',
  clientSecret: 'sec_Zq3xY7-very-secret-value',
  scopes: ['orders.read', 'results.write'],
  facilityCodes: ['HN01'],
  createdAt: '2026-03-03T02:00:00.000Z',
  createdByName: 'Quản trị viên',
  lastUsedAt: null,
  revokedAt: null,
  calls24h: 0,
  failures24h: 0,
  ormEndpoint: '10.0.9.9:2575',
  ormPending: 0,
  ormFailed: 0,
};
const calls: IntegrationCall[] = [
  {
    id: 'c2',
    at: '2026-03-02T03:04:00.000Z',
    method: 'POST',
    path: '/fhir/DiagnosticReport',
    status: 422,
    summary: 'Kết quả cho chỉ định không thuộc cơ sở được phép',
  },
  {
    id: 'c1',
    at: '2026-03-02T03:00:00.000Z',
    method: 'GET',
    path: '/fhir/ServiceRequest?status=active',
    status: 200,
    summary: '3 chỉ định',
  },
];
const deliveries: OrmDelivery[] = [
  {
    id: 'd2',
    orderId: '00000000-0000-4000-8000-0000000000b2',
    orderCode: 'LH-0000124',
    kind: 'NW',
    controlId: 'NW0000000124',
    status: 'failed',
    attempts: 1,
    lastError: 'LIS trả AE: Không có mã xét nghiệm trong danh mục LIS',
    createdAt: '2026-03-02T03:05:00.000Z',
    sentAt: null,
  },
  {
    id: 'd1',
    orderId: '00000000-0000-4000-8000-0000000000b1',
    orderCode: 'LH-0000123',
    kind: 'NW',
    controlId: 'NW0000000123',
    status: 'sent',
    attempts: 2,
    lastError: null,
    createdAt: '2026-03-02T03:01:00.000Z',
    sentAt: '2026-03-02T03:02:00.000Z',
  },
];
const facilities = [
  { code: 'HN01', name: 'Bệnh viện Hà Nội' },
  { code: 'HCM02', name: 'Phòng khám Quận 1' },
];

afterEach(() => vi.unstubAllGlobals());

/** The server: the list (with the new one once it is made), create, revoke and calls. */
function stub(options: { createAnswer?: Response } = {}) {
  let rows: IntegrationRow[] = [live, revoked];
  const server = mockFetch((url, init) => {
    if (url === '/api/admin/integrations' && (init.method ?? 'GET') === 'GET') return jsonResponse({ data: rows });
    if (url === '/api/admin/integrations' && init.method === 'POST') {
      if (options.createAnswer) return options.createAnswer;
      const { clientSecret: _secret, ...row } = created;
      rows = [row, ...rows];
      return jsonResponse({ data: created, message: INTEGRATION_MSG.created });
    }
    if (url === `/api/admin/integrations/${LIVE}/revoke` && init.method === 'POST') {
      const row = { ...live, revokedAt: '2026-03-03T04:00:00.000Z' };
      rows = [row, revoked];
      return jsonResponse({ data: row, message: INTEGRATION_MSG.revoked });
    }
    if (url === `/api/admin/integrations/${LIVE}/calls`) return jsonResponse({ data: calls });
    if (url === `/api/admin/integrations/${LIVE}/deliveries`) return jsonResponse({ data: deliveries });
    return jsonResponse({ message: 'Không tìm thấy' }, 404);
  });
  return server;
}
const posts = (all: { url: string; init: RequestInit }[]) => all.filter((c) => c.init.method === 'POST');
const lists = (all: { url: string; init: RequestInit }[]) =>
  all.filter((c) => c.url === '/api/admin/integrations' && (c.init.method ?? 'GET') === 'GET');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the integrations desk', () => {
  it('lists each integration with its client id, scopes, facilities, use and status', async () => {
    stub();
    renderConsole(<IntegrationsPage />);
    expect(screen.getByRole('heading', { name: TEXT.title })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: TEXT.table });
    for (const title of [TEXT.name, TEXT.clientId, TEXT.scopes, TEXT.facilities, TEXT.lastUsed, TEXT.last24h, TEXT.status, TEXT.actions]) {
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    }

    const liveRow = await rowOf(live.name);
    expect(within(liveRow).getByText(live.clientId)).toBeInTheDocument();
    expect(within(liveRow).getByRole('button', { name: /Sao chép/ })).toBeInTheDocument();
    expect(within(liveRow).getByText(INTEGRATION_SCOPE_LABELS['orders.read'])).toBeInTheDocument();
    expect(within(liveRow).getByText(INTEGRATION_SCOPE_LABELS['results.write'])).toBeInTheDocument();
    expect(within(liveRow).getByText('HN01, HCM02')).toBeInTheDocument();
    expect(within(liveRow).getByText('02/03/2026 10:04')).toBeInTheDocument();
    expect(within(liveRow).getByText('12 lần gọi, 1 lỗi')).toBeInTheDocument();
    expect(within(liveRow).getByText(TEXT.active)).toBeInTheDocument();
    expect(within(liveRow).getByRole('button', { name: TEXT.revoke })).toBeInTheDocument();

    const revokedRow = await rowOf(revoked.name);
    expect(within(revokedRow).getByText(INTEGRATION_SCOPE_LABELS['orders.read'])).toBeInTheDocument();
    expect(within(revokedRow).queryByText(INTEGRATION_SCOPE_LABELS['results.write'])).not.toBeInTheDocument();
    expect(within(revokedRow).getByText(TEXT.allFacilities)).toBeInTheDocument();
    expect(within(revokedRow).getByText('—')).toBeInTheDocument();
    expect(within(revokedRow).getByText('0 lần gọi, 0 lỗi')).toBeInTheDocument();
    expect(within(revokedRow).getByText(TEXT.revoked)).toBeInTheDocument();
    expect(within(revokedRow).getByText('10/02/2026 15:30')).toBeInTheDocument();
    expect(within(revokedRow).queryByRole('button', { name: TEXT.revoke })).not.toBeInTheDocument();
    expect(within(revokedRow).getByRole('button', { name: TEXT.calls })).toBeInTheDocument();
  });

  it('creates one with the body the contract expects, shows its secret once, and refreshes the list', async () => {
    const { calls: fetches } = stub();
    renderConsole(<IntegrationsPage facilities={facilities} />);
    const user = userEvent.setup();
    await rowOf(live.name);
    expect(lists(fetches)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: TEXT.add }));
    const dialog = await findDialog(TEXT.add);
    expect(within(dialog).getByText(TEXT.formFacilitiesHint)).toBeInTheDocument();
    // Nothing chosen: the contract's messages, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: TEXT.create }));
    expect(await within(dialog).findByText(INTEGRATION_MSG.scopes)).toBeInTheDocument();
    expect(within(fieldOf(TEXT.formName, dialog)).getByText(MSG.required)).toBeInTheDocument();
    expect(posts(fetches)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(TEXT.formName), '  LIS Hà Nội ');
    await user.click(within(dialog).getByRole('checkbox', { name: INTEGRATION_SCOPE_LABELS['results.write'] }));
    await user.click(within(dialog).getByRole('checkbox', { name: INTEGRATION_SCOPE_LABELS['orders.read'] }));
    await user.click(within(dialog).getByLabelText(TEXT.formFacilities));
    await user.click(within(await openPopup('.ant-select-dropdown')).getByTitle('HN01 — Bệnh viện Hà Nội'));
    // An endpoint that is not host:port: the contract's message, nothing sent.
    const endpoint = within(dialog).getByLabelText(TEXT.formOrmEndpoint);
    await user.type(endpoint, 'http://lis');
    await user.click(within(dialog).getByRole('button', { name: TEXT.create }));
    expect(await within(dialog).findByText(INTEGRATION_MSG.ormEndpoint)).toBeInTheDocument();
    expect(posts(fetches)).toHaveLength(0);
    await user.clear(endpoint);
    await user.type(endpoint, ' 10.0.9.9:2575 ');
    await user.click(within(dialog).getByRole('button', { name: TEXT.create }));

    await waitFor(() => expect(posts(fetches)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetches)[0]?.init.body))).toEqual({
      name: 'LIS Hà Nội',
      scopes: ['orders.read', 'results.write'],
      facilityCodes: ['HN01'],
      ormEndpoint: '10.0.9.9:2575',
    });

    const secret = await findDialog(TEXT.secretTitle);
    expect(within(secret).getByText(TEXT.secretWarning)).toBeInTheDocument();
    expect(within(secret).getByText(created.clientId)).toBeInTheDocument();
    expect(within(secret).getByText(created.clientSecret)).toBeInTheDocument();
    expect(within(secret).getByText(`${window.location.origin}/fhir/auth/token`)).toBeInTheDocument();
    expect(within(secret).getAllByRole('button', { name: /Sao chép/ }).length).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(screen.queryByRole('button', { name: TEXT.create })).not.toBeInTheDocument());
    expect(await screen.findByText(INTEGRATION_MSG.created)).toBeInTheDocument();

    // The list was read again and holds the new one; the secret is nowhere but in the dialog.
    await waitFor(() => expect(lists(fetches).length).toBeGreaterThanOrEqual(2));
    expect(await within(screen.getByRole('region', { name: TEXT.table })).findByText(created.name)).toBeInTheDocument();
    await user.click(within(secret).getByRole('button', { name: TEXT.secretDone }));
    await waitFor(() => expect(screen.queryByText(created.clientSecret)).not.toBeInTheDocument());
    expect(screen.getByText(created.clientId)).toBeInTheDocument();
  });

  it('keeps a server field error (a name taken) on its field, and shows no secret', async () => {
    const { calls: fetches } = stub({
      createAnswer: jsonResponse({ message: INTEGRATION_MSG.nameTaken, errors: { name: [INTEGRATION_MSG.nameTaken] } }, 409),
    });
    renderConsole(<IntegrationsPage />);
    const user = userEvent.setup();
    await rowOf(live.name);
    await user.click(screen.getByRole('button', { name: TEXT.add }));
    const dialog = await findDialog(TEXT.add);
    await user.type(within(dialog).getByLabelText(TEXT.formName), live.name);
    await user.click(within(dialog).getByRole('checkbox', { name: INTEGRATION_SCOPE_LABELS['orders.read'] }));
    // Without the catalogue the codes are typed.
    await user.type(within(dialog).getByLabelText(TEXT.formFacilities), 'HN01{enter}');
    await user.click(within(dialog).getByRole('button', { name: TEXT.create }));
    await waitFor(() => expect(posts(fetches)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetches)[0]?.init.body))).toEqual({
      name: live.name,
      scopes: ['orders.read'],
      facilityCodes: ['HN01'],
      ormEndpoint: '',
    });
    expect(await within(dialog).findByText(INTEGRATION_MSG.nameTaken, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.queryByText(TEXT.secretTitle)).not.toBeInTheDocument();
  });

  it('revokes a live one only after the operator confirms, then says so', async () => {
    const { calls: fetches } = stub();
    renderConsole(<IntegrationsPage />);
    const user = userEvent.setup();
    await user.click(within(await rowOf(live.name)).getByRole('button', { name: TEXT.revoke }));
    const dialog = await findDialog(TEXT.revokeTitle);
    expect(within(dialog).getByText(TEXT.revokeOf(live.name))).toBeInTheDocument();
    expect(TEXT.revokeOf(live.name)).toMatch(/ngừng hoạt động ngay lập tức.*Không thể hoàn tác/);
    expect(posts(fetches)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: TEXT.revoke }));
    await waitFor(() => expect(posts(fetches).map((c) => c.url)).toEqual([`/api/admin/integrations/${LIVE}/revoke`]));
    expect(await screen.findByText(INTEGRATION_MSG.revoked)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText(live.name).closest('tr')!).getByText(TEXT.revoked)).toBeInTheDocument());
    expect(within(screen.getByText(live.name).closest('tr')!).queryByRole('button', { name: TEXT.revoke })).not.toBeInTheDocument();
  });

  it('lists an integration`s latest calls in a drawer, failures in red', async () => {
    stub();
    renderConsole(<IntegrationsPage />);
    const user = userEvent.setup();
    await user.click(within(await rowOf(live.name)).getByRole('button', { name: TEXT.calls }));
    const drawer = await findDialog(TEXT.callsTitle(live.name));
    const table = await within(drawer).findByRole('region', { name: TEXT.callsTable });
    const cellsOf = (text: string) =>
      within(within(table).getByText(text).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cellsOf(calls[0]!.path)).toEqual(['02/03/2026 10:04', 'POST', calls[0]!.path, '422', calls[0]!.summary]);
    expect(cellsOf(calls[1]!.path)).toEqual(['02/03/2026 10:00', 'GET', calls[1]!.path, '200', calls[1]!.summary]);
    expect(within(table).getByText('422').closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(within(table).getByText('200').closest('.ant-tag')).toHaveClass('ant-tag-green');
  });

  it('shows the bookings sent over HL7 v2 in their own tab: each booking, its state, the LIS reason for a refusal', async () => {
    stub();
    renderConsole(<IntegrationsPage />);
    const user = userEvent.setup();
    const row = await rowOf(live.name);
    expect(within(row).getByText(TEXT.ormOf(1, 1))).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: TEXT.calls }));
    const drawer = await findDialog(TEXT.callsTitle(live.name));
    await user.click(within(drawer).getByRole('tab', { name: TEXT.deliveriesTab }));
    const table = await within(drawer).findByRole('region', { name: TEXT.deliveriesTable });
    const failed = within(table).getByText('LH-0000124').closest('tr')!;
    expect(within(failed).getByText(ORM_DELIVERY_STATUS_LABELS.failed).closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(within(failed).getByText(deliveries[0]!.lastError!)).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'LH-0000124' })).toHaveAttribute(
      'href',
      `/quan-tri/chi-dinh/${deliveries[0]!.orderId}`,
    );
    const sent = within(table).getByText('LH-0000123').closest('tr')!;
    expect(within(sent).getByText(ORM_DELIVERY_STATUS_LABELS.sent)).toBeInTheDocument();
  });

  it('shows each integration as a card on a phone, its actions at hand', async () => {
    stub();
    atWidth(390);
    renderConsole(<IntegrationsPage />);
    const card = (await screen.findByText(live.name)).closest('li') as HTMLElement;
    expect(card).toHaveClass('table-card');
    expect(within(card).getByText(TEXT.active)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: TEXT.revoke })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: TEXT.calls })).toBeInTheDocument();
  });
});
