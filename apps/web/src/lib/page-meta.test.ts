import { describe, expect, it } from 'vitest';
import { headTags, renderHead } from './page-meta';
import { siteNameFromFooter } from './site-name';

const find = (meta: Parameters<typeof headTags>[0], key: string) =>
  headTags(meta, 'https://x.vn', '/tin-tuc/abc').find((t) => (t.tag === 'link' ? t.rel === key : t.key === key));

describe('page head', () => {
  it('an article: canonical and og:url on its own address, its cover as an absolute image', () => {
    const meta = { title: 'Bài', type: 'article' as const, image: '/api/partner/blog/image/f1', path: '/tin-tuc/bai-viet' };
    expect(find(meta, 'canonical')).toEqual({ tag: 'link', rel: 'canonical', href: 'https://x.vn/tin-tuc/bai-viet' });
    expect(find(meta, 'og:url')).toMatchObject({ content: 'https://x.vn/tin-tuc/bai-viet' });
    expect(find(meta, 'og:image')).toMatchObject({ content: 'https://x.vn/api/partner/blog/image/f1' });
    expect(find(meta, 'twitter:image')).toMatchObject({ content: 'https://x.vn/api/partner/blog/image/f1' });
    expect(find(meta, 'og:type')).toMatchObject({ content: 'article' });
  });

  it('without a path: the address asked for; text escaped in the HTML', () => {
    expect(find({}, 'canonical')).toMatchObject({ href: 'https://x.vn/tin-tuc/abc' });
    expect(renderHead({ title: 'A "b" <c>' }, 'https://x.vn', '/')).toContain('content="A &quot;b&quot; &lt;c&gt; | ');
  });

  it("titles with the owner's short name from the footer's answer, the portal's name until it is set", () => {
    const named = siteNameFromFooter({ companyShortName: 'Y tế <Sài Gòn>' });
    expect(named).toBe('Cổng đối tác Y tế <Sài Gòn>');
    const head = renderHead({ title: 'Tin tức' }, 'https://x.vn', '/tin-tuc', named);
    expect(head).toContain('<title>Tin tức | Cổng đối tác Y tế &lt;Sài Gòn&gt;</title>');
    expect(head).toContain('<meta property="og:site_name" content="Cổng đối tác Y tế &lt;Sài Gòn&gt;" />');
    expect(siteNameFromFooter({})).toBe('Cổng đối tác');
    expect(renderHead({}, 'https://x.vn', '/', siteNameFromFooter(undefined))).toContain('<title>Cổng đối tác</title>');
  });
});
