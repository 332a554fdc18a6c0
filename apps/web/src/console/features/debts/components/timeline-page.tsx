import { Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DebtTimelineView, type TimelineSubject } from '@/components/debt-timeline';
import { useDeskTimeline, useTimelinePartner } from '../api/timeline';

const ACTORS = { partner: 'Cộng tác viên', operator: 'Kế toán', system: 'Hệ thống' } as const;

/** One collaborator's debt timeline on the accounts desk: the same events the collaborator reads under 'Lịch sử' on /cong-no. */
export function DebtTimelinePage() {
  const { id = '' } = useParams();
  const partner = useTimelinePartner(id);
  const [subject, setSubject] = useState<TimelineSubject>('all');
  const [paging, setPaging] = useState({ page: 1, limit: 25 });
  const query = useDeskTimeline(id, { ...paging, subject: subject === 'all' ? undefined : subject });
  return (
    <>
      <Typography.Title level={3}>Lịch sử công nợ{partner.data ? ` — ${partner.data.code} ${partner.data.name}` : ''}</Typography.Title>
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
    </>
  );
}
