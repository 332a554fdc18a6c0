import { QueuePage } from '../../features/queue/components/queue-page';

export function QueueRoute() {
  return <QueuePage />;
}
