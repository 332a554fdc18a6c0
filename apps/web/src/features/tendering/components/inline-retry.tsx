import { Button } from 'antd';
import { LOAD_ERROR_TITLE, RETRY_LABEL } from '@/components/query-state';

/** A compact failed-load line with its retry (SPEC-NOTES 2), for blocks smaller than a page. */
export function InlineRetry({ onRetry, isRetrying = false }: { onRetry: () => void; isRetrying?: boolean }) {
  return (
    <div className="bid-inline-error" role="alert">
      <span>{LOAD_ERROR_TITLE}</span>
      <Button size="small" onClick={onRetry} loading={isRetrying}>
        {RETRY_LABEL}
      </Button>
    </div>
  );
}
