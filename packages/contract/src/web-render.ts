import type { PartnerType } from './partner.ts';

/**
 * How the API server drives the web app's server renderer (apps/web/src/entry-server.tsx, built
 * to apps/web/dist/server/entry-server.js), so that neither side imports the other's source.
 */

/** An in-process GET of one of the API's own paths (the renderer's data loads; no network, no credentials). */
export type WebRenderFetch = (
  path: string,
  init: { method: string; headers: Record<string, string> },
) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

export type WebRendererOptions = {
  /** The built `index.html`: the shell the rendered page is written into. */
  template: string;
  /** The client build's `.vite/manifest.json`, parsed: which chunks and styles a route needs. */
  manifest: unknown;
  fetch: WebRenderFetch;
  /**
   * The server's HTML sanitiser (the allow-list stored rich text went through on write): stored
   * HTML in a rendered page (an article's body, FAQ answers) is written through it, since the
   * browser's purifier (DOMPurify) needs a DOM the server does not have. Absent: such HTML is left
   * for the browser to fill in after hydration.
   */
  sanitizeHtml?: (html: string) => string;
  /**
   * The text of a built file the page links (`/assets/antd-….css`), or undefined: the renderer inlines
   * the rules of antd's stylesheet that a drawn page uses, rather than linking the whole sheet in its
   * head. Absent: the sheet is linked, render-blocking.
   */
  readAsset?: (href: string) => string | undefined;
};

export type WebRenderRequest = {
  /** Path and query of the page (`/thau/12?tab=info`). */
  url: string;
  /** `https://portal.example.vn`: for the canonical URL and link-preview tags. */
  origin: string;
  /**
   * The signed-in hint's partner (SIGNED_IN_HINT_COOKIE), not a credential: a page behind login
   * that this type may open is drawn as its frame (header, menu, the page before its data); absent,
   * such a page is the plain shell.
   */
  partner?: { type: PartnerType; isSubUser: boolean };
  /**
   * The partner's token (SESSION_COOKIE), with `partner`: the page's data is loaded with it (the
   * renderer's calls carry it), so the frame is drawn with that partner's data, as the browser
   * would draw it. A token the API refuses loads nothing: the frame is drawn before its data.
   */
  token?: string;
  /** The browser says it is a phone (`Sec-CH-UA-Mobile: ?1`, or "Mobi" in its user agent): lists are drawn as a phone's cards. */
  phone?: boolean;
};

export type WebRenderResult =
  /**
   * A public page, rendered with its head, styles, data and chunk preloads; or a page behind login
   * drawn for the hinted partner type before its data (the request carried the hint's cookie, so
   * the page is never cached or shared).
   */
  | { kind: 'page'; status: number; html: string }
  /**
   * A page behind login: the browser renders it from the shell; `html` is the built index.html with
   * the route's own stylesheets and chunk preloads in its head (antd's stylesheet first when it
   * draws antd), absent when there is nothing to add.
   */
  | { kind: 'shell'; html?: string }
  | { kind: 'redirect'; status: number; location: string };

export type WebRenderer = { render: (request: WebRenderRequest) => Promise<WebRenderResult> };

/** What `entry-server.js` exports. */
export type WebRenderEntry = { createRenderer: (options: WebRendererOptions) => Promise<WebRenderer> };

/** A page of the operator console (/quan-tri and below): its path and query, and whether the browser says it is a phone. */
export type ConsoleRenderRequest = { url: string; phone?: boolean };

/**
 * The console's server renderer (`console-server.js`, built beside `entry-server.js`): the page for
 * `url` with the frame of its layout drawn in, the same for every operator (the session lives in
 * the browser); null for a page outside the layout (its sign-in), which is the plain console.html.
 */
export type ConsoleRenderer = { render: (request: ConsoleRenderRequest) => string | null };

/** What `console-server.js` exports; `template` is the built console.html, `manifest` the client build's (as for the partner renderer). */
export type ConsoleRenderEntry = { createConsoleRenderer: (options: { template: string; manifest: unknown }) => ConsoleRenderer };
