import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { access } from './access.ts';
import { endpoint, fillPath, pathOf } from './endpoint.ts';
import { deviceTokenEndpoints, notificationEndpoints } from './endpoints/notifications.ts';

describe('endpoint definitions', () => {
  it('builds a call path from the params, encoded', () => {
    expect(pathOf(notificationEndpoints.markRead, { id: 'a1' })).toBe('/api/partner/notifications/a1/read');
    expect(pathOf(deviceTokenEndpoints.list, { userId: 'a/b c' })).toBe('/api/partner/device-tokens/user/a%2Fb%20c');
    expect(pathOf(notificationEndpoints.list)).toBe('/api/partner/notifications');
    expect(() => fillPath('/api/x/:id', {})).toThrow(':id');
  });

  it("refuses a path whose parameters are not the params schema's keys", () => {
    const base = { method: 'GET', tag: 't', access: access.public } as const;
    expect(() => endpoint({ ...base, path: '/api/x/:id' })).toThrow('[id]');
    expect(() => endpoint({ ...base, path: '/api/x/:id', params: z.object({ key: z.string() }) })).toThrow('[key]');
    expect(() => endpoint({ ...base, path: '/api/x', params: z.object({ id: z.string() }) })).toThrow();
    expect(endpoint({ ...base, path: '/api/x/:id/:fileId', params: z.object({ fileId: z.string(), id: z.string() }) }).path).toBe(
      '/api/x/:id/:fileId',
    );
  });

  it('refuses a raw answer with a data schema, or of a PUT; a multipart call with a JSON body', () => {
    const base = { tag: 't', path: '/api/x', access: access.public } as const;
    expect(() => endpoint({ ...base, method: 'GET', raw: true, data: z.null() })).toThrow('raw');
    expect(() => endpoint({ ...base, method: 'PUT', raw: true })).toThrow('raw');
    expect(() => endpoint({ ...base, method: 'POST', body: z.object({}), multipart: { fields: z.object({}), files: ['file'] } })).toThrow(
      'multipart',
    );
  });
});
