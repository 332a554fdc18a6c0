import { PORTAL_NAME } from '@portal/contract';

/**
 * The head of a page: what a route's loader says about it (app/route-data.ts), turned into the
 * title, description, canonical URL and the Open Graph / Twitter card tags that chat apps and
 * search engines read. The server writes them into the HTML it sends; in the browser
 * `app/document-head.tsx` keeps them in step with the route.
 */
export type PageMeta = {
  /** The page's own title, without the site name ("Đăng nhập — Nhà cung cấp"); none for the home page. */
  title?: string;
  /** One or two sentences for the preview (a bid's close date, an article's summary). */
  description?: string;
  /** An absolute URL or a site path of a raster image (a chat preview does not show SVG). */
  image?: string;
  /** `article` for a news article or a bid post, `website` otherwise. */
  type?: 'website' | 'article';
  /** Keeps the page out of search results (login, registration, not found). */
  noindex?: boolean;
  /**
   * The page's own address, when several lead to it (an article by its id and by its slug): the
   * canonical and `og:url`. Otherwise the address asked for, without its query.
   */
  path?: string;
};

export const SITE_DESCRIPTION =
  'Cổng đối tác dành cho cộng tác viên, doanh nghiệp và nhà cung cấp: hợp đồng, chỉ định, công nợ và dự thầu.';
/** 1200 × 630, the size Facebook and Zalo crop previews to. */
export const SITE_IMAGE = '/og-image.png';

export type HeadTag =
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

/**
 * The title: the page's, then the site's name ('Cổng đối tác Y tế Sài Gòn': the portal's with the
 * owner's short name from 'Thông tin đơn vị', which the footer's answer carries; `siteNameOf`).
 */
export const documentTitle = (meta: PageMeta, siteName: string = PORTAL_NAME): string =>
  meta.title ? `${meta.title} | ${siteName}` : siteName;

const absolute = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);

/** Every tag the head carries for `meta` on `origin` + `pathname` (the canonical URL drops the query). */
export function headTags(meta: PageMeta, origin: string, pathname: string, siteName: string = PORTAL_NAME): HeadTag[] {
  const title = documentTitle(meta, siteName);
  const description = meta.description ?? SITE_DESCRIPTION;
  const url = absolute(origin, meta.path ?? pathname);
  const image = absolute(origin, meta.image ?? SITE_IMAGE);
  const name = (key: string, content: string): HeadTag => ({ tag: 'meta', attr: 'name', key, content });
  const property = (key: string, content: string): HeadTag => ({ tag: 'meta', attr: 'property', key, content });
  return [
    name('description', description),
    name('robots', meta.noindex ? 'noindex' : 'index, follow'),
    { tag: 'link', rel: 'canonical', href: url },
    property('og:site_name', siteName),
    property('og:locale', 'vi_VN'),
    property('og:type', meta.type ?? 'website'),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:image', image),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', title),
    name('twitter:description', description),
    name('twitter:image', image),
  ];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The head as HTML (the server's side). */
export function renderHead(meta: PageMeta, origin: string, pathname: string, siteName: string = PORTAL_NAME): string {
  const tags = headTags(meta, origin, pathname, siteName).map((t) =>
    t.tag === 'link'
      ? `<link rel="${t.rel}" href="${escapeHtml(t.href)}" />`
      : `<meta ${t.attr}="${t.key}" content="${escapeHtml(t.content)}" />`,
  );
  return [`<title>${escapeHtml(documentTitle(meta, siteName))}</title>`, ...tags].join('\n    ');
}

/** The head in a live document (the browser's side, after a navigation). */
export function applyHead(doc: Document, meta: PageMeta, origin: string, pathname: string, siteName: string = PORTAL_NAME): void {
  doc.title = documentTitle(meta, siteName);
  for (const t of headTags(meta, origin, pathname, siteName)) {
    const selector = t.tag === 'link' ? `link[rel="${t.rel}"]` : `meta[${t.attr}="${t.key}"]`;
    let el = doc.head.querySelector(selector);
    if (!el) {
      el = doc.createElement(t.tag);
      if (t.tag === 'link') el.setAttribute('rel', t.rel);
      else el.setAttribute(t.attr, t.key);
      doc.head.append(el);
    }
    if (t.tag === 'link') el.setAttribute('href', t.href);
    else el.setAttribute('content', t.content);
  }
}
