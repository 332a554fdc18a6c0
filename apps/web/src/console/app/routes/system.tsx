import { AuditListPage } from '../../features/audit/components/audit-list-page';
import { OperatorListPage } from '../../features/operators/components/operator-list-page';
import { useOperator } from './use-operator';

export function OperatorsRoute() {
  const { me } = useOperator();
  return <OperatorListPage selfId={me.id} />;
}

export function AuditRoute() {
  const { can } = useOperator();
  return <AuditListPage canListOperators={can('operators.manage')} />;
}
