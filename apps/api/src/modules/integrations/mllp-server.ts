import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { FhirError } from './fhir-service.ts';
import { type AckCode, buildAck, ERROR_CODES, frame, get, Hl7ParseError, MLLP, type Message, parseMessage } from './hl7v2.ts';
import { clientAuth, type IntegrationAuth, logCall } from './integrations-service.ts';
import { OruRefusal, readOru } from './oru.ts';
import { postReports } from './results-service.ts';

/*
 * The HL7 v2 listener (issue 38, item 4) for the laboratory systems that speak only v2: MLLP over
 * TCP, off unless MLLP_PORT is set, open only to the configured addresses; each ORU^R01 is taken
 * on behalf of one registered integration (MLLP_CLIENT_ID: its facilities and rights apply, its
 * call log shows each message) and answered with an ACK — AA taken (or taken before), AE an error
 * in its content (ERR says which), AR not a message the portal takes.
 */

export type MllpOptions = { port: number; host: string; allowed: readonly string[]; clientId: string };
export type MllpServer = { port: number; close: () => Promise<void> };

/** A message larger than this closes the connection (a PDF of the upload limit, base64, and the rest). */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
const IDLE_MS = 120_000;

const plainAddress = (address: string | undefined) => (address ?? '').replace(/^::ffff:/, '');

const ERROR_OF_FHIR: Record<string, string> = {
  invalid: ERROR_CODES.dataType,
  'not-found': ERROR_CODES.unknownKey,
};

type Answer = { code: AckCode; text?: string; errorCode?: string; status: number; summary: string };

/** One message's answer: what it did to the portal, in the integration's log. */
async function answer(deps: AppDeps, options: MllpOptions, message: Message, ip: string, base: string): Promise<Answer> {
  const integration: IntegrationAuth | undefined = await clientAuth(deps, options.clientId);
  if (!integration?.scopes.includes('results.write'))
    return {
      code: 'AR',
      errorCode: ERROR_CODES.internal,
      text: 'Tích hợp HL7 v2 chưa được đăng ký, đã bị thu hồi hoặc không được gửi kết quả.',
      status: 403,
      summary: '',
    };
  const controlId = get(message, message.segments[0], 10);
  let result: Answer;
  try {
    const { reports } = readOru(message);
    const applied = await postReports({ deps, integration, base, ip }, reports);
    result = { code: 'AA', status: 200, summary: applied.map((a) => a.summary).join('; ') };
  } catch (err) {
    if (err instanceof OruRefusal)
      result = { code: err.ack, errorCode: err.errorCode, text: err.message, status: err.ack === 'AR' ? 400 : 422, summary: err.message };
    else if (err instanceof FhirError && err.status < 500)
      result = {
        code: 'AE',
        errorCode: ERROR_OF_FHIR[err.code] ?? ERROR_CODES.internal,
        text: err.message,
        status: err.status,
        summary: err.message,
      };
    else throw err;
  }
  await logCall(
    deps,
    integration.id,
    { method: 'MLLP', path: `ORU^R01 ${controlId}`, status: result.status, ip },
    `HL7 v2 ${result.code}: ${result.summary}`,
  );
  return result;
}

/** Starts the listener; resolves once it listens (port 0: a free port, as `port` says). */
export function startMllp(deps: AppDeps, options: MllpOptions, log: FastifyBaseLogger): Promise<MllpServer> {
  const allowed = new Set(options.allowed.map(plainAddress));
  const base = deps.env.publicUrl;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const ip = plainAddress(socket.remoteAddress);
    if (!allowed.has(ip)) {
      log.warn({ ip }, 'MLLP connection from an address not allowed');
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.setTimeout(IDLE_MS, () => socket.end());
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', (err) => log.warn({ err, ip }, 'MLLP connection error'));
    let buffer = Buffer.alloc(0);
    // Messages of one connection are answered in order, one at a time.
    let queue = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer.length > MAX_MESSAGE_BYTES) {
        log.warn({ ip }, 'MLLP message over the size limit');
        socket.destroy();
        return;
      }
      for (;;) {
        const start = buffer.indexOf(MLLP.start);
        const end = buffer.indexOf(Buffer.from([MLLP.end, MLLP.cr]), start + 1);
        if (start < 0 || end < 0) break;
        const text = buffer.subarray(start + 1, end).toString('utf8');
        buffer = buffer.subarray(end + 2);
        queue = queue.then(() => handle(text)).catch((err: unknown) => log.error({ err }, 'MLLP message failed'));
      }
    });
    const handle = async (text: string) => {
      let message: Message | undefined;
      let ack: Omit<Answer, 'status' | 'summary'> & { controlId: string };
      try {
        message = parseMessage(text);
        const result = await answer(deps, options, message, ip, base);
        ack = { ...result, controlId: get(message, message.segments[0], 10) };
      } catch (err) {
        if (err instanceof Hl7ParseError) ack = { code: 'AR', errorCode: ERROR_CODES.dataType, text: err.message, controlId: '' };
        else {
          log.error({ err }, 'MLLP message failed');
          ack = {
            code: 'AE',
            errorCode: ERROR_CODES.internal,
            text: 'Lỗi máy chủ, vui lòng gửi lại sau.',
            controlId: message ? get(message, message.segments[0], 10) : '',
          };
        }
      }
      if (!socket.destroyed) socket.write(frame(buildAck(message, ack)));
    };
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const address = server.address();
      log.info({ port: typeof address === 'object' && address ? address.port : options.port }, 'MLLP listener started');
      resolve({
        port: typeof address === 'object' && address ? address.port : options.port,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.end();
            server.close(() => done());
            setTimeout(() => {
              for (const s of sockets) s.destroy();
            }, 2_000).unref();
          }),
      });
    });
  });
}
