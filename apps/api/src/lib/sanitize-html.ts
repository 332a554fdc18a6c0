import { isRichTextHref } from '@portal/contract';
import sanitize from 'sanitize-html';

/**
 * The one HTML sanitiser of the server, applied on write to every rich-text field (popup, news,
 * FAQ, debt letters, bid notes): what is stored is already safe, and the page renders it through
 * DOMPurify as a second line. An allow-list: anything not named here is dropped (the text of an
 * unknown tag stays, as text; the content of script, style and the like goes).
 */

declare const sanitized: unique symbol;
/** HTML that went through `sanitizeRichText`; repositories take only this for HTML columns. */
export type SanitizedHtml = string & { readonly [sanitized]: true };

/** Classes an editor may set for alignment; nothing else (no style attribute at all). */
const SAFE_CLASSES = ['ql-align-center', 'ql-align-right', 'ql-align-justify'];

const IMAGE = /^https?:\/\//i;
/** Relative images only from the API's own files. */
const API_PATH = /^\/api\/(?![/\\])[^\\]*$/;

/** Web, mail, phone or a same-site path: the contract's rule, which the console's editor applies too. */
const isSafeHref = isRichTextHref;
const isSafeImage = (src: string) => IMAGE.test(src) || API_PATH.test(src);

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'img',
    'span',
    'div',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    p: ['class'],
    div: ['class'],
    span: ['class'],
  },
  allowedClasses: { p: SAFE_CLASSES, div: SAFE_CLASSES, span: SAFE_CLASSES },
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'iframe',
    'object',
    'embed',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      const out: sanitize.Attributes = {};
      if (href !== undefined && isSafeHref(href.trim())) out.href = href.trim();
      if (target === '_blank') out.target = target;
      // Whatever the author wrote, a link never hands the page to where it leads.
      out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitize.Attributes = {};
      const src = attribs.src?.trim();
      if (src && isSafeImage(src)) out.src = src;
      if (attribs.alt !== undefined) out.alt = attribs.alt;
      return { tagName, attribs: out };
    },
  },
  // An image whose source was refused is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeRichText(html: string): SanitizedHtml {
  return sanitize(html, OPTIONS).trim() as SanitizedHtml;
}
