import { type Endpoint, envelope, type ErrorStatus, type MultipartDoc, type PartnerPermission, type SchemaAt } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { Access, Actor, AuthContext, OperatorAccess, OperatorAuth, PartnerAccess, PartnerAuth } from './access.ts';
import { AppError } from './app-error.ts';
import { type CachePolicy, cacheHook, forgetKept, type KeepSpec, keptHook } from './http-cache.ts';
import { writeAnnouncer } from './live.ts';
import { filtersOnWithheld, withhold, withheldFields } from './withheld-fields.ts';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
/** Partner routes get a partner's account, operator routes an operator's, public routes whoever calls (maybe nobody). */
type AuthFor<A extends Access> = A extends PartnerAccess ? PartnerAuth : A extends OperatorAccess ? OperatorAuth : AuthContext | null;

export type RouteContext<A extends Access, P extends Schema, Q extends Schema, B extends Schema> = {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  auth: AuthFor<A>;
  /** The caller as the audit trail records it. */
  actor: Actor;
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
};

type RouteSpec<A extends Access, P extends Schema, Q extends Schema, B extends Schema> = {
  access: A;
  /** The OpenAPI summary; derived from method and path when absent. */
  summary?: string;
  /** The OpenAPI operationId; derived from method and path when absent (give one where that reads badly). */
  operationId?: string;
  /** Error statuses beyond those derived from the declaration (lib/openapi.ts `errorStatuses`). */
  errorStatuses?: readonly ErrorStatus[];
  params?: P;
  query?: Q;
  body?: B;
  /** A multipart call: its text fields and file fields, for the OpenAPI document (the handler reads the parts). */
  multipart?: MultipartDoc;
  /** Runs before the handler, once the caller's access and the params are checked (rate limits). */
  preHandler?: preHandlerAsyncHookHandler;
  /** A GET whose answer rarely changes: Cache-Control, a weak ETag, 304 on If-None-Match. */
  cache?: CachePolicy;
  /** A public cached GET whose answer is kept in this process for a few seconds (lib/http-cache.ts `KeepSpec`). */
  keep?: KeepSpec;
  /** A write that changes the answers kept under this group: forgotten once it succeeds. */
  forgets?: string;
};

/** An answer in the `{ data, message }` envelope; `message` is the success notice of a change. */
type JsonSpec<A extends Access, P extends Schema, Q extends Schema, B extends Schema, D extends z.ZodType> = RouteSpec<A, P, Q, B> & {
  /** The contract schema of `data`; omitted for a change that answers `data: null` with its message. */
  data?: D;
  /** The success notice; a function of the answer where the notice counts something in it. */
  message?: string | ((data: z.input<D>) => string);
  handler: (ctx: RouteContext<A, P, Q, B>) => Promise<Answer<D>>;
};
// A change with nothing to answer may return its service call's promise of nothing as is.
// biome-ignore lint/suspicious/noConfusingVoidType: void is what such a service returns
type Answer<D extends z.ZodType> = D extends z.ZodNull ? void | null : z.input<D>;

/** An answer the handler sends itself through `reply` (a file download). */
type RawSpec<A extends Access, P extends Schema, Q extends Schema, B extends Schema> = RouteSpec<A, P, Q, B> & {
  handler: (ctx: RouteContext<A, P, Q, B>) => Promise<FastifyReply>;
};

export type { MultipartDoc } from '@portal/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by the OpenAPI transform (lib/openapi.ts) to describe a multipart body. */
    multipart?: MultipartDoc;
    /** Read by the OpenAPI transform: error statuses the declaration does not show. */
    errorStatuses?: readonly ErrorStatus[];
    /** Read by the OpenAPI transform: a cached GET's headers and its 304. */
    cache?: CachePolicy;
    /** Read by the auth plugin: the keys the fields of the route's answer and query need (`withheldUnless`). */
    fieldPermissions?: readonly PartnerPermission[];
  }
}

/**
 * The one way to register a route (an endpoint defined in the contract comes through `implement`,
 * below, which hands its definition here): access, contract schemas in, the contract schema of the data
 * out, and a handler that makes one call to its area's service. The helper gives the typed
 * params/query/body, a non-null `auth` on authenticated routes, and the envelope; and holds the
 * fields its schemas mark `withheldUnless` to the caller's role (left out, refused as filters).
 *
 *   const r = routes(app, 'profile');
 *   r.get('', { access: access.ownType('profile.view'), params: typeParamsSchema, data: profileSchema,
 *     handler: ({ deps, auth }) => profile.getProfile(deps, auth) });
 */
export function routes(app: FastifyInstance, tag: string) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function add<A extends Access, P extends Schema, Q extends Schema, B extends Schema>(
    method: HTTPMethods,
    url: string,
    spec: RouteSpec<A, P, Q, B>,
    response: z.ZodType | undefined,
    run: (ctx: RouteContext<A, P, Q, B>) => Promise<unknown>,
  ) {
    if (spec.keep && (spec.cache?.scope !== 'public' || spec.access.kind !== 'public' || method !== 'GET'))
      throw new Error(`Route ${method} ${url} keeps its answer: only a public GET with a public cache policy may`);
    const preHandler = [
      ...(spec.keep && spec.cache ? [keptHook(spec.cache, spec.keep)] : []),
      ...(spec.preHandler ? [spec.preHandler] : []),
    ];
    // Fields the contract marks `withheldUnless`: left out of the answer, and refused as filters, for a caller without their key.
    const answerFields = response ? withheldFields(response, 'output') : [];
    const queryFields = spec.query ? withheldFields(spec.query, 'input') : [];
    const fieldPermissions = [...new Set([...answerFields, ...queryFields].map((f) => f.permission))];
    // A change (not a read, not a download) tells the open pages it concerns (lib/live.ts).
    const announce = method !== 'GET' && response ? writeAnnouncer(url, tag) : undefined;
    if (fieldPermissions.length && spec.access.kind === 'operator')
      throw new Error(`Route ${method} ${url} answers fields held to partner roles: a desk answers its own shape, with every field`);
    if (fieldPermissions.length && (spec.keep || spec.cache?.scope === 'public'))
      throw new Error(`Route ${method} ${url} shares its answer between callers: it cannot hold fields to the caller's role`);
    r.route({
      method,
      url,
      config: {
        access: spec.access,
        ...(fieldPermissions.length ? { fieldPermissions } : {}),
        ...(spec.multipart ? { multipart: spec.multipart } : {}),
        ...(spec.errorStatuses ? { errorStatuses: spec.errorStatuses } : {}),
        ...(spec.cache ? { cache: spec.cache } : {}),
      },
      schema: {
        tags: [tag],
        ...(spec.summary ? { summary: spec.summary } : {}),
        ...(spec.operationId ? { operationId: spec.operationId } : {}),
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { querystring: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(spec.multipart ? { consumes: ['multipart/form-data'] } : {}),
        ...(response ? { response: { 200: response } } : {}),
      },
      ...(preHandler.length ? { preHandler } : {}),
      ...(spec.cache ? { onSend: cacheHook(spec.cache, spec.keep) } : {}),
      handler: async (req, reply) => {
        // The auth plugin has already refused a call without the login its access needs.
        if (spec.access.kind !== 'public' && !req.auth) throw new AppError('unauthorized');
        if (filtersOnWithheld(req.query, queryFields, req.auth)) throw new AppError('forbidden');
        const answer = await run({
          params: req.params as Out<P>,
          query: req.query as Out<Q>,
          body: req.body as Out<B>,
          auth: req.auth as AuthFor<A>,
          actor: { userId: req.auth?.userId ?? null, username: req.auth?.username ?? '', ip: req.ip },
          deps: app.deps,
          req,
          reply,
        });
        if (spec.forgets) forgetKept(app.deps, spec.forgets);
        announce?.(app.deps.db, req.auth, req.log);
        return answerFields.length ? withhold(answer, answerFields, req.auth) : answer;
      },
    });
  }

  const json =
    (method: HTTPMethods) =>
    <
      A extends Access,
      D extends z.ZodType = z.ZodNull,
      P extends Schema = undefined,
      Q extends Schema = undefined,
      B extends Schema = undefined,
    >(
      url: string,
      spec: JsonSpec<A, P, Q, B, D>,
    ) =>
      add(method, url, spec, envelope(spec.data ?? z.null()), async (ctx) => {
        const data = (await spec.handler(ctx)) ?? null;
        if (!spec.message) return { data };
        return { data, message: typeof spec.message === 'string' ? spec.message : spec.message(data as z.input<D>) };
      });

  return {
    get: json('GET'),
    post: json('POST'),
    put: json('PUT'),
    delete: json('DELETE'),
    /** A GET whose handler sends the answer itself (files). */
    raw: <A extends Access, P extends Schema = undefined, Q extends Schema = undefined>(url: string, spec: RawSpec<A, P, Q, undefined>) =>
      add('GET', url, spec, undefined, spec.handler),
    /** A POST whose handler sends the answer itself (a download the spec asks for by POST). */
    rawPost: <A extends Access, P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
      url: string,
      spec: RawSpec<A, P, Q, B>,
    ) => add('POST', url, spec, undefined, spec.handler),
  };
}

type DataSchema<E> = E extends { data: infer D extends z.ZodType } ? D : z.ZodNull;
type ContextOf<E extends Endpoint> = RouteContext<E['access'], SchemaAt<E, 'params'>, SchemaAt<E, 'query'>, SchemaAt<E, 'body'>>;

/** What the server adds to an endpoint of the contract: its handler, and options the caller never sees. */
export type Implementation<E extends Endpoint> = Pick<
  RouteSpec<E['access'], undefined, undefined, undefined>,
  'preHandler' | 'cache' | 'keep' | 'forgets'
> &
  (E extends { raw: true }
    ? { handler: (ctx: ContextOf<E>) => Promise<FastifyReply> }
    : {
        /** The success notice; a function of the answer where the notice counts something in it. */
        message?: string | ((data: z.input<DataSchema<E>>) => string);
        handler: (ctx: ContextOf<E>) => Promise<Answer<DataSchema<E>>>;
      });

/**
 * Registers an endpoint defined in the contract (packages/contract/src/endpoints/) at its
 * absolute path, with its handler: the same registration as `routes()` (access, withheld
 * fields, start-up guards, envelope, cache), its declaration taken from the endpoint, so an area
 * moved to the contract needs no prefix in app.ts.
 *
 *   implement(app, notificationEndpoints.markRead, {
 *     message: NOTIFICATION_MSG.markedRead,
 *     handler: ({ deps, auth, params }) => notifications.markRead(deps, auth, params.id),
 *   });
 */
export function implement<const E extends Endpoint>(app: FastifyInstance, endpoint: E, implementation: Implementation<E>): void {
  const { method, path, tag, raw, outside: _outside, ...declared } = endpoint;
  const r = routes(app, tag);
  // The endpoint's declaration is a route spec (access, schemas, OpenAPI words); the implementation adds the rest.
  // (Typed by Implementation<E>; the methods of `routes()` take it as their own generic spec.)
  const spec = { ...declared, ...implementation } as unknown;
  if (raw && method === 'GET') r.raw(path, spec as Parameters<typeof r.raw>[1]);
  else if (raw) r.rawPost(path, spec as Parameters<typeof r.rawPost>[1]);
  else ({ GET: r.get, POST: r.post, PUT: r.put, DELETE: r.delete })[method](path, spec as Parameters<typeof r.post>[1]);
}
