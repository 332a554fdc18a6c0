import { LoadError, LoadingBlock } from '@/components/query-state';
import { useHydrated } from '@/lib/use-hydrated';

type Props = { title: string; isRetrying: boolean; onRetry: () => void };

/**
 * A load that failed on the server is not in the page's state (only answers travel): the
 * browser's first pass shows it loading, as the query then is, and the error with its retry once
 * hydrated — no hydration mismatch.
 */
export function ContentLoadError({ title, isRetrying, onRetry }: Props) {
  const isHydrated = useHydrated();
  if (!isHydrated) return <LoadingBlock />;
  return <LoadError title={title} isRetrying={isRetrying} onRetry={onRetry} />;
}
