import { PARTNER_TYPES, type PartnerType } from '@portal/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, decide } from '../src/lib/access.ts';
import { authPlugin } from '../src/plugins/auth.ts';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { files, users } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_PASSWORD, login, SAMPLE_FILES, type TestApp } from './helpers.ts';

/**
 * Generated from the route table: every /api route × every kind of caller, the answer must be
 * what the route's declared access says. A new route is covered the moment it is registered.
 */
type Caller = { name: string; type: PartnerType | 'operator' | null; isSubUser: boolean; token?: string };
const CALLERS: Caller[] = [
  { name: 'anonymous', type: null, isSubUser: false },
  { name: 'ctv_demo', type: 'collaborator', isSubUser: false },
  { name: 'dn_demo', type: 'company', isSubUser: false },
  { name: 'dn_demo_sub', type: 'company', isSubUser: true },
  { name: 'ncc_demo', type: 'provider', isSubUser: false },
  { name: 'ncc_demo2', type: 'provider', isSubUser: false },
  { name: 'admin_demo', type: 'operator', isSubUser: false },
];

/**
 * Objects owned by partners, per `owns` kind: each partner caller gets one of its own, so that an
 * allowed caller is tried on its own object (2xx) and on another partner's (404). A route whose
 * `:id` has no fixture here fails the sweep.
 */
const OWNED: Record<string, Map<string, string>> = { 'partner-file': new Map(), partner: new Map() };

async function ownFile(partnerUsername: string): Promise<string> {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, partnerUsername));
  const staged = await t.storage.stage(Readable.from([SAMPLE_FILES.pdf]), () => false);
  await t.database.db.insert(files).values({
    id: staged.id,
    partnerId: user!.partnerId,
    purpose: 'business_license',
    originalName: `gp-${partnerUsername}.pdf`,
    mime: 'application/pdf',
    size: staged.size,
    sha256: staged.sha256,
  });
  await t.storage.promote(staged.id);
  return staged.id;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000', OTP_RATE_MAX: '1000' });
  for (const c of CALLERS) {
    if (c.type === 'operator') {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: c.name, password: DEMO_PASSWORD },
      });
      c.token = res.json().data.token;
    } else if (c.type) {
      c.token = await login(t.app, c.type, c.name);
    }
  }
  for (const owner of ['ctv_demo', 'dn_demo', 'ncc_demo', 'ncc_demo2']) OWNED['partner-file']!.set(owner, await ownFile(owner));
  OWNED['partner-file']!.set('dn_demo_sub', OWNED['partner-file']!.get('dn_demo')!);
  for (const u of await t.database.db.select().from(users)) if (u.partnerId) OWNED.partner!.set(u.username, u.partnerId);
});
afterAll(() => t.close());

/** Each concrete URL a route pattern stands for: every partner type for `:type`. */
function expand(url: string): Array<{ url: string; pathType?: PartnerType }> {
  if (!url.includes(':type')) return [{ url }];
  return PARTNER_TYPES.map((type) => ({ url: url.replace(':type', type), pathType: type }));
}

function expected(rule: Access, caller: Caller, pathType?: string) {
  const auth = caller.type
    ? { sessionId: '', userId: '', username: caller.name, type: caller.type, partnerId: null, isSubUser: caller.isSubUser }
    : null;
  return decide(rule, auth, pathType);
}

describe('access matrix', () => {
  it('every /api route declares who may call it', () => {
    const undeclared = t.app.routeTable.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(10);
  });

  it('answers 401 / 403 / allowed exactly as declared, for every route and caller', async () => {
    const mismatches: string[] = [];
    // Logout and password changes would end the sessions the rest of the sweep uses: they go last.
    const ordered = [...t.app.routeTable].sort((a, b) => Number(/logout|password/.test(a.url)) - Number(/logout|password/.test(b.url)));
    let checked = 0;
    for (const route of ordered) {
      for (const { url, pathType } of expand(route.url)) {
        for (const caller of CALLERS) {
          const decision = expected(route.access as Access, caller, pathType);
          if (decision === 'allow' && /logout|change-password/.test(url)) continue; // would revoke the token
          const rule = route.access as Access;
          const owns = rule.kind === 'partner' ? rule.owns : rule.kind === 'operator' ? rule.object : undefined;
          let target = url;
          if (url.includes(':id')) {
            const fixtures = owns ? OWNED[owns] : undefined;
            if (!fixtures) {
              mismatches.push(`${route.method} ${route.url}: has :id but no ownership fixture`);
              continue;
            }
            const own = fixtures.get(caller.name) ?? fixtures.get('ncc_demo')!;
            target = url.replace(':id', own);
            if (decision === 'allow' && rule.kind === 'partner') {
              // Another partner's object answers 404, never its content.
              const foreignOwner = [...fixtures.keys()].find((k) => fixtures.get(k) !== own)!;
              const foreign = await t.app.inject({
                method: route.method as 'GET',
                url: url.replace(':id', fixtures.get(foreignOwner)!),
                headers: bearer(caller.token!),
              });
              checked++;
              if (foreign.statusCode !== 404)
                mismatches.push(`${caller.name} ${route.method} ${url} with ${foreignOwner}'s id: expected 404, got ${foreign.statusCode}`);
            }
          }
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: target,
            headers: caller.token ? bearer(caller.token) : {},
            payload: route.method === 'GET' ? undefined : {},
          });
          checked++;
          const ok =
            decision === 'unauthenticated'
              ? res.statusCode === 401
              : decision === 'forbidden'
                ? res.statusCode === 403
                : res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500;
          if (!ok) mismatches.push(`${caller.name} ${route.method} ${url}: expected ${decision}, got ${res.statusCode}`);
          if (decision === 'allow' && route.method === 'GET' && res.statusCode !== 200)
            mismatches.push(`${caller.name} GET ${url}: allowed but ${res.statusCode}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('an operator route refuses every partner, a partner route refuses the operator', () => {
    const op = CALLERS.find((c) => c.type === 'operator')!;
    const provider = CALLERS.find((c) => c.name === 'ncc_demo')!;
    expect(expected({ kind: 'operator' }, provider)).toBe('forbidden');
    expect(expected({ kind: 'partner', types: 'path', subUser: true }, op, 'provider')).toBe('forbidden');
    expect(expected({ kind: 'partner', types: ['company'], subUser: false }, CALLERS.find((c) => c.isSubUser)!)).toBe('forbidden');
  });
});

describe('a route without an access rule', () => {
  it('stops the server from starting', async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: undefined as never });
    await expect(
      app.register(async (api) => {
        api.get('/api/partner/quen-khai-bao', async () => ({ data: 1 }));
      }),
    ).rejects.toThrow(/declares no access rule/);
    await app.close().catch(() => undefined);
  });
});
