/**
 * Whether a media query's width conditions hold at `width` (antd's breakpoints are `(min-width: …px)`
 * and `(max-width: …px)`, joined by `and`); any other condition does not hold.
 */
export function mediaMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
}

type Listener = (event: { matches: boolean; media: string }) => void;
/** Every query asked and who listens to it: antd's breakpoint observer asks once per worker, then only listens. */
const listeners = new Map<string, Set<Listener>>();

/** `window.matchMedia` for jsdom: width queries answered for the window's width, told when `atWidth` changes it. */
export function matchWidth(query: string) {
  const heard = listeners.get(query) ?? new Set<Listener>();
  listeners.set(query, heard);
  return {
    get matches() {
      return mediaMatches(query, window.innerWidth);
    },
    media: query,
    onchange: null,
    addListener: (l: Listener) => heard.add(l),
    removeListener: (l: Listener) => heard.delete(l),
    addEventListener: (_type: string, l: Listener) => heard.add(l),
    removeEventListener: (_type: string, l: Listener) => heard.delete(l),
    dispatchEvent: () => false,
  };
}

/** jsdom's window width: a desktop. */
export const DESKTOP_WIDTH = 1024;

/** Renders the rest of the test at `width` px (e.g. 390, a phone); the next test starts at the desktop width again. */
export function atWidth(width: number) {
  const before = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  for (const [query, heard] of listeners) {
    const matches = mediaMatches(query, width);
    if (matches === mediaMatches(query, before)) continue;
    for (const listener of heard) listener({ matches, media: query });
  }
}
