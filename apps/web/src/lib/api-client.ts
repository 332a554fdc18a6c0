import {
  type BodyOf,
  type DataOf,
  type Endpoint,
  fillPath,
  LIMITS,
  type MultipartDoc,
  NOTICE,
  type OperatorAccess,
  type ParamsOf,
  type PartnerAccess,
  type PublicAccess,
  type QueryOf,
  STATUS_MESSAGES,
  statusMessage,
} from '@portal/contract';
import { env } from '@/config/env';
import { notifier } from './notifier';
import { clearSession, getSession } from './session';

/**
 * The one API client (spec 1 §7, §8; SPEC-NOTES 1–4). Adds the bearer token, times out after
 * 20 minutes, serialises query arrays in bracket form, unwraps `{ data, message }` and raises
 * the global notices:
 * - 401 on any call but logout: "Thất bại" (5 s) with the server's text, then local logout;
 * - any other failure: "Lỗi" (5 s) unless the call is `silent` (loads are silent by default);
 * - 200 on a non-GET call outside /auth/ and /device-tokens/: "Thành công" (2 s), one at a time.
 * It is plain TypeScript: usable from hooks, loaders and tests alike.
 *
 * An endpoint defined in the contract (packages/contract/src/endpoints/) is called with
 * `api.call(endpoint, { params, query, body })` (the console: `consoleApi.call`): path, method,
 * and the types of params, query, body and answer all come from its definition.
 */

export type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  query?: QueryParams;
  /** FormData, URLSearchParams and Blob go as they are; anything else as JSON. */
  body?: unknown;
  /** No "Lỗi" notice on failure (loads, popup, logout). A 401 that ends a session is still told. */
  silent?: boolean;
  /** Set false when the screen shows its own success notice (SPEC-NOTES 3). */
  successNotice?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false for answers that are not `{ data, message }` (the root /version.json). */
  envelope?: boolean;
  responseType?: 'json' | 'blob';
  headers?: Readonly<Record<string, string>>;
  /** Whose token to send and forget on a 401; the partner session unless told (the console passes its own). */
  tokens?: TokenStore;
};

/** Where a caller's bearer token lives: the partner session by default, the operator's in the console. */
export type TokenStore = { token: () => string | undefined; clear: () => void };

export const partnerTokens: TokenStore = { token: () => getSession()?.token, clear: clearSession };

export type ApiResponse<T> = { data: T; message: string | undefined; status: number };

export type FieldErrors = Record<string, string[]>;

export const NETWORK_ERROR_MESSAGE = 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.';
export const SUCCESS_NOTICE_KEY = 'api-success';
export const UNAUTHORIZED_NOTICE_KEY = 'api-unauthorized';

/** A failed call. `status` 0 means the server was not reached (network down, timeout). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly body: unknown;

  constructor(status: number, message: string, errors: FieldErrors = {}, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function firstText(value: unknown): string | undefined {
  if (nonEmpty(value)) return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
    return undefined;
  }
  if (isRecord(value)) {
    if (nonEmpty(value.message)) return value.message;
    for (const item of Object.values(value)) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return undefined;
}

/**
 * Spec 1 §8: the message of a failed answer, taken in order from the error object's message,
 * the first of an errors list or object, an error string, a message; else the status default.
 */
export function errorMessageOf(body: unknown, status: number): string {
  if (isRecord(body)) {
    const { error, errors, message } = body;
    if (isRecord(error) && nonEmpty(error.message)) return error.message;
    const fromErrors = firstText(errors);
    if (fromErrors) return fromErrors;
    if (nonEmpty(error)) return error;
    if (nonEmpty(message)) return message;
  }
  return statusMessage(status);
}

/** `errors: { field: [msg] }` (or `{ field: msg }`) as a field → messages map. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter(nonEmpty);
    if (list.length) result[field] = list;
  }
  return result;
}

/** Bracket-form query string: `{ status: [1, 2], q: 'a' }` → `status[]=1&status[]=2&q=a`. */
export function serializeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  const add = (key: string, value: QueryScalar) => {
    if (value === undefined || value === null) return;
    parts.push(`${key}=${encodeURIComponent(String(value))}`);
  };
  for (const [name, value] of Object.entries(query)) {
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) add(`${key}[]`, item);
    } else {
      add(key, value as QueryScalar);
    }
  }
  return parts.join('&');
}

export function buildUrl(path: string, query?: QueryParams): string {
  const search = serializeQuery(query);
  const url = /^https?:\/\//.test(path) ? path : `${env.apiBaseUrl}${path}`;
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** Authentication and device-token calls never raise the generic success notice. */
export function isQuietSuccessPath(path: string): boolean {
  return path.includes('/auth/') || path.includes('/device-tokens/');
}

/** The logout call neither logs out again nor tells about its 401. */
export function isLogoutPath(path: string): boolean {
  return /\/(?:profile|admin\/auth)\/logout(?:[?#]|$)/.test(path);
}

function isBodyInit(body: unknown): body is FormData | URLSearchParams | Blob {
  return body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function reportFailure(error: ApiError, path: string, silent: boolean, sentToken: string | undefined, tokens: TokenStore) {
  // The server's renderer tells no one: the page it draws without that data is the browser's to tell about.
  if (typeof window === 'undefined') return;
  if (error.status === 401 && !isLogoutPath(path)) {
    const current = tokens.token();
    // A late 401 for a token that is no longer the current one must not end the new session.
    const endsSession = current !== undefined && (sentToken === undefined || current === sentToken);
    if (endsSession) tokens.clear();
    if (!silent || endsSession) {
      notifier().error({
        key: UNAUTHORIZED_NOTICE_KEY,
        title: NOTICE.unauthorizedTitle,
        description: error.message,
        duration: LIMITS.noticeErrorMs / 1000,
      });
    }
    return;
  }
  if (silent) return;
  notifier().error({
    title: NOTICE.errorTitle,
    description: error.message,
    duration: LIMITS.noticeErrorMs / 1000,
  });
}

// The global fetch, read at each call (tests stub it); the server renderer reaches the API in-process.
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Replaces how requests leave (the server renderer only, once at its start). */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const silent = options.silent ?? method === 'GET';
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const tokens = options.tokens ?? partnerTokens;
  const token = headers.has('Authorization') ? undefined : tokens.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isBodyInit(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? LIMITS.requestTimeoutMs);
  const callerSignal = options.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  let parsed: unknown;
  let blob: Blob | undefined;
  try {
    response = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (response.ok && options.responseType === 'blob') blob = await response.blob();
    else parsed = await readBody(response);
  } catch (cause) {
    // The caller gave up (a query was cancelled): not a failure to tell anyone about.
    if (callerSignal?.aborted && !timedOut) throw cause;
    const error = new ApiError(0, timedOut ? (STATUS_MESSAGES[504] ?? NETWORK_ERROR_MESSAGE) : NETWORK_ERROR_MESSAGE);
    reportFailure(error, path, silent, token, tokens);
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }

  if (!response.ok) {
    const error = new ApiError(response.status, errorMessageOf(parsed, response.status), fieldErrorsOf(parsed), parsed);
    reportFailure(error, path, silent, token, tokens);
    throw error;
  }

  const envelope = options.envelope ?? true;
  const message = envelope && isRecord(parsed) && nonEmpty(parsed.message) ? parsed.message : undefined;
  const data = (blob ?? (envelope && isRecord(parsed) ? parsed.data : parsed)) as T;

  if (response.status === 200 && method !== 'GET' && options.successNotice !== false && !isQuietSuccessPath(path)) {
    notifier().success({
      key: SUCCESS_NOTICE_KEY,
      title: NOTICE.successTitle,
      description: message,
      duration: LIMITS.noticeSuccessMs / 1000,
    });
  }

  return { data, message, status: response.status };
}

type MethodOptions = Omit<RequestOptions, 'method' | 'body'>;

/** An object without keys: `NoKeys extends T` where T requires no key. */
type NoKeys = Record<string, never>;
/** Params and query: to give when the endpoint has them and they require a key (an empty object would do otherwise). */
type Given<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : NoKeys extends T
    ? { [P in K]?: T }
    : { [P in K]: T };
/** The body: to give whenever the endpoint has one (the server validates what comes, and nothing is not `{}`). */
type GivenBody<T> = [T] extends [undefined] ? { body?: undefined } : { body: T };

/** The body of a call: the body schema's input; FormData for a multipart endpoint. */
export type CallBody<E extends Endpoint> = E extends { multipart: MultipartDoc } ? FormData : BodyOf<E>;
/** The answer's `data`: the data schema's output; a Blob for a raw answer (a file). */
export type CallData<E extends Endpoint> = E extends { raw: true } ? Blob : DataOf<E>;

/**
 * What a call of an endpoint takes besides the endpoint: its path parameters and query (each
 * required when its schema requires a key), its body (required when it has one), and the
 * client's own options.
 */
export type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'method' | 'body' | 'query' | 'tokens' | 'envelope' | 'responseType'> &
  Given<'params', ParamsOf<E>> &
  Given<'query', QueryOf<E>> &
  GivenBody<CallBody<E>>;

/** The options argument, which may be left out when nothing in it is required. */
export type CallArgs<E extends Endpoint> = NoKeys extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls an endpoint of the contract: its method, its path with the params filled in, the query
 * and body as given; everything else (token, notices, errors, envelope) as `apiRequest`.
 */
export function callEndpoint<E extends Endpoint>(
  target: E,
  options: CallOptions<E> | undefined,
  tokens?: TokenStore,
): Promise<ApiResponse<CallData<E>>> {
  const { params, query, body, ...rest } = (options ?? {}) as CallOptions<Endpoint> & {
    params?: Readonly<Record<string, string | number>>;
    query?: QueryParams;
    body?: unknown;
  };
  return apiRequest<CallData<E>>(fillPath(target.path, params), {
    ...rest,
    method: target.method,
    query,
    body,
    ...(target.raw ? { responseType: 'blob' as const } : {}),
    ...(tokens ? { tokens } : {}),
  });
}

/** An endpoint the partner app calls: a partner's or anyone's (an operator's goes through the console's client). */
export type PartnerEndpoint = Endpoint & { access: PartnerAccess | PublicAccess };
/** An endpoint the console calls: an operator's or anyone's. */
export type OperatorEndpoint = Endpoint & { access: OperatorAccess | PublicAccess };

export const api = {
  /** An endpoint of the contract, with the partner's token: `api.call(notificationEndpoints.markRead, { params: { id } })`. */
  call: <const E extends PartnerEndpoint>(target: E, ...[options]: CallArgs<E>) => callEndpoint(target, options),
  /**
   * An address that is no endpoint of the contract: a file's `fullPath` an answer gave, the build's
   * stamp (`SITE_PATHS.version`). Its answer is `unknown`: the caller checks what it reads.
   */
  get: (path: string, options?: MethodOptions) => apiRequest<unknown>(path, { ...options, method: 'GET' }),
};
