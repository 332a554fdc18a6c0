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
  const ascii = file.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.mime)
    .header('content-length', String(file.size))
    .header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}
