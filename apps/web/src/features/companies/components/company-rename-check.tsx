import { QueryState } from '@/components/query-state';
import { useRenameCheck } from '../api/get-rename-check';
import { RenameRequestState } from './rename-request-state';

/** The company's own latest rename request on /ho-so (waiting, approved or refused), from profile/check-request. */
export function CompanyRenameCheck() {
  const check = useRenameCheck();
  return (
    <div style={{ marginBottom: 16 }}>
      <QueryState query={check} loading={null}>
        {(data) => <RenameRequestState request={data.request} />}
      </QueryState>
    </div>
  );
}
