import { DEBT_LETTER_STATUS } from '@portal/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { QueryState, type QueryStateProps } from '@/components/query-state';
import { consolePaths } from '../../../config/paths';
import { useDashboard, useOrderCounters, useTenderCounters } from '../api/get-dashboard';
import type { useDebtCounters } from '../api/get-debt-counters';

const DebtCounters = lazy(() => import('./debt-counters'));
type DebtCounterData = NonNullable<ReturnType<typeof useDebtCounters>['data']>;

/** What the signed-in operator's role works on (its permissions decide; the server does anyway). */
export type DashboardScope = {
  /** Decides registrations and renames (partners.approve). */
  partners: boolean;
  /** Runs the tender desk (tenders.manage). */
  tenders: boolean;
  /** Moves collaborators' orders (orders.manage). */
  orders: boolean;
  /** Decides extensions and corrects debt letters (debts.manage). */
  debts: boolean;
  /** Edits the footer and the popup. */
  footer: boolean;
  popup: boolean;
};

export const DASHBOARD_TEXT = {
  title: 'Bảng điều khiển',
  registrations: 'Đăng ký chờ duyệt',
  renames: 'Yêu cầu đổi tên chờ duyệt',
  draftTenders: 'Bài thầu nháp',
  openTenders: 'Bài thầu đang mở',
  reviewTenders: 'Bài thầu đang xét thầu',
  pendingOrders: 'Chỉ định chờ xác nhận',
  orderRequests: 'Chỉ định có yêu cầu của cộng tác viên',
  pendingExtensions: 'Yêu cầu gia hạn chờ duyệt',
  disputedLetters: 'Thư xác nhận có số dư khác',
  footer: 'Chân trang',
  popup: 'Popup',
  nothing: 'Chưa có việc nào chờ bạn xử lý. Các mục bạn được xem nằm ở menu bên trái.',
} as const;

/** The counters of the work the operator's role does, each a link to its list; other desks stay in the menu. */
export function DashboardPage({ scope }: { scope: DashboardScope }) {
  const partners = useDashboard(scope.partners);
  const tenders = useTenderCounters(scope.tenders);
  const orders = useOrderCounters(scope.orders);
  const sections: ReactNode[] = [];
  if (scope.partners)
    sections.push(
      <CounterGroup
        key="partners"
        query={partners}
        counters={[
          {
            title: DASHBOARD_TEXT.registrations,
            value: (d) => d.pendingRegistrations,
            href: consolePaths.registrations.getHref(),
            testId: 'counter-registrations',
          },
          { title: DASHBOARD_TEXT.renames, value: (d) => d.pendingRenames, href: `${consolePaths.renames.getHref()}?status=pending` },
        ]}
      />,
    );
  if (scope.tenders)
    sections.push(
      <CounterGroup
        key="tenders"
        query={tenders}
        counters={[
          { title: DASHBOARD_TEXT.draftTenders, value: (d) => d.draft, href: `${consolePaths.tenders.getHref()}?status=0` },
          { title: DASHBOARD_TEXT.openTenders, value: (d) => d.open, href: `${consolePaths.tenders.getHref()}?status=1` },
          { title: DASHBOARD_TEXT.reviewTenders, value: (d) => d.review, href: `${consolePaths.tenders.getHref()}?status=2` },
        ]}
      />,
    );
  if (scope.orders)
    sections.push(
      <CounterGroup
        key="orders"
        query={orders}
        counters={[
          { title: DASHBOARD_TEXT.pendingOrders, value: (d) => d.pending, href: `${consolePaths.orders.getHref()}?Status=1` },
          { title: DASHBOARD_TEXT.orderRequests, value: (d) => d.requests, href: `${consolePaths.orders.getHref()}?hasRequests=true` },
        ]}
      />,
    );
  if (scope.debts)
    sections.push(
      <Suspense key="debts" fallback={<CounterPlaceholders titles={DEBT_COUNTERS.map((c) => c.title)} />}>
        <DebtCounters />
      </Suspense>,
    );
  const shortcuts = [
    ...(scope.footer ? [{ title: DASHBOARD_TEXT.footer, href: consolePaths.footer.getHref() }] : []),
    ...(scope.popup ? [{ title: DASHBOARD_TEXT.popup, href: consolePaths.popup.getHref() }] : []),
  ];
  return (
    <>
      <Typography.Title level={3}>{DASHBOARD_TEXT.title}</Typography.Title>
      <Row gutter={[16, 16]}>
        {sections}
        {shortcuts.map((s) => (
          <Col key={s.href} xs={24} sm={12} lg={8}>
            <Link to={s.href}>
              <Card hoverable>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {s.title}
                </Typography.Title>
                <Typography.Text type="secondary">Mở trang sửa →</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {sections.length === 0 && shortcuts.length === 0 ? (
        <Typography.Paragraph type="secondary">{DASHBOARD_TEXT.nothing}</Typography.Paragraph>
      ) : null}
    </>
  );
}

/** One counter of a group: its title, where its number is in the group's answer, the list it opens. */
export type CounterSpec<T> = { title: string; value: (data: T) => number; href: string; testId?: string };

/**
 * A group of counters fed by one call: while it loads, the same cards with '–' (CounterPlaceholders);
 * then each card a link to its list. The titles are written once, in the group's data.
 */
export function CounterGroup<T>({ query, counters }: { query: QueryStateProps<T>['query']; counters: CounterSpec<T>[] }) {
  return (
    <QueryState query={query} loading={<CounterPlaceholders titles={counters.map((c) => c.title)} />}>
      {(data) => (
        <>
          {counters.map((c) => (
            <Counter key={c.title} title={c.title} value={c.value(data)} href={c.href} testId={c.testId} />
          ))}
        </>
      )}
    </QueryState>
  );
}

/**
 * The accountant's counters, drawn by the lazy debt-counters.tsx (the debt desks' calls load only for
 * a role that works on the debts); written here, where the Suspense fallback draws their cards first.
 */
export const DEBT_COUNTERS: CounterSpec<DebtCounterData>[] = [
  {
    title: DASHBOARD_TEXT.pendingExtensions,
    value: (d) => d.extensions,
    href: `${consolePaths.debtReports.getHref()}?extensionPending=true`,
  },
  {
    title: DASHBOARD_TEXT.disputedLetters,
    value: (d) => d.disputed,
    href: `${consolePaths.debtLetters.getHref()}?responseStatus=${DEBT_LETTER_STATUS.different}`,
  },
];

/**
 * The counters' cards while their numbers load: the same cards with '–' for the number, so the
 * grid has its final shape from the first paint and nothing moves when the numbers come.
 */
export function CounterPlaceholders({ titles }: { titles: readonly string[] }) {
  return (
    <>
      {titles.map((title) => (
        <Col key={title} xs={24} sm={12} lg={8}>
          <Card aria-busy="true">
            <Statistic title={title} value="–" />
            <Typography.Text type="secondary">Đang tải…</Typography.Text>
          </Card>
        </Col>
      ))}
    </>
  );
}

export function Counter({ title, value, href, testId }: { title: string; value: number; href: string; testId?: string }) {
  return (
    <Col xs={24} sm={12} lg={8}>
      {/* Named by what it shows (title, count, "Xem danh sách"): a label of its own would hide that text from speech input. */}
      <Link to={href} data-testid={testId}>
        <Card hoverable>
          <Statistic title={title} value={value} styles={{ content: value > 0 ? { color: '#d46b08' } : undefined }} />
          <Typography.Text type="secondary">Xem danh sách →</Typography.Text>
        </Card>
      </Link>
    </Col>
  );
}
