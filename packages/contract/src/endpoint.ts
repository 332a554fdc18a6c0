import type { z } from 'zod';
import type { Access } from './access.ts';

/*
 * One definition per endpoint (issue 34): its method, absolute path, schemas, access rule and
 * OpenAPI words, written once here. The server registers it (apps/api/src/lib/route.ts
 * `implement`, which adds the handler), the web calls it (apps/web/src/lib/api-client.ts
 * `api.call`), the access matrix names it in its rows. Plain data and types: this file is in the
 * web bundle, so it imports zod's types alone.
 */

/** The statuses of the error envelope a route may answer besides 200. */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A multipart call: its text fields and file fields, for the OpenAPI document (the handler reads the parts). */
export type MultipartDoc = { fields: z.ZodType; files: readonly string[] };

export type Endpoint = {
  method: EndpointMethod;
  /** The absolute path; `:name` is a parameter, declared in `params`. */
  path: `/${string}`;
  /** The OpenAPI tag: the group the document lists it under. */
  tag: string;
  /** Who may call it (access.ts); the auth plugin enforces it. */
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of `data` in the `{ data, message }` answer; absent: a change that answers `data: null`. */
  data?: z.ZodType;
  /** The answer is not the envelope: the handler sends it itself (a file download). GET or POST. */
  raw?: true;
  /** A multipart body: the web sends FormData, the handler reads the parts. */
  multipart?: MultipartDoc;
  /** The OpenAPI summary; derived from method and path when absent. */
  summary?: string;
  /** The OpenAPI operationId; derived from method and path when absent (give one where that reads badly). */
  operationId?: string;
  /** Error statuses beyond those derived from the declaration (apps/api/src/lib/openapi.ts `errorStatuses`). */
  errorStatuses?: readonly ErrorStatus[];
  /**
   * Who calls it when no screen does, in a few words: a call of the spec's that no screen makes, a
   * file's address handed out in answers or e-mails, a probe of the load balancer. Every endpoint
   * is called by a screen of the web app or carries this mark (scripts/endpoint-use.test.ts), so an
   * endpoint nobody calls any more shows up instead of lingering.
   */
  outside?: string;
};

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The `:name` parameters of a path, in order. */
const pathParamNames = (path: string): string[] => [...path.matchAll(PARAM)].map((m) => m[1] as string);

/**
 * Declares an endpoint; the object keeps its literal types (method, path, schemas), from which
 * the server types its handler and the web its call. Checks what types cannot: the path's
 * parameters are the params schema's keys, a raw answer has no data schema, a multipart call no
 * JSON body.
 *
 *   export const notificationEndpoints = {
 *     markRead: endpoint({ method: 'POST', path: '/api/partner/notifications/:id/read', tag: 'notifications',
 *       access: SELF, params: notificationIdParamsSchema, data: unreadCountSchema }),
 *   };
 */
export function endpoint<const E extends Endpoint>(definition: E): E {
  const where = `${definition.method} ${definition.path}`;
  const inPath = pathParamNames(definition.path).sort();
  const shape = (definition.params as { shape?: Record<string, unknown> } | undefined)?.shape;
  const declared = shape ? Object.keys(shape).sort() : definition.params ? undefined : [];
  if (declared && declared.join() !== inPath.join())
    throw new Error(`Endpoint ${where}: its path has [${inPath}] but its params schema [${declared}]`);
  if (definition.raw && (definition.data || (definition.method !== 'GET' && definition.method !== 'POST')))
    throw new Error(`Endpoint ${where}: a raw answer is a GET or POST without a data schema`);
  if (definition.multipart && definition.body) throw new Error(`Endpoint ${where}: a multipart call has no JSON body schema`);
  return definition;
}

export type SchemaAt<E, K extends 'params' | 'query' | 'body' | 'data'> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** Where zod's input says `unknown` (coerced and preprocessed fields), a value a query string can carry. */
type QueryValueOf<T> = unknown extends T ? string | number | boolean | null | undefined : T;

/** The values of an endpoint's path parameters, keyed by its params schema's keys. */
export type ParamsOf<E extends Endpoint> =
  SchemaAt<E, 'params'> extends infer P extends z.ZodType
    ? { readonly [K in keyof z.input<P>]-?: unknown extends z.input<P>[K] ? string | number : Exclude<z.input<P>[K], undefined> }
    : undefined;

/** What a caller sends as the query: the schema's input (fields it coerces: any query value). */
export type QueryOf<E extends Endpoint> =
  SchemaAt<E, 'query'> extends infer Q extends z.ZodType ? { [K in keyof z.input<Q>]: QueryValueOf<z.input<Q>[K]> } : undefined;

/** What a caller sends as the body: the schema's input (a multipart call has none: the web sends FormData). */
export type BodyOf<E extends Endpoint> = SchemaAt<E, 'body'> extends infer B extends z.ZodType ? z.input<B> : undefined;

/** What the answer's `data` holds once parsed: the data schema's output; `null` without one (a raw answer is no envelope). */
export type DataOf<E extends Endpoint> = SchemaAt<E, 'data'> extends infer D extends z.ZodType ? z.output<D> : null;

/** The `params` argument: required with path parameters, absent without. */
export type ParamsArg<E extends Endpoint> = ParamsOf<E> extends undefined ? [] : [params: ParamsOf<E>];

/**
 * The path of a call: the endpoint's path with each `:name` replaced by its value, encoded.
 *   pathOf(notificationEndpoints.markRead, { id }) → '/api/partner/notifications/<id>/read'
 */
export function pathOf<const E extends Endpoint>(target: E, ...[params]: ParamsArg<E>): string {
  return fillPath(target.path, params);
}

/** `path` with each `:name` replaced by its value, encoded: what `pathOf` does, untyped (for code that holds any endpoint). */
export function fillPath(path: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The groups of endpoints among a module's exports: each export named `…Endpoints` whose value is
 * an object of endpoints (`endpointGroups(await import('@portal/contract'))`).
 */
export function endpointGroups(exports: Readonly<Record<string, unknown>>): Array<[name: string, endpoints: Record<string, Endpoint>]> {
  return Object.entries(exports).filter((entry): entry is [string, Record<string, Endpoint>] => {
    const [name, value] = entry;
    return name.endsWith('Endpoints') && typeof value === 'object' && value !== null;
  });
}
