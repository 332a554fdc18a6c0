import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

export const LOAD_ERROR_TITLE = 'Không tải được dữ liệu';
export const RETRY_LABEL = 'Thử lại';

type LoadErrorProps = {
  error?: unknown;
  onRetry: () => void;
  title?: string;
  isRetrying?: boolean;
};

/**
 * SPEC-NOTES 2/22: a failed load shows this inline (never a blank table) with a retry button;
 * the API client raised no notice for it.
 */
export function LoadError({ error, onRetry, title = LOAD_ERROR_TITLE, isRetrying = false }: LoadErrorProps) {
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return (
    <Result
      status="warning"
      title={title}
      subTitle={detail}
      role="alert"
      extra={
        <Button type="primary" onClick={onRetry} loading={isRetrying}>
          {RETRY_LABEL}
        </Button>
      }
    />
  );
}

type QueryStateProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
  errorTitle?: string;
};

/** Loading → skeleton, failure → LoadError with retry, success → children(data). */
export function QueryState<T>({ query, children, loading, errorTitle }: QueryStateProps<T>) {
  if (query.isPending && !query.isError) return <>{loading ?? <Skeleton active />}</>;
  if (query.isError || query.data === undefined) {
    return (
      <LoadError
        error={query.error}
        title={errorTitle}
        isRetrying={query.isFetching}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  return <>{children(query.data)}</>;
}
