import { LIVE_HEARTBEAT_MS, LIVE_SSE_EVENT, type LiveEvent, type PartnerPermission } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { LiveAudience } from '../../lib/live.ts';
import { BEARER } from '../../plugins/auth.ts';
import { holdsPermission } from '../../lib/access.ts';
import { currentSession } from '../auth/auth-service.ts';

/**
 * One open page's stream (Server-Sent Events): a comment line at once (the page knows it is
 * connected), then `event: change` for each event of its audience, and a heartbeat comment every
 * `LIVE_HEARTBEAT_MS` (proxies keep the connection; a closed one is noticed). The session is checked
 * again at each heartbeat and before each event, without counting as a use: a session ended
 * elsewhere (logout, "log out from all devices", a locked partner) ends the stream, and an event
 * that names a permission reaches only the accounts holding it (a sub-user's role as it is now).
 */
export function openStream(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  to: LiveAudience,
  streams: Set<() => void>,
): FastifyReply {
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1] ?? '';
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx passes each event on as it comes instead of buffering the answer.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  res.write(': connected\n\n');
  let ended = false;
  let checking: ReturnType<typeof currentSession> | undefined;
  const session = () => (checking ??= currentSession(deps, token).finally(() => (checking = undefined)));
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    streams.delete(end);
    res.end();
  };
  const send = (event: LiveEvent, permission: string | undefined) => {
    void session().then(
      (auth) => {
        if (ended) return;
        if (!auth) return end();
        // Held to the permission the event names (a partner's staff): as its inbox, as its lists.
        if (permission && !holdsPermission(auth, permission as PartnerPermission)) return;
        res.write(`event: ${LIVE_SSE_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
      },
      () => end(),
    );
  };
  const unsubscribe = deps.live.subscribe(to, send);
  const heartbeat = setInterval(() => {
    void session().then(
      (auth) => {
        if (ended) return;
        if (!auth) return end();
        res.write(': \n\n');
      },
      () => end(),
    );
  }, LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  streams.add(end);
  res.on('close', end);
  return reply;
}
