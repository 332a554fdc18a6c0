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
 * in the link's name, so a screen reader hears it; the badge itself is decorative.
 */
export function NotificationBell() {
  const unread = useUnreadCount();
  const total = unread.data?.total ?? 0;
  return (
    <Link
      to={paths.generalInfo.getHref('thong-bao')}
      className="notification-bell"
      aria-label={total > 0 ? BELL_TEXT.nameWithCount(total) : BELL_TEXT.name}
      title={total > 0 ? BELL_TEXT.nameWithCount(total) : BELL_TEXT.name}
    >
      <BellIcon className="notification-bell__icon" />
      {total > 0 ? (
        <span className="notification-bell__badge" aria-hidden>
          {badgeText(total)}
        </span>
      ) : null}
    </Link>
  );
}
