import { DEBT_EVENT_LABELS, type DebtEvent, type DebtEventSubject, type DebtTimeline, formatDateTime, formatVnd } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination, Segmented, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { QueryState } from './query-state';
import './debt-timeline.css';

/*
 * A collaborator's money as one timeline (letters, reports, answers, extensions, reminders,
 * payments), newest first: the partner's /cong-no and the accountant's desk show the same events,
 * each through its own API.
 */

export type TimelineSubject = DebtEventSubject | 'all';
export type ActorLabels = Readonly<Record<DebtEvent['actor'], string>>;

const SUBJECT_FILTERS: { label: string; value: TimelineSubject }[] = [
  { label: 'Tất cả', value: 'all' },
  { label: 'Thư xác nhận', value: 'letter' },
  { label: 'Báo cáo tháng', value: 'report' },
];

/**
 * The timeline's filter and page, for either side's query: `filters` go to the API (a subject
 * change goes back to page 1), `controls` to the view.
 */
export function useTimelineControls(initialLimit = 10) {
  const [subject, setSubject] = useState<TimelineSubject>('all');
  const [paging, setPaging] = useState({ page: 1, limit: initialLimit });
  return {
    filters: { ...paging, subject: subject === 'all' ? undefined : subject },
    controls: {
      subject,
      onSubject: (value: TimelineSubject) => {
        setSubject(value);
        setPaging((p) => ({ ...p, page: 1 }));
      },
      paging,
      onPage: (page: number, limit: number) => setPaging({ page, limit }),
    },
  };
}

type Props = {
  query: Pick<UseQueryResult<DebtTimeline>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  subject: TimelineSubject;
  onSubject: (subject: TimelineSubject) => void;
  paging: { page: number; limit: number };
  onPage: (page: number, limit: number) => void;
  /** Who acted, as the reader calls them ('Bạn' for the partner itself, the collaborator's name on the desk). */
  actorLabels: ActorLabels;
};

export function DebtTimelineView({ query, subject, onSubject, paging, onPage, actorLabels }: Props) {
  return (
    <section aria-label="Lịch sử công nợ" className="debt-timeline">
      <Segmented options={SUBJECT_FILTERS} value={subject} onChange={onSubject} />
      <QueryState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="debt-timeline__empty">Chưa có hoạt động công nợ nào.</p>
          ) : (
            <>
              <Timeline
                items={data.items.map((e) => ({
                  key: e.id,
                  content: (
                    <div className="debt-timeline__item">
                      <strong>{DEBT_EVENT_LABELS[e.kind]}</strong>
                      <p>{e.summary}</p>
                      <span className="debt-timeline__meta">
                        <Tag>{actorLabels[e.actor]}</Tag>
                        <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                        {e.amount !== null ? <span> · {formatVnd(e.amount)}</span> : null}
                      </span>
                    </div>
                  ),
                }))}
              />
              <Pagination
                current={paging.page}
                pageSize={paging.limit}
                total={data.pagination.count}
                showSizeChanger
                pageSizeOptions={[10, 25, 50, 100]}
                onChange={onPage}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
