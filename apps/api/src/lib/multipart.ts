import { type CheckedExtension, checkUploadList, checkUploadName, LIMITS, MSG, UPLOAD_EXTENSIONS } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldErrors, issuesToFieldErrors, refuseUnstorableText } from './app-error.ts';
import type { Storage } from './storage.ts';
import { checkContent, MIME, uploadRefusal } from './uploads.ts';

/** An upload that passed every check, staged in storage under `id`; `field` is the multipart field it came in. */
export type AcceptedUpload = { id: string; name: string; mime: string; size: number; sha256: string; field: string };

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
 * Reads a multipart request: text fields, and files of `fileField` staged in storage after the
 * shared list rule (name, type, size, duplicates, count) and the content checks have passed. On any failure every staged file is
 * discarded before the error goes on, so a refused request stores nothing.
 */
export async function readMultipart(
  request: FastifyRequest,
  storage: Storage,
  opts: {
    /** The file fields the call takes: names, or a test for names built from ids (`CustomFile_{id}`). */
    fileFields: readonly string[] | ((field: string) => boolean);
    accepted?: readonly CheckedExtension[];
    /** Files per field (the shared list rule counts and finds duplicates within one field's list). */
    maxFiles?: number;
    /** Files of all fields together, when a call takes several file fields (default: one field's maximum). */
    maxTotalFiles?: number;
  },
): Promise<ParsedMultipart> {
  if (!request.isMultipart()) throw new AppError('unsupported_media', MSG.unsupportedMedia);
  const maxFiles = opts.maxFiles ?? LIMITS.uploadMaxFiles;
  const accepted = opts.accepted ?? UPLOAD_EXTENSIONS;
  const fields: Record<string, string> = {};
  const uploads: AcceptedUpload[] = [];
  const fileFields = opts.fileFields;
  const isFileField = typeof fileFields === 'function' ? fileFields : (field: string) => fileFields.includes(field);
  try {
    const limits = opts.maxTotalFiles ? { ...MULTIPART_LIMITS, files: opts.maxTotalFiles + 1 } : MULTIPART_LIMITS;
    for await (const part of request.parts({ limits, preservePath: true })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new AppError('validation', MSG.badRequest);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (!isFileField(part.fieldname)) {
        part.file.resume();
        throw new AppError('validation', MSG.badRequest, { [part.fieldname]: [MSG.badRequest] });
      }
      // The list rule of spec 1 §5 is the contract's, the one the web's upload list applies.
      const named = checkUploadName(part.filename ?? '', accepted);
      if (named.kind === 'reject') {
        part.file.resume();
        throw uploadRefusal(named);
      }
      const ext = named.extension as CheckedExtension;
      const staged = await storage.stage(part.file, () => part.file.truncated);
      try {
        const candidate = { name: named.name, size: staged.truncated ? LIMITS.uploadMaxBytes + 1 : staged.size, sha256: staged.sha256 };
        // Same name and size is a duplicate for the browser; here the bytes must match as well.
        const sameField = uploads.filter((u) => u.field === part.fieldname);
        const check = checkUploadList(candidate, sameField, {
          extensions: accepted,
          maxFiles,
          sameContent: (a, b) => a.sha256 === b.sha256,
        });
        if (check.kind === 'reject') throw uploadRefusal(check);
        if (check.kind === 'duplicate') {
          await storage.discard(staged.id);
          continue;
        }
        await checkContent(named.name, ext, staged.head, () => storage.readStaged(staged.id));
      } catch (err) {
        await storage.discard(staged.id);
        throw err;
      }
      uploads.push({ id: staged.id, name: named.name, mime: MIME[ext], size: staged.size, sha256: staged.sha256, field: part.fieldname });
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
  refuseUnstorableText(fields);
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

/**
 * A call that takes one file and no text (an image, a result file, a logo): the file checked and
 * staged, `use` run with it, and the staged file discarded when `use` fails.
 */
export async function withOneUpload<T>(
  request: FastifyRequest,
  storage: Storage,
  opts: { fileFields: readonly string[]; accepted: readonly CheckedExtension[] },
  use: (uploads: AcceptedUpload[]) => Promise<T>,
): Promise<T> {
  const { uploads } = await readMultipart(request, storage, { ...opts, maxFiles: 1 });
  return withUploads(storage, uploads, () => use(uploads));
}
