import { formatDateTime, isPortalPath, type NotificationItem as Item } from '@portal/contract';
import { Button } from 'antd';
import { Link } from 'react-router';
import { NotificationAreaTag } from '@/components/notification-tags';
import { relativeTime } from '../notification-areas';

export const ITEM_TEXT = {
  unread: 'Chưa đọc',
  markRead: 'Đánh dấu đã đọc',
} as const;

type Props = { item: Item; onRead: (id: string) => void; isMarking: boolean };

/**
 * One notification. Its title is a real link to what it is about (the whole card is the link's
 * target area; the button sits above it); following it marks it read. An unread one says so in
 * words as well as in its look.
 */
export function NotificationItem({ item, onRead, isMarking }: Props) {
  const absolute = formatDateTime(item.createdAt);
  const relative = relativeTime(item.createdAt);
  const titleId = `notification-${item.id}`;
  return (
    <li className={item.read ? 'inbox-item' : 'inbox-item inbox-item--unread'} aria-labelledby={titleId}>
      <div className="inbox-item__meta">
        {item.read ? null : (
          <span className="inbox-item__unread">
            <span className="inbox-item__dot" aria-hidden />
            {ITEM_TEXT.unread}
          </span>
        )}
        <NotificationAreaTag area={item.area} />
        <time className="inbox-item__time" dateTime={item.createdAt} title={absolute}>
          {relative ? `${relative} · ${absolute}` : absolute}
        </time>
        {item.read ? null : (
          <span className="inbox-item__actions">
            <Button size="small" onClick={() => onRead(item.id)} loading={isMarking} aria-label={`${ITEM_TEXT.markRead}: ${item.title}`}>
              {ITEM_TEXT.markRead}
            </Button>
          </span>
        )}
      </div>
      {isPortalPath(item.link) ? (
        <Link
          id={titleId}
          to={item.link}
          className="inbox-item__title inbox-item__link"
          onClick={() => {
            if (!item.read) onRead(item.id);
          }}
        >
          {item.title}
        </Link>
      ) : (
        <span id={titleId} className="inbox-item__title">
          {item.title}
        </span>
      )}
      {item.body ? <p className="inbox-item__body">{item.body}</p> : null}
    </li>
  );
}
