import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a client (and, for `public`, a shared cache) may keep an answer before asking again.
 * Every cached answer also carries a validator, so asking again costs a 304 without a body.
 */
export type CachePolicy = {
  /** Seconds the answer stays fresh. */
  maxAge: number;
  /** `public`: the same for everyone (footer, lookup lists); `private`: a signed-in caller's own. */
  scope: 'public' | 'private';
};

/** A weak validator over the bytes sent: equal bodies, equal tags, on any instance. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((tag) => bare(tag) === wanted);
}

/**
 * An `onSend` hook for a route's successful answers: `Cache-Control` from the policy, a weak
 * `ETag` over the serialized body, and 304 with no body when the caller already holds it.
 */
export function cacheHook(policy: CachePolicy) {
  const cacheControl = `${policy.scope}, max-age=${policy.maxAge}`;
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const etag = weakEtag(payload);
    reply.header('cache-control', cacheControl);
    reply.header('etag', etag);
    if (policy.scope === 'private') reply.header('vary', 'Authorization');
    if (!matchesIfNoneMatch(req.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  };
}

/** The policies routes use, so that like answers are kept alike. */
export const CACHE = {
  /** Public content an operator edits now and then (footer; later news and bid-post lists). */
  publicContent: { scope: 'public', maxAge: 300 },
  /** Public lookup lists that change with a deployment (bid-post categories, statuses). */
  publicLookup: { scope: 'public', maxAge: 3600 },
  /** A signed-in caller's lookup lists (provinces, partner types). */
  privateLookup: { scope: 'private', maxAge: 3600 },
} as const satisfies Record<string, CachePolicy>;
