import { MSG, notificationEndpoints, STATUS_MESSAGES, UNKNOWN_ERROR_MESSAGE } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import {
  ApiError,
  api,
  apiRequest,
  errorMessageOf,
  NETWORK_ERROR_MESSAGE,
  type RequestOptions,
  SUCCESS_NOTICE_KEY,
  serializeQuery,
} from './api-client';
import { getSession, setSession } from './session';

// The request behind every call (api.call fills in method and path from its endpoint), with any path.
type Options = Omit<RequestOptions, 'method' | 'body'>;
const post = (path: string, body?: unknown, options?: Options) => apiRequest(path, { ...options, method: 'POST', body });
const put = (path: string, body?: unknown, options?: Options) => apiRequest(path, { ...options, method: 'PUT', body });
const del = (path: string, options?: Options) => apiRequest(path, { ...options, method: 'DELETE' });

const providerSession = { token: 'tok-1', type: 'provider', isSubUser: false } as const;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client: answers and requests', () => {
  beforeEach(() => {
    spyNotifier();
  });

  it('unwraps { data, message } and sends the bearer token of the stored session', async () => {
    setSession(providerSession);
    const { calls } = mockFetch(() => jsonResponse({ data: { id: 'p1' }, message: 'ok' }));
    const answer = await api.get('/api/partner/v1/provider/profile');
    expect(answer.data).toEqual({ id: 'p1' });
    expect(answer.message).toBe('ok');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a session', async () => {
    const { calls } = mockFetch(() => jsonResponse({ data: {} }));
    await api.get('/api/partner/footer/list');
    expect(new Headers(calls[0]?.init.headers).has('Authorization')).toBe(false);
  });

  it('serialises query arrays in bracket form and skips empty values', async () => {
    expect(serializeQuery({ status: [1, 2], search: 'a b', page: 1, none: undefined, nothing: null })).toBe(
      'status[]=1&status[]=2&search=a%20b&page=1',
    );
    const { calls } = mockFetch(() => jsonResponse({ data: [] }));
    await api.get('/api/partner/v1/provider/contract/list', { query: { status: ['1', '2'], limit: 5 } });
    expect(calls[0]?.url).toBe('/api/partner/v1/provider/contract/list?status[]=1&status[]=2&limit=5');
  });

  it('sends plain objects as JSON and FormData as it is', async () => {
    const { calls } = mockFetch(() => jsonResponse({ data: null, message: 'ok' }));
    await post('/api/partner/provider/auth/login', { username: 'a', password: 'b' });
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"username":"a","password":"b"}');

    const form = new FormData();
    form.append('x', '1');
    await post('/api/partner/provider/auth/register', form);
    expect(calls[1]?.init.body).toBe(form);
    expect(new Headers(calls[1]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('calls an endpoint of the contract: its method, its path with the params encoded, the query and the body', async () => {
    setSession(providerSession);
    const { calls } = mockFetch(() => jsonResponse({ data: { total: 1, byArea: { orders: 1 } }, message: 'ok' }));
    const answer = await api.call(notificationEndpoints.markRead, { params: { id: 'n 1' }, successNotice: false });
    expect(answer.data.byArea).toEqual({ orders: 1 });
    expect(calls[0]?.url).toBe('/api/partner/notifications/n%201/read');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer tok-1');
    await api.call(notificationEndpoints.list, { query: { page: 2, area: 'orders', unread: 'true' } });
    expect(calls[1]?.url).toBe('/api/partner/notifications?page=2&area=orders&unread=true');
    expect(calls[1]?.init.method).toBe('GET');
    await api.call(notificationEndpoints.markAllRead, { body: { area: 'orders' } });
    expect(calls[2]?.init.body).toBe('{"area":"orders"}');
  });
});

describe('api client: notices of spec 1 §8', () => {
  let notifier: ReturnType<typeof spyNotifier>;
  beforeEach(() => {
    notifier = spyNotifier();
  });

  it('401: "Thất bại" for 5 s with the server text, and the session ends', async () => {
    setSession(providerSession);
    mockFetch(() => jsonResponse({ message: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.' }, 401));
    const error = await failure(post('/api/partner/v1/provider/contract/something', {}));
    expect(error.status).toBe(401);
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(notifier.error).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Thất bại',
        description: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
        duration: 5,
      }),
    );
    expect(getSession()).toBeNull();
  });

  it('401 on a silent load that ends the session is still told once', async () => {
    setSession(providerSession);
    mockFetch(() => jsonResponse({ message: MSG.unauthorized }, 401));
    await failure(api.get('/api/partner/v1/provider/profile'));
    expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Thất bại' }));
    expect(getSession()).toBeNull();
  });

  it('401 on the login call (no session): "Thất bại" with the server text', async () => {
    mockFetch(() => jsonResponse({ message: MSG.loginFailed }, 401));
    await failure(post('/api/partner/provider/auth/login', { username: 'x', password: 'y' }));
    expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Thất bại', description: MSG.loginFailed }));
  });

  it('401 on the (silent) logout call neither tells nor logs out again', async () => {
    setSession(providerSession);
    mockFetch(() => jsonResponse({ message: 'x' }, 401));
    await failure(post('/api/partner/v1/provider/profile/logout', undefined, { silent: true }));
    expect(notifier.error).not.toHaveBeenCalled();
    expect(getSession()).toEqual(providerSession);
  });

  it('a late 401 for an old token leaves the new session alone', async () => {
    setSession(providerSession);
    mockFetch(() => {
      setSession({ token: 'tok-2', type: 'company', isSubUser: false });
      return jsonResponse({ message: 'x' }, 401);
    });
    await failure(api.get('/api/partner/v1/provider/profile'));
    expect(getSession()?.token).toBe('tok-2');
  });

  it('400 with errors: "Lỗi" for 5 s with the first message; field errors kept for the form', async () => {
    mockFetch(() => jsonResponse({ message: 'Yêu cầu không hợp lệ', errors: { phone: [MSG.phone, 'khác'], email: [MSG.email] } }, 400));
    const error = await failure(put('/api/partner/v1/company/profile', {}));
    expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Lỗi', description: MSG.phone, duration: 5 }));
    expect(error.message).toBe(MSG.phone);
    expect(error.errors).toEqual({ phone: [MSG.phone, 'khác'], email: [MSG.email] });
  });

  it('finds the message in order: error object, errors, error string, message, status default', () => {
    expect(errorMessageOf({ error: { message: 'A' }, errors: { f: ['B'] }, message: 'D' }, 400)).toBe('A');
    expect(errorMessageOf({ errors: ['B1', 'B2'], error: 'C', message: 'D' }, 400)).toBe('B1');
    expect(errorMessageOf({ errors: { f: ['B'] }, error: 'C', message: 'D' }, 400)).toBe('B');
    expect(errorMessageOf({ error: 'C', message: 'D' }, 400)).toBe('C');
    expect(errorMessageOf({ message: 'D' }, 400)).toBe('D');
    expect(errorMessageOf(undefined, 503)).toBe(STATUS_MESSAGES[503]);
    expect(errorMessageOf('<html>Bad gateway</html>', 502)).toBe(STATUS_MESSAGES[502]);
    expect(errorMessageOf({}, 418)).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it('no body: the default message of the status', async () => {
    mockFetch(() => new Response(null, { status: 403 }));
    await failure(del('/api/partner/v1/company/unit/1'));
    expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Lỗi', description: STATUS_MESSAGES[403] }));
  });

  it('network failure: status 0 with a connection message', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(post('/api/partner/v1/company/unit', {}));
    expect(error.status).toBe(0);
    expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ description: NETWORK_ERROR_MESSAGE }));
  });

  it('timeout: the request is aborted and reported with the 504 text', async () => {
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await failure(post('/api/partner/v1/company/unit', {}, { timeoutMs: 20 }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(STATUS_MESSAGES[504]);
  });

  it('GET failures are silent by default (the screen shows the error inline)', async () => {
    mockFetch(() => jsonResponse({ message: 'Lỗi máy chủ' }, 500));
    const error = await failure(api.get('/api/partner/v1/provider/contract/list'));
    expect(error.message).toBe('Lỗi máy chủ');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('silent changes raise no error notice', async () => {
    mockFetch(() => jsonResponse({ message: 'x' }, 500));
    await failure(post('/api/partner/v1/company/unit', {}, { silent: true }));
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('200 on a non-GET: "Thành công" for 2 s with the server message, one at a time (fixed key)', async () => {
    mockFetch(() => jsonResponse({ data: null, message: 'Cập nhật thành công' }));
    await put('/api/partner/v1/company/profile', {});
    await post('/api/partner/v1/company/unit', {});
    expect(notifier.success).toHaveBeenCalledTimes(2);
    expect(notifier.success).toHaveBeenLastCalledWith(
      expect.objectContaining({
        key: SUCCESS_NOTICE_KEY,
        title: 'Thành công',
        description: 'Cập nhật thành công',
        duration: 2,
      }),
    );
  });

  it('GET success raises no notice', async () => {
    mockFetch(() => jsonResponse({ data: {}, message: 'ok' }));
    await api.get('/api/partner/footer/list');
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it('auth and device-token addresses raise no success notice', async () => {
    mockFetch(() => jsonResponse({ data: {}, message: 'ok' }));
    await post('/api/partner/provider/auth/login', {});
    await post('/api/partner/device-tokens/register', {});
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it('successNotice: false leaves the notice to the screen', async () => {
    mockFetch(() => jsonResponse({ data: {}, message: 'ok' }));
    await put('/api/partner/v1/provider/profile', {}, { successNotice: false });
    expect(notifier.success).not.toHaveBeenCalled();
  });
});
