import net from 'node:net';
import { frame, MLLP } from './hl7v2.ts';

/*
 * Sends one message to a laboratory system over MLLP and waits for its acknowledgement (the ORM^O01
 * deliveries). Connection refused, a timeout or a connection closed before the ACK are errors the
 * job queue retries; the ACK's text is the caller's to read.
 */

export class MllpSendError extends Error {}

/** A socket error in words ('connect ECONNREFUSED 10.0.5.20:2575' says little to the desk). */
const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'máy nhận từ chối kết nối (chưa mở cổng MLLP?)',
  ECONNRESET: 'kết nối bị ngắt',
  EHOSTUNREACH: 'không tới được máy nhận',
  ENETUNREACH: 'không tới được mạng của máy nhận',
  ENOTFOUND: 'không tìm thấy tên máy',
  ETIMEDOUT: 'hết thời gian kết nối',
};
const networkError = (err: Error & { code?: string }) => (err.code && NETWORK_ERRORS[err.code]) ?? err.message;

export function sendMllp(endpoint: { host: string; port: number }, text: string, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(endpoint.port, endpoint.host);
    let buffer = Buffer.alloc(0);
    let settled = false;
    const finish = (err: Error | undefined, ack?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (err) reject(err);
      else resolve(ack ?? '');
    };
    socket.setTimeout(timeoutMs, () => finish(new MllpSendError(`Hết thời gian chờ ACK từ ${endpoint.host}:${endpoint.port}`)));
    socket.on('connect', () => {
      socket.write(frame(text));
    });
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const start = buffer.indexOf(MLLP.start);
      const end = buffer.indexOf(Buffer.from([MLLP.end, MLLP.cr]), start + 1);
      if (start >= 0 && end > start) finish(undefined, buffer.subarray(start + 1, end).toString('utf8'));
      else if (buffer.length > 1024 * 1024) finish(new MllpSendError('ACK quá lớn'));
    });
    socket.on('error', (err) => finish(new MllpSendError(`Không kết nối được ${endpoint.host}:${endpoint.port}: ${networkError(err)}`)));
    socket.on('close', () => finish(new MllpSendError(`${endpoint.host}:${endpoint.port} đóng kết nối trước khi gửi ACK`)));
  });
}
