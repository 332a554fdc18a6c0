import { useParams } from 'react-router';
import { AppointmentListPage } from '../../features/companies/components/appointment-list-page';
import { CompanyDetailPage } from '../../features/companies/components/company-detail-page';
import { CompanyListPage } from '../../features/companies/components/company-list-page';
import { CompanyContractDeskPage } from '../../features/companies/components/contract-desk-page';
import { CompanyContractListPage } from '../../features/companies/components/contract-list-page';
import { ExamPackagesPage } from '../../features/companies/components/exam-packages-page';
import { CompanyGroupListPage } from '../../features/companies/components/group-list-page';
import { useOperator } from './use-operator';

export function CompaniesRoute() {
  return <CompanyListPage />;
}

export function CompanyDetailRoute() {
  const { id = '' } = useParams();
  const { can } = useOperator();
  return <CompanyDetailPage key={id} id={id} canManage={can('companies.manage')} />;
}

export function CompanyContractsRoute() {
  const { can } = useOperator();
  return <CompanyContractListPage canManage={can('companies.manage')} />;
}

export function CompanyContractDetailRoute() {
  const { id = '' } = useParams();
  const { can } = useOperator();
  return <CompanyContractDeskPage key={id} id={id} canManage={can('companies.manage')} />;
}

export function CompanyGroupsRoute() {
  const { can } = useOperator();
  return <CompanyGroupListPage canManage={can('companies.manage')} />;
}

export function AppointmentsRoute() {
  const { can } = useOperator();
  return <AppointmentListPage canManage={can('companies.manage')} />;
}

export function ExamPackagesRoute() {
  return <ExamPackagesPage />;
}
