import DOMPurify from 'dompurify';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * Stored HTML (popup, news, FAQ, debt letters, bid notes) as the page shows it. The server
 * sanitised it on write; DOMPurify cleans it again here, so a row written before a rule changed,
 * or by another writer, still cannot run script. Import this only from lazy chunks: DOMPurify
 * (~8 kB gzip) stays out of the home page.
 */
const purifier = DOMPurify();

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'base',
  'meta',
  'link',
];
const FORBID_ATTR = ['style', 'srcset', 'formaction', 'xlink:href', 'action'];

// A link that opens elsewhere never hands this page to it. (On the server, which has no DOM,
// DOMPurify is not supported and nothing is purified: see SafeHtml.)
if (purifier.isSupported) {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function purifyHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    // DOMPurify's own pattern with fewer schemes: http(s), mailto, tel, or no scheme at all.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

type SafeHtmlProps = { html: string; className?: string };

const noSubscription = () => () => {};

/**
 * The server renderer's sanitiser (entry-server.tsx sets the API's own allow-list, the one stored
 * HTML went through on write). Never set in the browser.
 */
let serverSanitizer: ((html: string) => string) | null = null;
export function setServerHtmlSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/**
 * On the server (no DOM for DOMPurify) the HTML is written through the server's sanitiser, so a
 * rendered article arrives with its body and nothing below it moves at hydration. The browser's
 * hydration pass keeps that markup (`suppressHydrationWarning`: its first pass cannot purify yet)
 * and replaces it with DOMPurify's output at once. A page rendered in the browser shows the
 * purified HTML from the first render.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const canPurify = useSyncExternalStore(
    noSubscription,
    () => purifier.isSupported,
    () => false,
  );
  const clean = useMemo(() => (canPurify ? purifyHtml(html) : serverSanitizer ? serverSanitizer(html) : ''), [html, canPurify]);
  // The one place in the app that renders stored HTML, and only once sanitised.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />;
}
