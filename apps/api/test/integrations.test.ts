import { INTEGRATION_LIMITS, INTEGRATION_MSG, integrationDeskEndpoints, pathOf } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, integrationClients, integrationTokens } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, operatorToken } from './orders-helpers.ts';

/**
 * The laboratory systems' access (issue 38, item 1): an administrator registers an integration and
 * sees its secret once; the integration takes short-lived tokens by the OAuth 2.0 client-credentials
 * grant; its calls are logged in words under its name; revoking it stops its token at once.
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let admin: string;
let care: string;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await operatorToken(t, 'admin_demo');
  care = await operatorToken(t, 'qt_cskh');
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const tokenCall = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/fhir/auth/token', ...form(fields), headers: { ...form(fields).headers, ...headers } });
const fhir = (url: string, token?: string) => t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function register(name: string, scopes = ['orders.read', 'results.write']) {
  const res = await api.send('POST', integrationDeskEndpoints.create.path, admin, { name, scopes });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; clientId: string; clientSecret: string; name: string };
}

describe('registering an integration', () => {
  it('shows the secret once and keeps only its hash; audited; the list never shows it', async () => {
    const lis = await register('LIS Phòng xét nghiệm trung tâm');
    expect(lis.clientSecret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [row] = await t.database.db.select().from(integrationClients).where(eq(integrationClients.id, lis.id));
    expect(row!.secretHash).toBe(hashToken(lis.clientSecret));
    expect(JSON.stringify(row)).not.toContain(lis.clientSecret);
    const list = (await api.get(integrationDeskEndpoints.list.path, admin)).json().data as Array<Record<string, unknown>>;
    const listed = list.find((r) => r.id === lis.id)!;
    expect(listed).toMatchObject({
      name: lis.name,
      clientId: lis.clientId,
      scopes: ['orders.read', 'results.write'],
      facilityCodes: [],
      revokedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(lis.clientSecret);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'integration_client'), eq(auditLog.objectId, lis.id)));
    expect(entry).toMatchObject({ action: 'create', operatorUsername: 'admin_demo' });
  });

  it('refuses a name in use (one of two at once), an unknown facility, no scope; customer care may not', async () => {
    const name = 'LIS Chi nhánh Thủ Đức';
    const both = await Promise.all(
      [1, 2].map(() => api.send('POST', integrationDeskEndpoints.create.path, admin, { name, scopes: ['orders.read'] })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().errors.name).toEqual([INTEGRATION_MSG.nameTaken]);
    const facility = await api.send('POST', integrationDeskEndpoints.create.path, admin, {
      name: 'LIS X',
      scopes: ['orders.read'],
      facilityCodes: ['KHONG-CO'],
    });
    expect(facility.statusCode).toBe(422);
    expect(facility.json().errors.facilityCodes).toEqual([INTEGRATION_MSG.facilityUnknown('KHONG-CO')]);
    const none = await api.send('POST', integrationDeskEndpoints.create.path, admin, { name: 'LIS Y', scopes: [] });
    expect(none.statusCode).toBe(400);
    expect(
      (await api.send('POST', integrationDeskEndpoints.create.path, care, { name: 'LIS Z', scopes: ['orders.read'] })).statusCode,
    ).toBe(403);
    const names = (await t.database.db.select({ name: integrationClients.name }).from(integrationClients)).map((r) => r.name);
    expect(names.filter((n) => n === name)).toHaveLength(1);
    expect(names).not.toContain('LIS X');
  });
});

describe('tokens (OAuth 2.0 client credentials)', () => {
  it('a form or HTTP Basic gets a short-lived Bearer token; a wrong secret, another grant, an unknown scope are refused as OAuth says', async () => {
    const lis = await register('LIS Bệnh viện Quận 7', ['orders.read']);
    const res = await tokenCall({ grant_type: 'client_credentials', client_id: lis.clientId, client_secret: lis.clientSecret });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: INTEGRATION_LIMITS.tokenSeconds,
      scope: 'system/ServiceRequest.read system/Patient.read system/Specimen.read',
    });
    const [stored] = await t.database.db
      .select()
      .from(integrationTokens)
      .where(eq(integrationTokens.tokenHash, hashToken(res.json().access_token)));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(INTEGRATION_LIMITS.tokenSeconds * 1000);

    const basic = `Basic ${Buffer.from(`${encodeURIComponent(lis.clientId)}:${encodeURIComponent(lis.clientSecret)}`).toString('base64')}`;
    expect((await tokenCall({ grant_type: 'client_credentials' }, { authorization: basic })).statusCode).toBe(200);

    const wrong = await tokenCall({ grant_type: 'client_credentials', client_id: lis.clientId, client_secret: `${lis.clientSecret}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic/);
    const grant = await tokenCall({ grant_type: 'password', client_id: lis.clientId, client_secret: lis.clientSecret });
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const scope = await tokenCall({
      grant_type: 'client_credentials',
      client_id: lis.clientId,
      client_secret: lis.clientSecret,
      scope: 'system/DiagnosticReport.write',
    });
    expect([scope.statusCode, scope.json().error]).toEqual([400, 'invalid_scope']);
    const jwt = await tokenCall({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: 'a.b.c',
    });
    expect(jwt.json().error).toBe('invalid_request');
    expect((await tokenCall({ grant_type: 'client_credentials' })).statusCode).toBe(401);
  });

  it('the token opens /fhir, each call logged in words; an expired token and a revoked integration are refused at once', async () => {
    const lis = await register('LIS Phòng khám Gò Vấp');
    const token = (await tokenCall({ grant_type: 'client_credentials', client_id: lis.clientId, client_secret: lis.clientSecret })).json()
      .access_token;
    expect((await fhir('/fhir/ServiceRequest')).statusCode).toBe(401);
    const call = await fhir('/fhir/Observation?status=final', token);
    expect(call.statusCode).toBe(404);
    expect(call.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(call.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'not-supported' }] });

    const calls = (await api.get(pathOf(integrationDeskEndpoints.calls, { id: lis.id }), admin)).json().data as Array<{
      path: string;
      status: number;
      summary: string;
    }>;
    expect(calls.map((c) => [c.path, c.status])).toEqual([
      ['/fhir/Observation?status=final', 404],
      ['/fhir/auth/token', 200],
    ]);
    expect(calls[1]!.summary).toMatch(/^Cấp mã truy cập/);
    const row = (
      (await api.get(integrationDeskEndpoints.list.path, admin)).json().data as Array<{
        id: string;
        calls24h: number;
        failures24h: number;
        lastUsedAt: string | null;
      }>
    ).find((r) => r.id === lis.id)!;
    expect(row).toMatchObject({ calls24h: 2, failures24h: 1 });
    expect(row.lastUsedAt).not.toBeNull();

    // Expired.
    await t.database.db
      .update(integrationTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(integrationTokens.tokenHash, hashToken(token)));
    expect((await fhir('/fhir/ServiceRequest', token)).statusCode).toBe(401);

    // Revoked: the live token stops on its next call, and no new one is given.
    const fresh = (await tokenCall({ grant_type: 'client_credentials', client_id: lis.clientId, client_secret: lis.clientSecret })).json()
      .access_token;
    expect((await fhir('/fhir/Patient', fresh)).statusCode).toBe(200);
    const revoked = await api.send('POST', pathOf(integrationDeskEndpoints.revoke, { id: lis.id }), admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.revokedAt).not.toBeNull();
    expect((await fhir('/fhir/Patient', fresh)).statusCode).toBe(401);
    expect(
      (await tokenCall({ grant_type: 'client_credentials', client_id: lis.clientId, client_secret: lis.clientSecret })).statusCode,
    ).toBe(401);
    const again = await api.send('POST', pathOf(integrationDeskEndpoints.revoke, { id: lis.id }), admin);
    expect([again.statusCode, again.json().message]).toEqual([422, INTEGRATION_MSG.alreadyRevoked]);
    // Its name is free again for a new registration.
    await register('LIS Phòng khám Gò Vấp');
  });
});

describe('the CapabilityStatement', () => {
  it('answers anyone with FHIR R4 JSON and says where tokens come from', async () => {
    const res = await fhir('/fhir/metadata');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const body = res.json();
    expect(body).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1', kind: 'instance', format: ['json'] });
    const uris = body.rest[0].security.extension[0].extension;
    expect(uris[0]).toMatchObject({ url: 'token' });
    expect(uris[0].valueUri).toMatch(/\/fhir\/auth\/token$/);
  });
});
