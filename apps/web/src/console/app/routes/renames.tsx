import { RenameListPage } from '../../features/partners/components/rename-list-page';
import { useOperator } from './use-operator';

export function RenamesRoute() {
  const { can } = useOperator();
  return <RenameListPage canDecide={can('partners.approve')} />;
}
