import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_BODY_IMAGE_FIELD, contentDeskEndpoints, shellEndpoints, operatorSelfEndpoints } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from './global-setup.ts';
import { DEMO_PASSWORD, multipart, readJson, SAMPLE_FILES, settled } from './helpers.ts';
import { type ServerProcess, startServer } from './server-process.ts';

/**
 * SIGTERM on a real server process (what an orchestrator sends to drain an instance): the upload in
 * flight finishes with its 200, new connections are refused, and the process exits 0.
 */
let server: ServerProcess | undefined;
let dbName = '';
let dataDir = '';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dbName = `portal_tsd${randomBytes(3).toString('hex')}_${inject('pgTemplate').split('_').pop()}`;
  await admin((c) => c.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplate')}`));
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-shutdown-'));
  server = await startServer({
    DATABASE_URL: withDatabase(inject('pgAdminUrl'), dbName),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
}, 60_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (dbName) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
});

/**
 * A GET on a connection of its own: its status, 'refused' when nothing listens any more, or 'cut'
 * when the connection was taken just as the listener closed and was dropped unanswered.
 */
function probe(url: string): Promise<number | 'refused' | 'cut'> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED') resolve('refused');
      else if (err.code === 'ECONNRESET') resolve('cut');
      else reject(err);
    });
  });
}

describe('graceful shutdown', () => {
  it('finishes the upload in flight after SIGTERM, refuses new connections, exits 0', async () => {
    const s = server!;
    const login = await fetch(s.base + operatorSelfEndpoints.login.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin_demo', password: DEMO_PASSWORD }),
    });
    const { token } = (await readJson(login)).data;

    // An image upload whose last bytes are held back until the server has stopped listening.
    const body = multipart([{ name: CONTENT_BODY_IMAGE_FIELD, filename: 'anh.png', content: SAMPLE_FILES.png, type: 'image/png' }]);
    const held = body.payload.length - 64;
    const upload = http.request(s.base + contentDeskEndpoints.uploadImage.path, {
      method: 'POST',
      agent: false,
      headers: {
        ...body.headers,
        authorization: `Bearer ${token}`,
        'content-length': String(body.payload.length),
        // The server answers 100 once it has read the request's head: from then on the request is in flight.
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      upload.on('error', reject);
    });
    answer.catch(() => undefined); // awaited below; a cut connection must fail the test there, not as an unhandled rejection
    await new Promise((resolve) => upload.once('continue', resolve));
    upload.write(body.payload.subarray(0, held));

    const exited = s.stop('SIGTERM');
    // Until the listener closes, readiness may still answer (503 once the signal is handled); then nothing does.
    const seen: Array<number | 'refused' | 'cut'> = [];
    await settled(
      async () => {
        seen.push(await probe(s.base + shellEndpoints.ready.path));
        return seen.at(-1);
      },
      (last) => last === 'refused',
      'the listener closed',
      20_000,
    );
    expect(seen.at(-1)).toBe('refused');
    expect(seen.every((status) => status === 200 || status === 503 || typeof status === 'string')).toBe(true);
    expect(s.child.exitCode).toBeNull(); // still finishing the upload

    upload.end(body.payload.subarray(held));
    const done = await answer;
    expect(done.status, done.text).toBe(200);
    expect(JSON.parse(done.text).data.id).toEqual(expect.any(String));
    expect(await exited).toBe(0);
  }, 60_000);
});
