import type { PartnerType } from '@portal/contract';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RolesTab } from './roles-tab';
import { StaffTab } from './staff-tab';
import './personnel.css';

export const PERSONNEL_TEXT = { title: 'Nhân sự', staffTab: 'Nhân sự', rolesTab: 'Vai trò' } as const;

/** The `?tab=` values: the staff list, or the roles. */
export const PERSONNEL_TABS = { staff: 'nhan-su', roles: 'vai-tro' } as const;

/**
 * /nhan-su for a partner's main account (SPEC-NOTES 7, 8): its staff and their roles, one tab each
 * (kept in `?tab=`, replacing the history entry). The guard has already refused sub-users.
 */
export function PersonnelPage({ type }: { type: PartnerType }) {
  useDocumentTitle(PERSONNEL_TEXT.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === PERSONNEL_TABS.roles ? PERSONNEL_TABS.roles : PERSONNEL_TABS.staff;
  return (
    <section className="page personnel-page">
      <PageTitle>{PERSONNEL_TEXT.title}</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: PERSONNEL_TABS.staff, label: PERSONNEL_TEXT.staffTab, children: <StaffTab type={type} /> },
          { key: PERSONNEL_TABS.roles, label: PERSONNEL_TEXT.rolesTab, children: <RolesTab type={type} /> },
        ]}
      />
    </section>
  );
}
