import { DEBT_LETTER_STATUS } from '@portal/contract';
import { QueryState } from '@/components/query-state';
import { consolePaths } from '../../../config/paths';
import { useDebtCounters } from '../api/get-debt-counters';
import { Counter, CounterPlaceholders, DASHBOARD_TEXT, DEBT_COUNTER_TITLES } from './dashboard-page';

/**
 * The accountant's counters, a module of their own: the debt desks' calls (and their schemas) load
 * only for a role that works on the debts, not on every operator's first page.
 */
export default function DebtCounters() {
  const debts = useDebtCounters(true);
  return (
    <QueryState query={debts} loading={<CounterPlaceholders titles={DEBT_COUNTER_TITLES} />}>
      {(data) => (
        <>
          <Counter
            title={DASHBOARD_TEXT.pendingExtensions}
            value={data.extensions}
            href={`${consolePaths.debtReports.getHref()}?extensionPending=true`}
          />
          <Counter
            title={DASHBOARD_TEXT.disputedLetters}
            value={data.disputed}
            href={`${consolePaths.debtLetters.getHref()}?responseStatus=${DEBT_LETTER_STATUS.different}`}
          />
        </>
      )}
    </QueryState>
  );
}
