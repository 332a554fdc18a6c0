import { LetterListPage } from '../../features/debts/components/letter-list-page';
import { useOperator } from './use-operator';

/** The accounts desk's debt letters: reading needs 'debts.view' (the route's handle), sending and correcting 'debts.manage'. */
export function DebtLettersRoute() {
  const { can } = useOperator();
  return <LetterListPage canManage={can('debts.manage')} />;
}
