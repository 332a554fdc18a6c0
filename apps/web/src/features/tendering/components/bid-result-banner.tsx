import { SUBMIT_STATUS } from '@portal/contract';

/** Spec 2 §4.1: won (green) or lost (red); statuses 4 and 5 end the bid for the provider. */
export function BidResultBanner({ status }: { status: number | null }) {
  if (status === SUBMIT_STATUS.Approve) {
    return (
      <div className="bid-banner bid-banner--success" role="status">
        <strong>Chúc mừng!</strong> Hồ sơ dự thầu của bạn đã trúng thầu.
      </div>
    );
  }
  if (status === SUBMIT_STATUS.Reject) {
    return (
      <div className="bid-banner bid-banner--error" role="status">
        <strong>Rất tiếc!</strong> Hồ sơ dự thầu của bạn không trúng thầu. Cảm ơn bạn đã tham gia.
      </div>
    );
  }
  return null;
}
