import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSse } from '@portal/contract';
import { LIVE_FALLBACK_POLL_MS, liveState, startLiveUpdates } from './live-updates';

/** A stream the test writes into, as the server would. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    cut: () => controller.close(),
  };
}

function setup(answers: Array<Response | Error>) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const calls: RequestInit[] = [];
  const transport = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => {});
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  const clear = vi.fn();
  const stop = startLiveUpdates({
    path: '/api/partner/live',
    tokens: { token: () => 'tok-123', clear },
    client,
    scope: 'partner',
    transport,
  });
  return { client, invalidate, transport, calls, clear, stop };
}

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('parseSse', () => {
  it('reads events and comments, keeping an unfinished event for later', () => {
    const { events, rest } = parseSse(': connected\n\nevent: change\ndata: {"topic":"orders"}\n\nevent: change\ndata: {"to');
    expect(events).toEqual(['comment', { event: 'change', data: '{"topic":"orders"}' }]);
    expect(rest).toBe('event: change\ndata: {"to');
  });
});

describe('startLiveUpdates', () => {
  it("sends the session's token, and refreshes the open page's queries once for events that come together", async () => {
    vi.useFakeTimers();
    const server = serverStream();
    const s = setup([server.response]);
    stops.push(s.stop);
    server.send(': connected\n\n');
    await vi.waitFor(() => expect(liveState()).toBe('open'));
    expect((s.calls[0]?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer tok-123');
    server.send('event: change\ndata: {"topic":"orders"}\n\nevent: change\ndata: {"topic":"inbox"}\n\n');
    await vi.advanceTimersByTimeAsync(200);
    expect(s.invalidate).toHaveBeenCalledTimes(1);
    expect(s.invalidate).toHaveBeenCalledWith({ queryKey: ['partner'], refetchType: 'active' });
  });

  it('polls while the stream is cut, opens it again by itself and then refreshes what was missed', async () => {
    vi.useFakeTimers();
    const first = serverStream();
    const second = serverStream();
    const s = setup([first.response, new Error('offline'), second.response]);
    stops.push(s.stop);
    first.send(': connected\n\n');
    await vi.waitFor(() => expect(liveState()).toBe('open'));
    first.cut();
    await vi.waitFor(() => expect(liveState()).toBe('down'));
    // 1 s, then 2 s: the second try fails, the third opens.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.transport).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS - 1_000 + 200);
    expect(s.invalidate).toHaveBeenCalled();
    expect(s.transport).toHaveBeenCalledTimes(3);
    s.invalidate.mockClear();
    second.send(': connected\n\n');
    await vi.waitFor(() => expect(liveState()).toBe('open'));
    await vi.advanceTimersByTimeAsync(200);
    expect(s.invalidate).toHaveBeenCalledTimes(1);
    // Open again: no more polling.
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS * 2);
    expect(s.invalidate).toHaveBeenCalledTimes(1);
  });

  it('forgets the session on a 401 and stops trying', async () => {
    vi.useFakeTimers();
    const s = setup([new Response('{}', { status: 401 })]);
    stops.push(s.stop);
    await vi.waitFor(() => expect(s.clear).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.transport).toHaveBeenCalledTimes(1);
    expect(liveState()).toBe('off');
  });
});
