/**
 * Stored-XSS payloads, each of which sets `window.__xss` if any script of it runs. Used for every
 * field whose content a page renders; area tests add their fields to the list in xss.e2e.ts.
 */
export const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '"><img src=x onerror=window.__xss=1>',
  "'><script>window.__xss=1</script>",
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">bấm</a>',
  'javascript:window.__xss=1',
  '<details open ontoggle="window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '" onmouseover="window.__xss=1" autofocus onfocus="window.__xss=1',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<body onload=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1>',
];
