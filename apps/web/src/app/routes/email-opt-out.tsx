import { useSearchParams } from 'react-router';
import { EmailOptOutPage } from '@/features/notifications/components/email-opt-out-page';

/** /huy-nhan-email?token=…: a mail's opt-out link (its own chunk). */
export function Component() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return <EmailOptOutPage key={token} token={token} />;
}
