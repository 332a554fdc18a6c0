import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html.ts';

/** Anything that could run script, load from elsewhere or restyle the page must not survive. */
const DANGEROUS =
  /<script|<style|<svg|<math|<iframe|<object|<embed|<form|<input|<base|<meta|<link|\son\w+=|javascript:|vbscript:|data:|style=|expression\(/i;

describe('sanitizeRichText', () => {
  it.each([
    ['script', '<p>Chào</p><script>alert(1)</script>', '<p>Chào</p>'],
    ['script with odd case and spacing', '<ScRiPt >alert(1)</sCrIpT >x', 'x'],
    ['img onerror', '<img src="https://a.vn/x.png" onerror="alert(1)">', '<img src="https://a.vn/x.png" />'],
    ['img with a bad source is dropped', '<img src=x onerror=alert(1)>', ''],
    ['javascript: link', '<a href="javascript:alert(1)">bấm</a>', '<a rel="noopener noreferrer">bấm</a>'],
    ['entity-encoded javascript:', '<a href="jav&#x09;ascript&#58;alert(1)">bấm</a>', '<a rel="noopener noreferrer">bấm</a>'],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ''],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>', ''],
    ['svg script', '<svg><script>alert(1)</script></svg>', ''],
    ['math mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
    ['style expression', '<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['protocol-relative image', '<img src="//evil.example/x.png">', ''],
    ['relative image outside /api', '<img src="/uploads/x.png">', ''],
    ['details ontoggle', '<details open ontoggle="alert(1)">x</details>', 'x'],
    ['form and input', '<form action="https://evil.example"><input autofocus onfocus=alert(1)></form>', ''],
    ['a class outside the safe set', '<span class="ant-modal-mask x">x</span>', '<span>x</span>'],
  ])('%s', (_label, dirty, clean) => {
    const out = sanitizeRichText(dirty);
    expect(out).toBe(clean);
    expect(out).not.toMatch(DANGEROUS);
  });

  it('keeps rich text: headings, lists, quotes, tables, safe links and images', () => {
    const html = [
      '<h2>Ưu đãi</h2><h3>Tháng 10</h3><h4>Chi tiết</h4>',
      '<p class="ql-align-center"><strong>Giảm</strong> <em>20%</em> <u>gói</u> <s>cũ</s><br /></p>',
      '<ul><li>một</li></ul><ol><li>hai</li></ol><blockquote>trích</blockquote>',
      '<table><thead><tr><th colspan="2">A</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
      '<a href="https://ytesaigon.vn/goi-kham" target="_blank" rel="noopener noreferrer">Xem</a>',
      '<a href="mailto:doitac@ytesaigon.vn" rel="noopener noreferrer">Thư</a><a href="tel:19006868" rel="noopener noreferrer">Gọi</a>',
      '<a href="/tin-tuc/1" rel="noopener noreferrer">Tin</a>',
      '<img src="https://ytesaigon.vn/a.png" alt="ảnh" /><img src="/api/partner/media/1" alt="" />',
    ].join('');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('forces rel=noopener and keeps only target=_blank', () => {
    expect(sanitizeRichText('<a href="https://a.vn" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://a.vn" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://a.vn" target="_blank">x</a>')).toBe(
      '<a href="https://a.vn" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes text that looks like markup after decoding', () => {
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
