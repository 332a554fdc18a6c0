/**
 * API throughput and latency against the real server (autocannon, in this process), on the
 * embedded PostgreSQL 18 and again on the machine's PostgreSQL (a fresh database there).
 *
 *   node bench/api.ts            both databases
 *   node bench/api.ts embedded   only the embedded one
 *   node bench/api.ts machine    only the machine's one (MACHINE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_ONLY=companies node bench/api.ts [embedded|machine]   only the ceiling and the company lists (their data only)
 *   BENCH_ONLY=content node bench/api.ts [embedded|machine]     only the ceiling, the news list, the inbox and the resources library (their data only)
 *   BENCH_ONLY=debts node bench/api.ts [embedded|machine]       only the ceiling and the collaborator's money lists: debt letters, monthly reports and their chart (their data only)
 *   BENCH_ONLY=cheap node bench/api.ts [embedded|machine]       only the ceiling, the one-row and cached reads, the partners desk, tendering and order lists (their data only)
 *   BENCH_ONLY=twins node bench/api.ts [embedded|machine]       only the ceiling and the main lists against their raw twins (lib/twins.ts; their data only)
 *   BENCH_CASES=ceiling,profile,ceilingEnd …                     with any of the above: only those cases (ids as in the plan and TWIN_LISTS)
 *
 * Budgets: each main list against its raw twin (≥ 70 % of its req/s, p99 ≤ 25 ms), p99s and
 * errors. The share of the ceiling (/api/ping) is printed for every case, for information.
 */
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connect } from '../apps/api/src/db/client.ts';
import { BIG_CONTRACT_CODE, BIG_MEDIA_FOLDER, generators } from '../apps/api/test/generate-data.ts';
import { partnerGrower } from './lib/data.ts';
import { costBudgets } from './lib/cost-budgets.ts';
import { type LoadResult, load } from './lib/load.ts';
import { type Budget, budget, fmt, printBudgets, section, table } from './lib/report.ts';
import { createMachineDatabase, login, openDb, startServer } from './lib/server.ts';
import { benchTwins, captureEnv, printTwins, type TwinResult, twinBudgets } from './lib/twins.ts';
import { PATIENT_LIST_PATH } from './lib/growth-patients.ts';

export const LIST_ROWS = 100_000;
export const LIST_PATH = '/api/admin/partners?page=1&limit=10';
const FOOTER_PATH = '/api/partner/footer/list';
/** Generated tenders (each with ncc_demo's submission, a request and history) behind the bid-post and request lists. */
export const TENDER_ROWS = 2_000;
export const BID_LIST_PATH = '/api/partner/bid-post/list?page=1&limit=10';
/** 'Thầu của tôi': the provider's own bids with its submission status and any request waiting. */
export const MY_BIDS_PATH = '/api/partner/v1/provider/bid-post/list?mine=true&page=1&limit=10';
export const REQUEST_LIST_PATH = '/api/partner/v1/provider/request/list?page=1&limit=10';
/** The provider's contract list as it opens: page 1 of 5 with each contract's latest progress and the total. */
export const PROVIDER_CONTRACT_LIST_PATH = '/api/partner/v1/provider/contract/list?page=1&limit=5';
/** Generated orders and patients of ctv_demo behind the collaborator's order list (all of them one collaborator's: the worst case). */
export const ORDER_ROWS = 100_000;
export const PATIENT_ROWS = 10_000;
/** The order list as it opens: page 1 of 10 with the count and the report (totals kept by a trigger). */
export const ORDER_LIST_PATH = '/api/partner/v1/collaborator/medical-order/list?page=1&limit=10';
/** Filtered: status, a service-total range and a result; the report is computed over the matching orders. */
export const ORDER_FILTERED_PATH = `${ORDER_LIST_PATH}&Status=4&MinServiceTotal=200000&Result=DA_CO_KET_QUA`;
/** A search over name, phone and sample id (trigram index), with its report. */
export const ORDER_SEARCH_PATH = `${ORDER_LIST_PATH}&search=${encodeURIComponent('nguyễn văn an')}`;
/** '/bao-cao': the collaborator's 12 months of orders, completed, revenue and fees (the report index alone). */
export const COLLABORATOR_REPORT_PATH = '/api/partner/v1/collaborator/report/monthly';
/** '/don-gia-tu-van': the catalogue with prices and fees, page 1 of 10, searched as typed. */
export const CONSULTING_PRICES_PATH = `/api/partner/v1/collaborator/consulting-price/list?page=1&limit=10&search=${encodeURIComponent('định lượng')}`;
/** Generated company data of dn_demo: contracts spread over its sub-units, one of them with a big roster. */
export const COMPANY_CONTRACT_ROWS = 500;
export const CONTRACT_EMPLOYEE_ROWS = 50_000;
/** People on the other generated contracts (a few each). */
export const SPREAD_EMPLOYEE_ROWS = 5_000;
/** 'Hợp đồng doanh nghiệp' as it opens: page 1 of 10 with the total and each contract's progress (trigger-kept counts). */
export const COMPANY_CONTRACT_LIST_PATH = '/api/partner/v1/company/contract/list?page=1&limit=10';
/** 'Nhân viên hợp đồng': a contract's roster, page 1 of 10 by name with the total; `query` adds filters. */
export const contractEmployeesPath = (contractId: string, query = '') =>
  `/api/partner/v1/company/contract/detail/${contractId}/contract-employees?page=1&limit=10${query}`;
/** Registered women (the filters as the screen sends them). */
export const EMPLOYEES_FILTER = '&isRegister=true&gender=1';
/** A name search (surname, middle and given name). */
export const EMPLOYEES_SEARCH = `&search=${encodeURIComponent('phạm thu hà')}`;
/** `BENCH_ONLY=companies`: only the ceiling and the company lists, and only their data generated. */
export const companiesOnly = () => process.env.BENCH_ONLY === 'companies';
/** Generated published news posts (five categories, three years) behind the public news list. */
export const BLOG_POST_ROWS = 20_000;
/** The news list as /tin-tuc opens it: page 1 of 9, newest first, with the total. */
export const BLOG_LIST_PATH = '/api/partner/blog/list?page=1&limit=9';
/** The same, searched as a reader types it, without diacritics (folded `search_text`, trigram index): an eighth of the posts match. */
export const BLOG_SEARCH_PATH = `${BLOG_LIST_PATH}&search=${encodeURIComponent('kham suc khoe')}`;
/** Generated notifications in ctv_demo's inbox (a third unread, eleven months, five areas). */
export const INBOX_ROWS = 100_000;
/** The inbox as it opens: page 1 of 10, newest first, with the total. */
export const INBOX_PATH = '/api/partner/notifications?page=1&limit=10';
/** The inbox filtered by area and unread (a sixth of the inbox matches). */
export const INBOX_FILTERED_PATH = `${INBOX_PATH}&area=orders&unread=true`;
/** The header bell's count (unread per area), asked on every signed-in page. */
export const UNREAD_COUNT_PATH = '/api/partner/notifications/unread-count';
/** The generated resources library: 40 top folders × 10 subfolders × 36 files, and one folder of 5,000 files (19,841 nodes). */
export const MEDIA_TREE = { folders: 40, subfolders: 10, files: 36, bigFiles: 5_000 } as const;
export const MEDIA_NODES = MEDIA_TREE.folders * (1 + MEDIA_TREE.subfolders * (1 + MEDIA_TREE.files)) + 1 + MEDIA_TREE.bigFiles;
/** The library's root as a collaborator opens it: page 1 of 20, folders first, by name, with the total. */
export const MEDIA_TREE_PATH = '/api/partner/media/tree?page=1&limit=20';
/** Inside a folder. */
export const mediaFolderPath = (folderId: string) => `${MEDIA_TREE_PATH}&ParentId=${folderId}`;
/** A search over the whole library, without diacritics (folded `search_text`, trigram index). */
export const MEDIA_SEARCH_PATH = `${MEDIA_TREE_PATH}&search=${encodeURIComponent('quy trinh lay mau')}`;
/** `BENCH_ONLY=content`: only the ceiling, the news list, the inbox and the resources library, and only their data generated. */
export const contentOnly = () => process.env.BENCH_ONLY === 'content';

// ——— collaborators' money (BENCH_ONLY=debts) ———
/** Generated debt confirmation letters over the collaborators, a tenth of them ctv_demo's. */
export const DEBT_LETTER_ROWS = 100_000;
/** 'Danh sách công nợ' as it opens: page 1 of 10 of ctv_demo's current letters, newest sent first, with the total. */
export const DEBT_LETTER_LIST_PATH = '/api/partner/v1/collaborator/debt-confirmation-letter/list?page=1&limit=10';
/** The same, filtered by response status and searched by name. */
export const DEBT_LETTER_FILTERED_PATH = `${DEBT_LETTER_LIST_PATH}&responseStatus=3&search=${encodeURIComponent('số 12')}`;
/** `BENCH_ONLY=debts`: only the ceiling and the collaborator's money lists, and only their data generated. */
export const debtsOnly = () => process.env.BENCH_ONLY === 'debts';
// ——— monthly deferred-payment reports ———
/** Collaborators behind the accountant's report list (in debts mode; otherwise the generated partners). */
export const DEBT_PARTNERS = 20_000;
/** Months of reports per generated partner, and of ctv_demo's own (ten years: its list pages through them). */
export const DEBT_MONTHS = 3;
export const DEBT_OWN_MONTHS = 120;
/** The collaborator's report list as 'Báo cáo công nợ' opens it, and its 12-month chart. */
export const DEBT_REPORT_LIST_PATH = '/api/partner/v1/collaborator/deferred-payment/list?page=1&limit=10';
export const DEBT_CHART_PATH = '/api/partner/v1/collaborator/deferred-payment/chart';
/** The accountant's list of every collaborator's reports, one month's. */
export const DESK_REPORT_LIST_PATH = '/api/admin/debts/reports?page=1&limit=20&month=2019-11';

/** Reports: DEBT_MONTHS per partner (Sep–Nov 2019), and DEBT_OWN_MONTHS of ctv_demo's; answers the seconds it took. */
export async function generateDebts(databaseUrl: string): Promise<number> {
  const started = Date.now();
  // One connection, so that the setting holds: over 100,000 partners (the full run, BENCH_ONLY=twins) the
  // insert can pass the pool's 30 s statement timeout on a busy machine.
  const gen = connect(databaseUrl, 1);
  try {
    await gen.db.execute(sql`set statement_timeout = 0`);
    await generators.monthlyReports(gen.db, {
      months: DEBT_MONTHS,
      firstMonth: '2019-09',
      own: { username: 'ctv_demo', months: DEBT_OWN_MONTHS },
    });
  } finally {
    await gen.close();
  }
  return (Date.now() - started) / 1000;
}
// ——— end of monthly reports ———

/** The id of the generated media folder with the big file list. */
export async function bigMediaFolderId(databaseUrl: string): Promise<string> {
  const probe = openDb(databaseUrl);
  try {
    const { rows } = await probe.db.execute<{ id: string }>(
      sql`select id from media_nodes where parent_id is null and name = ${BIG_MEDIA_FOLDER}`,
    );
    if (!rows[0]) throw new Error('no generated media folder with the big file list');
    return rows[0].id;
  } finally {
    await probe.close();
  }
}

/** Generates the news posts, ctv_demo's inbox and the resources library; answers the seconds it took. */
export async function generateContent(databaseUrl: string): Promise<number> {
  const started = Date.now();
  const gen = openDb(databaseUrl);
  try {
    await generators.content(gen.db, BLOG_POST_ROWS);
    await generators.notifications(gen.db, { notifications: INBOX_ROWS, username: 'ctv_demo' });
    await generators.media(gen.db, MEDIA_TREE);
    await gen.db.execute(sql`checkpoint`).catch(() => undefined);
  } finally {
    await gen.close();
  }
  return (Date.now() - started) / 1000;
}

/** The id of the generated contract with the big roster. */
export async function bigContractId(databaseUrl: string): Promise<string> {
  const probe = openDb(databaseUrl);
  try {
    const { rows } = await probe.db.execute<{ id: string }>(
      sql`select id from company_contracts where lower(code) = lower(${BIG_CONTRACT_CODE})`,
    );
    if (!rows[0]) throw new Error('no generated contract with the big roster');
    return rows[0].id;
  } finally {
    await probe.close();
  }
}
/** A lookup list: provinces and partner types (cached privately, with a validator). */
const LOOKUP_PATH = '/api/partner/v1/provider/profile/option-fields';
/** A public lookup list: the provinces (cached publicly, with a validator; kept a minute in the server). */
const PUBLIC_LOOKUP_PATH = '/api/partner/locations/provinces';
/** `BENCH_ONLY=cheap`: only the ceiling, the one-row and cached reads, the partners desk, tendering and order lists (their data only). */
export const cheapOnly = () => process.env.BENCH_ONLY === 'cheap';
/** `BENCH_ONLY=twins`: only the ceiling and the main lists against their raw twins, and only their data generated. */
export const twinsOnly = () => process.env.BENCH_ONLY === 'twins';
/** The operator's order desk, page of 10 with the total (the console's 'Đơn chỉ định'). */
export const ORDER_DESK_PATH = '/api/admin/orders?page=1&limit=10';
/**
 * The main lists measured against their raw twins (lib/twins.ts): the collaborator's orders (plain,
 * filtered, searched), patients, debt letters and monthly reports; the company's contracts and
 * roster; the provider's contracts and its bids; the inbox; the library; the console's partner list
 * and order desk. Ids of the plan, and two of their own (`patients`, `orderDesk`).
 */
export const TWIN_LISTS = [
  'orderList',
  'orderFiltered',
  'orderSearch',
  'patients',
  'debtLetters',
  'debtReports',
  'companyContracts',
  'contractEmployees',
  'contracts',
  'myBids',
  'inbox',
  'mediaRoot',
  'list',
  'orderDesk',
] as const;
const CONNECTIONS = 20;
const MANY_CONNECTIONS = 200;
const LOGIN_CONNECTIONS = 4;
const DURATION = 5;

/** One measured case; `ofCeiling`: its req/s ÷ the run's ceiling. */
export type ApiCase = LoadResult & { id: string; label: string; ofCeiling: number | null };

export type ApiRun = {
  database: 'embedded' | 'machine';
  label: string;
  serverVersion?: string;
  rows?: number;
  generateSeconds?: number;
  /** req/s of /api/ping: the mean of its measurements at the start and the end of the run. */
  ceiling?: number;
  cases?: ApiCase[];
  /** The main lists against their raw twins, back to back. */
  twins?: TwinResult[];
  /** Why this run did not happen. */
  skipped?: string;
  budgets: Budget[];
};

const LOGIN_BODY = JSON.stringify({ username: 'ncc_demo', password: 'Demo@123' });

/** One run of every API case against a server on `databaseUrl` (unset: embedded PostgreSQL). */
export async function benchApiOn(database: 'embedded' | 'machine', databaseUrl?: string): Promise<ApiRun> {
  const label = database === 'embedded' ? 'embedded PostgreSQL' : 'machine PostgreSQL';
  const captureFile = path.join(tmpdir(), `portal-bench-sql-${process.pid}-${database}.jsonl`);
  const server = await startServer({ databaseUrl, env: captureEnv(captureFile) });
  try {
    const probe = openDb(server.databaseUrl);
    const version = await probe.pool.query<{ server_version: string }>('SHOW server_version');
    await probe.close();
    const serverVersion = version.rows[0]?.server_version.split(' ')[0];
    console.log(
      `[api/${database}] server at ${server.baseUrl} on PostgreSQL ${serverVersion}; generating ${companiesOnly() ? 'company data' : contentOnly() ? 'news, inbox and library data' : `${LIST_ROWS.toLocaleString('en-US')} partners`}…`,
    );

    const only = companiesOnly();
    const contentMode = contentOnly();
    const debtsMode = debtsOnly();
    const cheapMode = cheapOnly();
    const twinsMode = twinsOnly();
    const everything = !only && !contentMode && !debtsMode && !cheapMode && !twinsMode;
    let generateSeconds = 0;
    if (everything || cheapMode || twinsMode) {
      const grower = partnerGrower(server.databaseUrl);
      generateSeconds = (await grower.growTo(LIST_ROWS)).seconds;
      await grower.close();
    }
    const tenderDb = openDb(server.databaseUrl);
    if (everything || cheapMode || twinsMode) {
      await generators.tenders(tenderDb.db, TENDER_ROWS);
      await generators.orders(tenderDb.db, { orders: ORDER_ROWS, patients: PATIENT_ROWS });
    }
    if (everything || debtsMode || twinsMode)
      await generators.debtLetters(tenderDb.db, { letters: DEBT_LETTER_ROWS, username: 'ctv_demo' });
    const companyStarted = Date.now();
    if (debtsMode) {
      const grower = partnerGrower(server.databaseUrl);
      generateSeconds = (await grower.growTo(DEBT_PARTNERS)).seconds;
      await grower.close();
    }
    if (everything || debtsMode || twinsMode) {
      const debtSeconds = await generateDebts(server.databaseUrl);
      console.log(`[api/${database}] generated monthly reports in ${debtSeconds.toFixed(1)} s`);
    }
    if (!contentMode && !debtsMode && !cheapMode)
      await generators.companies(tenderDb.db, {
        contracts: COMPANY_CONTRACT_ROWS,
        employees: CONTRACT_EMPLOYEE_ROWS,
        spread: SPREAD_EMPLOYEE_ROWS,
      });
    const companySeconds = (Date.now() - companyStarted) / 1000;
    await tenderDb.close();
    const bigContract = contentMode || debtsMode || cheapMode ? '' : await bigContractId(server.databaseUrl);
    const contentSeconds = only || debtsMode || cheapMode ? 0 : await generateContent(server.databaseUrl);
    const bigFolder = only || debtsMode || cheapMode ? '' : await bigMediaFolderId(server.databaseUrl);
    const contentNote = `${BLOG_POST_ROWS.toLocaleString('en-US')} news posts, ${INBOX_ROWS.toLocaleString('en-US')} notifications, ${MEDIA_NODES.toLocaleString('en-US')} library nodes in ${contentSeconds.toFixed(1)} s`;
    console.log(
      contentMode
        ? `[api/${database}] generated ${contentNote}`
        : cheapMode
          ? `[api/${database}] generated ${LIST_ROWS.toLocaleString('en-US')} partners in ${generateSeconds.toFixed(1)} s, ${TENDER_ROWS} tenders and ${ORDER_ROWS.toLocaleString('en-US')} orders of ${PATIENT_ROWS.toLocaleString('en-US')} patients`
          : `[api/${database}] generated in ${generateSeconds.toFixed(1)} s (${only ? 'companies only' : `and ${TENDER_ROWS} tenders, ${ORDER_ROWS.toLocaleString('en-US')} orders of ${PATIENT_ROWS.toLocaleString('en-US')} patients`}; ${COMPANY_CONTRACT_ROWS} contracts and ${CONTRACT_EMPLOYEE_ROWS.toLocaleString('en-US')} + ${SPREAD_EMPLOYEE_ROWS.toLocaleString('en-US')} employees in ${companySeconds.toFixed(1)} s${only ? '' : `; ${contentNote}`})`,
    );

    const provider = await login(server.baseUrl, '/api/partner/provider/auth/login', 'ncc_demo');
    const collaborator = await login(server.baseUrl, '/api/partner/collaborator/auth/login', 'ctv_demo');
    const operator = await login(server.baseUrl, '/api/admin/auth/login', 'admin_demo');
    const company = await login(server.baseUrl, '/api/partner/company/auth/login', 'dn_demo');
    const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
    // Validators for the cached answers (a client that already holds them sends If-None-Match: 304, no body).
    const etagOf = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${server.baseUrl}${path}`, { headers })).headers.get('etag') ?? '';
    const footerEtag = await etagOf(FOOTER_PATH);
    const lookupEtag = await etagOf(LOOKUP_PATH, bearer(provider));
    const publicLookupEtag = await etagOf(PUBLIC_LOOKUP_PATH);

    const plan: { id: string; label: string; opts: Parameters<typeof load>[1] }[] = [
      { id: 'ceiling', label: 'GET /api/ping (ceiling)', opts: { path: '/api/ping', connections: CONNECTIONS } },
      {
        id: 'profile',
        label: 'GET provider profile',
        opts: { path: '/api/partner/v1/provider/profile', connections: CONNECTIONS, headers: bearer(provider) },
      },
      { id: 'footer', label: 'GET footer/list', opts: { path: FOOTER_PATH, connections: CONNECTIONS } },
      {
        id: 'footer304',
        label: 'GET footer/list, If-None-Match (304)',
        opts: { path: FOOTER_PATH, connections: CONNECTIONS, headers: { 'if-none-match': footerEtag } },
      },
      {
        id: 'lookup',
        label: 'GET provider option-fields',
        opts: { path: LOOKUP_PATH, connections: CONNECTIONS, headers: bearer(provider) },
      },
      {
        id: 'lookup304',
        label: 'GET provider option-fields, If-None-Match (304)',
        opts: { path: LOOKUP_PATH, connections: CONNECTIONS, headers: { ...bearer(provider), 'if-none-match': lookupEtag } },
      },
      { id: 'publicLookup', label: 'GET provinces (public lookup)', opts: { path: PUBLIC_LOOKUP_PATH, connections: CONNECTIONS } },
      {
        id: 'publicLookup304',
        label: 'GET provinces, If-None-Match (304)',
        opts: { path: PUBLIC_LOOKUP_PATH, connections: CONNECTIONS, headers: { 'if-none-match': publicLookupEtag } },
      },
      {
        id: 'contracts',
        label: 'GET provider contract list (page of 5, latest progress)',
        opts: { path: PROVIDER_CONTRACT_LIST_PATH, connections: CONNECTIONS, headers: bearer(provider) },
      },
      {
        id: 'list',
        label: `GET admin partners (${LIST_ROWS / 1000}k rows)`,
        opts: { path: LIST_PATH, connections: CONNECTIONS, headers: bearer(operator) },
      },
      {
        id: 'list200',
        label: `GET admin partners (${LIST_ROWS / 1000}k rows)`,
        opts: { path: LIST_PATH, connections: MANY_CONNECTIONS, headers: bearer(operator) },
      },
      {
        id: 'bidList',
        label: `GET public bid-post list (${TENDER_ROWS} tenders)`,
        opts: { path: BID_LIST_PATH, connections: CONNECTIONS },
      },
      {
        id: 'myBids',
        label: `GET provider's own bids, 'Thầu của tôi' (${TENDER_ROWS} submissions)`,
        opts: { path: MY_BIDS_PATH, connections: CONNECTIONS, headers: bearer(provider) },
      },
      {
        id: 'requestList',
        label: `GET provider request list (${TENDER_ROWS} submissions)`,
        opts: { path: REQUEST_LIST_PATH, connections: CONNECTIONS, headers: bearer(provider) },
      },
      {
        id: 'orderList',
        label: `GET collaborator order list + report (${ORDER_ROWS / 1000}k orders)`,
        opts: { path: ORDER_LIST_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'orderFiltered',
        label: `GET order list, status + total + result filters, report (${ORDER_ROWS / 1000}k orders)`,
        opts: { path: ORDER_FILTERED_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'orderSearch',
        label: `GET order list, name search, report (${ORDER_ROWS / 1000}k orders)`,
        opts: { path: ORDER_SEARCH_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'collaboratorReport',
        label: `GET '/bao-cao' monthly report, 12 months (${ORDER_ROWS / 1000}k orders)`,
        opts: { path: COLLABORATOR_REPORT_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'consultingPrices',
        label: "GET '/don-gia-tu-van' consulting prices, searched",
        opts: { path: CONSULTING_PRICES_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'companyContracts',
        label: `GET 'Hợp đồng doanh nghiệp' company contract list (${COMPANY_CONTRACT_ROWS} contracts)`,
        opts: { path: COMPANY_CONTRACT_LIST_PATH, connections: CONNECTIONS, headers: bearer(company) },
      },
      {
        id: 'contractEmployees',
        label: `GET 'Nhân viên hợp đồng' roster (${CONTRACT_EMPLOYEE_ROWS / 1000}k employees)`,
        opts: { path: contractEmployeesPath(bigContract), connections: CONNECTIONS, headers: bearer(company) },
      },
      {
        id: 'contractEmployeesFiltered',
        label: `GET roster, isRegister + gender filters (${CONTRACT_EMPLOYEE_ROWS / 1000}k employees)`,
        opts: { path: contractEmployeesPath(bigContract, EMPLOYEES_FILTER), connections: CONNECTIONS, headers: bearer(company) },
      },
      {
        id: 'contractEmployeesSearch',
        label: `GET roster, name search (${CONTRACT_EMPLOYEE_ROWS / 1000}k employees)`,
        opts: { path: contractEmployeesPath(bigContract, EMPLOYEES_SEARCH), connections: CONNECTIONS, headers: bearer(company) },
      },
      {
        id: 'blogList',
        label: `GET news list /tin-tuc, page of 9 + total (${BLOG_POST_ROWS / 1000}k posts)`,
        opts: { path: BLOG_LIST_PATH, connections: CONNECTIONS },
      },
      {
        id: 'blogSearch',
        label: `GET news list, search 'kham suc khoe' (${BLOG_POST_ROWS / 1000}k posts)`,
        opts: { path: BLOG_SEARCH_PATH, connections: CONNECTIONS },
      },
      {
        id: 'inbox',
        label: `GET inbox, page of 10 + total (${INBOX_ROWS / 1000}k notifications)`,
        opts: { path: INBOX_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'inboxFiltered',
        label: `GET inbox, area + unread filters (${INBOX_ROWS / 1000}k notifications)`,
        opts: { path: INBOX_FILTERED_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'unreadCount',
        label: `GET inbox unread-count, the bell (${Math.round(INBOX_ROWS / 3_000)}k unread)`,
        opts: { path: UNREAD_COUNT_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'mediaRoot',
        label: `GET resources library, root (${MEDIA_NODES.toLocaleString('en-US')} nodes)`,
        opts: { path: MEDIA_TREE_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'mediaFolder',
        label: `GET resources library, a folder of ${MEDIA_TREE.bigFiles.toLocaleString('en-US')} files`,
        opts: { path: mediaFolderPath(bigFolder), connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'mediaSearch',
        label: `GET resources library, search 'quy trinh lay mau' (${MEDIA_NODES.toLocaleString('en-US')} nodes)`,
        opts: { path: MEDIA_SEARCH_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      // ——— monthly deferred-payment reports ———
      {
        id: 'debtReports',
        label: `GET collaborator monthly reports, page of 10 (${DEBT_OWN_MONTHS} of its own)`,
        opts: { path: DEBT_REPORT_LIST_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'debtChart',
        label: 'GET collaborator 12-month report chart',
        opts: { path: DEBT_CHART_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'deskReports',
        label: "GET accountant's report list, one month of every collaborator",
        opts: { path: DESK_REPORT_LIST_PATH, connections: CONNECTIONS, headers: bearer(operator) },
      },
      // ——— end of monthly reports ———
      {
        id: 'debtLetters',
        label: `GET collaborator debt letters, page of 10 + total (${DEBT_LETTER_ROWS / 1000}k letters)`,
        opts: { path: DEBT_LETTER_LIST_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'debtLettersFiltered',
        label: `GET debt letters, status filter + search (${DEBT_LETTER_ROWS / 1000}k letters)`,
        opts: { path: DEBT_LETTER_FILTERED_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
      },
      {
        id: 'login',
        label: 'POST provider login (argon2id)',
        opts: {
          path: '/api/partner/provider/auth/login',
          connections: LOGIN_CONNECTIONS,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: LOGIN_BODY,
        },
      },
    ];

    // The ceiling is measured first (after a longer warm-up: the server is cold) and again last;
    // the ratios use their mean, which evens out some of a small machine's run-to-run noise.
    plan.push({ id: 'ceilingEnd', label: 'GET /api/ping (ceiling, again)', opts: { path: '/api/ping', connections: CONNECTIONS } });
    const COMPANY_CASES = new Set([
      'ceiling',
      'companyContracts',
      'contractEmployees',
      'contractEmployeesFiltered',
      'contractEmployeesSearch',
      'ceilingEnd',
    ]);
    const CONTENT_CASES = new Set([
      'ceiling',
      'blogList',
      'blogSearch',
      'inbox',
      'inboxFiltered',
      'unreadCount',
      'mediaRoot',
      'mediaFolder',
      'mediaSearch',
      'ceilingEnd',
    ]);
    const DEBT_CASES = new Set(['ceiling', 'debtLetters', 'debtLettersFiltered', 'debtReports', 'debtChart', 'deskReports', 'ceilingEnd']);
    const CHEAP_CASES = new Set([
      'ceiling',
      'profile',
      'footer',
      'footer304',
      'publicLookup',
      'publicLookup304',
      'lookup',
      'lookup304',
      'list',
      'contracts',
      'bidList',
      'myBids',
      'requestList',
      'orderList',
      'orderFiltered',
      'orderSearch',
      'ceilingEnd',
    ]);
    const cases_ = only
      ? COMPANY_CASES
      : contentMode
        ? CONTENT_CASES
        : debtsMode
          ? DEBT_CASES
          : cheapMode
            ? CHEAP_CASES
            : twinsMode
              ? new Set(['ceiling', 'ceilingEnd'])
              : null;
    const measured: (LoadResult & { id: string; label: string })[] = [];
    // BENCH_CASES=ceiling,profile,… narrows a selection further, for a quick A/B of a few cases.
    const picked = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(',')) : null;
    const selected = (cases_ ? plan.filter((p) => cases_.has(p.id)) : plan).filter((p) => !picked || picked.has(p.id));
    for (const step of selected) {
      const r = await load(server.baseUrl, { duration: DURATION, warmup: step.id === 'ceiling' ? 3 : 1, ...step.opts });
      measured.push({ ...r, id: step.id, label: step.label });
      console.log(
        `[api/${database}] ${step.label} @${r.connections}: ${fmt(r.reqPerSec, 0)} req/s, p50 ${fmt(r.p50Ms)} ms, p99 ${fmt(r.p99Ms)} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
      );
    }
    const pings = measured.filter((m) => m.id === 'ceiling' || m.id === 'ceilingEnd').map((m) => m.reqPerSec);
    const ceiling = pings.reduce((a, b) => a + b, 0) / pings.length;
    const cases: ApiCase[] = measured.map((m) => ({ ...m, ofCeiling: m.id === 'login' ? null : m.reqPerSec / ceiling }));
    const get = (id: string) => cases.find((c) => c.id === id);
    const list = get('list');
    const list200 = get('list200');
    const orderList = get('orderList');
    const orderFiltered = get('orderFiltered');
    // Each main list against its raw twin, back to back on the same data (BENCH_CASES narrows them too).
    let twins: TwinResult[] | undefined;
    if (everything || twinsMode) {
      const extra: typeof plan = [
        {
          id: 'patients',
          label: `GET collaborator patient list, page of 10 + total (${PATIENT_ROWS / 1000}k patients)`,
          opts: { path: PATIENT_LIST_PATH, connections: CONNECTIONS, headers: bearer(collaborator) },
        },
        {
          id: 'orderDesk',
          label: `GET console order desk, page of 10 + total (${ORDER_ROWS / 1000}k orders)`,
          opts: { path: ORDER_DESK_PATH, connections: CONNECTIONS, headers: bearer(operator) },
        },
      ];
      const specs = TWIN_LISTS.filter((id) => !picked || picked.has(id)).map((id) => {
        const step = [...plan, ...extra].find((p) => p.id === id);
        if (!step) throw new Error(`no case ${id} to twin`);
        return { id, label: step.label, path: step.opts.path, headers: step.opts.headers ?? {} };
      });
      if (specs.length > 0) {
        twins = await benchTwins({
          server,
          captureFile,
          specs,
          duration: DURATION,
          log: (line) => console.log(`[api/${database}] twin: ${line}`),
        });
      }
    }
    const twinBudgetList = twins ? twinBudgets(database, twins) : [];
    const areaBudgets = everything
      ? [
          budget(`[${database}] list p99 @${CONNECTIONS} connections`, list?.p99Ms ?? null, 'max', 25, 'ms'),
          budget(
            `[${database}] list errors + non-2xx @${MANY_CONNECTIONS} connections`,
            list200 ? list200.errors + list200.non2xx : null,
            'max',
            0,
            'errors',
          ),
          budget(`[${database}] order list p99 @${CONNECTIONS} connections`, orderList?.p99Ms ?? null, 'max', 25, 'ms'),
          budget(
            `[${database}] filtered order list + report p99 @${CONNECTIONS} connections`,
            orderFiltered?.p99Ms ?? null,
            'max',
            100,
            'ms',
          ),
        ]
      : [];
    const budgets = [...twinBudgetList, ...areaBudgets, ...costBudgets(database, cases)];
    return {
      database,
      label,
      ...(serverVersion ? { serverVersion } : {}),
      rows: everything || cheapMode || twinsMode ? LIST_ROWS : 0,
      generateSeconds,
      ceiling,
      cases,
      ...(twins ? { twins } : {}),
      budgets,
    };
  } finally {
    await server.stop();
    await rm(captureFile, { force: true });
  }
}

export async function benchApi(which: readonly ('embedded' | 'machine')[] = ['embedded', 'machine']): Promise<ApiRun[]> {
  const runs: ApiRun[] = [];
  if (which.includes('embedded')) runs.push(await benchApiOn('embedded'));
  if (which.includes('machine')) {
    const db = await createMachineDatabase();
    if ('skipped' in db) {
      console.log(`[api/machine] skipped: ${db.skipped}`);
      runs.push({ database: 'machine', label: 'machine PostgreSQL', skipped: db.skipped, budgets: [] });
    } else {
      try {
        runs.push(await benchApiOn('machine', db.url));
      } finally {
        await db.drop();
      }
    }
  }
  return runs;
}

export function printApi(runs: readonly ApiRun[]): void {
  for (const run of runs) {
    section(`API on ${run.label}${run.serverVersion ? ` ${run.serverVersion}` : ''}`);
    if (run.skipped || !run.cases) {
      console.log(`skipped: ${run.skipped}`);
      continue;
    }
    console.log(
      table(
        ['case', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'of ceiling'],
        run.cases.map((c) => [
          c.label,
          String(c.connections),
          fmt(c.reqPerSec, 0),
          fmt(c.p50Ms),
          fmt(c.p99Ms),
          String(c.errors),
          String(c.non2xx),
          c.ofCeiling == null ? '–' : `${fmt(c.ofCeiling * 100)}%`,
        ]),
      ),
    );
    console.log(
      `(ceiling: mean of the two /api/ping runs, ${fmt(run.ceiling, 0)} req/s, its share printed for information; ${run.rows?.toLocaleString('en-US')} generated partners in ${fmt(run.generateSeconds)} s; ${COMPANY_CONTRACT_ROWS} company contracts, ${CONTRACT_EMPLOYEE_ROWS.toLocaleString('en-US')} on one roster)\n`,
    );
    if (run.twins?.length) {
      console.log('Main lists against their raw twins (the same statements through pg, JSON.stringify of the rows), back to back:');
      printTwins(run.twins, run.ceiling);
      console.log();
    }
    printBudgets(run.budgets);
  }
}

if (import.meta.main) {
  const arg = process.argv[2];
  const which: ('embedded' | 'machine')[] = arg === 'embedded' || arg === 'machine' ? [arg] : ['embedded', 'machine'];
  const runs = await benchApi(which);
  printApi(runs);
}
