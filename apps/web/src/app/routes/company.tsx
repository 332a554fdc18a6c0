import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ContractDetailPage } from '@/features/companies/components/contract-detail-page';
import { ContractSetDetailPage } from '@/features/companies/components/contract-set-detail-page';
import { ContractSetsPage } from '@/features/companies/components/contract-sets-page';
import { UnitDetailPage } from '@/features/companies/components/unit-detail-page';
import { UnitsPage } from '@/features/companies/components/units-page';

/** The company's screens (spec 3 §2). Route params: `/don-vi/:id`, `/hop-dong/:id` (the code), `/bo-hop-dong/:id`, `/bo-hop-dong/hop-dong/:id` (the code). */
export const UnitsRoute = UnitsPage;

export function UnitDetailRoute() {
  const { id = '' } = useParams();
  return <UnitDetailPage key={id} id={id} />;
}

export function ContractDetailRoute() {
  const { id: code = '' } = useParams();
  return <ContractDetailPage key={code} code={code} back={{ href: paths.contracts.getHref(), label: 'Danh sách hợp đồng' }} />;
}

export const ContractSetsRoute = ContractSetsPage;

export function ContractSetDetailRoute() {
  const { id = '' } = useParams();
  return <ContractSetDetailPage key={id} id={id} />;
}

export function ContractSetContractRoute() {
  const { id: code = '' } = useParams();
  return <ContractDetailPage key={code} code={code} back={{ href: paths.contractSets.getHref(), label: 'Bộ hợp đồng' }} />;
}
