import type { WebRenderRequest, WebRenderResult } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { pageCache } from '../src/web/page-renderer.ts';

function countingRenderer() {
  const calls: WebRenderRequest[] = [];
  return {
    calls,
    render: async (request: WebRenderRequest): Promise<WebRenderResult> => {
      calls.push(request);
      return { kind: 'page', status: 200, html: `<p>${calls.length}</p>` };
    },
  };
}

describe('the rendered-page cache', () => {
  it('reuses an anonymous rendering of the same URL', async () => {
    const renderer = countingRenderer();
    const render = pageCache(renderer, 30);
    const first = await render({ url: '/', origin: 'http://x' }, false);
    expect(await render({ url: '/', origin: 'http://x' }, false)).toEqual(first);
    await render({ url: '/tin-tuc', origin: 'http://x' }, false);
    expect(renderer.calls.map((c) => c.url)).toEqual(['/', '/tin-tuc']);
  });

  it('never stores nor serves from it for a request with credentials', async () => {
    const renderer = countingRenderer();
    const render = pageCache(renderer, 30);
    await render({ url: '/', origin: 'http://x' }, true);
    await render({ url: '/', origin: 'http://x' }, false);
    await render({ url: '/', origin: 'http://x' }, true);
    expect(renderer.calls).toHaveLength(3);
  });

  it('never stores nor serves from it a page drawn for a signed-in hint', async () => {
    const renderer = countingRenderer();
    const render = pageCache(renderer, 30);
    const partner = { type: 'collaborator', isSubUser: false } as const;
    await render({ url: '/chi-dinh', origin: 'http://x', partner }, false);
    await render({ url: '/chi-dinh', origin: 'http://x' }, false);
    await render({ url: '/chi-dinh', origin: 'http://x', partner }, false);
    expect(renderer.calls.map((c) => c.partner?.type ?? null)).toEqual(['collaborator', null, 'collaborator']);
  });

  it('0 seconds: renders every time', async () => {
    const renderer = countingRenderer();
    const render = pageCache(renderer, 0);
    await render({ url: '/', origin: 'http://x' }, false);
    await render({ url: '/', origin: 'http://x' }, false);
    expect(renderer.calls).toHaveLength(2);
  });
});
