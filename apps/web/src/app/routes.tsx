import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type AppRouteKey, paths } from '@/config/paths';
import { HomePage } from '@/features/home/components/home-page';
import { loadAntdLocale } from '@/lib/antd-locale';
import { RootLayout } from './root-layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

/**
 * `lazy` for a module's component: each area is its own chunk, fetched on first visit. Its page
 * renders once antd's Vietnamese texts and dayjs's Vietnamese locale are in (the home page, in
 * the entry, needs neither).
 */
const lazyComponent =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => {
    const [module] = await Promise.all([load(), loadAntdLocale(), import('@/lib/dayjs')]);
    return { Component: pick(module) };
  };

const handle = (route: AppRouteKey, extra: Omit<RouteHandle, 'route'> = {}): RouteHandle => ({ route, ...extra });

const account = () => import('./routes/account');
const content = () => import('./routes/content');
const company = () => import('./routes/company');
const collaborator = () => import('./routes/collaborator');
const provider = () => import('./routes/provider');
const sharedAreas = () => import('./routes/shared-areas');

/**
 * The route table. Every route carries a `handle` naming its access rule (lib/access.ts); the
 * root layout's guard applies it. The home page ships with the entry; the rest is lazy.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { index: true, handle: handle('home'), Component: HomePage },
      {
        path: paths.login.path,
        handle: handle('login', { chrome: false }),
        lazy: lazyComponent(
          () => import('./routes/login'),
          (m) => m.Component,
        ),
      },
      {
        path: paths.register.path,
        handle: handle('register'),
        lazy: lazyComponent(
          () => import('./routes/register'),
          (m) => m.Component,
        ),
      },
      {
        path: paths.forgotPassword.path,
        handle: handle('forgotPassword'),
        lazy: lazyComponent(
          () => import('./routes/forgot-password'),
          (m) => m.Component,
        ),
      },
      { path: paths.generalInfo.path, handle: handle('generalInfo'), lazy: lazyComponent(content, (m) => m.GeneralInfoRoute) },
      { path: paths.news.path, handle: handle('news'), lazy: lazyComponent(content, (m) => m.NewsRoute) },
      { path: paths.newsDetail.path, handle: handle('newsDetail'), lazy: lazyComponent(content, (m) => m.NewsDetailRoute) },
      { path: paths.bidDetail.path, handle: handle('bidDetail'), lazy: lazyComponent(content, (m) => m.BidDetailRoute) },
      { path: paths.account.path, handle: handle('account'), lazy: lazyComponent(account, (m) => m.AccountRoute) },
      { path: paths.profile.path, handle: handle('profile'), lazy: lazyComponent(account, (m) => m.ProfileRoute) },
      // Company
      { path: paths.units.path, handle: handle('units'), lazy: lazyComponent(company, (m) => m.UnitsRoute) },
      { path: paths.unitDetail.path, handle: handle('unitDetail'), lazy: lazyComponent(company, (m) => m.UnitDetailRoute) },
      {
        path: paths.contractDetail.path,
        handle: handle('contractDetail'),
        lazy: lazyComponent(company, (m) => m.ContractDetailRoute),
      },
      {
        path: paths.contractSets.path,
        handle: handle('contractSets'),
        lazy: lazyComponent(company, (m) => m.ContractSetsRoute),
      },
      {
        path: paths.contractSetDetail.path,
        handle: handle('contractSetDetail'),
        lazy: lazyComponent(company, (m) => m.ContractSetDetailRoute),
      },
      {
        path: paths.contractSetContract.path,
        handle: handle('contractSetContract'),
        lazy: lazyComponent(company, (m) => m.ContractSetContractRoute),
      },
      // Collaborator
      {
        path: paths.assignments.path,
        handle: handle('assignments'),
        lazy: lazyComponent(collaborator, (m) => m.AssignmentsRoute),
      },
      {
        path: paths.assignmentDetail.path,
        handle: handle('assignmentDetail'),
        lazy: lazyComponent(collaborator, (m) => m.AssignmentDetailRoute),
      },
      { path: paths.patients.path, handle: handle('patients'), lazy: lazyComponent(collaborator, (m) => m.PatientsRoute) },
      {
        path: paths.consultingPrices.path,
        handle: handle('consultingPrices'),
        lazy: lazyComponent(collaborator, (m) => m.ConsultingPricesRoute),
      },
      { path: paths.reports.path, handle: handle('reports'), lazy: lazyComponent(collaborator, (m) => m.ReportsRoute) },
      { path: paths.debts.path, handle: handle('debts'), lazy: lazyComponent(collaborator, (m) => m.DebtsRoute) },
      // Provider
      { path: paths.products.path, handle: handle('products'), lazy: lazyComponent(provider, (m) => m.ProductsRoute) },
      {
        path: paths.productDetail.path,
        handle: handle('productDetail'),
        lazy: lazyComponent(provider, (m) => m.ProductDetailRoute),
      },
      // One path, a screen per type
      { path: paths.contracts.path, handle: handle('contracts'), lazy: lazyComponent(sharedAreas, (m) => m.ContractsRoute) },
      {
        path: paths.personnel.path,
        handle: handle('personnel'),
        lazy: lazyComponent(sharedAreas, (m) => m.PersonnelRoute),
      },
      {
        path: '*',
        handle: handle('notFound'),
        lazy: lazyComponent(
          () => import('./routes/not-found'),
          (m) => m.Component,
        ),
      },
    ],
  },
];
