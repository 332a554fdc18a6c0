import { DebtTimelineView, useTimelineControls } from '@/components/debt-timeline';
import { useDebtTimeline } from '../api/get-timeline';

const ACTORS = { partner: 'Bạn', operator: 'Kế toán', system: 'Hệ thống' } as const;

/** 'Lịch sử': the collaborator's own timeline. */
export function DebtTimeline() {
  const { filters, controls } = useTimelineControls();
  const query = useDebtTimeline(filters);
  return <DebtTimelineView query={query} {...controls} actorLabels={ACTORS} />;
}
