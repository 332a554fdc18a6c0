import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { consolePaths } from '../../../config/paths';
import { useDashboard } from '../api/get-dashboard';

/** What waits for the staff, each counter a link to its list. */
export function DashboardPage({ canSeePartners }: { canSeePartners: boolean }) {
  const dashboard = useDashboard();
  return (
    <>
      <Typography.Title level={3}>Bảng điều khiển</Typography.Title>
      <QueryState query={dashboard}>
        {(data) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12} lg={8}>
              <Counter
                title="Đăng ký chờ duyệt"
                value={data.pendingRegistrations}
                href={canSeePartners ? consolePaths.registrations.getHref() : undefined}
                testId="counter-registrations"
              />
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <Counter
                title="Yêu cầu đổi tên chờ duyệt"
                value={data.pendingRenames}
                href={canSeePartners ? `${consolePaths.renames.getHref()}?status=pending` : undefined}
                testId="counter-renames"
              />
            </Col>
          </Row>
        )}
      </QueryState>
    </>
  );
}

function Counter({ title, value, href, testId }: { title: string; value: number; href: string | undefined; testId: string }) {
  const card = (
    <Card hoverable={Boolean(href)} data-testid={testId}>
      <Statistic title={title} value={value} valueStyle={value > 0 ? { color: '#d46b08' } : undefined} />
      {href && <Typography.Text type="secondary">Xem danh sách →</Typography.Text>}
    </Card>
  );
  return href ? (
    // Named by what it shows (title, count, "Xem danh sách"): a label of its own would hide that text from speech input.
    <Link to={href}>{card}</Link>
  ) : (
    card
  );
}
