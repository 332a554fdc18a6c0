import { SERVER_TEXT } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { DEMO_USERNAMES } from '../db/seed.ts';
import type { Env } from '../env.ts';
import { readBuildStamp } from '../web/serve-web-app.ts';

/**
 * What stops a server with NODE_ENV=production from starting, one Vietnamese line each (server.ts
 * prints them all and exits 1): no https PUBLIC_URL (every link in a mail is built on it), an account
 * of the demo data (its password is in the README), a web build that is missing or not a production
 * build. Outside production nothing is checked: `npm start` keeps its friendly defaults.
 */
export async function productionProblems(env: Env, db: Db, webDist: string): Promise<string[]> {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.PUBLIC_URL) problems.push(SERVER_TEXT.productionPublicUrlMissing);
  else if (new URL(env.PUBLIC_URL).protocol !== 'https:') problems.push(SERVER_TEXT.productionPublicUrlNotHttps(env.PUBLIC_URL));
  const demo = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, [...DEMO_USERNAMES]));
  if (demo.length) problems.push(SERVER_TEXT.productionDemoAccounts(demo.map((u) => u.username).sort()));
  const { mode } = readBuildStamp(webDist);
  if (!mode) problems.push(SERVER_TEXT.productionWebBuildMissing);
  else if (mode !== 'production') problems.push(SERVER_TEXT.productionWebBuildDevelopment(mode));
  return problems;
}

/** What a production server starts with but says plainly once: mail without SMTP waits in the outbox. */
export function productionWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return env.SMTP_URL ? [] : [SERVER_TEXT.productionNoSmtp];
}

/** The headers a reverse proxy adds; received without TRUST_PROXY, the client's address is the proxy's. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'forwarded', 'x-real-ip'] as const;

/** Only a production server without TRUST_PROXY looks at the proxy headers (server.ts adds no hook otherwise). */
export const watchesProxyHeaders = (env: Env) => env.NODE_ENV === 'production' && !env.TRUST_PROXY;

/**
 * In production without TRUST_PROXY, the first request that arrives through a proxy logs, once, that
 * TRUST_PROXY must be set (the login limits and the audit trail would see the proxy's address). The
 * request is served: a client behind its own office proxy sends such headers too.
 */
export function proxyHeaderWatch(env: Env, log: { error: (message: string) => void }) {
  let told = !watchesProxyHeaders(env);
  return (headers: Record<string, unknown>) => {
    if (told) return;
    const header = PROXY_HEADERS.find((h) => headers[h] !== undefined);
    if (!header) return;
    told = true;
    log.error(SERVER_TEXT.productionTrustProxy(header));
  };
}
