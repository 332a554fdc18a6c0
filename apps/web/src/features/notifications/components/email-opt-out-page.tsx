import { type EmailOptOut, NOTIFICATION_MSG } from '@portal/contract';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError, LoadingBlock } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useConfirmEmailOptOut } from '../api/confirm-email-opt-out';
import { useEmailOptOut } from '../api/get-email-opt-out';
import './email-opt-out.css';

export const EMAIL_OPT_OUT_TEXT = {
  title: 'Ngừng nhận email',
  ask: (areaName: string, email: string) => `Ngừng gửi email “${areaName}” tới ${email}?`,
  isOff: (areaName: string, email: string) => `Email “${areaName}” đã được tắt cho ${email}.`,
  hint: 'Thông báo vẫn có trong hộp thư thông báo trên Cổng đối tác. Bạn có thể bật lại email bất cứ lúc nào trong cài đặt nhận email.',
  confirm: 'Ngừng nhận email',
  toSettings: 'Mở cài đặt nhận email',
} as const;

/**
 * /huy-nhan-email?token=… : where the opt-out link of a mail leads (a broadcast's, beside its
 * List-Unsubscribe header). Opening it changes nothing (mail scanners open links): it says which
 * e-mails go off for which address and asks; the button turns them off, as the settings would.
 */
export function EmailOptOutPage({ token }: { token: string }) {
  const query = useEmailOptOut(token);
  const confirm = useConfirmEmailOptOut(token);
  let body: ReactNode;
  if (!token || (isApiError(query.error) && query.error.status === 400))
    body = <Alert type="error" showIcon title={NOTIFICATION_MSG.optOutInvalid} />;
  else if (query.data) body = <OptOutView optOut={query.data} isPending={confirm.isPending} onConfirm={() => confirm.mutate()} />;
  else if (query.isError) body = <LoadError error={query.error} isRetrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else body = <LoadingBlock />;
  return (
    <section className="email-opt-out" aria-labelledby="email-opt-out-title">
      <h1 id="email-opt-out-title" className="email-opt-out__title">
        {EMAIL_OPT_OUT_TEXT.title}
      </h1>
      {body}
    </section>
  );
}

function OptOutView({ optOut, isPending, onConfirm }: { optOut: EmailOptOut; isPending: boolean; onConfirm: () => void }) {
  const settings = <Link to={paths.generalInfo.getHref('thong-bao')}>{EMAIL_OPT_OUT_TEXT.toSettings}</Link>;
  if (optOut.isOff)
    return (
      <>
        <Alert type="success" showIcon title={EMAIL_OPT_OUT_TEXT.isOff(optOut.areaName, optOut.email)} />
        <p className="email-opt-out__hint">{EMAIL_OPT_OUT_TEXT.hint}</p>
        {settings}
      </>
    );
  return (
    <>
      <p>{EMAIL_OPT_OUT_TEXT.ask(optOut.areaName, optOut.email)}</p>
      <p className="email-opt-out__hint">{EMAIL_OPT_OUT_TEXT.hint}</p>
      <Button type="primary" loading={isPending} onClick={onConfirm}>
        {EMAIL_OPT_OUT_TEXT.confirm}
      </Button>
    </>
  );
}
