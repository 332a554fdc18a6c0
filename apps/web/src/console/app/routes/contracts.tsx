import { useParams } from 'react-router';
import { ContractDetailPage } from '../../features/contracts/components/contract-detail-page';
import { ContractListPage } from '../../features/contracts/components/contract-list-page';
import { useOperator } from './use-operator';

export function ContractsRoute() {
  const { can } = useOperator();
  return <ContractListPage canManage={can('contracts.manage')} />;
}

export function ContractDetailRoute() {
  const { id = '' } = useParams();
  const { can } = useOperator();
  return <ContractDetailPage key={id} id={id} can={{ canManage: can('contracts.manage'), canSeeAudit: can('audit.view') }} />;
}
