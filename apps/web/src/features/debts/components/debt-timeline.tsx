import { DEBT_EVENT_LABELS, type DebtEvent, type DebtEventSubject, formatDateTime, formatVnd } from '@portal/contract';
import { Pagination, Segmented, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { useDebtTimeline } from '../api/get-timeline';

const ACTOR_LABELS: Readonly<Record<DebtEvent['actor'], string>> = {
  partner: 'Bạn',
  operator: 'Kế toán',
  system: 'Hệ thống',
};

const SUBJECT_FILTERS: { label: string; value: DebtEventSubject | 'all' }[] = [
  { label: 'Tất cả', value: 'all' },
  { label: 'Thư xác nhận', value: 'letter' },
  { label: 'Báo cáo tháng', value: 'report' },
];

/** One event: what happened, its figure, who did it and when. */
function EventItem({ event, actorLabels }: { event: DebtEvent; actorLabels: Readonly<Record<DebtEvent['actor'], string>> }) {
  return (
    <div className="debt-timeline__item">
      <strong>{DEBT_EVENT_LABELS[event.kind]}</strong>
      <p>{event.summary}</p>
      <span className="debt-timeline__meta">
        <Tag>{actorLabels[event.actor]}</Tag>
        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
        {event.amount !== null ? <span> · {formatVnd(event.amount)}</span> : null}
      </span>
    </div>
  );
}

/**
 * The collaborator's money as one timeline (letters, reports, answers, extensions, reminders,
 * payments), newest first; the accountant's desk reads the same events.
 */
export function DebtTimeline({ actorLabels = ACTOR_LABELS }: { actorLabels?: Readonly<Record<DebtEvent['actor'], string>> }) {
  const [subject, setSubject] = useState<DebtEventSubject | 'all'>('all');
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const query = useDebtTimeline({ ...paging, subject: subject === 'all' ? undefined : subject });
  return (
    <section aria-label="Lịch sử công nợ" className="debt-timeline">
      <Segmented
        options={SUBJECT_FILTERS}
        value={subject}
        onChange={(value) => {
          setSubject(value);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      <QueryState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="debt-timeline__empty">Chưa có hoạt động công nợ nào.</p>
          ) : (
            <>
              <Timeline items={data.items.map((e) => ({ key: e.id, children: <EventItem event={e} actorLabels={actorLabels} /> }))} />
              <Pagination
                current={paging.page}
                pageSize={paging.limit}
                total={data.pagination.count}
                showSizeChanger
                pageSizeOptions={[10, 25, 50, 100]}
                onChange={(page, limit) => setPaging({ page, limit })}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
