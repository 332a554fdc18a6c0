import type { OperatorMe } from '@portal/contract';
import { useOutletContext } from 'react-router';
import { canOpen } from '../../lib/access';

/** The signed-in operator, as the layout loaded it, and a permission test for the page's buttons. */
export function useOperator() {
  const me = useOutletContext<OperatorMe>();
  return { me, can: (permission: Parameters<typeof canOpen>[1]) => canOpen(me.permissions, permission) };
}
