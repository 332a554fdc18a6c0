import { slugify } from '@portal/contract';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidPosts, blogPosts } from '../src/db/schema.ts';
import { DEMO_POSTS } from '../src/db/seed-content.ts';
import { escapeXml, sitemapXml } from '../src/modules/shell/sitemap-service.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const ORIGIN = 'https://doitac.example.vn';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` });
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describe('/sitemap.xml', () => {
  it('lists the public pages on PUBLIC_URL: home, news, every published article with its date, tenders, FAQ and cooperation', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    const urls = locs(xml);
    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/tin-tuc`);
    expect(urls).toContain(`${ORIGIN}/thong-tin-chung?tab=faq`);
    expect(urls).toContain(`${ORIGIN}/thong-tin-chung?tab=hop-tac`);
    // Every address absolute, on the configured origin, none twice.
    for (const url of urls) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);

    for (const post of DEMO_POSTS) {
      const url = `${ORIGIN}/tin-tuc/${slugify(post.title)}`;
      if (post.status) expect(urls, `${post.status}: ${post.title}`).not.toContain(url);
      else {
        expect(urls, post.title).toContain(url);
        // Its last change, an ISO instant.
        expect(xml).toMatch(new RegExp(`<loc>${url}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod>`));
      }
    }

    const shown = await t.database.db.select({ id: bidPosts.id }).from(bidPosts).where(ne(bidPosts.status, 0));
    const drafts = await t.database.db.select({ id: bidPosts.id }).from(bidPosts).where(eq(bidPosts.status, 0));
    expect(shown.length).toBeGreaterThan(0);
    for (const { id } of shown) expect(urls).toContain(`${ORIGIN}/thau/${id}`);
    for (const { id } of drafts) expect(urls).not.toContain(`${ORIGIN}/thau/${id}`);
  });

  it('escapes what XML reserves', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = sitemapXml('https://x.vn', [{ path: '/thong-tin-chung?tab=faq&q=<a>', lastModified: new Date('2025-01-02T03:04:05Z') }]);
    expect(xml).toContain(
      '<url><loc>https://x.vn/thong-tin-chung?tab=faq&amp;q=&lt;a&gt;</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>',
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('an article unpublished later leaves the sitemap', async () => {
    const slug = slugify(DEMO_POSTS.find((p) => !p.status)?.title ?? '');
    await t.database.db.update(blogPosts).set({ status: 'draft', publishedAt: null }).where(eq(blogPosts.slug, slug));
    expect(locs((await t.app.inject({ url: '/sitemap.xml' })).body)).not.toContain(`${ORIGIN}/tin-tuc/${slug}`);
  });
});

describe('/robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the console and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /quan-tri');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
