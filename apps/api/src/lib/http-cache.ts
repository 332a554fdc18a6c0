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
 * `ETag` over the serialized body, and 304 with no body when the caller already holds it. A kept
 * answer (below) comes with its tag already set: it is not hashed again. With `keep`, a fresh
 * answer is kept for the next callers.
 */
export function cacheHook(policy: CachePolicy, keep?: KeepSpec) {
  const cacheControl = `${policy.scope}, max-age=${policy.maxAge}`;
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    if (reply.hasHeader('etag')) return payload;
    const etag = weakEtag(payload);
    reply.header('cache-control', cacheControl);
    reply.header('etag', etag);
    if (policy.scope === 'private') reply.header('vary', 'Authorization');
    const generation = keptGeneration.get(req);
    if (keep && generation !== undefined && typeof payload === 'string') {
      keptAnswers(req.server.deps, keep.group).put(req.url, generation, {
        body: payload,
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      });
    }
    if (!matchesIfNoneMatch(req.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  };
}

/**
 * Keeps a public cached GET's serialized answer and its tag in this process for a few seconds,
 * per URL (query included): the next callers get it without the database, the serializer or a
 * hash, and a matching `If-None-Match` a 304 before any of it. Routes of a `group` are forgotten
 * at once, on this instance, by a successful write declared with `forgets: group`; another
 * instance sees the change within `seconds` (far less than the `max-age` the answer already
 * allows any cache to keep it). Only for answers that are the same for everyone.
 */
export type KeepSpec = {
  /** Routes forgotten together (the footer; the location lists). */
  group: string;
  /** How long an answer is kept. */
  seconds: number;
};

type KeptAnswer = { body: string; etag: string; contentType: string; until: number };

/** One group's kept answers (per app: two apps in one process never share them). */
export class KeptAnswers {
  /** At most this many URLs per group: odd query strings must not fill the memory. */
  static readonly MAX_ENTRIES = 200;
  readonly #ms: number;
  readonly #entries = new Map<string, KeptAnswer>();
  #generation = 0;

  constructor(seconds: number) {
    this.#ms = seconds * 1000;
  }

  /** Bumped by each `forget`: an answer built before it is not kept. */
  get generation(): number {
    return this.#generation;
  }

  get(url: string, now = Date.now()): KeptAnswer | undefined {
    const kept = this.#entries.get(url);
    if (kept && kept.until > now) return kept;
    if (kept) this.#entries.delete(url);
    return undefined;
  }

  put(url: string, generation: number, answer: Omit<KeptAnswer, 'until'>, now = Date.now()): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= KeptAnswers.MAX_ENTRIES && !this.#entries.has(url)) this.#entries.clear();
    this.#entries.set(url, { ...answer, until: now + this.#ms });
  }

  forget(): void {
    this.#entries.clear();
    this.#generation++;
  }
}

const groupsByApp = new WeakMap<object, Map<string, KeptAnswers>>();
/** The requests that found nothing kept: the generation they started in. */
const keptGeneration = new WeakMap<FastifyRequest, number>();

/** The kept answers of a group in the app whose `deps` these are (created on first use). */
export function keptAnswers(deps: object, group: string, seconds = 0): KeptAnswers {
  let groups = groupsByApp.get(deps);
  if (!groups) {
    groups = new Map();
    groupsByApp.set(deps, groups);
  }
  let kept = groups.get(group);
  if (!kept) {
    kept = new KeptAnswers(seconds);
    groups.set(group, kept);
  }
  return kept;
}

/** Forgets a group's kept answers in this app (after a write that changes them). */
export function forgetKept(deps: object, group: string): void {
  groupsByApp.get(deps)?.get(group)?.forget();
}

/**
 * A `preHandler` (once the caller's access and the query are checked) that answers from the
 * kept copy: 304 when the caller holds its tag, else the kept bytes.
 */
export function keptHook(policy: CachePolicy, keep: KeepSpec) {
  const cacheControl = `${policy.scope}, max-age=${policy.maxAge}`;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const kept = keptAnswers(req.server.deps, keep.group, keep.seconds);
    const hit = kept.get(req.url);
    if (!hit) {
      keptGeneration.set(req, kept.generation);
      return;
    }
    reply.header('cache-control', cacheControl);
    reply.header('etag', hit.etag);
    if (matchesIfNoneMatch(req.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    return reply.type(hit.contentType).send(hit.body);
  };
}

/** The policies routes use, so that like answers are kept alike. */
export const CACHE = {
  /** Public content an operator edits now and then (footer; later news and bid-post lists). */
  publicContent: { scope: 'public', maxAge: 300 },
  /**
   * A public list an operator's desk changes at any time (the bid-post list): any cache may reuse it
   * a few seconds only, then revalidates (a 304 while it has not changed).
   */
  publicList: { scope: 'public', maxAge: 5 },
  /** Public lookup lists that change with a deployment (bid-post categories, statuses). */
  publicLookup: { scope: 'public', maxAge: 3600 },
  /** A signed-in caller's lookup lists (provinces, partner types). */
  privateLookup: { scope: 'private', maxAge: 3600 },
} as const satisfies Record<string, CachePolicy>;

/** How long kept answers live, per kind (see `KeepSpec`). */
export const KEEP = {
  /** The footer: an operator's edit is forgotten at once here, seen by the other instances within 10 s. */
  footer: { group: 'footer', seconds: 10 },
  /** Provinces and wards: changed only by the command-line import (another process). */
  locations: { group: 'locations', seconds: 60 },
  /**
   * The readers' news list (every query of `/blog/list`): the desk's post and category writes forget
   * it at once on their instance; the other instances, and a scheduled post the queue publishes, are
   * seen within 10 s.
   */
  news: { group: 'news', seconds: 10 },
  /**
   * The public bid-post list (/thau): the tender desk's writes forget it at once here, the other
   * instances see them within 5 s.
   */
  bidPosts: { group: 'bid-posts', seconds: 5 },
  /** Lists built from constants in the contract: the same until the next deployment. */
  constants: { group: 'constants', seconds: 300 },
} as const satisfies Record<string, KeepSpec>;
