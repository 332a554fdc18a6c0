import { Button, Result } from 'antd';
import type { ComponentType } from 'react';
import { Link, type RouteObject, useRouteError } from 'react-router';
import { CONSOLE_BASE, consolePaths } from '../config/paths';
import { ConsoleLoading } from './console-frame';
import { ConsoleLayout } from './console-layout';
import { type ConsoleHandle, DASHBOARD_CRUMB, DESK_MODULE } from './route-handle';
import { DashboardRoute } from './routes/dashboard';
import { SetPasswordPage } from '../features/auth/components/set-password-page';
import { LoginRoute } from './routes/login';

/**
 * A desk's screens are a chunk of their own, fetched on first visit. The route's `lazy` carries the
 * desk's module name (`deskModuleOf`): the server's frame of a page preloads that chunk.
 */
type DeskLoad<M> = (() => Promise<M>) & { [DESK_MODULE]: string };
const desk = <M,>(name: string, load: () => Promise<M>): DeskLoad<M> => Object.assign(load, { [DESK_MODULE]: name });
const lazyRoute = <M,>(load: DeskLoad<M>, pick: (module: M) => ComponentType) =>
  Object.assign(async () => ({ Component: pick(await load()) }), { [DESK_MODULE]: load[DESK_MODULE] });

const partners = desk('partners', () => import('./routes/partners'));
const renames = desk('renames', () => import('./routes/renames'));
const contracts = desk('contracts', () => import('./routes/contracts'));
const content = desk('content', () => import('./routes/content'));
const engagement = desk('engagement', () => import('./routes/engagement'));
const media = desk('media', () => import('./routes/media'));
const system = desk('system', () => import('./routes/system'));
const queue = desk('queue', () => import('./routes/queue'));
const integrations = desk('integrations', () => import('./routes/integrations'));
const organization = desk('organization', () => import('./routes/organization'));
const tenders = desk('tendering', () => import('./routes/tendering'));
const orders = desk('orders', () => import('./routes/orders'));
const companies = desk('companies', () => import('./routes/companies'));
const notifications = desk('notifications', () => import('./routes/notifications'));
const debtLetters = desk('debt-letters', () => import('./routes/debt-letters'));
const debtTimeline = desk('debt-timeline', () => import('./routes/debt-timeline'));
const debtReports = desk('debt-reports', () => import('./routes/debt-reports'));
const sub = (path: string) => path.slice(CONSOLE_BASE.length + 1);
const handle = (h: ConsoleHandle) => h;

function ConsoleError() {
  const error = useRouteError();
  return (
    <Result
      status="error"
      title="Đã có lỗi xảy ra"
      subTitle={error instanceof Error ? error.message : undefined}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Tải lại trang
        </Button>
      }
    />
  );
}

function ConsoleNotFound() {
  return <Result status="404" title="Không tìm thấy trang" extra={<Link to={consolePaths.dashboard.getHref()}>Về bảng điều khiển</Link>} />;
}

/** The console's route table; each page's handle names its breadcrumb and the permission it needs. */
export const consoleRoutes: RouteObject[] = [
  { path: consolePaths.login.path, Component: LoginRoute, ErrorBoundary: ConsoleError, HydrateFallback: ConsoleLoading },
  { path: consolePaths.setPassword.path, Component: SetPasswordPage, ErrorBoundary: ConsoleError, HydrateFallback: ConsoleLoading },
  {
    path: CONSOLE_BASE,
    Component: ConsoleLayout,
    ErrorBoundary: ConsoleError,
    HydrateFallback: ConsoleLoading,
    children: [
      { index: true, handle: handle({ crumb: DASHBOARD_CRUMB }), Component: DashboardRoute },
      {
        path: sub(consolePaths.registrations.path),
        handle: handle({ crumb: 'Đăng ký chờ duyệt', group: 'Đối tác', permission: 'partners.view' }),
        lazy: lazyRoute(partners, (m) => m.RegistrationsRoute),
      },
      {
        path: sub(consolePaths.partners.path),
        handle: handle({ crumb: 'Tất cả đối tác', group: 'Đối tác', permission: 'partners.view' }),
        lazy: lazyRoute(partners, (m) => m.PartnersRoute),
      },
      {
        path: sub(consolePaths.partnerDetail.path),
        handle: handle({
          crumb: 'Chi tiết đối tác',
          group: 'Đối tác',
          parent: { title: 'Tất cả đối tác', href: consolePaths.partners.getHref() },
          permission: 'partners.view',
        }),
        lazy: lazyRoute(partners, (m) => m.PartnerDetailRoute),
      },
      {
        path: sub(consolePaths.contracts.path),
        handle: handle({ crumb: 'Hợp đồng đối tác', group: 'Hợp đồng', permission: 'contracts.view' }),
        lazy: lazyRoute(contracts, (m) => m.ContractsRoute),
      },
      {
        path: sub(consolePaths.contractDetail.path),
        handle: handle({
          crumb: 'Chi tiết hợp đồng',
          group: 'Hợp đồng',
          parent: { title: 'Hợp đồng đối tác', href: consolePaths.contracts.getHref() },
          permission: 'contracts.view',
        }),
        lazy: lazyRoute(contracts, (m) => m.ContractDetailRoute),
      },
      {
        path: sub(consolePaths.renames.path),
        handle: handle({ crumb: 'Yêu cầu đổi tên', group: 'Đối tác', permission: 'partners.view' }),
        lazy: lazyRoute(renames, (m) => m.RenamesRoute),
      },
      {
        path: sub(consolePaths.footer.path),
        handle: handle({ crumb: 'Chân trang', group: 'Nội dung', permission: 'content.footer' }),
        lazy: lazyRoute(content, (m) => m.FooterRoute),
      },
      {
        path: sub(consolePaths.popup.path),
        handle: handle({ crumb: 'Popup', group: 'Nội dung', permission: 'content.popup' }),
        lazy: lazyRoute(content, (m) => m.PopupRoute),
      },
      {
        path: sub(consolePaths.news.path),
        handle: handle({ crumb: 'Tin tức', group: 'Nội dung', permission: 'content.news' }),
        lazy: lazyRoute(content, (m) => m.NewsRoute),
      },
      {
        path: sub(consolePaths.newsNew.path),
        handle: handle({
          crumb: 'Viết bài',
          group: 'Nội dung',
          parent: { title: 'Tin tức', href: consolePaths.news.getHref() },
          permission: 'content.news',
        }),
        lazy: lazyRoute(content, (m) => m.NewsNewRoute),
      },
      {
        path: sub(consolePaths.newsEdit.path),
        handle: handle({
          crumb: 'Sửa bài viết',
          group: 'Nội dung',
          parent: { title: 'Tin tức', href: consolePaths.news.getHref() },
          permission: 'content.news',
        }),
        lazy: lazyRoute(content, (m) => m.NewsEditRoute),
      },
      {
        path: sub(consolePaths.newsCategories.path),
        handle: handle({ crumb: 'Danh mục tin', group: 'Nội dung', permission: 'content.news' }),
        lazy: lazyRoute(content, (m) => m.NewsCategoriesRoute),
      },
      {
        path: sub(consolePaths.faqs.path),
        handle: handle({ crumb: 'Câu hỏi thường gặp', group: 'Nội dung', permission: 'content.news' }),
        lazy: lazyRoute(content, (m) => m.FaqsRoute),
      },
      {
        path: sub(consolePaths.cooperationPages.path),
        handle: handle({ crumb: 'Trang hợp tác', group: 'Nội dung', permission: 'content.cooperation' }),
        lazy: lazyRoute(engagement, (m) => m.CooperationPagesRoute),
      },
      {
        path: sub(consolePaths.cooperationContacts.path),
        handle: handle({ crumb: 'Liên hệ hợp tác', group: 'Nội dung', permission: 'content.feedback' }),
        lazy: lazyRoute(engagement, (m) => m.ContactsRoute),
      },
      {
        path: sub(consolePaths.cooperationContactDetail.path),
        handle: handle({
          crumb: 'Chi tiết liên hệ',
          group: 'Nội dung',
          parent: { title: 'Liên hệ hợp tác', href: consolePaths.cooperationContacts.getHref() },
          permission: 'content.feedback',
        }),
        lazy: lazyRoute(engagement, (m) => m.ContactDetailRoute),
      },
      {
        path: sub(consolePaths.feedback.path),
        handle: handle({ crumb: 'Góp ý', group: 'Nội dung', permission: 'content.feedback' }),
        lazy: lazyRoute(engagement, (m) => m.FeedbackRoute),
      },
      {
        path: sub(consolePaths.feedbackDetail.path),
        handle: handle({
          crumb: 'Chi tiết góp ý',
          group: 'Nội dung',
          parent: { title: 'Góp ý', href: consolePaths.feedback.getHref() },
          permission: 'content.feedback',
        }),
        lazy: lazyRoute(engagement, (m) => m.FeedbackDetailRoute),
      },
      {
        path: sub(consolePaths.debtTimeline.path),
        handle: handle({ crumb: 'Lịch sử công nợ', group: 'Công nợ', permission: 'debts.view' }),
        lazy: lazyRoute(debtTimeline, (m) => m.DebtTimelineRoute),
      },
      {
        path: sub(consolePaths.media.path),
        handle: handle({ crumb: 'Thư viện tài liệu', group: 'Nội dung', permission: 'content.media' }),
        lazy: lazyRoute(media, (m) => m.MediaLibraryRoute),
      },
      {
        path: sub(consolePaths.tenders.path),
        handle: handle({ crumb: 'Bài thầu', group: 'Đấu thầu', permission: 'tenders.view' }),
        lazy: lazyRoute(tenders, (m) => m.TendersRoute),
      },
      {
        path: sub(consolePaths.tenderNew.path),
        handle: handle({
          crumb: 'Tạo bài thầu',
          group: 'Đấu thầu',
          parent: { title: 'Bài thầu', href: consolePaths.tenders.getHref() },
          permission: 'tenders.manage',
        }),
        lazy: lazyRoute(tenders, (m) => m.TenderNewRoute),
      },
      {
        path: sub(consolePaths.tenderCategories.path),
        handle: handle({ crumb: 'Lĩnh vực', group: 'Đấu thầu', permission: 'tenders.view' }),
        lazy: lazyRoute(tenders, (m) => m.TenderCategoriesRoute),
      },
      {
        path: sub(consolePaths.tenderDetail.path),
        handle: handle({
          crumb: 'Chi tiết bài thầu',
          group: 'Đấu thầu',
          parent: { title: 'Bài thầu', href: consolePaths.tenders.getHref() },
          permission: 'tenders.view',
        }),
        lazy: lazyRoute(tenders, (m) => m.TenderDetailRoute),
      },
      {
        path: sub(consolePaths.tenderEdit.path),
        handle: handle({
          crumb: 'Sửa bài thầu',
          group: 'Đấu thầu',
          parent: { title: 'Bài thầu', href: consolePaths.tenders.getHref() },
          permission: 'tenders.manage',
        }),
        lazy: lazyRoute(tenders, (m) => m.TenderEditRoute),
      },
      {
        path: sub(consolePaths.orders.path),
        handle: handle({ crumb: 'Chỉ định của cộng tác viên', group: 'Chỉ định xét nghiệm', permission: 'orders.view' }),
        lazy: lazyRoute(orders, (m) => m.OrdersRoute),
      },
      {
        path: sub(consolePaths.orderDetail.path),
        handle: handle({
          crumb: 'Chi tiết chỉ định',
          group: 'Chỉ định xét nghiệm',
          parent: { title: 'Chỉ định của cộng tác viên', href: consolePaths.orders.getHref() },
          permission: 'orders.view',
        }),
        lazy: lazyRoute(orders, (m) => m.OrderDetailRoute),
      },
      {
        path: sub(consolePaths.catalogue.path),
        handle: handle({ crumb: 'Danh mục dịch vụ', group: 'Chỉ định xét nghiệm', permission: 'orders.view' }),
        lazy: lazyRoute(orders, (m) => m.CatalogueRoute),
      },
      {
        path: sub(consolePaths.facilities.path),
        handle: handle({ crumb: 'Cơ sở y tế', group: 'Chỉ định xét nghiệm', permission: 'orders.view' }),
        lazy: lazyRoute(orders, (m) => m.FacilitiesRoute),
      },
      // ——— the accounts desk: monthly deferred-payment reports and settings ———
      {
        path: sub(consolePaths.debtReports.path),
        handle: handle({ crumb: 'Báo cáo công nợ tháng', group: 'Công nợ', permission: 'debts.view' }),
        lazy: lazyRoute(debtReports, (m) => m.DebtReportsRoute),
      },
      {
        path: sub(consolePaths.debtReportDetail.path),
        handle: handle({
          crumb: 'Chi tiết báo cáo',
          group: 'Công nợ',
          parent: { title: 'Báo cáo công nợ tháng', href: consolePaths.debtReports.getHref() },
          permission: 'debts.view',
        }),
        lazy: lazyRoute(debtReports, (m) => m.DebtReportDetailRoute),
      },
      {
        path: sub(consolePaths.debtSettings.path),
        handle: handle({ crumb: 'Cài đặt công nợ', group: 'Công nợ', permission: 'debts.view' }),
        lazy: lazyRoute(debtReports, (m) => m.DebtSettingsRoute),
      },
      // ——— end of the accounts desk ———
      {
        path: sub(consolePaths.debtLetters.path),
        handle: handle({ crumb: 'Thư xác nhận công nợ', group: 'Công nợ', permission: 'debts.view' }),
        lazy: lazyRoute(debtLetters, (m) => m.DebtLettersRoute),
      },
      {
        path: sub(consolePaths.companies.path),
        handle: handle({ crumb: 'Doanh nghiệp', group: 'Doanh nghiệp', permission: 'companies.view' }),
        lazy: lazyRoute(companies, (m) => m.CompaniesRoute),
      },
      {
        path: sub(consolePaths.companyDetail.path),
        handle: handle({
          crumb: 'Chi tiết doanh nghiệp',
          group: 'Doanh nghiệp',
          parent: { title: 'Doanh nghiệp', href: consolePaths.companies.getHref() },
          permission: 'companies.view',
        }),
        lazy: lazyRoute(companies, (m) => m.CompanyDetailRoute),
      },
      {
        path: sub(consolePaths.companyContracts.path),
        handle: handle({ crumb: 'Hợp đồng khám sức khỏe', group: 'Doanh nghiệp', permission: 'companies.view' }),
        lazy: lazyRoute(companies, (m) => m.CompanyContractsRoute),
      },
      {
        path: sub(consolePaths.companyContractDetail.path),
        handle: handle({
          crumb: 'Chi tiết hợp đồng khám',
          group: 'Doanh nghiệp',
          parent: { title: 'Hợp đồng khám sức khỏe', href: consolePaths.companyContracts.getHref() },
          permission: 'companies.view',
        }),
        lazy: lazyRoute(companies, (m) => m.CompanyContractDetailRoute),
      },
      {
        path: sub(consolePaths.companyGroups.path),
        handle: handle({ crumb: 'Bộ hợp đồng', group: 'Doanh nghiệp', permission: 'companies.view' }),
        lazy: lazyRoute(companies, (m) => m.CompanyGroupsRoute),
      },
      {
        path: sub(consolePaths.appointments.path),
        handle: handle({ crumb: 'Lịch khám', group: 'Doanh nghiệp', permission: 'companies.view' }),
        lazy: lazyRoute(companies, (m) => m.AppointmentsRoute),
      },
      {
        path: sub(consolePaths.examPackages.path),
        handle: handle({ crumb: 'Gói khám', group: 'Doanh nghiệp', permission: 'packages.manage' }),
        lazy: lazyRoute(companies, (m) => m.ExamPackagesRoute),
      },
      {
        path: sub(consolePaths.notifications.path),
        handle: handle({ crumb: 'Thông báo đã gửi', group: 'Thông báo', permission: 'notifications.view' }),
        lazy: lazyRoute(notifications, (m) => m.NotificationsRoute),
      },
      {
        path: sub(consolePaths.notificationDetail.path),
        handle: handle({
          crumb: 'Chi tiết thông báo',
          group: 'Thông báo',
          parent: { title: 'Thông báo đã gửi', href: consolePaths.notifications.getHref() },
          permission: 'notifications.view',
        }),
        lazy: lazyRoute(notifications, (m) => m.NotificationDetailRoute),
      },
      {
        path: sub(consolePaths.organization.path),
        handle: handle({ crumb: 'Thông tin đơn vị', group: 'Hệ thống', permission: 'organization.manage' }),
        lazy: lazyRoute(organization, (m) => m.OrganizationRoute),
      },
      {
        path: sub(consolePaths.operators.path),
        handle: handle({ crumb: 'Tài khoản quản trị', group: 'Hệ thống', permission: 'operators.manage' }),
        lazy: lazyRoute(system, (m) => m.OperatorsRoute),
      },
      {
        path: sub(consolePaths.audit.path),
        handle: handle({ crumb: 'Nhật ký thao tác', group: 'Hệ thống', permission: 'audit.view' }),
        lazy: lazyRoute(system, (m) => m.AuditRoute),
      },
      {
        path: sub(consolePaths.queue.path),
        handle: handle({ crumb: 'Hàng đợi công việc', group: 'Hệ thống', permission: 'system.queue' }),
        lazy: lazyRoute(queue, (m) => m.QueueRoute),
      },
      {
        path: sub(consolePaths.integrations.path),
        handle: handle({ crumb: 'Tích hợp LIS', group: 'Hệ thống', permission: 'integrations.manage' }),
        lazy: lazyRoute(integrations, (m) => m.IntegrationsRoute),
      },
      { path: '*', handle: handle({ crumb: 'Không tìm thấy' }), Component: ConsoleNotFound },
    ],
  },
];
