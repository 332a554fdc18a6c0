import type { FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';
import type { Storage } from './storage.ts';

const INLINE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * Sends a stored file as a download (SPEC-NOTES 21): attachment unless a raster image shown in
 * the page, a sandboxing CSP, and the original name in RFC 5987 form.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: { id: string; originalName: string; mime: string; size: number },
  opts: { inline?: boolean } = {},
) {
  let stream: Awaited<ReturnType<Storage['open']>>;
  try {
    stream = await storage.open(file.id);
  } catch {
    throw new AppError('not_found');
  }
  const disposition = opts.inline && INLINE_TYPES.has(file.mime) ? 'inline' : 'attachment';
  return sendDownload(reply, { name: file.originalName, mime: file.mime, size: file.size, disposition }, stream);
}

/**
 * Sends bytes as a download with the headers every file answer carries: the name in plain ASCII
 * (quotes and backslashes replaced) and in RFC 5987 form, a sandboxing CSP, no sniffing, no cache.
 * A streamed archive has no size.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { name: string; mime: string; size?: number; disposition?: 'inline' | 'attachment' },
  body: NodeJS.ReadableStream | Buffer,
) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  reply
    .header('content-type', file.mime)
    .header(
      'content-disposition',
      `${file.disposition ?? 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply.send(body);
}
