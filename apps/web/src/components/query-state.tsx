import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { WarningIcon } from './icons';

export const LOAD_ERROR_TITLE = 'Không tải được dữ liệu';
export const RETRY_LABEL = 'Thử lại';

type LoadErrorProps = {
  error?: unknown;
  onRetry: () => void;
  title?: string;
  isRetrying?: boolean;
  /** Another way on beside 'Thử lại' (a link back to the list). */
  extra?: ReactNode;
};

/**
 * SPEC-NOTES 2/22: a failed load shows this inline (never a blank table) with a retry button;
 * the API client raised no notice for it. Plain markup in antd's look (Result "warning"): antd's
 * Result carries its 403/404/500 illustrations into every page that may show a failed load.
 * Something that does not exist (404) does not appear by trying again: no retry then.
 */
export function LoadError({ error, onRetry, title = LOAD_ERROR_TITLE, isRetrying = false, extra }: LoadErrorProps) {
  const detail = error instanceof Error && error.message ? error.message : undefined;
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <div className="load-error" role="alert">
      <WarningIcon className="load-error__icon" />
      <div className="load-error__title">{title}</div>
      {detail ? <div className="load-error__detail">{detail}</div> : null}
      {isMissing ? null : (
        <button type="button" className="btn btn--primary" onClick={onRetry} disabled={isRetrying} aria-busy={isRetrying}>
          {isRetrying ? <span className="btn__spinner" aria-hidden /> : null}
          {RETRY_LABEL}
        </button>
      )}
      {extra ? <div className="load-error__extra">{extra}</div> : null}
    </div>
  );
}

/** A loading placeholder in antd's Skeleton look (title and three lines), plain markup. */
export function LoadingBlock() {
  return (
    <div className="loading-block" role="status" aria-busy="true" aria-label="Đang tải">
      <span className="loading-block__title" />
      <span className="loading-block__line" />
      <span className="loading-block__line" />
      <span className="loading-block__line loading-block__line--last" />
    </div>
  );
}

export type QueryStateProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
  errorTitle?: string;
  /** Shown under the retry button of a failed load. */
  errorExtra?: ReactNode;
};

/** Loading → skeleton, failure → LoadError with retry, success → children(data). */
export function QueryState<T>({ query, children, loading, errorTitle, errorExtra }: QueryStateProps<T>) {
  if (query.isPending && !query.isError) return <>{loading ?? <LoadingBlock />}</>;
  if (query.isError || query.data === undefined) {
    return (
      <LoadError
        error={query.error}
        title={errorTitle}
        extra={errorExtra}
        isRetrying={query.isFetching}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  return <>{children(query.data)}</>;
}
