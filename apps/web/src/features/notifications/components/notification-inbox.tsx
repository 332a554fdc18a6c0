import { NOTIFICATION_AREA_LABELS } from '@portal/contract';
import { Button, Empty, Pagination, Radio, Switch } from 'antd';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { inboxAreas, isNotificationArea } from '../notification-areas';
import { EmailSettings } from './email-settings';
import { NotificationItem } from './notification-item';
import './notifications.css';

export const INBOX_TEXT = {
  areas: 'Lĩnh vực',
  all: 'Tất cả',
  unreadOnly: 'Chỉ hiện thông báo chưa đọc',
  markAll: 'Đánh dấu tất cả là đã đọc',
  empty: 'Chưa có thông báo nào',
  emptyUnread: 'Không có thông báo chưa đọc',
  listLabel: 'Danh sách thông báo',
  unreadSuffix: 'chưa đọc',
} as const;

export const INBOX_PAGE_SIZE = 10;
/** The inbox's own query parameters beside `tab` (its filters survive a visit to a notification's page and back). */
export const INBOX_PARAMS = { area: 'area', unread: 'unread', page: 'page' } as const;

const positive = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

function CountLabel({ label, count }: { label: string; count: number }) {
  return (
    <>
      {label}
      {count > 0 ? ' ' : null}
      {count > 0 ? (
        <span className="inbox-filter__count">
          {count} <span className="inbox-sr">{INBOX_TEXT.unreadSuffix}</span>
        </span>
      ) : null}
    </>
  );
}

/**
 * `/thong-tin-chung?tab=thong-bao`: the signed-in partner's inbox. Area filter with unread counts,
 * an unread-only switch, newest first by pages; following a notification marks it read; 'mark all
 * read' acts within the area shown. The filters live in the URL. The main account also chooses
 * which areas are e-mailed.
 */
export function NotificationInbox() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const switchId = useId();
  const rawArea = params.get(INBOX_PARAMS.area);
  const area = isNotificationArea(rawArea) ? rawArea : undefined;
  const unreadOnly = params.get(INBOX_PARAMS.unread) === '1';
  const page = positive(params.get(INBOX_PARAMS.page));
  const list = useNotifications({ page, limit: INBOX_PAGE_SIZE, area, unread: unreadOnly ? 'true' : undefined });
  const counts = useUnreadCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  if (!session) return null;

  /** A filter change goes back to page 1 (SPEC-NOTES 14); the history entry is replaced, like the tabs'. */
  const update = (patch: Partial<Record<keyof typeof INBOX_PARAMS, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch) as [keyof typeof INBOX_PARAMS, string | undefined][]) {
      if (value) next.set(INBOX_PARAMS[key], value);
      else next.delete(INBOX_PARAMS[key]);
    }
    if (!('page' in patch)) next.delete(INBOX_PARAMS.page);
    setParams(next, { replace: true });
  };

  const byArea = counts.data?.byArea ?? {};
  const total = counts.data?.total ?? 0;
  const unreadHere = area ? (byArea[area] ?? 0) : total;
  const areas = inboxAreas(session.type, byArea, area);

  return (
    <div className="inbox">
      <div className="inbox-toolbar">
        <Radio.Group
          aria-label={INBOX_TEXT.areas}
          className="inbox-filter"
          optionType="button"
          value={area ?? 'all'}
          onChange={(event) => update({ area: event.target.value === 'all' ? undefined : String(event.target.value) })}
          options={[
            { value: 'all', label: <CountLabel label={INBOX_TEXT.all} count={total} /> },
            ...areas.map((a) => ({ value: a, label: <CountLabel label={NOTIFICATION_AREA_LABELS[a]} count={byArea[a] ?? 0} /> })),
          ]}
        />
        <div className="inbox-toolbar__right">
          <span className="inbox-toolbar__switch">
            <Switch id={switchId} size="small" checked={unreadOnly} onChange={(on) => update({ unread: on ? '1' : undefined })} />
            <label htmlFor={switchId}>{INBOX_TEXT.unreadOnly}</label>
          </span>
          <Button onClick={() => markAll.mutate(area)} loading={markAll.isPending} disabled={unreadHere === 0}>
            {INBOX_TEXT.markAll}
          </Button>
        </div>
      </div>
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <Empty
              className="inbox-empty"
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={unreadOnly ? INBOX_TEXT.emptyUnread : INBOX_TEXT.empty}
            />
          ) : (
            <>
              <ul className="inbox-list" aria-label={INBOX_TEXT.listLabel} aria-busy={list.isFetching}>
                {data.items.map((item) => (
                  <NotificationItem
                    key={item.id}
                    item={item}
                    onRead={(id) => markRead.mutate(id)}
                    isMarking={markRead.isPending && markRead.variables === item.id}
                  />
                ))}
              </ul>
              {data.pagination.count > INBOX_PAGE_SIZE ? (
                <Pagination
                  className="inbox-pages"
                  align="center"
                  current={page}
                  pageSize={INBOX_PAGE_SIZE}
                  total={data.pagination.count}
                  showSizeChanger={false}
                  onChange={(next) => update({ page: next === 1 ? undefined : String(next) })}
                />
              ) : null}
            </>
          )
        }
      </QueryState>
      {session.isSubUser ? null : <EmailSettings />}
    </div>
  );
}
