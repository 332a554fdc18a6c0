import { useParams } from 'react-router';
import { NotificationDetailPage } from '../../features/notifications/components/notification-detail-page';
import { NotificationListPage } from '../../features/notifications/components/notification-list-page';
import { useOperator } from './use-operator';

export function NotificationsRoute() {
  const { can } = useOperator();
  return <NotificationListPage canSend={can('notifications.send')} />;
}

export function NotificationDetailRoute() {
  const { id = '' } = useParams();
  return <NotificationDetailPage key={id} id={id} />;
}
