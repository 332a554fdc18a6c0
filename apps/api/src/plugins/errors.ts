import { MSG, statusMessage } from '@portal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, issuesToFieldErrors, refuseUnstorableText } from '../lib/app-error.ts';
import { pgError } from '../lib/pg-error.ts';

type ErrorReply = { status: number; message: string; errors?: Record<string, string[]>; retryAfterSeconds?: number };

const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

/** Is this the database being unreachable (rather than a bug)? */
function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (e.code && DB_DOWN_CODES.has(e.code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message ?? ''))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Maps any thrown error to the envelope of API-CONVENTIONS: a status, a Vietnamese message, field errors. */
function toErrorReply(err: unknown): ErrorReply {
  if (err instanceof AppError) {
    return {
      status: err.status,
      message: err.message,
      ...(err.errors ? { errors: err.errors } : {}),
      ...(err.retryAfterSeconds ? { retryAfterSeconds: err.retryAfterSeconds } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    // A path that names nothing (an id of the wrong shape, an unknown type): the object does not
    // exist, as for a well-formed id nobody has.
    if ((err as { validationContext?: string }).validationContext === 'params') return { status: 404, message: MSG.notFound };
    const errors = issuesToFieldErrors(
      err.validation.map((v) => ({
        path: [
          ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : []),
          ...((v.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path ?? []),
        ].filter((p, i, all) => all.indexOf(p) === i),
        message: v.message ?? MSG.badRequest,
      })),
    );
    const first = Object.values(errors)[0]?.[0] ?? MSG.badRequest;
    return { status: 400, message: first, errors };
  }
  if (isDatabaseUnavailable(err)) return { status: 503, message: MSG.unavailable };
  // A full volume: the files folder (ENOSPC, EDQUOT) or the database's (53100). The upload's staged
  // bytes are already removed and its transaction rolled back.
  if (['ENOSPC', 'EDQUOT'].includes((err as { code?: string }).code ?? '') || pgError(err)?.code === '53100') {
    return { status: 507, message: MSG.storageFull };
  }
  // PostgreSQL refusing a value's bytes (a NUL that slipped through a multipart field).
  if (['22021', '22P05'].includes(pgError(err)?.code ?? '')) return { status: 400, message: MSG.invalidChars };
  const fe = err as Partial<FastifyError> & { part?: unknown };
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: MSG.payloadTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: MSG.unsupportedMedia };
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: MSG.payloadTooLarge };
  }
  // busboy's own parse errors carry no code: a truncated or malformed multipart body.
  if (!fe.statusCode && /multipart|boundary|part header|unexpected end of form/i.test(fe.message ?? '')) {
    return { status: 400, message: MSG.badRequest };
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 429) return { status, message: MSG.tooManyAttempts };
  if (status >= 400 && status < 500) return { status, message: statusMessage(status) };
  return { status: 500, message: MSG.serverError };
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // Before the schemas, for every route and field at once: a NUL or an unpaired surrogate.
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        refuseUnstorableText(request.body);
        refuseUnstorableText(request.query);
      } catch (err) {
        return done(err as Error);
      }
      done();
    });

    app.setErrorHandler((err, request, reply) => {
      const { status, message, errors, retryAfterSeconds } = toErrorReply(err);
      if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        if (status === 503) reply.header('retry-after', '5');
      } else {
        request.log.info({ status, code: (err as FastifyError).code }, message);
      }
      return reply.status(status).send({ message, ...(errors ? { errors } : {}), ...(status >= 500 ? { requestId: request.id } : {}) });
    });
  },
  { name: 'errors' },
);
