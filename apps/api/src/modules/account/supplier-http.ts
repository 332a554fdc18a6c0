import { MSG, SUPPLIER_KEPT_FIELDS, SUPPLIER_LICENCE, SUPPLIER_LICENCE_FIELDS, SUPPLIER_MSG } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { readMultipart } from '../../lib/multipart.ts';
import type { Storage } from '../../lib/storage.ts';

/**
 * The licence upload of the supplier profile's edit: PDF only, judged by its bytes; a file of any
 * other type (by name or content) answers the spec's 'Chỉ chấp nhận file PDF' (spec 3 §5).
 */
export async function readLicence(req: FastifyRequest, storage: Storage) {
  try {
    return await readMultipart(req, storage, {
      fileFields: SUPPLIER_LICENCE_FIELDS,
      accepted: ['pdf'],
      maxFiles: SUPPLIER_LICENCE.maxFiles,
      maxTotalFiles: SUPPLIER_LICENCE.maxFiles,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'unsupported_media' && req.isMultipart()) {
      throw AppError.field('businessLicenseFile', SUPPLIER_MSG.licencePdfOnly, 'unsupported_media');
    }
    if (err instanceof AppError && err.message === MSG.tooManyFiles(SUPPLIER_LICENCE.maxFiles)) {
      throw AppError.field('businessLicenseFile', SUPPLIER_MSG.licenceSingle, 'validation');
    }
    throw err;
  }
}

/** The licence files kept (`businessLicenseFields`): one id, or several separated by commas. */
export function keptLicenceIds(fields: Record<string, string>): string[] {
  const raw = SUPPLIER_KEPT_FIELDS.map((name) => fields[name] ?? '').join(',');
  return [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}
