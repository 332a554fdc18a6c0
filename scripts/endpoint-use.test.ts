import { endpoint, endpointGroups } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { endpointUses, screenSource } from './endpoint-use.ts';

const uses = endpointUses(screenSource());
const where = (u: { name: string; endpoint: { method: string; path: string } }) => `${u.name} (${u.endpoint.method} ${u.endpoint.path})`;

describe('every endpoint of the contract has a caller', () => {
  it('finds the groups of the contract', () => {
    expect(uses.length).toBeGreaterThan(350);
  });

  it('is called by a screen, or says who calls it from outside the web app', () => {
    const orphans = uses.filter((u) => !u.named && !u.endpoint.outside).map(where);
    expect(orphans, 'no screen calls these: give them `outside` (who calls them) or delete them').toEqual([]);
  });

  it('does not mark an endpoint a screen calls as called from outside', () => {
    const misMarked = uses.filter((u) => u.named && u.endpoint.outside).map(where);
    expect(misMarked).toEqual([]);
  });

  it('tells an unnamed endpoint from a named one', () => {
    const access = { kind: 'public' } as const;
    const groups = endpointGroups({
      demoEndpoints: {
        used: endpoint({ method: 'GET', path: '/api/demo/used', tag: 'demo', access }),
        usedLonger: endpoint({ method: 'GET', path: '/api/demo/used-longer', tag: 'demo', access }),
        outside: endpoint({ method: 'GET', path: '/api/demo/outside', tag: 'demo', access, outside: 'a probe' }),
      },
      notAGroup: 1,
    });
    const found = endpointUses('api.call(demoEndpoints.usedLonger)', groups);
    expect(found.map((u) => [u.name, u.named])).toEqual([
      ['demoEndpoints.used', false],
      ['demoEndpoints.usedLonger', true],
      ['demoEndpoints.outside', false],
    ]);
  });
});
