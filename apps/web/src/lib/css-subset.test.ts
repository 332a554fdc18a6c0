import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { classesIn, cssSubsetter } from './css-subset';

const subset = (css: string, ...classes: string[]) => cssSubsetter(css)(new Set(classes));

describe('cssSubsetter (the rules a page’s markup can use)', () => {
  it('keeps a rule whose classes the markup all carries, drops one that needs a class it lacks', () => {
    const css = '.a{color:red}.a .b{color:blue}.c{color:green}.a.b>.d:hover{margin:0}';
    expect(subset(css, 'a', 'b')).toBe('.a{color:red}.a .b{color:blue}');
    expect(subset(css, 'a', 'b', 'd')).toBe('.a{color:red}.a .b{color:blue}.a.b>.d:hover{margin:0}');
  });

  it('keeps a selector list when any of its selectors can match, and a selector without a class always', () => {
    const css = '.x,.y{top:0}.z,p{left:0}html{font-size:16px}[data-x]{right:0}';
    expect(subset(css, 'y')).toBe('.x,.y{top:0}.z,p{left:0}html{font-size:16px}[data-x]{right:0}');
    expect(subset(css)).toBe('.z,p{left:0}html{font-size:16px}[data-x]{right:0}');
  });

  it('needs no class inside parentheses or attribute selectors (a superset is safe)', () => {
    const css = '.btn:not(.disabled){cursor:pointer}:where(.p,.q) .r{top:0}.s[title=".t"]{top:1px}.u:is(.v){top:2px}';
    expect(subset(css, 'btn', 'r', 's', 'u')).toBe(css);
  });

  it('keeps what conditional groups keep, drops an empty group, and keeps keyframes and font faces whole', () => {
    const css =
      '@media (max-width:575px){.a{top:0}.b{top:1px}}@supports (display:grid){.b{display:grid}}' +
      '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}' +
      '@layer antd{.a{color:red}@media print{.b{display:none}}}';
    expect(subset(css, 'a')).toBe(
      '@media (max-width:575px){.a{top:0}}@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}' +
        '@font-face{font-family:x;src:url(x.woff2)}@layer antd{.a{color:red}}',
    );
  });

  it('reads strings, comments and escaped class names as CSS does', () => {
    const css = '/* a { brace */.q:after{content:"}{"}.col-0\\.5{width:2%}.w{background:url("a;b{c}")}';
    expect(subset(css, 'q', 'col-0.5', 'w')).toBe('.q:after{content:"}{"}.col-0\\.5{width:2%}.w{background:url("a;b{c}")}');
    expect(subset(css, 'col-0')).toBe('');
  });

  it('gives the same subset again for the same classes, in any order', () => {
    const pick = cssSubsetter('.a{top:0}.b{top:1px}');
    expect(pick(new Set(['b', 'a']))).toBe(pick(new Set(['a', 'b'])));
  });

  it('reads the classes of markup from its class attributes', () => {
    expect([...classesIn('<div class="ant-btn  ant-btn-primary"><svg class="icon"></svg><p data-class="x">')]).toEqual([
      'ant-btn',
      'ant-btn-primary',
      'icon',
    ]);
  });

  it('parses antd’s whole stylesheet: a form keeps its rules and loses the date picker’s, at a fraction of the size', () => {
    const require = createRequire(import.meta.url);
    const css = readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
    const form = cssSubsetter(css)(
      classesIn('<form class="ant-form ant-form-vertical"><div class="ant-form-item"><input class="ant-input"></div></form>'),
    );
    expect(form).toContain('.ant-form-item');
    expect(form).toContain('.ant-input');
    expect(form).not.toContain('.ant-picker-dropdown');
    expect(form).toContain('@keyframes');
    expect(form.length).toBeLessThan(css.length / 5);
  });
});
