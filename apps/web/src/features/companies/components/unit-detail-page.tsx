import type { SubUnitDetail } from '@portal/contract';
import { Button, Descriptions, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isEditModeArrival } from '@/lib/edit-mode';
import { useCan } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubUnit } from '../api/get-sub-unit';
import { CompanyContractsTable } from './company-contracts-table';
import { RenameDialog, RENAME_TEXT } from './rename-dialog';
import { RenameRequestState } from './rename-request-state';
import { UNIT_FIELD_LABELS, UnitProfileForm } from './unit-profile-form';
import './companies.css';

export const UNIT_DETAIL_TITLE = 'Hồ sơ Doanh nghiệp';
export const UNIT_TABS = { info: 'thong-tin', contracts: 'hop-dong' } as const;
type UnitTab = (typeof UNIT_TABS)[keyof typeof UNIT_TABS];

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/** /don-vi/{id} (spec 3 §2, §4): tabs 'thong-tin' and 'hop-dong' in the URL (?tab=); view and edit modes. */
export function UnitDetailPage({ id }: { id: string }) {
  useDocumentTitle(UNIT_DETAIL_TITLE);
  const unit = useSubUnit(id);
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: UnitTab = search.get('tab') === UNIT_TABS.contracts ? UNIT_TABS.contracts : UNIT_TABS.info;
  const canManage = useCan('unit.manage');
  const [editing, setEditing] = useState(false);
  const [renaming, setRenaming] = useState(false);

  // Arriving with `editMode` in the navigation state opens the form (once: the state is cleared).
  useEffect(() => {
    if (!isEditModeArrival(location.state)) return;
    if (canManage) setEditing(true);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate, canManage]);

  const pending = unit.data?.renameRequest?.status === 'pending';

  return (
    <div className="page unit-detail-page">
      <PageTitle
        extra={
          canManage && unit.data ? (
            <Space wrap>
              <Button onClick={() => setRenaming(true)} disabled={pending}>
                {RENAME_TEXT.title}
              </Button>
              {tab === UNIT_TABS.info && !editing ? (
                <Button type="primary" onClick={() => setEditing(true)}>
                  Chỉnh sửa
                </Button>
              ) : null}
            </Space>
          ) : null
        }
      >
        {UNIT_DETAIL_TITLE}
      </PageTitle>
      <p>
        <Link to={paths.units.getHref()}>← Danh sách đơn vị</Link>
      </p>
      <QueryState query={unit}>
        {(data) => (
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              // Switching tab leaves edit mode (spec 3 §4).
              setEditing(false);
              setSearch(
                (s) => {
                  const next = new URLSearchParams(s);
                  next.set('tab', key);
                  return next;
                },
                { replace: true },
              );
            }}
            items={[
              {
                key: UNIT_TABS.info,
                label: 'Thông tin',
                children: (
                  <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                    <RenameRequestState request={data.renameRequest} />
                    {editing ? <UnitProfileForm key={data.id} unit={data} onDone={() => setEditing(false)} /> : <UnitView unit={data} />}
                  </Space>
                ),
              },
              { key: UNIT_TABS.contracts, label: 'Hợp đồng', children: <CompanyContractsTable childrenCompanyId={data.id} /> },
            ]}
          />
        )}
      </QueryState>
      {unit.data ? <RenameDialog unitId={unit.data.id} open={renaming} onClose={() => setRenaming(false)} /> : null}
    </div>
  );
}

function UnitView({ unit }: { unit: SubUnitDetail }) {
  const L = UNIT_FIELD_LABELS;
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'name', label: L.name, children: unit.name },
        { key: 'taxCode', label: L.taxCode, children: dash(unit.taxCode) },
        { key: 'parentName', label: L.parentName, children: dash(unit.parentName) },
        { key: 'representative', label: L.representative, children: dash(unit.representative) },
        { key: 'phoneNumber', label: L.phoneNumber, children: dash(unit.phoneNumber) },
        { key: 'addressCompany', label: L.addressCompany, children: dash(unit.addressCompany) },
        { key: 'totalEmployees', label: L.totalEmployees, children: dash(unit.totalEmployees) },
        { key: 'email', label: L.email, children: dash(unit.email) },
        { key: 'contactName', label: L.contactName, children: dash(unit.contactName) },
        { key: 'phoneName', label: L.phoneName, children: dash(unit.phoneName) },
      ]}
    />
  );
}
