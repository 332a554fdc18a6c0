import type { AppDeps } from '../../deps.ts';
import * as tendering from '../tendering/bid-post-service.ts';
import * as content from '../content/content-service.ts';

/**
 * `/sitemap.xml` and `/robots.txt`: what search engines may read of the portal. The sitemap lists
 * the public pages (spec 1 §2.1: home — with the open tenders —, the news list and every published
 * article, the general-information tabs a visitor sees, every tender page a visitor may open), each
 * an absolute address on PUBLIC_URL. The page paths are the web app's (apps/web/src/config/paths.ts).
 */

/** The sitemap protocol allows 50 000 addresses; each list is capped well below it. */
const SITEMAP_LIST_CAP = 20_000;

export const SITE_PAGES = {
  home: '/',
  news: '/tin-tuc',
  article: (slug: string) => `/tin-tuc/${encodeURIComponent(slug)}`,
  bid: (id: number) => `/thau/${id}`,
  faq: '/thong-tin-chung?tab=faq',
  cooperation: '/thong-tin-chung?tab=hop-tac',
} as const;

export type SitemapEntry = { path: string; lastModified?: Date; changeFrequency?: 'daily' | 'weekly' | 'monthly' };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The sitemap document for `origin` (no trailing slash). */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${escapeXml(`${origin}${e.path}`)}</loc>`];
    if (e.lastModified) parts.push(`<lastmod>${e.lastModified.toISOString()}</lastmod>`);
    if (e.changeFrequency) parts.push(`<changefreq>${e.changeFrequency}</changefreq>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export async function sitemapEntries(deps: AppDeps): Promise<SitemapEntry[]> {
  const [posts, bids] = await Promise.all([content.sitemapPosts(deps, SITEMAP_LIST_CAP), tendering.publicPostRefs(deps, SITEMAP_LIST_CAP)]);
  return [
    { path: SITE_PAGES.home, changeFrequency: 'daily' },
    { path: SITE_PAGES.news, changeFrequency: 'daily', ...(posts[0] ? { lastModified: posts[0].lastModified } : {}) },
    ...posts.map((p) => ({ path: SITE_PAGES.article(p.slug), lastModified: p.lastModified })),
    ...bids.map((b) => ({ path: SITE_PAGES.bid(b.id), lastModified: b.lastModified })),
    { path: SITE_PAGES.faq, changeFrequency: 'monthly' },
    { path: SITE_PAGES.cooperation, changeFrequency: 'monthly' },
  ];
}

export async function sitemap(deps: AppDeps): Promise<string> {
  return sitemapXml(deps.env.publicUrl, await sitemapEntries(deps));
}

/**
 * Crawlers may read every public page; not the operator console, the API, nor an order's progress
 * page (its address is a secret shared with the patient).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /quan-tri',
    'Disallow: /api/',
    'Disallow: /tien-trinh/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
