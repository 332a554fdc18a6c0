/*
 * A signed-in device as a person reads it ('Chrome 142 trên Windows', 'Safari 18 trên iPhone'),
 * from the User-Agent header its login sent. A small table of patterns, no library: the account
 * page needs a recognisable name, not a full device database. Order matters: browsers built on
 * Chromium also say "Chrome" and "Safari", so they are tried first.
 */

export const UNKNOWN_BROWSER = 'Trình duyệt không xác định';

type Pattern = readonly [name: string, match: RegExp];

// The first group, when there is one, is the major version.
const BROWSERS: readonly Pattern[] = [
  // In-app browsers (links opened inside Zalo or Facebook): their own version says little.
  ['Zalo', /\bZalo/],
  ['Facebook', /\bFB(?:AN|AV|_IAB)\b/],
  ['Cốc Cốc', /\bcoc_coc_browser\/(\d+)/i],
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|HeadlessChrome|CriOS)\/(\d+)/],
  ['Internet Explorer', /\b(?:MSIE (\d+)|Trident\/.*\brv:(\d+))/],
  ['Safari', /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
  // An iPhone or iPad app's web view says AppleWebKit without Version/ or Safari/.
  ['Safari', /\b(?:iPhone|iPad|iPod)\b.*\bAppleWebKit\//],
  ['curl', /^curl\/(\d+)/],
  ['Postman', /^PostmanRuntime\/(\d+)/],
];

const SYSTEMS: readonly Pattern[] = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['iPod', /\biPod\b/],
  ['Android', /\bAndroid(?: (\d+))?/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

function find(patterns: readonly Pattern[], ua: string): { name: string; version: string | undefined } | undefined {
  for (const [name, match] of patterns) {
    const m = match.exec(ua);
    if (m) return { name, version: m.slice(1).find((g) => g !== undefined) };
  }
  return undefined;
}

/** 'Chrome 142 trên Windows'; 'Trình duyệt không xác định' (plus 'trên <hệ điều hành>' when known). */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').trim();
  if (!ua) return UNKNOWN_BROWSER;
  const browser = find(BROWSERS, ua);
  const system = find(SYSTEMS, ua);
  const browserText = browser ? (browser.version ? `${browser.name} ${browser.version}` : browser.name) : UNKNOWN_BROWSER;
  // Android's version is the system's; the others' (Windows NT 10.0 is also 11) would mislead.
  const systemText = system && (system.name === 'Android' && system.version ? `Android ${system.version}` : system.name);
  return systemText ? `${browserText} trên ${systemText}` : browserText;
}
