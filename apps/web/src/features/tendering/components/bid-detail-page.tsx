import { type BidPostDetail, type RequestRow, SUBMIT_STATUS } from '@portal/contract';
import { type ReactNode, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { lazyInAntdScope } from '@/components/lazy-in-antd-scope';
import { LoadingBlock, QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useBidPost } from '../api/get-bid-post';
import { lookupLabel, useTenderLookups } from '../api/get-lookups';
import { usePartyRequests } from '../api/get-party-requests';
import {
  BID_TAB_LABELS,
  bidActions,
  isFinalStatus,
  isProviderSession,
  openAdditionalRequest,
  resolveBidTab,
  submissionStatus,
  visibleBidTabs,
} from '../bid-rules';
import { BidInfoTab } from './bid-info-tab';
import { BidResultBanner } from './bid-result-banner';
import { DaysLeftTag } from './days-left-tag';
import './bid-detail.css';

// Only a signed-in partner sees these, and its page is rendered in the browser: they stay off a
// visitor's first load (the page the server renders for shared links), antd's scope with them —
// what a visitor sees draws no antd component.
const RequestBanners = lazyInAntdScope(() => import('./request-banners').then((m) => m.RequestBanners));
const BidStepper = lazyInAntdScope(() => import('./bid-stepper').then((m) => m.BidStepper));
const ShareBid = lazyInAntdScope(() => import('./share-bid').then((m) => m.ShareBid));
const BidTabs = lazyInAntdScope(() => import('./bid-tabs').then((m) => m.BidTabs));

// What only a provider with a submission opens: loaded on first use, off the info tab's first load.
const SubmitTab = lazyInAntdScope(() => import('./submit-tab').then((m) => m.SubmitTab));
const HistoryTab = lazyInAntdScope(() => import('./history-tab').then((m) => m.HistoryTab));
const RequestTab = lazyInAntdScope(() => import('./request-tab').then((m) => m.RequestTab));
const SubmitBidDialog = lazyInAntdScope(() => import('./submit-bid-dialog').then((m) => m.SubmitBidDialog));
const RequestDialog = lazyInAntdScope(() => import('./request-dialog').then((m) => m.RequestDialog));

export type RequestDialogState = { request?: RequestRow; watch: boolean };

type BidDetailPageProps = {
  id: number;
  /** What to show when the provider's own call says the bid does not exist (the app's not-found page). */
  notFound: ReactNode;
};

/** `/thau/{id}` (spec 2 §2.2): result and request banners, actions, stepper, share and tabs. */
export function BidDetailPage({ id, notFound }: BidDetailPageProps) {
  const query = useBidPost(id);
  const error = query.error as { status?: number } | null;
  if (error?.status === 404) return <>{notFound}</>;
  return (
    <div className="container bid-page">
      <QueryState query={query}>{(detail) => <BidDetailView detail={detail} isPartial={query.isPlaceholderData} />}</QueryState>
    </div>
  );
}

function BidDetailView({ detail, isPartial }: { detail: BidPostDetail; isPartial: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const lookups = useTenderLookups();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isSubmitOpen, setSubmitOpen] = useState(false);
  const [requestDialog, setRequestDialog] = useState<RequestDialogState | null>(null);

  const isProvider = isProviderSession(session) && !isPartial;
  const status = submissionStatus(detail);
  const isFinal = isFinalStatus(status);
  const submissionId = isProvider ? detail.submit?.id : undefined;
  const party = usePartyRequests(isFinal ? undefined : submissionId);
  const hasOpenAdditional = Boolean(openAdditionalRequest(party.data ?? []));
  const allowed = { submit: useCan('bid.submit'), request: useCan('bid.request') };
  const actions = isPartial
    ? { canSubmit: false, canUpdate: false, canRequest: false }
    : bidActions(session, detail, hasOpenAdditional, allowed);
  const tabs = visibleBidTabs(isPartial ? null : session, detail);
  const active = resolveBidTab(searchParams.get('tab'), tabs);

  const onSubmit = () => {
    if (!session) {
      void navigate(paths.login.getHref('provider', paths.bidDetail.getHref(detail.id)));
      return;
    }
    setSubmitOpen(true);
  };
  const tabBody = (tab: string, body: ReactNode) => (active === tab ? <Suspense fallback={<LoadingBlock />}>{body}</Suspense> : null);

  return (
    <article className="bid-detail">
      <header className="bid-detail__head">
        <p className="bid-muted">
          {detail.bidPostCategory.name} · {lookupLabel(lookups, 'status', detail.status)}
        </p>
        <h1>{detail.name}</h1>
        <p className="bid-detail__close">
          Hạn nộp hồ sơ: <DaysLeftTag closeDate={detail.closeDate} />
        </p>
      </header>

      {isProvider ? <BidResultBanner status={status} /> : null}
      {isProvider && submissionId && !isFinal ? (
        <Suspense fallback={null}>
          <RequestBanners submissionId={submissionId} bidPostId={detail.id} onUpdateSubmission={() => setSubmitOpen(true)} />
        </Suspense>
      ) : null}

      <div className="bid-actions">
        {/* Plain buttons drawn as antd's (global.css .btn): a visitor's page carries no antd Button code or styles. */}
        {actions.canSubmit ? (
          <button type="button" className="btn btn--primary" onClick={onSubmit}>
            Nộp hồ sơ
          </button>
        ) : null}
        {actions.canUpdate ? (
          <button type="button" className="btn btn--primary" onClick={() => setSubmitOpen(true)}>
            {status === SUBMIT_STATUS.RequestUpdate ? 'Bổ sung hồ sơ' : 'Cập nhật hồ sơ'}
          </button>
        ) : null}
        {actions.canRequest ? (
          <button type="button" className="btn" onClick={() => setRequestDialog({ watch: false })}>
            Yêu cầu làm rõ
          </button>
        ) : null}
        {session ? (
          <Suspense fallback={null}>
            <ShareBid title={detail.name} />
          </Suspense>
        ) : null}
      </div>

      {isProvider ? (
        <Suspense fallback={null}>
          <BidStepper status={status} />
        </Suspense>
      ) : null}

      {tabs.length === 1 ? (
        // The info tab alone (visitors, spec 2 §2.2): drawn as antd's tab bar, without its code.
        <div className="bid-single-tab">
          <div className="bid-single-tab__bar" role="tablist">
            <span className="bid-single-tab__tab" role="tab" aria-selected="true" id="bid-tab-info" tabIndex={0}>
              {BID_TAB_LABELS.info}
            </span>
          </div>
          <div role="tabpanel" aria-labelledby="bid-tab-info">
            <BidInfoTab detail={detail} />
          </div>
        </div>
      ) : (
        <Suspense fallback={<LoadingBlock />}>
          <BidTabs
            active={active}
            onChange={(tab) =>
              setSearchParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('tab', tab);
                  return next;
                },
                { replace: true },
              )
            }
            items={tabs.map((tab) => ({
              key: tab,
              label: BID_TAB_LABELS[tab],
              children:
                tab === 'info' ? (
                  <BidInfoTab detail={detail} />
                ) : submissionId === undefined ? null : tab === 'submit' ? (
                  tabBody(tab, <SubmitTab submissionId={submissionId} />)
                ) : tab === 'history' ? (
                  tabBody(tab, <HistoryTab submissionId={submissionId} />)
                ) : (
                  tabBody(tab, <RequestTab submissionId={submissionId} canChange={!isFinal && allowed.request} onOpen={setRequestDialog} />)
                ),
            }))}
          />
        </Suspense>
      )}

      {isSubmitOpen ? (
        <Suspense fallback={null}>
          <SubmitBidDialog detail={detail} submissionId={detail.submit?.id} onClose={() => setSubmitOpen(false)} />
        </Suspense>
      ) : null}
      {requestDialog && detail.submit ? (
        <Suspense fallback={null}>
          <RequestDialog submissionId={detail.submit.id} {...requestDialog} onClose={() => setRequestDialog(null)} />
        </Suspense>
      ) : null}
    </article>
  );
}
