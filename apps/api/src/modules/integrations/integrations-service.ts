import { timingSafeEqual } from 'node:crypto';
import {
  INTEGRATION_LIMITS,
  INTEGRATION_OAUTH_SCOPES,
  INTEGRATION_SCOPES,
  type IntegrationScope,
  type IntegrationTokenBody,
  integrationActorName,
} from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './integrations-repository.ts';

/*
 * The FHIR API's callers: the OAuth 2.0 client-credentials grant (RFC 6749 §4.4) that hands an
 * integration a short-lived token, the token's check on every call, and the log of its calls in
 * words. Partner and operator sessions are other tokens in another table: neither kind opens the other's
 * routes (docs/decisions/integrations.md).
 */

/** A signed-in integration: who it is and what its token allows. */
export type IntegrationAuth = { id: string; name: string; scopes: IntegrationScope[]; facilityCodes: string[] };

/** The audit trail's actor for what an integration changes (the desk shows who moved an order). */
export const integrationActor = (client: { name: string }, ip: string | null): Actor => ({
  userId: null,
  username: integrationActorName(client.name),
  ip,
});

/** An OAuth error answer (RFC 6749 §5.2), with its HTTP status. */
export class OAuthError extends Error {
  readonly status: 400 | 401;
  readonly error: 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope';
  readonly description: string;
  constructor(status: OAuthError['status'], error: OAuthError['error'], description: string) {
    super(description);
    this.status = status;
    this.error = error;
    this.description = description;
  }
}

export type TokenAnswer = { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string };

const CLIENT_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** The client's credentials, from HTTP Basic (RFC 6749 §2.3.1: each part form-encoded) or the body. */
function credentialsOf(authorization: string | undefined, body: IntegrationTokenBody) {
  const basic = authorization?.match(/^Basic ([A-Za-z0-9+/=]+)$/);
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    if (at < 0) return undefined;
    const part = (s: string) => decodeURIComponent(s.replaceAll('+', ' '));
    try {
      return { clientId: part(decoded.slice(0, at)), secret: part(decoded.slice(at + 1)) };
    } catch {
      return undefined;
    }
  }
  return body.client_id && body.client_secret ? { clientId: body.client_id, secret: body.client_secret } : undefined;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The scopes a client holds, as stored (a scope no longer known is dropped). */
const knownScopes = (stored: string[]) =>
  stored.filter((s): s is IntegrationScope => (INTEGRATION_SCOPES as readonly string[]).includes(s));

/** The scopes a token asks for, within what the client holds (none asked: all of them); undefined when it asks for more. */
function grantedScopes(held: IntegrationScope[], asked: string | undefined): IntegrationScope[] | undefined {
  if (!asked?.trim()) return held;
  const words = new Set(asked.trim().split(/\s+/));
  const granted = held.filter((scope) => INTEGRATION_OAUTH_SCOPES[scope].split(' ').some((word) => words.has(word)));
  const known = new Set(held.flatMap((scope) => INTEGRATION_OAUTH_SCOPES[scope].split(' ')));
  const unknown = [...words].filter((word) => !known.has(word));
  return unknown.length || !granted.length ? undefined : granted;
}

/** POST /fhir/auth/token: a token for a live client whose secret matches; every answer to a known client is logged. */
export async function issueToken(
  deps: AppDeps,
  request: { authorization: string | undefined; body: IntegrationTokenBody; ip: string | null },
): Promise<TokenAnswer> {
  const { body } = request;
  if (body.client_assertion_type === CLIENT_ASSERTION || body.client_assertion)
    throw new OAuthError(400, 'invalid_request', 'Chưa hỗ trợ xác thực bằng client_assertion (JWT); hãy dùng client_id và client_secret.');
  const credentials = credentialsOf(request.authorization, body);
  if (!credentials) throw new OAuthError(401, 'invalid_client', 'Thiếu client_id và client_secret.');
  const client = await repo.findByClientId(deps.db, credentials.clientId);
  /** Log the refusal on a known client's call list, then answer it. */
  const refuse = async (status: 400 | 401, error: OAuthError['error'], description: string, summary: string) => {
    if (client)
      await logCall(
        deps,
        client.id,
        { method: 'POST', path: '/fhir/auth/token', status, ip: request.ip },
        `Từ chối cấp mã truy cập: ${summary}`,
      );
    return new OAuthError(status, error, description);
  };
  if (!client || client.revokedAt || !sameHash(client.secretHash, hashToken(credentials.secret)))
    throw await refuse(
      401,
      'invalid_client',
      'Thông tin xác thực của tích hợp không đúng hoặc tích hợp đã bị thu hồi.',
      'sai mã bí mật hoặc tích hợp đã bị thu hồi',
    );
  if (body.grant_type !== 'client_credentials')
    throw await refuse(
      400,
      'unsupported_grant_type',
      'Chỉ hỗ trợ grant_type=client_credentials.',
      `grant_type ${body.grant_type ?? '(trống)'} không được hỗ trợ`,
    );
  const scopes = grantedScopes(knownScopes(client.scopes), body.scope);
  if (!scopes)
    throw await refuse(400, 'invalid_scope', `Tích hợp không được cấp quyền: ${body.scope}`, `phạm vi ${body.scope} không được cấp`);
  const token = newToken();
  const scope = scopes.map((s) => INTEGRATION_OAUTH_SCOPES[s]).join(' ');
  await deps.db.transaction(async (tx) => {
    await repo.insertToken(tx, {
      tokenHash: hashToken(token),
      clientId: client.id,
      scopes,
      expiresAt: new Date(Date.now() + INTEGRATION_LIMITS.tokenSeconds * 1000),
    });
    await repo.recordCall(tx, {
      clientId: client.id,
      method: 'POST',
      path: '/fhir/auth/token',
      status: 200,
      ip: request.ip,
      summary: `Cấp mã truy cập (${INTEGRATION_LIMITS.tokenSeconds / 60} phút): ${scope}`,
    });
  });
  return { access_token: token, token_type: 'Bearer', expires_in: INTEGRATION_LIMITS.tokenSeconds, scope };
}

/** A signed-in integration: the client, with the scopes its token (or, over MLLP, the client itself) holds. */
const authOf = (client: repo.ClientRecord, scopes: string[]): IntegrationAuth => ({
  id: client.id,
  name: client.name,
  scopes: knownScopes(scopes),
  facilityCodes: client.facilityCodes,
});

/** The integration a bearer token names, if the token is live and its client not revoked. */
export async function authenticate(deps: AppDeps, token: string): Promise<IntegrationAuth | undefined> {
  const found = await repo.clientOfToken(deps.db, hashToken(token));
  if (!found) return undefined;
  return authOf(found.client, found.scopes);
}

/** A live (not revoked) integration by its public client id: the HL7 v2 listener's sender. */
export async function clientAuth(deps: AppDeps, clientId: string): Promise<IntegrationAuth | undefined> {
  const client = await repo.findByClientId(deps.db, clientId);
  if (!client || client.revokedAt) return undefined;
  return authOf(client, client.scopes);
}

/** One call of an integration, in words, for the desk. */
export async function logCall(
  deps: Pick<AppDeps, 'db'>,
  clientId: string,
  call: { method: string; path: string; status: number; ip: string | null },
  summary: string,
): Promise<void> {
  await repo.recordCall(deps.db, { clientId, ...call, path: call.path.slice(0, 500), summary: summary.slice(0, 1000) });
}
