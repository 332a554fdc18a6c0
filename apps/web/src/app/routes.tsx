import { partnerTypeFromRouteKey, type PartnerType } from '@portal/contract';
import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import { type AppRouteKey, paths } from '@/config/paths';
import { forgotPasswordTitle, loginTitle, registerTitle, setPasswordTitle } from '@/features/auth/page-titles';
import { categoriesQueryOptions } from '@/features/content/api/get-categories';
import { faqsQueryOptions } from '@/features/content/api/get-faqs';
import { postQueryOptions } from '@/features/content/api/get-post';
import { postsQueryOptions } from '@/features/content/api/get-posts';
import { newsFiltersOf, postsQueryOf, relatedQueryOf } from '@/features/content/news-filters';
import { articlePageMeta, articleParamOf, NEWS_DESCRIPTION } from '@/features/content/news-meta';
import { homeNewsQueryOptions } from '@/features/home/api/get-home-news';
import { homePackagesQueryOptions } from '@/features/home/api/get-home-packages';
import { bidCategoriesQueryOptions, openBidsQueryOptions } from '@/features/home/api/get-open-bids';
import { HomeRoute } from './routes/home';
import { workspaceQueryOptions } from '@/features/home/api/get-workspace';
import { loadHomeWorkspace } from '@/features/home/components/home-page';
import { getSession, type Session } from '@/lib/session';
import { bidPostIdOf, bidPostQueryOptions } from '@/features/tendering/api/get-bid-post';
import { tenderLookupsQueryOptions } from '@/features/tendering/api/get-lookups';
import { bidPageMeta } from '@/features/tendering/bid-meta';
import { footerQueryOptions } from '@/features/shell/api/get-footer';
import { inAntdScope, loadAntdScope } from '@/components/lazy-in-antd-scope';
import { profileQueryOptions } from '@/lib/profile';
import { can } from '@/lib/permissions';
import type { FirstModules, FirstQueries } from '@/lib/first-draw';
import { resolveInfoTab } from '@/lib/access';
import { CONTENT_TITLES } from './page-titles';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { type AnyQueryOptions, routeLoader } from './route-data';
import type { RouteHandle } from './route-handle';

/**
 * A lazy route module: its loader, and its file name in `app/routes/` (the server adds
 * `modulepreload` links for its chunks to the page it renders, app/route-assets.ts). Spelled
 * side by side.
 */
type RouteModule<M> = { name: string; load: () => Promise<M> };
const routeModule = <M,>(name: string, load: () => Promise<M>): RouteModule<M> => ({ name, load });

const account = routeModule('account', () => import('./routes/account'));
const content = routeModule('content', () => import('./routes/content'));
const news = routeModule('news', () => import('./routes/news'));
const bid = routeModule('bid', () => import('./routes/bid'));
const company = routeModule('company', () => import('./routes/company'));
const units = routeModule('units', () => import('./routes/units'));
const contractSets = routeModule('contract-sets', () => import('./routes/contract-sets'));
const collaborator = routeModule('collaborator', () => import('./routes/collaborator'));
const assignmentDetail = routeModule('assignment-detail', () => import('./routes/assignment-detail'));
const debts = routeModule('debts', () => import('./routes/debts'));
const patients = routeModule('patients', () => import('./routes/patients'));
const reports = routeModule('reports', () => import('./routes/reports'));
const progress = routeModule('progress', () => import('./routes/progress'));
const provider = routeModule('provider', () => import('./routes/provider'));
const myBids = routeModule('my-bids', () => import('./routes/my-bids'));
const sharedAreas = routeModule('shared-areas', () => import('./routes/shared-areas'));
const personnel = routeModule('personnel', () => import('./routes/personnel'));
const login = routeModule('login', () => import('./routes/login'));
const register = routeModule('register', () => import('./routes/register'));
const forgotPassword = routeModule('forgot-password', () => import('./routes/forgot-password'));
const setPassword = routeModule('set-password', () => import('./routes/set-password'));
const emailOptOut = routeModule('email-opt-out', () => import('./routes/email-opt-out'));
const notFound = routeModule('not-found', () => import('./routes/not-found'));

/**
 * A lazy page: each area is its own chunk, fetched on first visit (or on hover of a link to it),
 * beside the route's data (its loader). Its page renders inside antd's scope (theme, Vietnamese
 * texts) once that and dayjs's Vietnamese locale are in; a page that draws no antd component
 * says `antd: false` and loads neither (the home page, in the entry, needs none of it).
 */
const page = <M,>(
  route: AppRouteKey,
  module: RouteModule<M>,
  pick: (m: M) => ComponentType,
  extra: Omit<RouteHandle, 'route' | 'module'> = {},
  { antd = true }: { antd?: boolean } = {},
) => ({
  handle: { route, module: module.name, antd, ...extra } satisfies RouteHandle,
  lazy: async () => {
    if (!antd) return { Component: pick(await module.load()) };
    const [loaded, scope] = await Promise.all([module.load(), loadAntdScope(), import('@/lib/dayjs')]);
    return { Component: inAntdScope(pick(loaded), scope) };
  },
});

const handle = (route: AppRouteKey): RouteHandle => ({ route });

/** Pages of one partner type (`/dang-nhap/:type`…): an unknown type is not found. */
const typedTitle = (title: (type: PartnerType) => string) =>
  routeLoader({
    meta: ({ params }) => {
      const type = partnerTypeFromRouteKey(params.type ?? '');
      return type ? { title: title(type) } : null;
    },
  });

/** A signed-in partner's profile, for the pages that show it (nothing for a visitor). */
const profileQueries = (_params: Params) => {
  const session = getSession();
  return session ? [profileQueryOptions(session.type)] : [];
};

/**
 * A page behind login that opens on a list or a record: on the server, its first page as the address
 * filters it (or the record it names) (the page's own `firstQueries`, in its route module: out of the
 * entry; a module of several pages names each page's, `pick`), read with the partner's token when the
 * request carried one (entry-server.tsx), so the frame is drawn with its rows. The browser's
 * navigations draw the page at once and its list loading, as before (nothing awaited); `queries` are
 * the ones they start.
 */
function firstPageLoader(module: RouteModule<{ firstQueries: FirstQueries; firstModules?: FirstModules }>): ReturnType<typeof routeLoader>;
function firstPageLoader<M>(
  module: RouteModule<M>,
  pick: (module: M) => FirstQueries,
  queries?: (params: Params) => AnyQueryOptions[],
): ReturnType<typeof routeLoader>;
function firstPageLoader<M>(
  module: RouteModule<M>,
  pick: (module: M) => FirstQueries = (m) => (m as { firstQueries: FirstQueries }).firstQueries,
  queries?: (params: Params) => AnyQueryOptions[],
) {
  return routeLoader({
    ...(queries ? { queries } : {}),
    lazyQueries: async (params, search, client) => {
      const session = typeof window === 'undefined' ? getSession() : null;
      if (!session?.token) return [];
      // The profile says what the partner's role may see (a list leaves out the amounts it may not).
      const [loaded, profile] = await Promise.all([
        module.load(),
        client.fetchQuery(profileQueryOptions(session.type)).catch(() => undefined),
      ]);
      return pick(loaded)(search, { type: session.type, can: (permission) => can(session, profile, permission), params });
    },
    // What else the address has the page draw (a dialog it opens), on the server and before hydrating.
    modules: (_params, search) => [
      module.load().then((loaded) => Promise.all((loaded as { firstModules?: FirstModules }).firstModules?.(search) ?? [])),
    ],
  });
}

/** /thau/{id}: the bid for this caller (the server renders visitors: the public call) and the lookups; its head from the bid. */
const bidLoader = routeLoader({
  queries: ({ id }) => {
    const bidId = bidPostIdOf(id);
    return bidId === null ? [] : [bidPostQueryOptions(bidId), tenderLookupsQueryOptions()];
  },
  meta: ({ params, client }) => bidPageMeta(params.id, client),
});

/** /tin-tuc: the categories and the page of posts its address asks for (filters in the query). */
const newsLoader = routeLoader({
  queries: (_params, search) => {
    const query = postsQueryOf(newsFiltersOf(search));
    return [categoriesQueryOptions(), ...(query ? [postsQueryOptions(query)] : [])];
  },
  meta: () => ({ title: CONTENT_TITLES.news, description: NEWS_DESCRIPTION }),
});

/** /tin-tuc/{id or slug}: the article, then its related posts (they need its id); its head from the article, 404 when none. */
const articleLoader = routeLoader({
  queries: ({ id }) => {
    const param = articleParamOf(id);
    return param === null ? [] : [postQueryOptions(param)];
  },
  followUps: ({ params, client }) => {
    const param = articleParamOf(params.id);
    const post = param === null ? undefined : client.getQueryData(postQueryOptions(param).queryKey);
    return post ? [postsQueryOptions(relatedQueryOf(post.id))] : [];
  },
  meta: ({ params, client }) => articlePageMeta(params.id, client, CONTENT_TITLES.newsDetail),
});

/** /thong-tin-chung: the FAQ when that tab shows (the other tabs' areas load their own). */
const generalInfoLoader = routeLoader({
  queries: (_params, search) => (resolveInfoTab(search.get('tab'), getSession()) === 'faq' ? [faqsQueryOptions()] : []),
  // The cooperation tab comes with its programmes (rendered on the server): nothing arrives later to
  // push the contact form down (a layout shift of 0.42 on a phone).
  lazyQueries: async (_params, search) =>
    resolveInfoTab(search.get('tab'), getSession()) === 'hop-tac'
      ? [(await import('@/features/engagement/api/get-cooperation-pages')).cooperationPagesQueryOptions()]
      : [],
  meta: () => ({ title: CONTENT_TITLES.generalInfo }),
});

/**
 * The route table. Every route carries a `handle` naming its access rule (lib/access.ts); the
 * root layout's guard applies it. A route's data and head come from its loader
 * (app/route-data.ts); the public pages are rendered on the server from the same table
 * (entry-server.tsx). The home page ships with the entry; the rest is lazy.
 */
/** What the home page shows: a visitor's public sections, or a partner's workspace and the sections of its type. */
function homeQueries(session: Session | null) {
  if (!session) return [openBidsQueryOptions(), bidCategoriesQueryOptions(), homeNewsQueryOptions(), homePackagesQueryOptions()];
  return [
    workspaceQueryOptions(session.type),
    homeNewsQueryOptions(),
    ...(session.type === 'provider' ? [openBidsQueryOptions(), bidCategoriesQueryOptions()] : []),
    ...(session.type === 'company' ? [homePackagesQueryOptions()] : []),
  ];
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    // Spec 1 §7: the footer (and the header's hotline) loads with the first page.
    loader: routeLoader({ queries: () => [footerQueryOptions()] }),
    children: [
      {
        index: true,
        handle: handle('home'),
        // The bid section's first list and its categories are rendered on the server (spec 2 §2.1).
        // A signed-in partner's workspace, its code and data, load with the page too, and only the
        // public sections that concern its type (HomePage): the page renders whole, nothing pushed down.
        loader: routeLoader({
          queries: () => homeQueries(getSession()),
          // On the server always: the frame of a signed-in partner's home draws the workspace (entry-server.tsx).
          modules: () => (getSession() || typeof window === 'undefined' ? [loadHomeWorkspace()] : []),
          meta: () => ({}),
        }),
        Component: HomeRoute,
      },
      {
        path: paths.login.path,
        loader: typedTitle(loginTitle),
        ...page('login', login, (m) => m.Component, { chrome: false }, { antd: false }),
      },
      { path: paths.register.path, loader: typedTitle(registerTitle), ...page('register', register, (m) => m.Component) },
      {
        path: paths.forgotPassword.path,
        loader: typedTitle(forgotPasswordTitle),
        ...page('forgotPassword', forgotPassword, (m) => m.Component),
      },
      {
        // Like the login pages: no header or footer.
        path: paths.setPassword.path,
        loader: typedTitle(setPasswordTitle),
        ...page('setPassword', setPassword, (m) => m.Component, { chrome: false }),
      },
      {
        // A mail's opt-out link: public (the signed token is the secret), kept out of search results.
        path: paths.emailOptOut.path,
        loader: routeLoader({ meta: () => ({ title: CONTENT_TITLES.emailOptOut, noindex: true }) }),
        ...page('emailOptOut', emailOptOut, (m) => m.Component),
      },
      {
        path: paths.generalInfo.path,
        loader: generalInfoLoader,
        ...page('generalInfo', content, (m) => m.GeneralInfoRoute),
      },
      // Plain markup (no antd): pages shared as links and read on phones; the FAQ tab above draws antd.
      { path: paths.news.path, loader: newsLoader, ...page('news', news, (m) => m.NewsRoute, {}, { antd: false }) },
      {
        path: paths.newsDetail.path,
        loader: articleLoader,
        ...page('newsDetail', news, (m) => m.NewsDetailRoute, {}, { antd: false }),
      },
      {
        path: paths.bidDetail.path,
        loader: bidLoader,
        // A visitor's page draws no antd component; the signed-in parts bring antd's scope with them.
        ...page('bidDetail', bid, (m) => m.BidDetailRoute, {}, { antd: false }),
      },
      { path: paths.account.path, loader: routeLoader({ queries: profileQueries }), ...page('account', account, (m) => m.AccountRoute) },
      {
        path: paths.profile.path,
        loader: firstPageLoader(account, (m) => m.profileFirstQueries, profileQueries),
        ...page('profile', account, (m) => m.ProfileRoute),
      },
      // Company
      { path: paths.units.path, loader: firstPageLoader(units), ...page('units', units, (m) => m.UnitsRoute) },
      { path: paths.unitDetail.path, ...page('unitDetail', company, (m) => m.UnitDetailRoute) },
      { path: paths.contractDetail.path, ...page('contractDetail', company, (m) => m.ContractDetailRoute) },
      { path: paths.contractSets.path, ...page('contractSets', contractSets, (m) => m.ContractSetsRoute) },
      { path: paths.contractSetDetail.path, ...page('contractSetDetail', company, (m) => m.ContractSetDetailRoute) },
      { path: paths.contractSetContract.path, ...page('contractSetContract', company, (m) => m.ContractSetContractRoute) },
      // Collaborator
      {
        path: paths.assignments.path,
        loader: firstPageLoader(collaborator),
        ...page('assignments', collaborator, (m) => m.AssignmentsRoute),
      },
      {
        path: paths.assignmentDetail.path,
        loader: firstPageLoader(assignmentDetail),
        ...page('assignmentDetail', assignmentDetail, (m) => m.AssignmentDetailRoute),
      },
      {
        path: paths.patients.path,
        loader: firstPageLoader(patients),
        ...page('patients', patients, (m) => m.PatientsRoute),
      },
      {
        path: paths.consultingPrices.path,
        loader: firstPageLoader(reports, (m) => m.consultingPricesFirstQueries),
        ...page('consultingPrices', reports, (m) => m.ConsultingPricesRoute),
      },
      {
        path: paths.reports.path,
        loader: firstPageLoader(reports, (m) => m.reportsFirstQueries),
        ...page('reports', reports, (m) => m.ReportsRoute),
      },
      {
        path: paths.debts.path,
        loader: firstPageLoader(debts),
        ...page('debts', debts, (m) => m.DebtsRoute, { opens: { report: 'src/features/debts/components/report-dialog.tsx' } }),
      },
      {
        // Public (the link is the secret), framed by the order's detail: no site chrome, kept out of search results.
        path: paths.progress.path,
        loader: routeLoader({ meta: () => ({ title: CONTENT_TITLES.progress, noindex: true }) }),
        ...page('progress', progress, (m) => m.Component, { embedded: true }),
      },
      // Provider
      { path: paths.products.path, ...page('products', provider, (m) => m.ProductsRoute) },
      { path: paths.productDetail.path, ...page('productDetail', provider, (m) => m.ProductDetailRoute) },
      {
        path: paths.myBids.path,
        loader: firstPageLoader(myBids),
        ...page('myBids', myBids, (m) => m.MyBidsRoute),
      },
      // One path, a screen per type
      {
        path: paths.contracts.path,
        loader: firstPageLoader(sharedAreas),
        ...page('contracts', sharedAreas, (m) => m.ContractsRoute),
      },
      { path: paths.personnel.path, ...page('personnel', personnel, (m) => m.PersonnelRoute) },
      { path: '*', loader: routeLoader({ meta: () => null }), ...page('notFound', notFound, (m) => m.Component) },
    ],
  },
];
