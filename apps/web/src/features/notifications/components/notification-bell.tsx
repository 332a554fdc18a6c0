import { Link } from 'react-router';
import { BellIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../api/get-unread-count';
import './notification-bell.css';

export const BELL_TEXT = {
  name: 'Thông báo',
  nameWithCount: (n: number) => `Thông báo (${n} chưa đọc)`,
} as const;

/** The badge's text: the count, capped so that it fits the header on a phone. */
export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The header's bell for a signed-in partner: the unread count (polled, see useUnreadCount), a link
 * to the inbox tab. Plain markup: the header draws no antd component (bundle budget). The count is
 * part of the link's name, read from its content.
 */
export function NotificationBell() {
  const unread = useUnreadCount();
  const total = unread.data?.total ?? 0;
  return (
    <Link
      to={paths.generalInfo.getHref('thong-bao')}
      className="notification-bell"
      title={total > 0 ? BELL_TEXT.nameWithCount(total) : BELL_TEXT.name}
    >
      <BellIcon className="notification-bell__icon" />
      {/* The name is read from the content, so the visible count is part of it ('Thông báo (3 chưa đọc)'). */}
      <span className="notification-bell__sr">{total > 0 ? `${BELL_TEXT.name} (` : BELL_TEXT.name}</span>
      {total > 0 ? (
        <>
          <span className="notification-bell__badge">{badgeText(total)}</span> <span className="notification-bell__sr">chưa đọc)</span>
        </>
      ) : null}
    </Link>
  );
}
