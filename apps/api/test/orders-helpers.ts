import { type AppointmentStatus, operatorSelfEndpoints } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { medicalOrders, patients, users } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from './helpers.ts';

export { newPatientOrder, vietnamAt } from './request-bodies.ts';

export async function operatorToken(t: TestApp, username: string) {
  const res = await t.app.inject({ method: 'POST', url: operatorSelfEndpoints.login.path, payload: { username, password: DEMO_PASSWORD } });
  return res.json().data.token as string;
}

export async function partnerIdOf(t: TestApp, username: string): Promise<string> {
  const [u] = await t.database.db.select().from(users).where(eq(users.username, username));
  return u!.partnerId!;
}

/** A demo order of a collaborator in this status (the first booked). */
export async function orderIn(t: TestApp, username: string, status: AppointmentStatus): Promise<typeof medicalOrders.$inferSelect> {
  const partnerId = await partnerIdOf(t, username);
  const [row] = await t.database.db
    .select()
    .from(medicalOrders)
    .where(and(eq(medicalOrders.partnerId, partnerId), eq(medicalOrders.status, status)))
    .orderBy(asc(medicalOrders.no))
    .limit(1);
  return row!;
}

export async function patientsOf(t: TestApp, username: string) {
  return t.database.db
    .select()
    .from(patients)
    .where(eq(patients.partnerId, await partnerIdOf(t, username)))
    .orderBy(asc(patients.createdAt), asc(patients.fullName));
}

/** A test app with the two demo collaborators signed in, and JSON calls with a token. */
export async function collaboratorApp() {
  const t = await createTestApp();
  return {
    t,
    api: caller(t),
    tok: { ctv: await login(t.app, 'collaborator', 'ctv_demo'), ctv2: await login(t.app, 'collaborator', 'ctv_demo2') },
  };
}

/** JSON calls with a token. */
export const caller = (t: TestApp) => ({
  get: (url: string, token: string, query: Record<string, string> = {}) => t.app.inject({ url, query, headers: bearer(token) }),
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) }),
});
