/**
 * Every page of the operator console, spelled once. `path` is the router pattern, `getHref`
 * builds a link. The console lives under /quan-tri: the API serves console.html for those paths.
 */
export const CONSOLE_BASE = '/quan-tri';

const withId = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;

export const consolePaths = {
  login: {
    path: `${CONSOLE_BASE}/dang-nhap`,
    getHref: (returnUrl?: string) => `${CONSOLE_BASE}/dang-nhap${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`,
  },
  dashboard: { path: CONSOLE_BASE, getHref: () => CONSOLE_BASE },
  registrations: { path: `${CONSOLE_BASE}/doi-tac/cho-duyet`, getHref: () => `${CONSOLE_BASE}/doi-tac/cho-duyet` },
  partners: { path: `${CONSOLE_BASE}/doi-tac`, getHref: () => `${CONSOLE_BASE}/doi-tac` },
  partnerDetail: { path: `${CONSOLE_BASE}/doi-tac/:id`, getHref: withId(`${CONSOLE_BASE}/doi-tac`) },
  contracts: { path: `${CONSOLE_BASE}/hop-dong`, getHref: () => `${CONSOLE_BASE}/hop-dong` },
  contractDetail: { path: `${CONSOLE_BASE}/hop-dong/:id`, getHref: withId(`${CONSOLE_BASE}/hop-dong`) },
  renames: { path: `${CONSOLE_BASE}/yeu-cau-doi-ten`, getHref: () => `${CONSOLE_BASE}/yeu-cau-doi-ten` },
  footer: { path: `${CONSOLE_BASE}/noi-dung/chan-trang`, getHref: () => `${CONSOLE_BASE}/noi-dung/chan-trang` },
  popup: { path: `${CONSOLE_BASE}/noi-dung/popup`, getHref: () => `${CONSOLE_BASE}/noi-dung/popup` },
  operators: { path: `${CONSOLE_BASE}/he-thong/tai-khoan`, getHref: () => `${CONSOLE_BASE}/he-thong/tai-khoan` },
  audit: {
    path: `${CONSOLE_BASE}/he-thong/nhat-ky`,
    getHref: (filter?: { objectType?: string; search?: string }) => {
      const query = new URLSearchParams(Object.entries(filter ?? {}).filter((e): e is [string, string] => Boolean(e[1]))).toString();
      return `${CONSOLE_BASE}/he-thong/nhat-ky${query ? `?${query}` : ''}`;
    },
  },
} as const;

export type ConsoleRouteKey = keyof typeof consolePaths;
