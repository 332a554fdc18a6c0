import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { purifyHtml, SafeHtml } from './safe-html';

/** Stored-XSS payloads (see e2e/xss-payloads.ts): none may leave anything that can run. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '"><img src=x onerror=window.__xss=1>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">bấm</a>',
  '<details open ontoggle="window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
];

function everyAttribute(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${el.tagName.toLowerCase()} ${a.name}=${a.value}`));
}

describe('SafeHtml', () => {
  it.each(PAYLOADS)('leaves nothing that can run: %s', (payload) => {
    const { container } = render(<SafeHtml html={payload} />);
    expect(container.querySelectorAll('script, iframe, svg, math, style, form, input, button, object, embed')).toHaveLength(0);
    for (const attribute of everyAttribute(container)) {
      expect(attribute).not.toMatch(/ on\w+=|javascript:|data:|style=|srcdoc/i);
    }
  });

  it('renders rich text as markup, and links that cannot reach back to the page', () => {
    const { container, getByRole, getByText } = render(
      <SafeHtml
        html={
          '<h3>Ưu đãi</h3><p><strong>Giảm 20%</strong></p><a href="https://ytesaigon.vn" target="_blank">Xem</a><a href="/tin-tuc" target="_top">Tin</a>'
        }
      />,
    );
    expect(getByRole('heading', { name: 'Ưu đãi' })).toBeInTheDocument();
    expect(getByText('Giảm 20%').tagName).toBe('STRONG');
    const [external, internal] = [...container.querySelectorAll('a')];
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(internal).not.toHaveAttribute('target');
    expect(internal).toHaveAttribute('href', '/tin-tuc');
  });

  it('keeps escaped markup as text', () => {
    expect(purifyHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
