import { useParams } from 'react-router';
import { ProgressPage } from '@/features/orders/components/progress-page';

/** /tien-trinh/{token}: an order's public progress page (its own chunk: the frame loads nothing of the collaborator's screens). */
export function Component() {
  const { token = '' } = useParams();
  return <ProgressPage key={token} token={token} />;
}
