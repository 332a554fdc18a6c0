import { integrationDeskEndpoints } from '@portal/contract';
import { expect } from 'vitest';
import { bearer, type TestApp } from './helpers.ts';

/** Registers an integration as an administrator (its token given) and answers a token of it, by the client-credentials grant. */
export async function integrationToken(
  t: TestApp,
  adminToken: string,
  integration: { name: string; scopes: string[]; facilityCodes?: string[] },
): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: integrationDeskEndpoints.create.path,
    headers: bearer(adminToken),
    payload: { facilityCodes: [], ...integration },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { clientId, clientSecret } = created.json().data as { clientId: string; clientSecret: string };
  const res = await t.app.inject({
    method: 'POST',
    url: '/fhir/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}
