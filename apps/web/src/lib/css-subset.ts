/**
 * The rules of a stylesheet that a page's markup can use: the server inlines them in a page it draws
 * (antd's stylesheet is a megabyte of rules, 75 kB compressed, render-blocking when linked; a page
 * uses a few hundred of them) and the whole sheet is then loaded without holding the first paint
 * (public/boot.js). A rule is kept unless it needs a class the markup does not carry: for a selector
 * list, unless every selector does. Classes inside parentheses (`:not(.a)`, `:where(.a, .b)`) and
 * attribute selectors are not needed (kept either way: a superset is safe), a selector without a
 * class is always kept, and so are at-rules other than the conditional groups (`@keyframes`,
 * `@font-face`), while `@media`, `@supports`, `@container` and `@layer` blocks keep what their rules
 * keep. The markup's classes are read from its `class` attributes.
 */

type Node =
  | { kind: 'rule'; text: string; needs: readonly (readonly string[])[] | null }
  | { kind: 'group'; prelude: string; children: readonly Node[] }
  | { kind: 'kept'; text: string };

const GROUPS = /^@(?:media|supports|container|layer|document)\b/i;

/** The index after the string starting at `i` (a quote), its escapes skipped. */
function afterString(css: string, i: number): number {
  const quote = css[i];
  let j = i + 1;
  while (j < css.length && css[j] !== quote) j += css[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** The index after a comment starting at `i`. */
function afterComment(css: string, i: number): number {
  const end = css.indexOf('*/', i + 2);
  return end < 0 ? css.length : end + 2;
}

/** The index of the `}` that closes the block opened at `open`. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; ) {
    const c = css[i];
    if (c === '"' || c === "'") i = afterString(css, i);
    else if (c === '/' && css[i + 1] === '*') i = afterComment(css, i);
    else {
      if (c === '{') depth++;
      else if (c === '}' && --depth === 0) return i;
      i++;
    }
  }
  return css.length;
}

/** The selectors of a list, split at its top-level commas. */
function selectorsOf(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  out.push(prelude.slice(start));
  return out;
}

const CLASS = /\.((?:[A-Za-z0-9_-]|\\.)+)/g;

/** The classes a selector needs (none inside parentheses or attribute selectors). */
function classesOf(selector: string): string[] {
  let bare = selector;
  for (let previous = ''; previous !== bare; ) {
    previous = bare;
    bare = bare.replace(/\((?:[^()\\]|\\.)*\)/g, '').replace(/\[(?:[^[\]\\"']|\\.|"[^"]*"|'[^']*')*\]/g, '');
  }
  return [...bare.matchAll(CLASS)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
}

/** What a rule with this selector list needs: per selector its classes; null when one needs none. */
function needsOf(prelude: string): readonly (readonly string[])[] | null {
  const needs = selectorsOf(prelude).map(classesOf);
  return needs.some((classes) => classes.length === 0) ? null : needs;
}

function parse(css: string, from: number, to: number): Node[] {
  const nodes: Node[] = [];
  let i = from;
  while (i < to) {
    const c = css[i];
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === ';') {
      i++;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      i = afterComment(css, i);
      continue;
    }
    // The prelude, up to its block or (a statement at-rule) its semicolon.
    let j = i;
    while (j < to && css[j] !== '{' && css[j] !== ';') {
      const d = css[j];
      j = d === '"' || d === "'" ? afterString(css, j) : d === '/' && css[j + 1] === '*' ? afterComment(css, j) : j + 1;
    }
    if (j >= to || css[j] === ';') {
      nodes.push({ kind: 'kept', text: `${css.slice(i, Math.min(j, to)).trim()};` });
      i = j + 1;
      continue;
    }
    const end = closing(css, j);
    const prelude = css.slice(i, j).trim();
    if (GROUPS.test(prelude)) nodes.push({ kind: 'group', prelude, children: parse(css, j + 1, end) });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'kept', text: css.slice(i, end + 1).trim() });
    else nodes.push({ kind: 'rule', text: css.slice(i, end + 1).trim(), needs: needsOf(prelude) });
    i = end + 1;
  }
  return nodes;
}

function keep(nodes: readonly Node[], has: (name: string) => boolean, out: string[]): void {
  for (const node of nodes) {
    if (node.kind === 'kept') out.push(node.text);
    else if (node.kind === 'rule') {
      if (!node.needs || node.needs.some((needed) => needed.every(has))) out.push(node.text);
    } else {
      const inner: string[] = [];
      keep(node.children, has, inner);
      if (inner.length) out.push(`${node.prelude}{${inner.join('')}}`);
    }
  }
}

/** The classes of a piece of markup (its `class` attributes). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name.replace(/&amp;/g, '&'));
  }
  return classes;
}

/**
 * Parses `css` once; the function it returns gives the rules that markup with these classes can use,
 * in the sheet's order (a page's subset is kept for the next page with the same classes).
 */
export function cssSubsetter(css: string, { remember = 100 }: { remember?: number } = {}): (classes: ReadonlySet<string>) => string {
  const nodes = parse(css, 0, css.length);
  const kept = new Map<string, string>();
  return (classes) => {
    const key = [...classes].sort().join(' ');
    let subset = kept.get(key);
    if (subset === undefined) {
      const out: string[] = [];
      keep(nodes, (name) => classes.has(name), out);
      subset = out.join('');
      if (kept.size >= remember) kept.delete(kept.keys().next().value as string);
      kept.set(key, subset);
    }
    return subset;
  };
}

/** The rules of `css` that markup can use when it carries only classes `has` allows (the same reading of the sheet as above). */
export function cssFilter(css: string, has: (name: string) => boolean): string {
  const out: string[] = [];
  keep(parse(css, 0, css.length), has, out);
  return out.join('');
}
