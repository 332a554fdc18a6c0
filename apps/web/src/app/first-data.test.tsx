import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FirstDataGate, FrameTakeover, waitForFirstData } from './first-data';

/** A query answered when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Page({ answer, enabled = true }: { answer: () => Promise<number>; enabled?: boolean }) {
  const list = useQuery({ queryKey: ['partner', 'test', 'list'], queryFn: answer, enabled });
  return <p>{list.data === undefined ? 'Đang tải' : `Số lịch hẹn: ${list.data}`}</p>;
}

// React schedules the retry of a held render itself, as in the browser (not inside act()).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/** A frame the server drew, then the app drawn over it as main.tsx does. */
function drawOverFrame(client: QueryClient, page: React.ReactNode, waitMs: number): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute('inert', '');
  container.innerHTML = '<p>Khung trang</p>';
  document.body.append(container);
  waitForFirstData(client, Date.now() + waitMs);
  root = createRoot(container);
  startTransition(() => {
    root?.render(
      <FrameTakeover root={container}>
        <QueryClientProvider client={client}>
          {page}
          <FirstDataGate />
        </QueryClientProvider>
      </FrameTakeover>,
    );
  });
  return container;
}

describe('the first render over a frame waits for its data', () => {
  it('keeps the frame, inert, until the answer has come, then draws the page once, with it', async () => {
    const client = new QueryClient();
    const answer = deferred<number>();
    const seen: string[] = [];
    const container = drawOverFrame(client, <Page answer={() => answer.promise} />, 60_000);
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    // Asked for in the render it holds back; the frame is still there, taking no input.
    await waitFor(() => expect(client.getQueryState(['partner', 'test', 'list'])?.fetchStatus).toBe('fetching'));
    expect(container.textContent).toBe('Khung trang');
    expect(container.hasAttribute('inert')).toBe(true);

    answer.resolve(12);
    await waitFor(() => expect(container.textContent).toBe('Số lịch hẹn: 12'));
    expect(container.hasAttribute('inert')).toBe(false);
    // Never drawn without its data.
    expect(seen.some((text) => text.includes('Đang tải'))).toBe(false);
    observer.disconnect();
  });

  it('waits no longer than its deadline: the page is drawn loading, and fills in when the answer comes', async () => {
    const client = new QueryClient();
    const answer = deferred<number>();
    const container = drawOverFrame(client, <Page answer={() => answer.promise} />, 30);
    await waitFor(() => expect(container.textContent).toBe('Đang tải'));
    expect(container.hasAttribute('inert')).toBe(false);
    answer.resolve(3);
    await waitFor(() => expect(container.textContent).toBe('Số lịch hẹn: 3'));
  });

  it('does not wait for a query the page turned off', async () => {
    const client = new QueryClient();
    let asked = 0;
    const container = drawOverFrame(
      client,
      <Page
        enabled={false}
        answer={async () => {
          asked += 1;
          return 1;
        }}
      />,
      60_000,
    );
    await waitFor(() => expect(container.textContent).toBe('Đang tải'));
    expect(asked).toBe(0);
  });
});
