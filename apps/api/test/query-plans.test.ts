import {
  companyEndpoints,
  contractEndpoints,
  notificationEndpoints,
  contentEndpoints,
  mediaEndpoints,
  pathOf,
  tenderingPartnerEndpoints,
  tenderingProviderEndpoints,
  tenderingPublicEndpoints,
  operatorSelfEndpoints,
  orderDeskEndpoints,
  orderEndpoints,
  debtLetterEndpoints,
  deferredPaymentDeskEndpoints,
  deferredPaymentEndpoints,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BIG_CONTRACT_CODE, BIG_MEDIA_FOLDER, generators } from './generate-data.ts';
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from './helpers.ts';

/**
 * Every list call, on a large table, is planned without a sequential scan of it. The SQL is
 * captured from the real handlers (not restated here, every statement the pg driver sends), then
 * EXPLAINed with its parameters: as a one-off (the plan made for these values), and a named
 * (prepared) statement also with the generic plan PostgreSQL may keep for it and run for anyone.
 */
const LARGE = 20_000;
let t: TestApp;
const captured: Array<{ query: string; params: unknown[]; name?: string }> = [];
const clientQuery = pg.Client.prototype.query;
/** The driver's own text form of a parameter (arrays, dates, JSON), as it sends them: `pg.utils`, untyped in @types/pg. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;
const tokens: Record<string, string> = {};
/** Queries a route's schema cannot suggest: filters by value, a folder to open. */
const extra: Record<string, Array<Record<string, string>>> = {};
/** The generated contract with the big roster. */
let bigContract = '';

beforeAll(async () => {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; name?: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof config === 'string') captured.push({ query: config, params: values ?? [] });
    else if (config && typeof config.text === 'string')
      captured.push({ query: config.text, params: values ?? config.values ?? [], name: config.name });
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  t = await createTestApp({ LOGIN_RATE_MAX: '1000' });
  await generators.partners(t.database.db, 60_000);
  await generators.tenders(t.database.db, 1_000);
  // ctv_demo's orders, and as many again spread over 300 generated collaborators: a prepared
  // statement's generic plan, costed for an average collaborator's share, must still read a page.
  await generators.orders(t.database.db, { orders: 30_000, patients: 3_000 });
  await generators.orders(t.database.db, { orders: 30_000, patients: 3_000, collaborators: 300 });
  await generators.content(t.database.db, LARGE);
  // Inboxes of three users, so that one inbox is a part of the table as in use (a list reading a
  // whole table may rightly scan it); ctv_demo's is the one listed.
  for (const username of ['ctv_demo', 'dn_demo', 'ncc_demo'])
    await generators.notifications(t.database.db, { notifications: 30_000, username });
  // 20,441 nodes; the big folder holds a tenth of them.
  await generators.media(t.database.db, { folders: 40, subfolders: 10, files: 45, bigFiles: 2_000 });
  // Debt letters: ctv_demo's list is a tenth of the table.
  await generators.debtLetters(t.database.db, { letters: 30_000, username: 'ctv_demo' });
  extra[debtLetterEndpoints.list.path] = [{ responseStatus: '3' }, { search: 'số 1234' }];
  // Monthly deferred-payment reports: one per partner and month, over five years of months.
  await t.database.db.execute(sql`
    insert into deferred_payments (partner_id, month, code, status, amount, service_count, due_date)
    select id, to_char(date '2020-01-01' + ((n % 60)::int * interval '1 month'), 'YYYY-MM'), 'Q-' || n, 2 + (n % 4)::int, 100000, 3, date '2020-02-15'
    from (select id, row_number() over (order by id) as n from partners limit 25000) p`);
  await t.database.db.execute(sql`analyze deferred_payments`);
  const { rows: folder } = await t.database.db.execute<{ id: string }>(
    sql`select id from media_nodes where parent_id is null and name = ${BIG_MEDIA_FOLDER}`,
  );
  extra[mediaEndpoints.tree.path] = [{ ParentId: folder[0]?.id ?? '' }, { search: 'quy trinh lay mau' }];
  extra[notificationEndpoints.list.path] = [{ area: 'orders', unread: 'true' }, { unread: 'true' }];
  // dn_demo's contracts and a big roster (a tenth more people spread over the other contracts).
  await generators.companies(t.database.db, { contracts: 1_000, employees: 20_000, spread: 2_000 });
  const { rows: big } = await t.database.db.execute<{ id: string }>(
    sql`select id from company_contracts where lower(code) = lower(${BIG_CONTRACT_CODE})`,
  );
  bigContract = big[0]?.id ?? '';
  // The tables as autovacuum keeps them in use: statistics and the visibility map up to date. Without
  // it the plans depended on whether autovacuum had come by yet (a count over every current debt
  // letter read the index alone after a vacuum, the table before one).
  await t.database.db.execute(sql`vacuum (analyze)`);
  for (const type of ['collaborator', 'company', 'provider'] as const)
    tokens[type] = await login(t.app, type, { collaborator: 'ctv_demo', company: 'dn_demo', provider: 'ncc_demo' }[type]);
  const op = await t.app.inject({
    method: 'POST',
    url: operatorSelfEndpoints.login.path,
    payload: { username: 'admin_demo', password: DEMO_PASSWORD },
  });
  tokens.operator = op.json().data.token;
}, 240_000);
afterAll(async () => {
  pg.Client.prototype.query = clientQuery;
  await t?.close();
});

/** The statements of one request that read (captured before anything else is sent). */
async function readsOf(url: string, token: string | undefined) {
  captured.length = 0;
  const res = await t.app.inject({ url, headers: token ? bearer(token) : {} });
  expect(res.statusCode, url).toBe(200);
  return captured.filter((c) => /^\s*(select|with)\b/i.test(c.query));
}

/**
 * The plans of a captured statement, as `explain (…)` gives them: the one made for its values and,
 * for a named statement, the generic one (`plan_cache_mode = force_generic_plan`), which
 * PostgreSQL may keep after five calls when its estimate looks no worse.
 */
async function plansOf(statement: { query: string; params: unknown[]; name?: string }, options: string) {
  const plans: Array<{ kind: string; plan: unknown }> = [];
  const client = await t.database.pool.connect();
  try {
    const { rows } = await client.query(`explain (${options}) ${statement.query}`, statement.params);
    plans.push({ kind: 'custom', plan: (rows[0] as { 'QUERY PLAN': unknown })['QUERY PLAN'] });
    if (statement.name) {
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare generic_check as ${statement.query}`);
      const args = statement.params.map((p) => (p === null || p === undefined ? 'null' : pg.escapeLiteral(String(prepareValue(p)))));
      const execute = args.length ? `execute generic_check(${args.join(', ')})` : 'execute generic_check';
      const generic = await client.query(`explain (${options}) ${execute}`);
      plans.push({ kind: 'generic', plan: (generic.rows[0] as { 'QUERY PLAN': unknown })['QUERY PLAN'] });
    }
  } finally {
    // Only this check's statement: the app's own prepared statements live on this connection too.
    if (statement.name) await client.query('deallocate generic_check; reset plan_cache_mode').catch(() => undefined);
    client.release();
  }
  return plans;
}

function seqScansOnLarge(plan: unknown, sizes: Map<string, number>, found: string[] = []): string[] {
  if (Array.isArray(plan)) for (const p of plan) seqScansOnLarge(p, sizes, found);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    const rel = node['Relation Name'];
    if (node['Node Type'] === 'Seq Scan' && typeof rel === 'string' && (sizes.get(rel) ?? 0) >= LARGE) found.push(rel);
    for (const v of Object.values(node)) if (typeof v === 'object') seqScansOnLarge(v, sizes, found);
  }
  return found;
}

/** Query variants from the route's querystring schema: the defaults, then each enum value. */
function variants(schema: z.ZodType | undefined): Array<Record<string, string>> {
  const shape =
    (schema as { shape?: Record<string, { options?: unknown[]; unwrap?: () => { options?: unknown[] } }> } | undefined)?.shape ?? {};
  const out: Array<Record<string, string>> = [{}];
  for (const [key, field] of Object.entries(shape)) {
    const options = field.options ?? field.unwrap?.().options;
    if (Array.isArray(options)) out.push({ [key]: String(options[0]) });
    // Searches as people type them: a name's beginning, a code. (A term matching most of the
    // table is read whole whatever the plan, and is not what this check is about.)
    if (key === 'search') out.push({ search: 'hộ kinh doanh phúc' }, { search: 'gen-0001' });
  }
  out.push({ page: '500' });
  return out;
}

describe('list query plans', () => {
  it('no list call scans a large table sequentially', async () => {
    const { rows } = await t.database.db.execute<{ relname: string; n: string }>(
      sql`select c.relname, c.reltuples::bigint::text as n from pg_class c join pg_namespace s on s.oid = c.relnamespace where s.nspname = 'public' and c.relkind = 'r'`,
    );
    const sizes = new Map(rows.map((r) => [r.relname, Number(r.n)]));
    expect(sizes.get('partners')).toBeGreaterThanOrEqual(LARGE);
    expect(sizes.get('medical_orders')).toBeGreaterThanOrEqual(LARGE);
    for (const table of ['blog_posts', 'notifications', 'notification_recipients', 'media_nodes', 'debt_letters', 'deferred_payments'])
      expect(sizes.get(table), table).toBeGreaterThanOrEqual(LARGE);
    const lists = t.app.routeTable.filter(
      (r) =>
        r.method === 'GET' &&
        JSON.stringify((r.schema?.response as Record<string, unknown> | undefined)?.['200'] ?? '').length > 0 &&
        /list|partners|rename-requests|audit|\/orders$|\/notifications$|\/unread-count$|\/media\/tree$|\/report\/monthly$|\/debts\/reports$|\/debts\/letters$|\/deferred-payment\/chart$/.test(
          r.url,
        ) &&
        !r.url.includes(':id'),
    );
    expect(lists.length).toBeGreaterThan(0);
    const problems: string[] = [];
    let explained = 0;
    let generics = 0;
    for (const route of lists) {
      const rule = route.access;
      // A partner route of fixed types (the collaborator's orders and patients) is called by its first type.
      const fixed = rule?.kind === 'partner' && Array.isArray(rule.types) ? rule.types[0] : undefined;
      const token = rule?.kind === 'operator' ? tokens.operator : tokens[fixed ?? 'provider'];
      for (const query of [...variants(route.schema?.querystring as z.ZodType | undefined), ...(extra[route.url] ?? [])]) {
        const url = `${route.url.replace(':type', 'provider')}?${new URLSearchParams(query)}`;
        for (const statement of await readsOf(url, token))
          for (const { kind, plan } of await plansOf(statement, 'format json')) {
            explained++;
            if (kind === 'generic') generics++;
            const scans = seqScansOnLarge(plan, sizes);
            if (scans.length) problems.push(`${url}: seq scan on ${scans.join(', ')} (${kind} plan) in ${statement.query.slice(0, 160)}`);
          }
      }
    }
    expect(problems).toEqual([]);
    expect(explained).toBeGreaterThan(3);
    expect(generics).toBeGreaterThan(3);
  }, 180_000);

  // The lists that must stay flat as their table grows (bench/growth.ts): a page reads about a
  // page of rows, and a total or report comes from trigger-kept counts, not from every matching row.
  it('the growing lists read a page of rows, not every matching one', async () => {
    const GROWING = new Set([
      'bid_posts',
      'medical_orders',
      'debt_letters',
      'deferred_payments',
      'blog_posts',
      'notification_recipients',
      'media_nodes',
      'bid_submissions',
      'bid_requests',
      'contracts',
      'contract_employees',
      'company_contracts',
    ]);
    const bigFolder = extra[mediaEndpoints.tree.path]?.[0]?.ParentId ?? '';
    const roster = `${pathOf(companyEndpoints.employees, { id: bigContract })}?page=1&limit=10`;
    const flat: Array<{ url: string; token?: string }> = [
      { url: `${tenderingPublicEndpoints.list.path}?page=1&limit=10` },
      { url: `${tenderingPublicEndpoints.list.path}?page=1&limit=10&categoryId=1` },
      // The provider's lists (1,000 generated submissions, each with a clarification): 'Thầu của tôi'
      // as it opens and by status, the request list, the contract list.
      { url: `${pathOf(tenderingPartnerEndpoints.list, { type: 'provider' })}?mine=true&page=1&limit=10`, token: tokens.provider },
      { url: `${pathOf(tenderingPartnerEndpoints.list, { type: 'provider' })}?mine=true&page=1&limit=10&status=1`, token: tokens.provider },
      { url: `${tenderingProviderEndpoints.requests.path}?page=1&limit=10`, token: tokens.provider },
      { url: `${pathOf(contractEndpoints.list, { type: 'provider' })}?page=1&limit=5`, token: tokens.provider },
      {
        url: `${orderEndpoints.list.path}?page=1&limit=10&Status=4&MinServiceTotal=200000&Result=DA_CO_KET_QUA`,
        token: tokens.collaborator,
      },
      { url: `${orderEndpoints.list.path}?page=1&limit=10&Status=1`, token: tokens.collaborator },
      // Searched: the matching orders through the trigram index, not the list walked until ten match.
      { url: `${orderEndpoints.list.path}?page=1&limit=10&search=${encodeURIComponent('nguyễn văn an')}`, token: tokens.collaborator },
      { url: `${orderDeskEndpoints.list.path}?page=1&limit=10`, token: tokens.operator },
      { url: `${orderDeskEndpoints.list.path}?page=1&limit=10&Status=4`, token: tokens.operator },
      { url: `${orderDeskEndpoints.list.path}?page=1&limit=10&Result=DA_CO_KET_QUA&methodType=HOME`, token: tokens.operator },
      { url: `${debtLetterEndpoints.list.path}?page=1&limit=10`, token: tokens.collaborator },
      { url: `${debtLetterEndpoints.list.path}?page=1&limit=10&responseStatus=3`, token: tokens.collaborator },
      { url: `${deferredPaymentEndpoints.list.path}?page=1&limit=10`, token: tokens.collaborator },
      { url: `${deferredPaymentDeskEndpoints.list.path}?page=1&limit=20&month=2020-01`, token: tokens.operator },
      { url: `${deferredPaymentDeskEndpoints.list.path}?page=1&limit=20&month=2020-01&status=3`, token: tokens.operator },
      // News, inbox and library as they open (each total from its kept counts).
      { url: `${contentEndpoints.posts.path}?page=1&limit=9` },
      { url: `${contentEndpoints.posts.path}?page=2&limit=9&isHome=true` },
      { url: `${notificationEndpoints.list.path}?page=1&limit=10`, token: tokens.collaborator },
      { url: `${notificationEndpoints.list.path}?page=1&limit=10&area=orders&unread=true`, token: tokens.collaborator },
      { url: notificationEndpoints.unreadCount.path, token: tokens.collaborator },
      { url: `${mediaEndpoints.tree.path}?page=1&limit=20`, token: tokens.collaborator },
      { url: `${mediaEndpoints.tree.path}?page=1&limit=20&ParentId=${bigFolder}`, token: tokens.collaborator },
      // The company's contract list and the big roster: as they open, and the roster filtered.
      { url: `${companyEndpoints.contracts.path}?page=1&limit=10`, token: tokens.company },
      { url: `${companyEndpoints.contracts.path}?page=1&limit=10&status=completed`, token: tokens.company },
      { url: roster, token: tokens.company },
      { url: `${roster}&isRegister=true&gender=1`, token: tokens.company },
      { url: `${roster}&isRegister=false&gender=0`, token: tokens.company },
      { url: `${roster}&gender=1&healthStatus=0`, token: tokens.company },
    ];
    const problems: string[] = [];
    let generics = 0;
    for (const { url, token } of flat) {
      const selects = await readsOf(url, token);
      expect(selects.length, url).toBeGreaterThan(0);
      for (const statement of selects)
        for (const { kind, plan } of await plansOf(statement, 'analyze, format json')) {
          if (kind === 'generic') generics++;
          const read = rowsRead(plan, GROWING);
          if (read > 200) problems.push(`${url}: ${read} rows read by the ${kind} plan of ${statement.query.slice(0, 160)}`);
        }
    }
    expect(problems).toEqual([]);
    expect(generics).toBeGreaterThan(10);
  }, 120_000);
});

/** Rows a plan read from the given tables (returned or filtered out, over every loop), from EXPLAIN ANALYZE. */
function rowsRead(plan: unknown, tables: Set<string>): number {
  if (Array.isArray(plan)) return plan.reduce((n: number, p) => n + rowsRead(p, tables), 0);
  if (!plan || typeof plan !== 'object') return 0;
  const node = plan as Record<string, unknown>;
  const rel = node['Relation Name'];
  const own =
    typeof rel === 'string' && tables.has(rel)
      ? (Number(node['Actual Rows'] ?? 0) +
          Number(node['Rows Removed by Filter'] ?? 0) +
          Number(node['Rows Removed by Index Recheck'] ?? 0)) *
        Number(node['Actual Loops'] ?? 1)
      : 0;
  return Object.values(node).reduce((n: number, v) => n + (typeof v === 'object' ? rowsRead(v, tables) : 0), own);
}
