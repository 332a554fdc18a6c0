import { Typography } from 'antd';
import { useParams } from 'react-router';
import { DebtTimelineView, useTimelineControls } from '@/components/debt-timeline';
import { useDeskTimeline, useTimelinePartner } from '../api/timeline';

const ACTORS = { partner: 'Cộng tác viên', operator: 'Kế toán', system: 'Hệ thống' } as const;

/** One collaborator's debt timeline on the accounts desk: the same events the collaborator reads under 'Lịch sử' on /cong-no. */
export function DebtTimelinePage() {
  const { id = '' } = useParams();
  const partner = useTimelinePartner(id);
  const { filters, controls } = useTimelineControls(25);
  const query = useDeskTimeline(id, filters);
  return (
    <>
      <Typography.Title level={3}>Lịch sử công nợ{partner.data ? ` — ${partner.data.code} ${partner.data.name}` : ''}</Typography.Title>
      <DebtTimelineView query={query} {...controls} actorLabels={ACTORS} />
    </>
  );
}
