import { ORDER_MSG, ORDER_TEXT, PROGRESS_PAGE_PATH } from '@portal/contract';
import { Empty } from 'antd';
import { LoadError, LoadingBlock } from '@/components/query-state';
import { useProgressLink } from '../api/get-progress-link';

export const PROGRESS_FRAME_TEXT = { open: 'Mở trang tiến trình' } as const;

/**
 * The link's page on this portal's own origin: the server allows only the portal itself to frame
 * it, and PUBLIC_URL (which the link is built on) may name another host than the one in use.
 */
export function framePath(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const { pathname } = new URL(link, 'http://portal.invalid');
    return pathname.startsWith(`${PROGRESS_PAGE_PATH}/`) ? pathname : undefined;
  } catch {
    return undefined;
  }
}

/** Spec 3 §2: the test-progress page (`linkTienTrinh`) in a frame, or 'Chưa có Tiến trình xét nghiệm'. */
export function ProgressFrame({ orderId }: { orderId: string }) {
  const link = useProgressLink(orderId);
  if (link.isPending) return <LoadingBlock />;
  if (link.isError) return <LoadError error={link.error} isRetrying={link.isFetching} onRetry={() => void link.refetch()} />;
  const src = framePath(link.data.linkTienTrinh);
  if (!src) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ORDER_MSG.noProgress} />;
  return (
    <div className="order-progress">
      <iframe className="order-progress__frame" src={src} title={ORDER_TEXT.progressTitle} />
      <a className="order-progress__open" href={src} target="_blank" rel="noopener noreferrer">
        {PROGRESS_FRAME_TEXT.open}
      </a>
    </div>
  );
}
