import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, type BootData } from '@/lib/boot-data';
import { createConsoleRenderer } from './entry-server';

const TEMPLATE = `<!doctype html>
<html lang="vi">
  <head>
    <title>Quản trị — Cổng đối tác</title>
    <script type="module" crossorigin src="/assets/console.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/console.css">
  </head>
  <body>
    <noscript>Vui lòng bật JavaScript để sử dụng trang quản trị.</noscript>
    <div id="root"></div>
  </body>
</html>`;

/** A build's manifest as far as the renderer reads it: the entry, a chunk it shares, the orders desk and its own chunk. */
const MANIFEST = {
  'console.html': { file: 'assets/console.js', isEntry: true, imports: ['_react.js'], css: ['assets/console.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/console/app/routes/orders.tsx': { file: 'assets/orders.js', imports: ['_react.js', '_table.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
};

const renderer = createConsoleRenderer({ template: TEMPLATE, manifest: MANIFEST });
const bootOf = (html: string) =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`))?.[1] ?? 'null') as BootData;
const rootOf = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.getElementById('root');
};

describe('the console’s server frame', () => {
  it('draws a desk’s page as its layout: the trail, its title, the loading mark; inert until the console draws over it', () => {
    const html = renderer.render({ url: '/quan-tri/chi-dinh?page=2' });
    const root = rootOf(html ?? '');
    expect(root?.hasAttribute('inert')).toBe(true);
    expect(root?.querySelector('h3')?.textContent).toBe('Chỉ định của cộng tác viên');
    expect([...(root?.querySelectorAll('.ant-breadcrumb-link') ?? [])].map((c) => c.textContent)).toEqual([
      'Quản trị',
      'Chỉ định xét nghiệm',
      'Chỉ định của cộng tác viên',
    ]);
    expect(root?.querySelector('.ant-spin')?.getAttribute('aria-label')).toBe('Đang tải');
    // The side band as a desktop opens it, without a menu (no operator is known here).
    expect(root?.querySelector('.ant-layout-sider .console-brand')?.textContent).toBe('Quản trị Cổng đối tác');
    expect(root?.querySelector('.ant-menu')).toBeNull();
    // antd's theme variables come with it, so the frame is drawn in the console's colours and sizes.
    expect(html).toMatch(/<style[^>]*>[^<]*--ant-color-text/);
  });

  it('starts its scripts through boot.js after the first paint: the entry, its shared chunks, then the desk’s own', () => {
    const html = renderer.render({ url: '/quan-tri/chi-dinh' }) ?? '';
    expect(bootOf(html)).toEqual({
      entry: '/assets/console.js',
      stages: ['/assets/react.js'],
      preload: ['/assets/react.js', '/assets/table.js', '/assets/orders.js'],
      pageStages: ['/assets/table.js', '/assets/orders.js'],
    });
    expect(html).toContain('<script defer src="/boot.js"></script>');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    // The stylesheet stays, ahead of the data block; the message for a browser without scripts too.
    expect(html.indexOf('/assets/console.css')).toBeGreaterThan(0);
    expect(html.indexOf('/assets/console.css')).toBeLessThan(html.indexOf(BOOT_DATA_ID));
    expect(html).toContain('<noscript>');
  });

  it('shows a detail page’s trail but no title (its record names it), and folds the side band away on a phone', () => {
    const root = rootOf(renderer.render({ url: '/quan-tri/doi-tac/12', phone: true }) ?? '');
    expect(root?.querySelector('h3')).toBeNull();
    expect([...(root?.querySelectorAll('.ant-breadcrumb-link') ?? [])].map((c) => c.textContent)).toEqual([
      'Quản trị',
      'Đối tác',
      'Tất cả đối tác',
      'Chi tiết đối tác',
    ]);
    expect(root?.querySelector('.ant-layout-sider')).toBeNull();
  });

  it('draws the dashboard under its own title, and leaves the sign-in pages plain', () => {
    expect(rootOf(renderer.render({ url: '/quan-tri' }) ?? '')?.querySelector('h3')?.textContent).toBe('Bảng điều khiển');
    expect(renderer.render({ url: '/quan-tri/dang-nhap?returnUrl=%2Fquan-tri' })).toBeNull();
  });
});
