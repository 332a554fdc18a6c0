import { LIMITS, MSG, type UploadExtension } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldErrors, issuesToFieldErrors } from './app-error.ts';
import type { Storage } from './storage.ts';
import { checkContent, checkExtension, checkFileName, MIME } from './uploads.ts';

/** An upload that passed every check, staged in storage under `id`. */
export type AcceptedUpload = { id: string; name: string; mime: string; size: number; sha256: string };

export type ParsedMultipart = { fields: Record<string, string>; uploads: AcceptedUpload[] };

/** busboy limits for every multipart route (with preservePath, so a path in a file name is seen and refused); the file count is checked by us to give the spec's message. */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.uploadMaxBytes,
  files: LIMITS.uploadMaxFiles + 1,
  fields: 50,
  fieldSize: 64 * 1024,
  parts: 100,
  headerPairs: 200,
};

/**
 * Reads a multipart request: text fields, and files of `fileField` staged in storage after their
 * name, extension, size and content have been checked. On any failure every staged file is
 * discarded before the error goes on, so a refused request stores nothing.
 */
export async function readMultipart(
  request: FastifyRequest,
  storage: Storage,
  opts: { fileFields: string[]; accepted?: readonly UploadExtension[]; maxFiles?: number },
): Promise<ParsedMultipart> {
  if (!request.isMultipart()) throw new AppError('unsupported_media', MSG.unsupportedMedia);
  const maxFiles = opts.maxFiles ?? LIMITS.uploadMaxFiles;
  const fields: Record<string, string> = {};
  const uploads: AcceptedUpload[] = [];
  const seen = new Set<string>();
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS, preservePath: true })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new AppError('validation', MSG.badRequest);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (!opts.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError('validation', MSG.badRequest, { [part.fieldname]: [MSG.badRequest] });
      }
      if (uploads.length >= maxFiles) {
        part.file.resume();
        throw new AppError('payload_too_large', MSG.tooManyFiles(maxFiles));
      }
      let name: string;
      let ext: UploadExtension;
      try {
        name = checkFileName(part.filename ?? '');
        ext = checkExtension(name, opts.accepted);
      } catch (err) {
        part.file.resume();
        throw err;
      }
      const staged = await storage.stage(part.file, () => part.file.truncated);
      try {
        checkContent(name, ext, staged.size, staged.head, staged.truncated);
      } catch (err) {
        await storage.discard(staged.id);
        throw err;
      }
      // The same file picked twice counts once (spec 1 §5: duplicates are ignored).
      const dupKey = `${name}:${staged.sha256}`;
      if (seen.has(dupKey)) {
        await storage.discard(staged.id);
        continue;
      }
      seen.add(dupKey);
      uploads.push({ id: staged.id, name, mime: MIME[ext], size: staged.size, sha256: staged.sha256 });
    }
  } catch (err) {
    await discardAll(storage, uploads);
    throw err;
  }
  return { fields, uploads };
}

export async function discardAll(storage: Storage, uploads: AcceptedUpload[]): Promise<void> {
  await Promise.all(uploads.map((u) => storage.discard(u.id)));
}

/**
 * Checks a multipart call's text fields against their contract schema, together with rules on
 * its files (`fileErrors`, e.g. a required file missing), so every broken rule answers at once.
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>, fileErrors: FieldErrors = {}): z.output<S> {
  const parsed = schema.safeParse(fields);
  const errors = { ...(parsed.success ? {} : issuesToFieldErrors(parsed.error.issues)), ...fileErrors };
  if (!parsed.success || Object.keys(errors).length) throw new AppError('validation', undefined, errors);
  return parsed.data;
}

/** Runs `use` with staged uploads; if it fails, the staged files are discarded, so nothing refused stays stored. */
export async function withUploads<T>(storage: Storage, uploads: AcceptedUpload[], use: () => Promise<T>): Promise<T> {
  try {
    return await use();
  } catch (err) {
    await discardAll(storage, uploads);
    throw err;
  }
}
