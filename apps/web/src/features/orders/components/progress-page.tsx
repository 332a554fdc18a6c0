import { ORDER_LIMITS, ORDER_TEXT, progressIndex, type PublicProgress, formatDateTime, wallClock } from '@portal/contract';
import { Alert, Steps } from 'antd';
import { LoadError, LoadingBlock } from '@/components/query-state';
import { isApiError } from '@/lib/api-client';
import { usePublicProgress } from '../api/get-public-progress';
import type { ReactNode } from 'react';
import { AppointmentStatusTag, MethodTag, ResultStatusTag } from '@/components/order-tags';
import './orders.css';

export const PROGRESS_PAGE_TEXT = {
  notFound: 'Không tìm thấy tiến trình xét nghiệm của liên kết này',
  pending: 'Chưa thực hiện',
  cancelled: 'Lịch hẹn đã hủy',
  appointment: 'Lịch hẹn',
  updated: (at: string) => `Cập nhật lúc ${at} · tự động làm mới sau mỗi ${ORDER_LIMITS.progressPollMs / 1000} giây`,
} as const;

/**
 * /tien-trinh/{token} (issue 10 item 3): an order's four steps (booking → sample taken → in the
 * laboratory → result ready), each with its time, read again every 10 s. Framed by the order's
 * detail, so compact and without the site's header and footer; shows only the masked name.
 */
export function ProgressPage({ token }: { token: string }) {
  const query = usePublicProgress(token);
  let body: ReactNode;
  if (query.data) body = <ProgressView progress={query.data} />;
  else if (isApiError(query.error) && query.error.status === 404)
    body = <Alert type="warning" showIcon title={PROGRESS_PAGE_TEXT.notFound} />;
  else if (query.isError) body = <LoadError error={query.error} isRetrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else body = <LoadingBlock />;
  return <div className="progress-page">{body}</div>;
}

function ProgressView({ progress }: { progress: PublicProgress }) {
  const current = progressIndex(progress.currentStep);
  return (
    <section className="progress-page__card" aria-label={ORDER_TEXT.progressTitle}>
      <div className="progress-page__head">
        <h1 className="progress-page__title">{ORDER_TEXT.progressTitle}</h1>
        <span className="progress-page__who">
          {PROGRESS_PAGE_TEXT.appointment} {progress.appointmentId} · {progress.patientName} · {wallClock(progress.appointmentDate)}
        </span>
        <MethodTag method={progress.methodType} />
        <AppointmentStatusTag status={progress.statusAppointment} />
        <ResultStatusTag result={progress.statusHisStr} />
      </div>
      {progress.cancelled ? <Alert type="error" showIcon title={PROGRESS_PAGE_TEXT.cancelled} className="progress-page__alert" /> : null}
      <Steps
        size="small"
        titlePlacement="vertical"
        current={current}
        status={progress.cancelled ? 'error' : progress.steps.every((s) => s.done) ? 'finish' : 'process'}
        items={progress.steps.map((s) => ({
          key: s.key,
          title: s.name,
          content: s.at ? formatDateTime(s.at) : PROGRESS_PAGE_TEXT.pending,
        }))}
      />
      <p className="progress-page__updated">{PROGRESS_PAGE_TEXT.updated(formatDateTime(progress.updatedAt))}</p>
    </section>
  );
}
