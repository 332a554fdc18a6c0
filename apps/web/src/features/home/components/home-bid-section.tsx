import { bidDaysLeft, lookupName, formatDate } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { HOME_ANCHORS, paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useBidCategories, useOpenBids } from '../api/get-open-bids';
import './home-bid-section.css';

/**
 * `#bid-project` (spec 2 §2.1): the open tenders with a category filter, each a link to its page.
 * Plain markup (no antd, no zod): the home page's first load stays within its budget. The first
 * list and the categories come with the page (the route's loader), so the server renders them.
 */

/**
 * A list that failed on the server is not in the page's state: the browser's first pass shows it
 * loading, as the server did, then the error with its retry (no hydration mismatch). Only this
 * part renders twice, and only when the list failed.
 */
function BidListError({ onRetry }: { onRetry: () => void }) {
  const isHydrated = useHydrated();
  if (!isHydrated) return <p className="section-note">Đang tải…</p>;
  return (
    <div className="home-bid-error" role="alert">
      <span>Không tải được danh sách gói thầu.</span>
      <button type="button" className="btn" onClick={onRetry}>
        Thử lại
      </button>
    </div>
  );
}

export function HomeBidSection() {
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const categories = useBidCategories();
  const bids = useOpenBids(categoryId);
  const chips = [{ id: undefined, name: 'Tất cả' }, ...(categories.data ?? [])];

  return (
    <section id={HOME_ANCHORS.bidProject} className="home-section home-section--alt" aria-labelledby="home-bid-title">
      <div className="container">
        <h2 id="home-bid-title">Dự án mời thầu</h2>
        {chips.length > 1 ? (
          <fieldset className="home-bid-filter">
            <legend className="home-bid-filter__legend">Lĩnh vực</legend>
            {chips.map((chip) => (
              <button
                key={chip.id ?? 'all'}
                type="button"
                className="home-bid-chip"
                aria-pressed={chip.id === categoryId}
                onClick={() => setCategoryId(chip.id)}
              >
                {chip.name}
              </button>
            ))}
          </fieldset>
        ) : null}
        {bids.isError ? (
          <BidListError onRetry={() => void bids.refetch()} />
        ) : bids.isPending ? (
          <p className="section-note">Đang tải…</p>
        ) : bids.data.length === 0 ? (
          <p className="section-note">Chưa có gói thầu đang mở.</p>
        ) : (
          <ul className="home-bid-list" aria-busy={bids.isFetching}>
            {bids.data.map((bid) => {
              const left = bidDaysLeft(bid.closeDate);
              return (
                <li key={bid.id}>
                  <Link className="home-bid-card" to={paths.bidDetail.getHref(bid.id)}>
                    <span className="home-bid-card__category">{bid.bidPostCategory.name}</span>
                    <span className="home-bid-card__name">{bid.name}</span>
                    <span className="home-bid-card__party">{bid.invitingParty}</span>
                    <span className="home-bid-card__meta">
                      {lookupName('area', bid.area)} · Hạn nộp: {formatDate(bid.closeDate)}
                    </span>
                    <span className={`home-bid-days home-bid-days--${left.tone}`} data-tone={left.tone}>
                      {left.text}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
