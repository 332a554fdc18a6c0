import { formatDate, formatDateTime, PARTNER_LABELS, type PartnerType, remainingDaysLabel, type WorkspaceItem } from '@portal/contract';
import { Link } from 'react-router';
import { useWorkspace } from '../api/get-workspace';

export type Shortcut = { label: string; href: string };

/** A deadline as the partner reads it: a day, or a day and time; with the days left. */
function Deadline({ value }: { value: string }) {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const left = remainingDaysLabel(value);
  return (
    <span className="workspace-deadline">
      Hạn: {isDay ? formatDate(value) : formatDateTime(value)}{' '}
      <span className={`workspace-left workspace-left--${left.color}`}>({left.label})</span>
    </span>
  );
}

function WaitingItem({ item }: { item: WorkspaceItem }) {
  return (
    <li className="workspace-item">
      <Link to={item.link} className="workspace-item-link">
        <span className="workspace-item-title">{item.title}</span>
        <span className="workspace-item-detail">{item.detail}</span>
      </Link>
      {item.deadline ? <Deadline value={item.deadline} /> : null}
    </li>
  );
}

const WAITING_TITLE: Record<PartnerType, string> = {
  provider: 'Yêu cầu từ bên mời thầu đang chờ bạn',
  collaborator: 'Chỉ định và công nợ đang chờ',
  company: 'Lịch khám cần theo dõi',
};

/**
 * The signed-in partner's workspace at the top of `/` (issue 20): what waits for it, its unread
 * notifications and shortcuts to its screens (the menu it may see, given by the app).
 */
export function HomeWorkspace({ type, shortcuts }: { type: PartnerType; shortcuts: readonly Shortcut[] }) {
  const { data, isPending, isError } = useWorkspace(type);
  return (
    <section className="home-section workspace" aria-labelledby="workspace-title">
      <div className="container">
        <h1 id="workspace-title">Không gian làm việc — {PARTNER_LABELS[type]}</h1>
        <div className="workspace-grid">
          <div className="workspace-card">
            <h2>{WAITING_TITLE[type]}</h2>
            {isPending ? (
              <p aria-busy="true">Đang tải…</p>
            ) : isError ? (
              <p role="alert">Không tải được dữ liệu. Vui lòng thử lại sau.</p>
            ) : data.waiting.length === 0 ? (
              <p>Không có việc nào đang chờ bạn.</p>
            ) : (
              <>
                <ul className="workspace-list">
                  {data.waiting.map((item) => (
                    <WaitingItem key={`${item.kind}-${item.link}-${item.deadline ?? ''}`} item={item} />
                  ))}
                </ul>
                {data.waitingMore.length > 0 ? (
                  <p className="workspace-more">
                    và{' '}
                    {data.waitingMore.map((more, i) => (
                      <span key={more.link}>
                        {i > 0 ? ', ' : null}
                        <Link to={more.link}>
                          {more.count} {more.label}
                        </Link>
                      </span>
                    ))}
                  </p>
                ) : null}
              </>
            )}
          </div>
          <div className="workspace-card">
            <h2>Thông báo</h2>
            <p>
              <Link to="/thong-tin-chung?tab=thong-bao" className="workspace-unread">
                {data ? `${data.unread} thông báo chưa đọc` : 'Xem thông báo'}
              </Link>
            </p>
            <h2>Lối tắt</h2>
            <ul className="workspace-shortcuts">
              {shortcuts.map((s) => (
                <li key={s.href}>
                  <Link to={s.href} className="btn">
                    {s.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
