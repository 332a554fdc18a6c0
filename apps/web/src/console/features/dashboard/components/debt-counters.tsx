import { useDebtCounters } from '../api/get-debt-counters';
import { CounterGroup, DEBT_COUNTERS } from './dashboard-page';

/**
 * The accountant's counters, a module of their own: the debt desks' calls (and their schemas) load
 * only for a role that works on the debts, not on every operator's first page. What they show is
 * DEBT_COUNTERS, beside the dashboard, whose Suspense fallback draws them before this module loads.
 */
export default function DebtCounters() {
  return <CounterGroup query={useDebtCounters(true)} counters={DEBT_COUNTERS} />;
}
