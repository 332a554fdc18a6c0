import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  contractEndpoints,
  type EndpointMethod,
  fillPath,
  LIVE_STREAM_PATHS,
  PARTNER_TYPES,
  type PartnerType,
  pathOf,
  operatorSelfEndpoints,
} from '@portal/contract';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyContracts,
  contractGroups,
  debtLetters,
  examPackages,
  files,
  medicalOrders,
  partners,
  personnelRoles,
  products,
  users,
} from '../src/db/schema.ts';
import { demoContractId, seedDemoContractFiles } from '../src/db/seed-contracts.ts';
import { type AuthContext, decide } from '../src/lib/access.ts';
import { CALLERS, type Call, type CallerName, EXPECTED } from './access-expectations.ts';
import { bearer, createTestApp, DEMO_PASSWORD, login, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { integrationToken as registerIntegration } from './integration-helpers.ts';

/**
 * Every /api route × every kind of caller answers what `access-expectations.ts` says, a table
 * written by hand: a route missing from it, or a row no route answers, fails too.
 */
const TYPE_OF: Record<CallerName, PartnerType | 'operator' | null> = {
  anonymous: null,
  ctv_demo: 'collaborator',
  ctv_tro_ly: 'collaborator',
  dn_demo: 'company',
  dn_demo_sub: 'company',
  ncc_demo: 'provider',
  ncc_theo_doi: 'provider',
  ncc_dau_thau: 'provider',
  ncc_demo2: 'provider',
  admin_demo: 'operator',
  qt_dauthau: 'operator',
  qt_cskh: 'operator',
  qt_ketoan: 'operator',
  qt_noidung: 'operator',
};

let t: TestApp;
const partnerOf = new Map<CallerName, string>();
const fileOf = new Map<string, string>();

async function signIn(name: CallerName): Promise<string | undefined> {
  const type = TYPE_OF[name];
  if (!type) return undefined;
  if (type !== 'operator') return login(t.app, type, name);
  const res = await t.app.inject({
    method: 'POST',
    url: operatorSelfEndpoints.login.path,
    payload: { username: name, password: DEMO_PASSWORD },
  });
  return res.json().data.token;
}

/** A licence file of a partner, stored for real (the download reads its bytes). */
async function storeFile(partnerId: string, name: string): Promise<string> {
  const staged = await t.storage.stage(Readable.from([SAMPLE_FILES.pdf]), () => false);
  await t.database.db.insert(files).values({
    id: staged.id,
    partnerId,
    purpose: 'business_license',
    originalName: name,
    mime: 'application/pdf',
    size: staged.size,
    sha256: staged.sha256,
  });
  await t.storage.promote(staged.id);
  return staged.id;
}

const tokens = new Map<CallerName, string | undefined>();
let pendingPartner = '';
let operatorId = '';
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_RATE_MAX: '1000',
    LOGIN_ACCOUNT_RATE_MAX: '1000',
    LOGIN_ADDRESS_RATE_MAX: '1000',
    REGISTER_RATE_MAX: '1000',
  });
  for (const name of CALLERS) {
    tokens.set(name, await signIn(name));
    const [user] = await t.database.db.select().from(users).where(eq(users.username, name));
    if (user?.partnerId) partnerOf.set(name, user.partnerId);
  }
  for (const partnerId of new Set(partnerOf.values())) fileOf.set(partnerId, await storeFile(partnerId, 'giay-phep.pdf'));
  const [pending] = await t.database.db.select().from(users).where(eq(users.username, 'ncc_cho_duyet'));
  pendingPartner = pending!.partnerId!;
  const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin_demo'));
  operatorId = admin!.id;
  // Contracts and products of the two demo providers, the contracts with their documents.
  await seedDemoContractFiles(t.database.db, t.storage);
  for (const [caller, code] of [
    ['ncc_demo', 'HD-2026/001-PNM'],
    ['ncc_demo2', 'HD-2026/007-SM'],
  ] as const) {
    const contractId = (await demoContractId(t.database.db, code))!;
    const detail = await t.app.inject({
      url: pathOf(contractEndpoints.detail, { type: 'provider', id: contractId }),
      headers: bearer(tokens.get(caller)!),
    });
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.partnerId, partnerOf.get(caller)!))
      .limit(1);
    providerObjects.set(caller, { contract: contractId, contractFile: detail.json().data.files[0].id, product: product!.id });
  }
  const [ctv, ctv2] = await Promise.all(
    ['ctv_demo', 'ctv_demo2'].map(async (username) => {
      const [u] = await t.database.db.select().from(users).where(eq(users.username, username));
      const [order] = await t.database.db.select().from(medicalOrders).where(eq(medicalOrders.partnerId, u!.partnerId!)).limit(1);
      return order!;
    }),
  );
  // A staff member and a role of each partner that has some (the first by name: not changed by any row).
  for (const u of await t.database.db.select().from(users).where(eq(users.isSubUser, true)).orderBy(asc(users.username))) {
    if (u.partnerId && !staffOf.has(u.partnerId)) staffOf.set(u.partnerId, u.id);
  }
  for (const r of await t.database.db.select().from(personnelRoles).orderBy(asc(personnelRoles.name))) {
    if (!roleOf.has(r.partnerId)) roleOf.set(r.partnerId, r.id);
  }
  // dn_demo's and dn_demo2's sub-unit (dn_demo's has a contract), contract (with its PDF stored) and set; a published package.
  for (const [key, caller] of [
    ['own', 'dn_demo'],
    ['other', 'dn_demo2'],
  ] as const) {
    const [owner] = await t.database.db.select().from(users).where(eq(users.username, caller));
    const partnerId = owner!.partnerId!;
    const [contract] = await t.database.db.select().from(companyContracts).where(eq(companyContracts.ownerId, partnerId)).limit(1);
    const [group] = await t.database.db.select().from(contractGroups).where(eq(contractGroups.ownerId, partnerId)).limit(1);
    const fileId = await storeFile(partnerId, 'hop-dong.pdf');
    await t.database.db.update(companyContracts).set({ fileId }).where(eq(companyContracts.id, contract!.id));
    companyObjects[`${key}Unit`] = (await subUnitWithContracts(partnerId))!;
    companyObjects[`${key}CompanyContract`] = contract!.id;
    companyObjects[`${key}Group`] = group!.id;
  }
  const [pkg] = await t.database.db.select().from(examPackages).where(eq(examPackages.published, true)).limit(1);
  companyObjects.package = pkg!.id;
  // Debt letters: ctv_demo's answered one with its file, and one of ctv_demo2.
  for (const [key, username] of [
    ['ownLetter', 'ctv_demo'],
    ['otherLetter', 'ctv_demo2'],
  ] as const) {
    const [u] = await t.database.db.select().from(users).where(eq(users.username, username));
    const [letter] = await t.database.db
      .select()
      .from(debtLetters)
      .where(eq(debtLetters.partnerId, u!.partnerId!))
      .orderBy(desc(debtLetters.responseStatus))
      .limit(1);
    letterObjects[key] = letter!.id;
  }
  Object.assign(orderObjects, {
    ownOrder: ctv!.id,
    otherOrder: ctv2!.id,
    ownPatient: ctv!.patientId,
    otherPatient: ctv2!.patientId,
    token: ctv!.progressToken,
  });
});
const providerObjects = new Map<CallerName, { contract: string; contractFile: string; product: string }>();
/** A staff member and a role per partner id (partners with staff: ctv_demo's, dn_demo's, ncc_demo's). */
const staffOf = new Map<string, string>();
const roleOf = new Map<string, string>();
/** Orders and patients of the two demo collaborators, and the progress token of ctv_demo's order. */
const orderObjects = { ownOrder: '', otherOrder: '', ownPatient: '', otherPatient: '', token: '' };
/** Debt letters: {ownLetter} ctv_demo's (answered, with a file), {otherLetter} ctv_demo2's. */
const letterObjects = { ownLetter: '', otherLetter: '' };
/** Company objects by placeholder name (ownUnit, otherCompanyContract, package, …). */
const companyObjects: Record<string, string> = {};
const COMPANY_PLACEHOLDER = /\{(ownUnit|otherUnit|ownCompanyContract|otherCompanyContract|ownGroup|otherGroup|package)\}/;
/** A sub-unit of this company that has a contract. */
async function subUnitWithContracts(parentId: string) {
  const [row] = await t.database.db
    .select({ id: partners.id })
    .from(partners)
    .innerJoin(companyContracts, eq(companyContracts.companyId, partners.id))
    .where(eq(partners.parentId, parentId))
    .limit(1);
  return row?.id;
}
afterAll(() => t.close());

/** The concrete URL of a table row for a caller, its placeholders filled in. */
function urlFor(call: string, caller: CallerName): string {
  const own = partnerOf.get(caller) ?? partnerOf.get('ncc_demo')!;
  const other = caller === 'ncc_demo2' ? partnerOf.get('ncc_demo')! : partnerOf.get('ncc_demo2')!;
  const ownObjects = providerObjects.get(caller === 'ncc_demo2' ? 'ncc_demo2' : 'ncc_demo')!;
  const otherObjects = providerObjects.get(caller === 'ncc_demo2' ? 'ncc_demo' : 'ncc_demo2')!;
  // Personnel: the caller's partner's staff and role (ncc_demo's for a caller whose partner has none); another partner's
  // are ctv_demo's (for ctv_demo's accounts, ncc_demo's).
  const ncc = partnerOf.get('ncc_demo')!;
  const ctv = partnerOf.get('ctv_demo')!;
  const ownPersonnel = staffOf.has(own) ? own : ncc;
  const otherPersonnel = own === ctv ? ncc : ctv;
  return call
    .replace(COMPANY_PLACEHOLDER, (_, key: string) => companyObjects[key]!)
    .replace('{ownStaff}', staffOf.get(ownPersonnel)!)
    .replace('{otherStaff}', staffOf.get(otherPersonnel)!)
    .replace('{ownRole}', roleOf.get(ownPersonnel)!)
    .replace('{otherRole}', roleOf.get(otherPersonnel)!)
    .replace('{ownContractFile}', ownObjects.contractFile)
    .replace('{otherContractFile}', otherObjects.contractFile)
    .replace('{ownContract}', ownObjects.contract)
    .replace('{otherContract}', otherObjects.contract)
    .replace('{ownProduct}', ownObjects.product)
    .replace('{otherProduct}', otherObjects.product)
    .replace(/\{(noFile|noProgress)\}/, '00000000-0000-4000-8000-000000000000')
    .replace(/\{(ownOrder|otherOrder|ownPatient|otherPatient|token)\}/, (_, key: keyof typeof orderObjects) => orderObjects[key])
    .replace(/\{(ownLetter|otherLetter)\}/, (_, key: keyof typeof letterObjects) => letterObjects[key])
    .replace('{own}', fileOf.get(own)!)
    .replace('{other}', fileOf.get(other)!)
    .replace('{partnerFile}', fileOf.get(partnerOf.get('ncc_demo')!)!)
    .replace('{partner}', partnerOf.get('ncc_demo')!)
    .replace('{pending}', pendingPartner)
    .replace('{operator}', operatorId)
    .replace('{noImport}', '00000000-0000-4000-8000-000000000000')
    .replace('{noUser}', '00000000-0000-4000-8000-000000000000')
    .replace('{missing}', '00000000-0000-4000-8000-000000000000')
    .replace('{noEmployee}', '00000000-0000-4000-8000-000000000000')
    .replace('{bid}', '1');
}

/** A table row's call, as the route pattern it belongs to. */
const patternOf = (call: string) => {
  const pattern = call
    .replace(/\?.*$/, '')
    .replace('{token}', ':token')
    .replace(COMPANY_PLACEHOLDER, ':id')
    .replace(/\{(ownOrder|otherOrder|ownPatient|otherPatient)\}/, ':id')
    .replace(/\{(ownLetter|otherLetter)\}/, ':id')
    .replace(/\{(ownStaff|otherStaff|ownRole|otherRole)\}/, ':id')
    .replace(/\{(ownContractFile|otherContractFile|noFile)\}/, ':fileId')
    .replace('{noProgress}', ':progressId')
    .replace('{noEmployee}', ':employeeId')
    .replace(/\{(ownContract|otherContract|ownProduct|otherProduct)\}/, ':id')
    .replace('{partnerFile}', ':fileId')
    .replace('{noImport}', ':importId')
    .replace('{noUser}', ':userId')
    .replace(/\{(own|other|partner|pending|operator|missing|bid)\}/, ':id');
  // A route of one fixed type (the provider's tendering, `/v1/provider/...`) keeps its type in the path.
  if (t.app.routeTable.some((r) => `${r.method} ${r.url}` === pattern)) return pattern;
  return pattern.replace(new RegExp(`/(${PARTNER_TYPES.join('|')})/`), '/:type/');
};

/**
 * A table row's call: its method, how it reads (placeholders and all), the route pattern it
 * belongs to, and its concrete URL for a caller. A row naming an endpoint of the contract has
 * its pattern from the endpoint itself, its parameters' placeholders filled in before the path.
 */
function resolve(call: Call): { method: EndpointMethod; label: string; pattern: string; url: (caller: CallerName) => string } {
  if (typeof call === 'string') {
    const [method, path] = call.split(' ') as [EndpointMethod, string];
    return { method, label: call, pattern: patternOf(call), url: (caller) => urlFor(path, caller) };
  }
  const { endpoint, params, query = {} } = 'endpoint' in call ? call : { endpoint: call, params: {} };
  const fill = (caller: CallerName) => Object.fromEntries(Object.entries(params).map(([name, value]) => [name, urlFor(value, caller)]));
  // The query as the row writes it (the label), and with its placeholders filled in (the call).
  const search = (value: (v: string) => string) =>
    Object.entries(query).length
      ? `?${Object.entries(query)
          .map(([name, v]) => `${name}=${value(v)}`)
          .join('&')}`
      : '';
  return {
    method: endpoint.method,
    label: `${endpoint.method} ${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? `:${name}`)}${search((v) => v)}`,
    pattern: `${endpoint.method} ${endpoint.path}`,
    url: (caller) => `${fillPath(endpoint.path, fill(caller))}${search((v) => encodeURIComponent(urlFor(v, caller)))}`,
  };
}

describe('access matrix', () => {
  it('the table covers every route, and every row is a route', () => {
    const routes = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const covered = new Set(EXPECTED.map(([call]) => resolve(call).pattern));
    expect([...routes].filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((c) => !routes.has(c))).toEqual([]);
    // Every :type route has its three rows; every owned :id has a row with another partner's object.
    for (const route of t.app.routeTable) {
      const rows = EXPECTED.map(([call]) => resolve(call)).filter((row) => row.pattern === `${route.method} ${route.url}`);
      // A type whose path a fixed route serves (the company's contract calls) has its rows there.
      const served = PARTNER_TYPES.filter((type) =>
        t.app.routeTable.some((r) => r.method === route.method && r.url === route.url.replace(':type', type)),
      );
      if (route.url.includes(':type')) expect(rows.length + served.length, route.url).toBeGreaterThanOrEqual(3);
      if (route.access?.kind === 'partner' && route.access.owns)
        expect(
          rows.some((row) => row.label.includes('{other')),
          route.url,
        ).toBe(true);
    }
  });

  it('every caller gets exactly the status the table gives, on every route', async () => {
    const mismatches: string[] = [];
    for (const [call, ...statuses] of EXPECTED) {
      const { method, label, url } = resolve(call);
      for (const [i, caller] of CALLERS.entries()) {
        // A logout would end the session the rest of the sweep uses: it gets a session of its own.
        const token = label.endsWith('/logout') && statuses[i] === 200 ? await signIn(caller) : tokens.get(caller);
        // A live stream never ends by itself: its status is read as it opens (the app's close ends it).
        const stream = method === 'GET' && LIVE_STREAM_PATHS.has(label.slice(4));
        const res = await t.app.inject({
          method,
          url: url(caller),
          headers: token ? bearer(token) : {},
          ...(method === 'GET' ? {} : { payload: {} }),
          ...(stream ? { payloadAsStream: true } : {}),
        });
        if (stream) res.stream().destroy();
        if (res.statusCode !== statuses[i]) mismatches.push(`${caller} ${label}: expected ${statuses[i]}, got ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the integration caller (the laboratory systems, /fhir)', () => {
  /** A live integration's token, by the client-credentials grant. */
  const integrationToken = () =>
    registerIntegration(t, tokens.get('admin_demo')!, { name: `LIS ma trận ${randomUUID()}`, scopes: ['orders.read', 'results.write'] });

  it("an integration's token opens no partner or operator route: each answers it what it answers the anonymous caller", async () => {
    const token = await integrationToken();
    const mismatches: string[] = [];
    for (const [call, anonymous] of EXPECTED) {
      const { method, label, url } = resolve(call);
      const stream = method === 'GET' && LIVE_STREAM_PATHS.has(label.slice(4));
      if (label.endsWith('/logout')) continue;
      const res = await t.app.inject({
        method,
        url: url('anonymous'),
        headers: bearer(token),
        ...(method === 'GET' ? {} : { payload: {} }),
        ...(stream ? { payloadAsStream: true } : {}),
      });
      if (stream) res.stream().destroy();
      if (res.statusCode !== anonymous) mismatches.push(`${label}: expected ${anonymous}, got ${res.statusCode}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("no partner's or operator's session reaches /fhir; an integration's token does, as this table says", async () => {
    /** What an integration that may read orders and post results gets on each /fhir route (by hand). */
    const FHIR_EXPECTED: ReadonlyArray<readonly [string, number]> = [
      ['/fhir/ServiceRequest', 200],
      ['/fhir/ServiceRequest/00000000-0000-4000-8000-000000000000', 404],
      ['/fhir/Patient', 200],
      ['/fhir/Patient/x', 404],
      ['/fhir/Specimen', 200],
      ['/fhir/Specimen/x', 404],
      ['/fhir/Organization/x', 404],
      ['/fhir/DiagnosticReport', 404],
      ['/fhir/DiagnosticReport/00000000-0000-4000-8000-000000000000', 404],
    ];
    for (const name of CALLERS) {
      const token = tokens.get(name);
      for (const [path] of FHIR_EXPECTED) {
        const res = await t.app.inject({ url: path, headers: token ? bearer(token) : {} });
        expect(res.statusCode, `${name} ${path}`).toBe(401);
        expect(res.json().resourceType).toBe('OperationOutcome');
      }
    }
    const integration = await integrationToken();
    for (const [path, status] of FHIR_EXPECTED) {
      const res = await t.app.inject({ url: path, headers: bearer(integration) });
      expect(res.statusCode, path).toBe(status);
    }
    // Posting results: a session is refused before its body is read; the integration's empty report is invalid.
    for (const name of CALLERS) {
      const token = tokens.get(name);
      const res = await t.app.inject({ method: 'POST', url: '/fhir/DiagnosticReport', headers: token ? bearer(token) : {}, payload: {} });
      expect(res.statusCode, `${name} POST /fhir/DiagnosticReport`).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/fhir', headers: bearer(integration), payload: {} })).statusCode).toBe(400);
    // The CapabilityStatement is anyone's.
    expect((await t.app.inject({ url: '/fhir/metadata' })).statusCode).toBe(200);
  });
});

describe('the access decision', () => {
  const subUser: AuthContext = {
    sessionId: 's',
    userId: 'u',
    username: 'nv',
    type: 'provider',
    partnerId: 'p',
    isSubUser: true,
    permissions: new Set(['profile.view']),
  };

  it("refuses a sub-user the routes its role's permissions do not cover", () => {
    expect(decide({ kind: 'partner', types: 'path', mainOnly: false, permission: 'profile.view' }, subUser, 'provider')).toBe('allow');
    expect(decide({ kind: 'partner', types: 'path', mainOnly: false, permission: 'profile.update' }, subUser, 'provider')).toBe(
      'forbidden',
    );
    // Its own session and password are every account's.
    expect(decide({ kind: 'partner', types: 'path', mainOnly: false, permission: 'account.self' }, subUser, 'provider')).toBe('allow');
    expect(decide({ kind: 'partner', types: 'path', mainOnly: true, permission: 'profile.view' }, subUser, 'provider')).toBe('forbidden');
  });

  it("serves a `/v1/:type` route only on the types it names, and only to the caller's own type", () => {
    const main: AuthContext = { ...subUser, isSubUser: false, permissions: null };
    const providersOnly = { kind: 'partner', types: 'path', pathTypes: ['provider'], mainOnly: false, permission: 'product.view' } as const;
    expect(decide(providersOnly, main, 'provider')).toBe('allow');
    expect(decide(providersOnly, { ...main, type: 'company' }, 'company')).toBe('forbidden');
    expect(decide({ ...providersOnly, pathTypes: undefined }, main, 'company')).toBe('forbidden');
  });

  it("refuses an operator the routes its role's permissions do not cover", () => {
    const operator: AuthContext = {
      ...subUser,
      type: 'operator',
      partnerId: null,
      isSubUser: false,
      permissions: new Set(['partners.view']),
    };
    expect(decide({ kind: 'operator', permission: 'partners.view' }, operator)).toBe('allow');
    expect(decide({ kind: 'operator', permission: 'partners.approve' }, operator)).toBe('forbidden');
  });
});
