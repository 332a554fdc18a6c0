import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ContractDetailPage } from '@/features/companies/components/contract-detail-page';
import { ContractSetDetailPage } from '@/features/companies/components/contract-set-detail-page';
import { UnitDetailPage } from '@/features/companies/components/unit-detail-page';

/**
 * The company's detail screens (spec 3 §2); its lists are route modules of their own (units.tsx,
 * contract-sets.tsx, and /hop-dong in shared-areas.tsx), so a list does not load the detail screens' forms
 * and dialogs. Route params: `/don-vi/:id`, `/hop-dong/:id` (the code), `/bo-hop-dong/:id`, `/bo-hop-dong/hop-dong/:id` (the code).
 */
export function UnitDetailRoute() {
  const { id = '' } = useParams();
  return <UnitDetailPage key={id} id={id} />;
}

export function ContractDetailRoute() {
  const { id: code = '' } = useParams();
  return <ContractDetailPage key={code} code={code} back={{ href: paths.contracts.getHref(), label: 'Danh sách hợp đồng' }} />;
}

export function ContractSetDetailRoute() {
  const { id = '' } = useParams();
  return <ContractSetDetailPage key={id} id={id} />;
}

export function ContractSetContractRoute() {
  const { id: code = '' } = useParams();
  return <ContractDetailPage key={code} code={code} back={{ href: paths.contractSets.getHref(), label: 'Bộ hợp đồng' }} />;
}
