/**
 * Live updates (docs/decisions/live.md): the server tells an open page that something it shows may
 * have changed, over Server-Sent Events; the page asks the API again. An event names what changed,
 * never the data.
 */

/** The two streams' paths (endpoints/live.ts declares them; the web reads them here, without the contract's schemas). */
export const LIVE_PATHS = { partner: '/api/partner/live', operator: '/api/admin/live' } as const;
/** The same, as a set: a sweep of every GET route, or of a page's requests, leaves them out (they never end by themselves). */
export const LIVE_STREAM_PATHS: ReadonlySet<string> = new Set(Object.values(LIVE_PATHS));

/** PostgreSQL's NOTIFY channel that carries events between the servers. */
export const LIVE_CHANNEL = 'portal_live';

/**
 * What changed: a notification area for a partner ('orders', 'debts', 'tendering', …), 'inbox'
 * when its inbox gained something, 'activity' for a change the partner's own accounts made, a
 * desk's area for the operators ('orders', 'debts', 'partners', …), and 'live' with id 'lost' or
 * 'back' when the server's own listener dropped or came back (refresh what may have been missed).
 */
export type LiveTopic = string;

export type LiveEvent = { topic: LiveTopic; id?: string };

/** The name of the SSE event the stream sends (`event: change`), and its heartbeat's period. */
export const LIVE_SSE_EVENT = 'change';
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * Splits what a stream sent into its events (the browser's reader and the API's tests); `rest` is
 * an event not yet complete.
 */
export function parseSse(buffer: string): { events: Array<{ event: string; data: string } | 'comment'>; rest: string } {
  const events: Array<{ event: string; data: string } | 'comment'> = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    if (!block) continue;
    let event = 'message';
    const data: string[] = [];
    let comment = true;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      comment = false;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    events.push(comment ? 'comment' : { event, data: data.join('\n') });
  }
  return { events, rest };
}

// The contract is typed without the DOM or Node: what readSse needs of either, as both give it.
declare const TextDecoder: new () => { decode(input?: Uint8Array, options?: { stream?: boolean }): string };
type ByteStream = { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }> } };

/** Reads a stream to its end (or until it fails), handing each event or comment to `onItem` as it completes. */
export async function readSse(body: ByteStream, onItem: (item: { event: string; data: string } | 'comment') => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const parsed = parseSse(buffer);
    buffer = parsed.rest;
    for (const item of parsed.events) onItem(item);
  }
}
