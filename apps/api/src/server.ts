import pino from 'pino';
import { SERVER_TEXT } from '@portal/contract';
import { buildApp, DEFAULT_WEB_DIST } from './app.ts';
import { readEnv } from './env.ts';
import { productionProblems, productionWarnings, proxyHeaderWatch, watchesProxyHeaders } from './lib/production-checks.ts';
import { startMllp } from './modules/integrations/mllp-server.ts';
import { announceMissingAdministrator } from './modules/operators/operators-service.ts';
import { startRuntime } from './runtime.ts';

/** Listens and shuts down gracefully; the app itself is built in app.ts. */
const env = readEnv();
const log = pino({
  level: env.LOG_LEVEL,
  redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password'],
});

async function main() {
  const runtime = await startRuntime(env, log);
  // NODE_ENV=production: every problem that stops the start, one line each, then exit 1.
  const problems = await productionProblems(env, runtime.deps.db, env.WEB_DIST ?? DEFAULT_WEB_DIST);
  if (problems.length) {
    process.stderr.write(`${[SERVER_TEXT.productionRefused, ...problems.map((p) => `- ${p}`)].join('\n')}\n`);
    await runtime.close();
    process.exit(1);
  }
  for (const warning of productionWarnings(env)) log.warn(warning);
  const app = await buildApp(runtime.deps, log);
  if (watchesProxyHeaders(env)) {
    const watchProxy = proxyHeaderWatch(env, log);
    app.addHook('onRequest', async (request) => watchProxy(request.headers));
  }

  // SIGTERM (an orchestrator or balancer draining this instance) or Ctrl-C: readiness answers 503 at
  // once and the listener closes (new connections are refused); requests in flight finish; then the
  // running jobs get their grace or go back to the queue, and the database closes (runtime.close).
  let closing = false;
  let mllp: Awaited<ReturnType<typeof startMllp>> | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took over 30 s; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    try {
      await mllp?.close();
      await app.close();
      log.info('requests in flight finished');
    } finally {
      await runtime.close();
      log.info('stopped');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (err) {
    log.error({ err }, 'could not listen');
    await runtime.close();
    process.exit(1);
  }
  if (env.MLLP_PORT !== undefined && env.MLLP_CLIENT_ID) {
    mllp = await startMllp(
      runtime.deps,
      { port: env.MLLP_PORT, host: env.MLLP_HOST, allowed: env.MLLP_ALLOWED_ADDRESSES, clientId: env.MLLP_CLIENT_ID },
      log,
    ).catch((err: unknown) => {
      log.error({ err }, 'could not start the MLLP listener');
      return undefined;
    });
  }
  await announceMissingAdministrator(runtime.deps, log);
}

main().catch((err) => {
  log.fatal({ err }, 'start failed');
  process.exit(1);
});
