import { useState } from 'react';
import { DebtTimelineView, type TimelineSubject } from '@/components/debt-timeline';
import { useDebtTimeline } from '../api/get-timeline';

const ACTORS = { partner: 'Bạn', operator: 'Kế toán', system: 'Hệ thống' } as const;

/** 'Lịch sử': the collaborator's own timeline. */
export function DebtTimeline() {
  const [subject, setSubject] = useState<TimelineSubject>('all');
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const query = useDebtTimeline({ ...paging, subject: subject === 'all' ? undefined : subject });
  return (
    <DebtTimelineView
      query={query}
      subject={subject}
      onSubject={(value) => {
        setSubject(value);
        setPaging((p) => ({ ...p, page: 1 }));
      }}
      paging={paging}
      onPage={(page, limit) => setPaging({ page, limit })}
      actorLabels={ACTORS}
    />
  );
}
