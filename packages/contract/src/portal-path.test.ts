import { describe, expect, it } from 'vitest';
import { footerLinkSchema, isRichTextHref } from './index.ts';
import { isPortalPath } from './portal-path.ts';
import { broadcastBodySchema, NOTIFICATION_MSG } from './schemas/notifications.ts';

// What each one does in a browser on https://portal.example is in the comment beside it.
const LEAVING = [
  '/\\evil.example', // http://evil.example/
  '/\\evil.example/phish',
  '/\t/evil.example', // the tab is dropped: //evil.example
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%5Cevil', // stays, but a router that decodes the path gets /\evil
  '/%5cevil',
  '/%2F%2Fevil', // decoded: ///evil
  '\\\\evil', // \\evil: //evil
  '\\/evil',
  '/ /evil', // a space has no place in a link the portal writes
  '/\u00a0/evil',
  '/\u0000/evil',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '//evil',
  '///evil',
  'https://evil',
  'http://evil.example/phish',
  '/..//evil', // the path becomes //evil
  '/./..//evil',
  '/a/../..//evil',
  '/%2e%2e//evil',
  'thong-tin-chung', // relative to wherever the page is
  '?tab=thong-bao',
  '#top',
  '',
  ' /tin-tuc',
];

const STAYING = [
  '/',
  '/tin-tuc',
  '/thau/12?tab=ket-qua',
  '/thong-tin-chung?tab=thong-bao#danh-sach',
  '/cong-no?tab=danh-sach&letter=0b6f2c4e-3c8a-4d53-9a57-2f1b9f0c7d11',
  '/hop-dong/HD%2F2024%2F01', // an encoded slash inside the path is part of its segment
  '/tim-kiem?q=%2F%2Fevil&next=//evil', // the query never changes the origin
  '/tim-kiem?q=kh%C3%A1m',
  '/tin-tuc/khám-sức-khỏe',
];

describe('isPortalPath', () => {
  it.each(LEAVING)('refuses %j', (link) => {
    expect(isPortalPath(link)).toBe(false);
  });

  it.each(STAYING)('accepts %j', (link) => {
    expect(isPortalPath(link)).toBe(true);
  });

  it('refuses what is no string', () => {
    for (const value of [null, undefined, 1, {}, ['/tin-tuc']]) expect(isPortalPath(value)).toBe(false);
  });
});

describe('a broadcast’s link', () => {
  const parse = (link: unknown) => broadcastBodySchema.safeParse({ title: 'Thông báo', audienceType: 'provider', link });

  it('is stored only when it stays on the portal, with its message on the link field', () => {
    // The schema trims first: ' /tin-tuc' is stored as '/tin-tuc'.
    for (const link of LEAVING.filter((l) => l !== '' && l === l.trim())) {
      const result = parse(link);
      expect(result.success, JSON.stringify(link)).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['link', NOTIFICATION_MSG.link]]);
    }
    expect(parse('/thau/12?tab=ket-qua').data?.link).toBe('/thau/12?tab=ket-qua');
    expect(parse('  ').data?.link).toBeUndefined();
  });
});

describe('every other stored link that may name a page of the portal', () => {
  const paths = LEAVING.filter((l) => l.startsWith('/'));

  it('holds its path branch to the same rule: footer links, rich-text links, the popup image', () => {
    expect(paths.length).toBeGreaterThan(5);
    for (const link of paths) {
      expect(footerLinkSchema.safeParse(link).success, JSON.stringify(link)).toBe(false);
      expect(isRichTextHref(link), JSON.stringify(link)).toBe(false);
    }
    for (const link of ['/gioi-thieu', 'https://vidu.vn/trang', 'mailto:hotro@vidu.vn', 'tel:0901234567'])
      expect(footerLinkSchema.safeParse(link).success, link).toBe(true);
    expect(isRichTextHref('/tin-tuc/kham-suc-khoe')).toBe(true);
  });
});
