import { formatDateTime } from '@portal/contract';
import { Alert } from 'antd';

type Request = {
  newName: string;
  status: 'pending' | 'approved' | 'rejected';
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** Where the latest rename request stands: waiting, approved, or refused with the operator's reason. */
export function RenameRequestState({ request }: { request: Request | null | undefined }) {
  if (!request) return null;
  if (request.status === 'pending') {
    return (
      <Alert
        type="warning"
        showIcon
        title="Yêu cầu đổi tên đang chờ duyệt"
        description={`Tên mới: ${request.newName} — gửi lúc ${formatDateTime(request.createdAt)}`}
      />
    );
  }
  const approved = request.status === 'approved';
  const when = request.decidedAt ? ` lúc ${formatDateTime(request.decidedAt)}` : '';
  return (
    <Alert
      type={approved ? 'success' : 'error'}
      showIcon
      title={approved ? 'Yêu cầu đổi tên đã được duyệt' : 'Yêu cầu đổi tên bị từ chối'}
      description={`Tên mới: ${request.newName}${when}${!approved && request.decisionReason ? ` — Lý do: ${request.decisionReason}` : ''}`}
    />
  );
}
