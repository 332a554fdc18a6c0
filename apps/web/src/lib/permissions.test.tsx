import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { api } from './api-client';
import { can, useCan } from './permissions';
import { createQueryClient } from './query-client';
import { type Session, setSession } from './session';

const main: Session = { token: 't', type: 'provider', isSubUser: false };
const sub: Session = { ...main, isSubUser: true };
const staffProfile = { isSubUser: true, permissions: ['account.self', 'bid.view'] };

describe('can', () => {
  it('a main account may do everything of its kind, even before its profile has come', () => {
    expect(can(main, undefined, 'bid.submit')).toBe(true);
    expect(can(main, { isSubUser: false, permissions: [] }, 'product.manage')).toBe(true);
  });

  it('a sub-user only what its role holds now, and nothing until the profile says', () => {
    expect(can(sub, undefined, 'bid.view')).toBe(false);
    expect(can(sub, staffProfile, 'bid.view')).toBe(true);
    expect(can(sub, staffProfile, 'bid.submit')).toBe(false);
    // The profile (the server's answer) wins over the stored flag.
    expect(can(main, staffProfile, 'bid.submit')).toBe(false);
  });

  it('nobody signed in may do anything', () => {
    expect(can(null, undefined, 'bid.view')).toBe(false);
  });
});

describe('useCan', () => {
  it('follows the profile; a refused read (403) makes the profile be read again, so a role changed meanwhile shows', async () => {
    setSession(sub);
    let permissions = ['account.self', 'bid.view'];
    const { calls } = stubApi((url) => {
      if (/\/profile$/.test(url)) return jsonResponse({ data: { ...demoProfile, isSubUser: true, permissions } });
      if (url.includes('/contract/list')) return jsonResponse({ message: 'Bạn không có quyền thực hiện hành động này.' }, 403);
      return undefined;
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ view: useCan('bid.view'), submit: useCan('bid.submit') }), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ view: true, submit: false }));
    permissions = ['account.self', 'bid.view', 'bid.submit'];
    await client
      .fetchQuery({
        queryKey: ['partner', 'provider', 'contracts'],
        queryFn: () => api.get('/api/partner/v1/provider/contract/list'),
        retry: false,
      })
      .catch(() => undefined);
    await waitFor(() => expect(result.current.submit).toBe(true));
    expect(calls.filter((c) => /\/profile$/.test(c.url))).toHaveLength(2);
  });
});
