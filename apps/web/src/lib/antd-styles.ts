import href from 'antd-sheet/antd.css?url';

/**
 * antd's styles as one cached stylesheet (antd's own zero-runtime build of them, with the rules of
 * the components the portal draws: antd-sheet-plugin.ts), instead of
 * generated in the browser by antd's CSS-in-JS while each page renders: that work was most of a
 * signed-in screen's main-thread time on a phone, and the server inlined it into every public page
 * that draws antd (docs/decisions/web.md, "antd's styles"). The theme (lib/antd-theme.ts) sets
 * `zeroRuntime`; antd still writes the theme's CSS variables, which this stylesheet reads.
 *
 * It goes first in the head, as antd's runtime styles did, so the portal's own rules win a tie.
 * A page the server draws carries the rules of it that its markup uses (`<style data-antd-rules>`,
 * entry-server.tsx) and public/boot.js links the whole sheet after the first paint; a page drawn in
 * the browser only (the shell) links it in its head (`data-antd-styles`). A page reached in the
 * browser that needs it adds it here, or waits for the link there, so nothing is drawn unstyled.
 */
export const ANTD_STYLES_HREF: string = href;

/** The attribute of the `<style>` a drawn page carries antd's rules for its markup in (entry-server.tsx; the whole sheet follows). */
export const ANTD_RULES_ATTRIBUTE = 'data-antd-rules';

let loading: Promise<void> | undefined;

export function loadAntdStyles(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    let link = document.querySelector<HTMLLinkElement>('link[data-antd-styles]');
    if (link?.sheet) {
      resolve();
      return;
    }
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = ANTD_STYLES_HREF;
      link.dataset.antdStyles = '';
      document.head.prepend(link);
    }
    // A failed load still lets the page draw (unstyled beats blank); the error is the browser's to report.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  return loading;
}
