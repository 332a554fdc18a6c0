// Apart from the schemas: the partner app's first load follows notification links and must not carry zod for it.

// The contract is typed without the browser's or Node's globals; both have the WHATWG URL parser.
declare const URL: new (url: string, base: string) => { readonly origin: string; readonly pathname: string };

// Any origin serves: a link that resolves to it from a page of it stays on whatever origin the portal has.
const BASE = 'https://portal.invalid';

// The URL parser drops tabs and newlines and reads a backslash as a slash, so `/\evil.example` and
// `/<tab>/evil.example` leave the site although they start with one slash; no link the portal writes holds them.
const UNSAFE = /[\\\s\p{Cc}]/u;

// A path that begins with two slashes or backslashes once decoded (`/..//x`, `/%2F%2Fx`, `/%5Cx`)
// is another host as soon as a router or a template turns the path back into a link.
const HOST_LIKE = /^[/\\]{2}/;

/**
 * A stored in-app link (a notification's) that leads to a page of the portal itself: read the way
 * the browser reads it, it must keep the page's origin. Shared by the schema that stores such links
 * and by every place the web app follows one.
 */
export function isPortalPath(link: unknown): link is string {
  if (typeof link !== 'string' || !link.startsWith('/') || UNSAFE.test(link)) return false;
  let url: { origin: string; pathname: string };
  let path: string;
  try {
    url = new URL(link, BASE);
    path = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  return url.origin === BASE && !HOST_LIKE.test(path);
}
