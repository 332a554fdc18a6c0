import type { PartnerPermission, PartnerType } from '@portal/contract';
import type { FetchQueryOptions } from '@tanstack/react-query';

/**
 * How a page's first draw goes where it is not the browser's own: the server's render (no window to
 * measure) and the browser's first render over a frame the server drew with the page's data
 * (hydrating it, main.tsx), which must draw what the server drew.
 */

let serverPhone = false;
let takingOverData = false;

/**
 * Runs `render` (synchronous: one renderToString) drawn for a phone or not: what the browser said
 * of itself (its client hints or user agent), as the server cannot measure a viewport. The
 * browser's own render then measures it (components/responsive-table.tsx).
 */
export function renderForPhone<T>(phone: boolean, render: () => T): T {
  serverPhone = phone;
  try {
    return render();
  } finally {
    serverPhone = false;
  }
}

/**
 * In the browser, before hydrating a frame: whether the server drew it for a phone (its state says),
 * so the hydrating render draws the same, then measures the window.
 */
export function hydrateForPhone(phone: boolean): void {
  serverPhone = phone;
}

/** What the server drew (a phone's layout or not): on the server while it renders, in the browser while it hydrates that render. */
export const serverDrawsPhone = (): boolean => serverPhone;

/** The frame on screen was drawn with the page's data (its partner's token): the takeover draws its rows at once, as the frame shows them. */
export function takeOverWithData(on: boolean): void {
  takingOverData = on;
}

/**
 * A list draws its first rows in its first render: on the server, and in the browser's takeover of a
 * frame that already shows them (drawing the list loading first would blank rows already on screen).
 */
export const rowsAtOnce = (): boolean => typeof window === 'undefined' || takingOverData;

/** React's mark of a Suspense boundary the server gave up on: its fallback written, for the browser to render. */
export const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * On the server: `draw` (one renderToString), drawn again while a part loaded on demand (React.lazy)
 * is still loading. The first time a server meets such a part, it suspends and renderToString writes
 * its boundary's fallback, which the browser's hydration reports as an error and draws itself; drawn
 * again once its code is in (after 5, 10, … ms), the page comes whole. At most `retries` times: a
 * part that never loads leaves its fallback, for the browser.
 */
export async function drawWhole(draw: () => string, retries = 5): Promise<string> {
  let html = draw();
  for (let attempt = 1; html.includes(CLIENT_RENDERED_BOUNDARY) && attempt <= retries; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 5 * attempt));
    html = draw();
  }
  return html;
}

/**
 * What a page reads first, as the address names it (a list's first page as filtered, its filter
 * options; a detail page's record), exported from its route module: the server draws the page with them, read with the
 * partner's token (app/routes.tsx, firstPageLoader). `can` answers from the partner's profile, for
 * a list whose query leaves out what the role may not see.
 */
export type FirstQueries = (
  search: URLSearchParams,
  partner: {
    type: PartnerType;
    can: (permission: PartnerPermission) => boolean;
    /** The address's parameters (a detail page's `:id`). */
    params: Readonly<Record<string, string | undefined>>;
  },
  // biome-ignore lint/suspicious/noExplicitAny: a page reads queries of any data type
) => FetchQueryOptions<any, any, any, any>[];

/**
 * Code a page draws at once as the address names it, beyond its own module (a dialog its address
 * opens: `lazyDialog`'s `preload`), exported from its route module as `firstModules`: loaded by the
 * page's loader on the server and in the browser before it hydrates, so both draw it.
 */
export type FirstModules = (search: URLSearchParams) => Promise<unknown>[];
