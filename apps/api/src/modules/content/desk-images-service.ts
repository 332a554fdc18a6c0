import { type ContentImage, CONTENT_MSG, contentEndpoints, pathOf } from '@portal/contract';
import { insertFileRows } from '../../db/files-repository.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import * as audit from '../audit/audit-service.ts';
import { CONTENT_IMAGE_PURPOSE } from './content-service.ts';

/**
 * Images placed inside the rich text of a post or a FAQ answer. The editor uploads each one as it
 * is inserted (before the post is saved), so an image belongs to no post: it is public from the
 * moment it is stored, under an unguessable id, and the sanitiser keeps it because its address is
 * one of the API's own (`/api/partner/blog/content-image/:id`).
 */
/** Stores one checked image and audits it in the same transaction; a call without an image is 400. */
export async function uploadImage(deps: AppDeps, actor: Actor, uploads: AcceptedUpload[]): Promise<ContentImage> {
  const [image] = uploads;
  if (!image) throw AppError.field('image', CONTENT_MSG.image);
  await deps.db.transaction(async (tx) => {
    await insertFileRows(tx, { purpose: CONTENT_IMAGE_PURPOSE, partnerId: null }, [image]);
    await audit.record(tx, actor, {
      objectType: 'content_image',
      objectId: image.id,
      action: 'upload',
      summary: `Tải ảnh "${image.name}" lên nội dung tin tức/câu hỏi`,
      after: { name: image.name, size: image.size, type: image.mime },
    });
  });
  await deps.storage.promote(image.id);
  return { id: image.id, fullPath: pathOf(contentEndpoints.contentImage, { id: image.id }) };
}
