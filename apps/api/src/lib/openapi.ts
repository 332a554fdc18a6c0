import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { ERROR_STATUSES, type ErrorStatus, SERVER_TEXT } from '@portal/contract';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access.ts';
import type { CachePolicy } from './http-cache.ts';

// The statuses of the error envelope a route may answer besides 200: the contract's (an endpoint declares its extra ones there).
export { ERROR_STATUSES, type ErrorStatus } from '@portal/contract';

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Bad request: a field breaks its rule (`errors` holds the messages per field), or a NUL character came in.',
  401: 'Not signed in: no token, or an expired or revoked one (on a sign-in: a wrong user name or password).',
  403: 'Signed in, but this account may not do this (type, role permission, main account only, or an account not active).',
  404: 'No such object, or it belongs to another partner.',
  409: 'Conflict with existing data: a user name, tax code or code already taken (`errors` names the field).',
  413: 'The body or one of its files is over its size limit.',
  415: 'A content type (of the body or of a file) that this call does not accept.',
  422: 'Well formed, but refused by a business rule in the current state of the data.',
  429: 'Too many attempts: wait for the number of seconds in `Retry-After`.',
  500: 'Server error; `requestId` finds it in the server log.',
  503: 'The database is unreachable; try again after `Retry-After` seconds.',
};

/** API-CONVENTIONS: every refusal or failure answers `{ message, errors? }` (and a request id on a 5xx). */
const errorReplySchema = z
  .object({
    message: z.string().meta({ description: 'Vietnamese text to show; on a 400, the first field message.' }),
    errors: z.record(z.string(), z.array(z.string())).optional().meta({ description: 'Field name → its messages.' }),
    requestId: z.string().optional().meta({ description: 'Only on a 5xx: the request id in the server log.' }),
  })
  .meta({ description: 'The error envelope of every refused or failed call.' });

const ERROR_REF = '#/components/schemas/ErrorReply';

/** Options of @fastify/swagger: the document's head, its components, and the transform of every route. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    // 3.1: JSON Schema 2020-12 says "or null" itself (the 3.0 target wrote `nullable` beside a bare anyOf, which 3.0 ignores).
    openapi: '3.1.0',
    info: { title: SERVER_TEXT.apiTitle, version: '1.0.0', description: SERVER_TEXT.apiDescription },
    // Paths carry their /api prefix: the server is wherever the document itself was served from.
    servers: [{ url: '/', description: 'The origin that serves this document.' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The opaque session token from a sign-in (`data.token`), as `Authorization: Bearer <token>`.',
        },
      },
      schemas: { ErrorReply: z.toJSONSchema(errorReplySchema, { target: 'draft-2020-12' }) as Record<string, unknown> },
    },
  },
  transform: (input) => openApiTransform(input),
};

type TransformInput = Parameters<SwaggerTransform>[0];
type ZodTransformInput = Parameters<typeof jsonSchemaTransform>[0];
type DocSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/**
 * One route's entry of the OpenAPI document: its zod schemas as JSON Schema (a multipart call,
 * whose parts its handler reads, described from its declared text and file fields), an
 * operationId and a summary (declared, else derived from method and path), its security from
 * its access rule, a cached GET's validator headers and 304, and the error answers it can give
 * (`errorStatuses`; `Retry-After` on 429 and 503).
 */
export const openApiTransform = (input: TransformInput): { schema: DocSchema; url: string } => {
  const multipart = input.route.config?.multipart;
  const schema = multipart ? { ...input.schema, body: multipartBody(multipart.fields, multipart.files) } : input.schema;
  const out = jsonSchemaTransform({ ...input, schema } as ZodTransformInput) as { schema: DocSchema; url: string };
  if (out.schema.hide) return out;
  const method = primaryMethod(input.route);
  const access = input.route.config?.access;
  const errors = Object.fromEntries(
    errorStatuses(input.route, method, input.url).map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], $ref: ERROR_REF, ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}) },
    ]),
  );
  const cache = input.route.config?.cache;
  return {
    url: out.url,
    schema: {
      ...out.schema,
      operationId: (out.schema.operationId as string | undefined) ?? operationIdOf(method, input.url),
      summary: (out.schema.summary as string | undefined) ?? summaryOf(method, input.url, answerKind(out.schema.response?.[200])),
      ...(access ? { security: securityOf(access) } : {}),
      response: {
        ...out.schema.response,
        200: { ...success(out.schema.response?.[200]), ...(cache ? { headers: cacheHeaders(cache) } : {}) },
        ...(cache ? { 304: NOT_MODIFIED } : {}),
        ...errors,
      },
    },
  };
};

/** The 200 of the `{ data, message }` envelope, or of a call that sends its answer itself (no schema: no content). */
const success = (envelope: unknown) =>
  envelope
    ? { ...(envelope as object), description: 'Done: `data` holds the answer; a change also says so in `message`.' }
    : { type: 'null', description: 'The answer the handler sends itself: a file download, or a status.' };

const RETRY_AFTER = { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' } };

/** A cached GET (lib/http-cache.ts) carries a validator; sending it back in `If-None-Match` may answer 304. */
const cacheHeaders = (policy: CachePolicy) => ({
  'Cache-Control': {
    type: 'string',
    description: 'How long, and by whom, the answer may be kept.',
    example: `${policy.scope}, max-age=${policy.maxAge}`,
  },
  ETag: { type: 'string', description: 'A weak validator of the answer, for `If-None-Match`.' },
});
const NOT_MODIFIED = { type: 'null', description: 'Not modified: `If-None-Match` names the current ETag (no body).' };

/** A page of items answers `data: { items, pagination }`. */
function answerKind(envelope: unknown): AnswerKind {
  if (!envelope) return 'raw';
  const data = (envelope as { properties?: { data?: { properties?: Record<string, unknown> } } }).properties?.data?.properties;
  return data?.items && data.pagination ? 'list' : 'data';
}

const multipartBody = (fields: z.ZodType, files: readonly string[]) =>
  z.intersection(fields, z.object(Object.fromEntries(files.map((name) => [name, z.array(z.file()).optional()]))));

const primaryMethod = (route: RouteOptions) => [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';

/** A public call reads a token when one comes (the popup for the caller's group), so the bearer is optional there. */
const securityOf = (access: Access): Array<Record<string, string[]>> =>
  access.kind === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }];

const pathParams = (url: string) => [...url.matchAll(/[:{]([A-Za-z0-9_]+)\}?/g)].map((m) => m[1] as string);

/**
 * The error answers a route can give, from what it declares:
 * - 400 everywhere: a NUL character in any query or body is refused before validation (errors plugin),
 *   and params, queries and bodies have their rules;
 * - 401 and 403 on authenticated routes; 403 on a rate-limited public call (the account may be locked
 *   or not yet approved);
 * - 404 when its path has a parameter (an id or a type that names nothing) or it checks ownership;
 * - 409 on a POST or PUT with a body (a unique value taken) but a rate-limited one (sign-in and password
 *   flows create nothing), 422 on any change (a business rule);
 * - 413 and 415 with a body (the body limit, the multipart limits; a content type not accepted);
 * - 429 when rate limited (a `preHandler`, or a sign-in declaring 429 itself); 500 and 503 everywhere;
 * - plus what it declares in `config.errorStatuses`, for the cases these rules miss.
 */
export function errorStatuses(route: RouteOptions, method: string, url: string): ErrorStatus[] {
  const { access, multipart, errorStatuses: declared = [] } = route.config ?? {};
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const hasBody = Boolean(schema.body || multipart);
  const isPublic = access?.kind === 'public';
  const rateLimited = Boolean(route.preHandler) || declared.includes(429);
  const isChange = method !== 'GET';
  const statuses = new Set<ErrorStatus>([...declared, 400, 500, 503]);
  if (!isPublic) statuses.add(401);
  if (!isPublic || rateLimited) statuses.add(403);
  if (pathParams(url).length || (access?.kind === 'partner' && access.owns)) statuses.add(404);
  if (hasBody && (method === 'POST' || method === 'PUT') && !rateLimited) statuses.add(409);
  if (hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (isChange) statuses.add(422);
  if (rateLimited) statuses.add(429);
  return ERROR_STATUSES.filter((s) => statuses.has(s));
}

const words = (segment: string) => segment.split(/[-_]/).filter(Boolean);
const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * method + every path segment but `/api`, a parameter as `By<Name>`: unique because Fastify
 * refuses two routes of one method whose paths differ only in their parameters' names.
 *   GET /api/partner/v1/:type/personnel/detail/:id → getPartnerV1ByTypePersonnelDetailById
 */
export function operationIdOf(method: string, url: string): string {
  const parts = segments(url).map((s) => {
    const param = /^[:{]([A-Za-z0-9_]+)\}?$/.exec(s)?.[1];
    return param ? `By${pascal(param)}` : words(s).map(pascal).join('');
  });
  return method.toLowerCase() + parts.join('');
}

const segments = (url: string) => url.split('/').filter((s) => s && s !== 'api');

/** Path words that say what the call does rather than what it acts on (a GET's are only these three). */
const ACTIONS = new Set(
  ['approve', 'cancel', 'change', 'create', 'delete', 'forgot', 'lock', 'login', 'logout', 'register', 'reject'].concat([
    'rename',
    'reply',
    'reset',
    'send',
    'set',
    'unlock',
    'update',
    'verify',
  ]),
);
const GET_ACTIONS = new Set(['check', 'download', 'list']);
const SPOKEN: Record<string, string> = { login: 'log in', logout: 'log out' };
/** Segments that only group calls: the partner and operator prefixes, the version, "auth", "detail" before an id. */
const NOISE = new Set(['partner', 'admin', 'v1', 'auth', 'detail']);
const METHOD_VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', DELETE: 'delete' };

/** What a route answers, as its summary words it: a page of items, a file (or status) it sends itself, or data. */
export type AnswerKind = 'list' | 'raw' | 'data';

/**
 * A sentence from method and path: the action the last path word names (login, approve,
 * send-password-link…), else the method's verb ("list" for a page of items, "download" for a
 * file), then what it acts on, and "by <param>" when the path ends with one.
 *   PUT /api/partner/v1/:type/personnel/detail/:id/lock → "Lock personnel"
 *   GET /api/admin/contracts/:id → "Get contracts by id"
 */
export function summaryOf(method: string, url: string, answer: AnswerKind): string {
  const all = segments(url);
  const literal = all.filter((s) => !/^[:{]/.test(s) && !NOISE.has(s));
  const lastWords = words(literal.at(-1) ?? '');
  const first = lastWords[0] ?? '';
  const endsWithParam = /^[:{]([A-Za-z0-9_]+)/.exec(all.at(-1) ?? '')?.[1];
  let action: string[];
  let object: string[];
  if ((method === 'GET' ? GET_ACTIONS : ACTIONS).has(first)) {
    action = [SPOKEN[first] ?? first, ...lastWords.slice(1)];
    object = literal.slice(0, -1).flatMap(words);
  } else if (method === 'GET' && lastWords.at(-1) === 'list') {
    action = ['list'];
    object = [...literal.slice(0, -1).flatMap(words), ...lastWords.slice(0, -1)];
  } else {
    action = [verbOf(method, answer, lastWords, Boolean(endsWithParam))];
    object = literal.flatMap(words);
    if (endsWithParam && endsWithParam !== 'type') object.push('by', endsWithParam);
  }
  // Drop object words the action already says ("create-bid-post-submit" under "bid-post").
  const said = new Set(action.flatMap((a) => a.split(' ')));
  const text = [...action, ...object.filter((w) => w === 'by' || !said.has(w))].join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function verbOf(method: string, answer: AnswerKind, lastWords: string[], endsWithParam: boolean): string {
  if (method === 'GET' && answer === 'list') return 'list';
  if (method === 'GET' && answer === 'raw' && endsWithParam) return 'download';
  if (method !== 'GET' && lastWords.join('-') === 'status') return 'set';
  return METHOD_VERBS[method] ?? method.toLowerCase();
}
