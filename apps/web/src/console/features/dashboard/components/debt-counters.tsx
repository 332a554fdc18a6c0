import { DEBT_LETTER_STATUS } from '@portal/contract';
import { consolePaths } from '../../../config/paths';
import { useDebtCounters } from '../api/get-debt-counters';
import { CounterGroup, DASHBOARD_TEXT } from './dashboard-page';

/**
 * The accountant's counters, a module of their own: the debt desks' calls (and their schemas) load
 * only for a role that works on the debts, not on every operator's first page. Their titles stay
 * beside the dashboard (DEBT_COUNTER_TITLES): its Suspense fallback draws them before this module loads.
 */
export default function DebtCounters() {
  const debts = useDebtCounters(true);
  return (
    <CounterGroup
      query={debts}
      counters={[
        {
          title: DASHBOARD_TEXT.pendingExtensions,
          value: (d) => d.extensions,
          href: `${consolePaths.debtReports.getHref()}?extensionPending=true`,
        },
        {
          title: DASHBOARD_TEXT.disputedLetters,
          value: (d) => d.disputed,
          href: `${consolePaths.debtLetters.getHref()}?responseStatus=${DEBT_LETTER_STATUS.different}`,
        },
      ]}
    />
  );
}
