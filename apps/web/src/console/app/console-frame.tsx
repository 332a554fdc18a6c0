import { Breadcrumb, Flex, Layout, Spin, Typography } from 'antd';
import { CONSOLE_TEXT } from '../lib/labels';
import { type ConsoleHandle, crumbTrail } from './route-handle';

/** The frame is inert until the console draws over it (main.tsx): nothing in it is to be used. */
export const CONSOLE_FRAME_ATTRIBUTE = 'inert';

/** What a console page shows while its code (and the operator's profile) arrives. */
export function ConsoleLoading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" aria-label="Đang tải" />
    </Flex>
  );
}

/**
 * The console page the server draws before the browser has the console's code (the API serves it
 * for /quan-tri and below, apps/api/src/web/serve-web-app.ts): the layout's header and side band,
 * the page's breadcrumb and, for a desk's own page, its title, then the loading mark. It knows no
 * operator (the session lives in the browser's storage): no menu, no name. The browser draws the
 * console over it once the route's code and the operator's profile are in (console/main.tsx).
 *
 * A detail page's title names its record, which only the data tells: such a page shows its trail alone.
 */
export function ConsoleFrame({ handle, phone }: { handle: ConsoleHandle | undefined; phone: boolean }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* As the layout draws it: open from 992 px, folded away on a phone (and its menu unknown here). */}
      {!phone && (
        <Layout.Sider width={240} style={{ position: 'sticky', top: 0, height: '100vh' }}>
          <div className="console-brand">{CONSOLE_TEXT.appName}</div>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="console-header" style={{ height: 56, lineHeight: '56px', paddingInline: 16 }} />
        <Layout.Content className="console-content">
          <Breadcrumb items={[{ title: 'Quản trị' }, ...crumbTrail(handle).map(({ title }) => ({ title }))]} style={{ marginBottom: 12 }} />
          {handle && !handle.parent && <Typography.Title level={3}>{handle.crumb}</Typography.Title>}
          <ConsoleLoading />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
