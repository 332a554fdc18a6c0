import { lazy, Suspense } from 'react';
import { PARTNER_LABELS, PARTNER_TYPES, type PartnerType } from '@portal/contract';
import { Link } from 'react-router';
import { HOME_ANCHORS, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HomeBidSection } from './home-bid-section';
import type { Shortcut } from './home-workspace';
import { HomeNewsSection } from './home-news-section';
import { HomeCooperationCall, HomePackagesSection } from './home-packages-section';
import { useHashWhileInView, useScrollToHash } from './use-hash-section';

// Only a signed-in partner sees it: its own chunk, never in the visitor's first load. The home
// route's loader loads it for a signed-in partner (loadHomeWorkspace), with its data.
// Once loaded it is drawn directly: a lazy component would still show its fallback for a moment.
let workspaceModule: typeof import('./home-workspace') | undefined;
export const loadHomeWorkspace = () =>
  import('./home-workspace').then((module) => {
    workspaceModule = module;
    return module;
  });
const LazyHomeWorkspace = lazy(() => loadHomeWorkspace().then((m) => ({ default: m.HomeWorkspace })));

const CARD_TEXT: Record<PartnerType, string> = {
  collaborator: 'Giới thiệu khách hàng, theo dõi chỉ định, công nợ và báo cáo.',
  company: 'Quản lý đơn vị, hợp đồng khám sức khỏe và bộ hợp đồng.',
  provider: 'Theo dõi hợp đồng cung ứng, sản phẩm và tham gia dự thầu.',
};

/** The workspace: drawn directly once its module is in (the route's loader loads it), lazily otherwise. */
function HomeWorkspaceOf(props: { type: PartnerType; shortcuts: readonly Shortcut[] }) {
  const Workspace = workspaceModule?.HomeWorkspace ?? LazyHomeWorkspace;
  return <Workspace {...props} />;
}

/**
 * `/`: for a visitor the hero, the login cards and the public sections; for a signed-in partner its
 * workspace first (`shortcuts`: the screens its menu offers, given by the app), then only the public
 * sections that concern its type (tenders concern providers, exam packages companies).
 */
export function HomePage({ shortcuts = [] }: { shortcuts?: readonly Shortcut[] }) {
  useDocumentTitle(undefined);
  const session = useSession();
  useScrollToHash();
  useHashWhileInView(HOME_ANCHORS.bidProject);

  return (
    <div className="home">
      {session ? (
        <Suspense fallback={null}>
          <HomeWorkspaceOf type={session.type} shortcuts={shortcuts} />
        </Suspense>
      ) : null}
      <section className="home-hero" hidden={session !== null}>
        <div className="container">
          <h1>Cổng đối tác</h1>
          <p>Nơi cộng tác viên, doanh nghiệp và nhà cung cấp làm việc cùng chúng tôi.</p>
        </div>
      </section>

      <section id={HOME_ANCHORS.login} className="home-section" aria-labelledby="home-login-title" hidden={session !== null}>
        <div className="container">
          <h2 id="home-login-title">{session ? 'Đối tác của chúng tôi' : 'Đăng nhập hoặc đăng ký'}</h2>
          <div className="home-login-cards">
            {PARTNER_TYPES.map((type) => (
              <article key={type} className="home-card">
                <h3 className="home-card-title">{PARTNER_LABELS[type]}</h3>
                <p>{CARD_TEXT[type]}</p>
                {session ? null : (
                  <div className="home-card-actions">
                    <Link className="btn btn--primary" to={paths.login.getHref(type)} aria-label={`Đăng nhập ${PARTNER_LABELS[type]}`}>
                      Đăng nhập
                    </Link>
                    <Link className="btn" to={paths.register.getHref(type)} aria-label={`Đăng ký ${PARTNER_LABELS[type]}`}>
                      Đăng ký
                    </Link>
                  </div>
                )}
              </article>
            ))}
          </div>
        </div>
      </section>

      {session === null || session.type === 'provider' ? <HomeBidSection /> : null}

      <HomeNewsSection />

      {session === null || session.type === 'company' ? <HomePackagesSection /> : null}

      {session === null ? <HomeCooperationCall /> : null}
    </div>
  );
}
