import { SITE_PATHS } from '@portal/contract';

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
  /** Public: an operator's first password, from the link `npm run admin -- create-operator` printed. */
  setPassword: { path: SITE_PATHS.operatorSetPassword, getHref: () => SITE_PATHS.operatorSetPassword },
  dashboard: { path: CONSOLE_BASE, getHref: () => CONSOLE_BASE },
  registrations: { path: `${CONSOLE_BASE}/doi-tac/cho-duyet`, getHref: () => `${CONSOLE_BASE}/doi-tac/cho-duyet` },
  partners: { path: `${CONSOLE_BASE}/doi-tac`, getHref: () => `${CONSOLE_BASE}/doi-tac` },
  partnerDetail: { path: `${CONSOLE_BASE}/doi-tac/:id`, getHref: withId(`${CONSOLE_BASE}/doi-tac`) },
  contracts: { path: `${CONSOLE_BASE}/hop-dong`, getHref: () => `${CONSOLE_BASE}/hop-dong` },
  contractDetail: { path: `${CONSOLE_BASE}/hop-dong/:id`, getHref: withId(`${CONSOLE_BASE}/hop-dong`) },
  renames: { path: `${CONSOLE_BASE}/yeu-cau-doi-ten`, getHref: () => `${CONSOLE_BASE}/yeu-cau-doi-ten` },
  footer: { path: `${CONSOLE_BASE}/noi-dung/chan-trang`, getHref: () => `${CONSOLE_BASE}/noi-dung/chan-trang` },
  popup: { path: `${CONSOLE_BASE}/noi-dung/popup`, getHref: () => `${CONSOLE_BASE}/noi-dung/popup` },
  news: { path: `${CONSOLE_BASE}/noi-dung/tin-tuc`, getHref: () => `${CONSOLE_BASE}/noi-dung/tin-tuc` },
  newsNew: { path: `${CONSOLE_BASE}/noi-dung/tin-tuc/tao-moi`, getHref: () => `${CONSOLE_BASE}/noi-dung/tin-tuc/tao-moi` },
  newsEdit: {
    path: `${CONSOLE_BASE}/noi-dung/tin-tuc/:id/sua`,
    getHref: (id: string) => `${CONSOLE_BASE}/noi-dung/tin-tuc/${encodeURIComponent(id)}/sua`,
  },
  newsCategories: { path: `${CONSOLE_BASE}/noi-dung/danh-muc-tin`, getHref: () => `${CONSOLE_BASE}/noi-dung/danh-muc-tin` },
  faqs: {
    path: `${CONSOLE_BASE}/noi-dung/cau-hoi`,
    getHref: (tab?: 'categories') => `${CONSOLE_BASE}/noi-dung/cau-hoi${tab ? `?tab=${tab}` : ''}`,
  },
  cooperationPages: { path: `${CONSOLE_BASE}/noi-dung/hop-tac`, getHref: () => `${CONSOLE_BASE}/noi-dung/hop-tac` },
  cooperationContacts: { path: `${CONSOLE_BASE}/noi-dung/lien-he-hop-tac`, getHref: () => `${CONSOLE_BASE}/noi-dung/lien-he-hop-tac` },
  cooperationContactDetail: {
    path: `${CONSOLE_BASE}/noi-dung/lien-he-hop-tac/:id`,
    getHref: withId(`${CONSOLE_BASE}/noi-dung/lien-he-hop-tac`),
  },
  feedback: { path: `${CONSOLE_BASE}/noi-dung/gop-y`, getHref: () => `${CONSOLE_BASE}/noi-dung/gop-y` },
  feedbackDetail: { path: `${CONSOLE_BASE}/noi-dung/gop-y/:id`, getHref: withId(`${CONSOLE_BASE}/noi-dung/gop-y`) },
  debtTimeline: { path: `${CONSOLE_BASE}/cong-no/cong-tac-vien/:id`, getHref: withId(`${CONSOLE_BASE}/cong-no/cong-tac-vien`) },
  media: { path: `${CONSOLE_BASE}/noi-dung/thu-vien`, getHref: () => `${CONSOLE_BASE}/noi-dung/thu-vien` },
  operators: { path: `${CONSOLE_BASE}/he-thong/tai-khoan`, getHref: () => `${CONSOLE_BASE}/he-thong/tai-khoan` },
  tenders: { path: `${CONSOLE_BASE}/dau-thau`, getHref: () => `${CONSOLE_BASE}/dau-thau` },
  tenderNew: { path: `${CONSOLE_BASE}/dau-thau/tao-moi`, getHref: () => `${CONSOLE_BASE}/dau-thau/tao-moi` },
  tenderDetail: {
    path: `${CONSOLE_BASE}/dau-thau/:id`,
    getHref: (id: number | string, tab?: string) => `${CONSOLE_BASE}/dau-thau/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ''}`,
  },
  tenderEdit: {
    path: `${CONSOLE_BASE}/dau-thau/:id/sua`,
    getHref: (id: number | string) => `${CONSOLE_BASE}/dau-thau/${encodeURIComponent(id)}/sua`,
  },
  orders: { path: `${CONSOLE_BASE}/chi-dinh`, getHref: () => `${CONSOLE_BASE}/chi-dinh` },
  orderDetail: { path: `${CONSOLE_BASE}/chi-dinh/:id`, getHref: withId(`${CONSOLE_BASE}/chi-dinh`) },
  catalogue: { path: `${CONSOLE_BASE}/dich-vu`, getHref: () => `${CONSOLE_BASE}/dich-vu` },
  facilities: { path: `${CONSOLE_BASE}/co-so`, getHref: () => `${CONSOLE_BASE}/co-so` },
  tenderCategories: { path: `${CONSOLE_BASE}/dau-thau/linh-vuc`, getHref: () => `${CONSOLE_BASE}/dau-thau/linh-vuc` },
  companies: { path: `${CONSOLE_BASE}/doanh-nghiep`, getHref: () => `${CONSOLE_BASE}/doanh-nghiep` },
  companyDetail: { path: `${CONSOLE_BASE}/doanh-nghiep/:id`, getHref: withId(`${CONSOLE_BASE}/doanh-nghiep`) },
  companyContracts: {
    path: `${CONSOLE_BASE}/hop-dong-kham`,
    getHref: (companyId?: string) => `${CONSOLE_BASE}/hop-dong-kham${companyId ? `?companyId=${encodeURIComponent(companyId)}` : ''}`,
  },
  companyContractDetail: { path: `${CONSOLE_BASE}/hop-dong-kham/:id`, getHref: withId(`${CONSOLE_BASE}/hop-dong-kham`) },
  companyGroups: {
    path: `${CONSOLE_BASE}/bo-hop-dong`,
    getHref: (companyId?: string) => `${CONSOLE_BASE}/bo-hop-dong${companyId ? `?companyId=${encodeURIComponent(companyId)}` : ''}`,
  },
  appointments: { path: `${CONSOLE_BASE}/lich-kham`, getHref: () => `${CONSOLE_BASE}/lich-kham` },
  examPackages: {
    path: `${CONSOLE_BASE}/goi-kham`,
    getHref: (tab?: 'packages' | 'categories' | 'services') => `${CONSOLE_BASE}/goi-kham${tab && tab !== 'packages' ? `?tab=${tab}` : ''}`,
  },
  notifications: {
    path: `${CONSOLE_BASE}/thong-bao`,
    getHref: (filter?: { partnerId?: string; area?: string; broadcastId?: string }) => {
      const query = new URLSearchParams(Object.entries(filter ?? {}).filter((e): e is [string, string] => Boolean(e[1]))).toString();
      return `${CONSOLE_BASE}/thong-bao${query ? `?${query}` : ''}`;
    },
  },
  notificationDetail: { path: `${CONSOLE_BASE}/thong-bao/:id`, getHref: withId(`${CONSOLE_BASE}/thong-bao`) },
  // the accounts desk: debt confirmation letters
  debtLetters: { path: `${CONSOLE_BASE}/cong-no/thu-xac-nhan`, getHref: () => `${CONSOLE_BASE}/cong-no/thu-xac-nhan` },
  audit: {
    path: `${CONSOLE_BASE}/he-thong/nhat-ky`,
    getHref: (filter?: { objectType?: string; search?: string }) => {
      const query = new URLSearchParams(Object.entries(filter ?? {}).filter((e): e is [string, string] => Boolean(e[1]))).toString();
      return `${CONSOLE_BASE}/he-thong/nhat-ky${query ? `?${query}` : ''}`;
    },
  },
  // the system desk: the background job queue
  queue: { path: `${CONSOLE_BASE}/hang-doi`, getHref: () => `${CONSOLE_BASE}/hang-doi` },
  // the system desk: the laboratory systems (LIS) that call the FHIR API
  integrations: { path: `${CONSOLE_BASE}/he-thong/tich-hop`, getHref: () => `${CONSOLE_BASE}/he-thong/tich-hop` },
  organization: { path: `${CONSOLE_BASE}/thong-tin-don-vi`, getHref: () => `${CONSOLE_BASE}/thong-tin-don-vi` },
  // the accounts desk: monthly deferred-payment reports and the debt settings
  debtReports: { path: `${CONSOLE_BASE}/cong-no/bao-cao-thang`, getHref: () => `${CONSOLE_BASE}/cong-no/bao-cao-thang` },
  debtReportDetail: { path: `${CONSOLE_BASE}/cong-no/bao-cao-thang/:id`, getHref: withId(`${CONSOLE_BASE}/cong-no/bao-cao-thang`) },
  debtSettings: { path: `${CONSOLE_BASE}/cong-no/cai-dat`, getHref: () => `${CONSOLE_BASE}/cong-no/cai-dat` },
} as const;

export type ConsoleRouteKey = keyof typeof consolePaths;
