import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { PARTNER_LABELS, PARTNER_TYPES, type PartnerType } from '../partner.ts';
import { text } from '../rules/index.ts';
import { rules } from '../rules/index.ts';
import { listOf, pageLimitSchema, pageQuerySchema, queryBoolean } from './envelope.ts';
import { idParamSchema } from './files.ts';
import { optionalQuery } from './orders.ts';

/*
 * The resources library (spec 1 §3 "media tree item", §7 `/api/partner/media/…`): a tree of
 * folders and files. Partners read it under `/api/partner/media` (only what their partner type may
 * see); the content desk edits it under `/api/admin/media` (operator permission `content.media`).
 *
 * Visibility: each folder names the partner types that see it. A node is visible to a type only
 * when every folder on its path (itself included) names that type: a sub-folder can narrow what
 * its parent shows, never widen it. Files sit in folders and take their folder's visibility.
 */

export const MEDIA_LIMITS = {
  nameMax: 200,
  /** Ids one `files/download` call takes. */
  downloadMaxIds: 200,
  /** Rows a tree page answers when no limit is asked for. */
  defaultLimit: 20,
} as const;

/** What the library accepts: the spec's documents and images plus spreadsheets, plain text and short videos. */
export const MEDIA_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'mp4', 'txt'] as const;
export type MediaExtension = (typeof MEDIA_EXTENSIONS)[number];
/** The multipart field of the desk's upload (several files). */
export const MEDIA_FILES_FIELD = 'files';

/** The file-type filter of the tree (`type`), as `filter-option` lists it. */
export const MEDIA_FILE_TYPES = ['pdf', 'word', 'excel', 'image', 'video', 'other'] as const;
export type MediaFileType = (typeof MEDIA_FILE_TYPES)[number];
export const MEDIA_FILE_TYPE_LABELS: Readonly<Record<MediaFileType, string>> = {
  pdf: 'PDF',
  word: 'Word',
  excel: 'Excel',
  image: 'Hình ảnh',
  video: 'Video',
  other: 'Khác',
};
const FILE_TYPE_OF_EXTENSION: Readonly<Record<string, MediaFileType>> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  mp4: 'video',
};
/** The filter group of a file by its extension ('other' for anything else). */
export const mediaFileTypeOf = (extension: string): MediaFileType => FILE_TYPE_OF_EXTENSION[extension.toLowerCase()] ?? 'other';

/** The partner types a folder can be shown to, with the labels the desk's checkboxes carry. */
export const MEDIA_AUDIENCES = PARTNER_TYPES;
export const MEDIA_AUDIENCE_LABELS: Readonly<Record<PartnerType, string>> = PARTNER_LABELS;

export const MEDIA_MSG = {
  name: `Tên tối đa ${MEDIA_LIMITS.nameMax} ký tự, không chứa ký tự / \\ hoặc ký tự điều khiển!`,
  nameTaken: 'Thư mục này đã có một mục cùng tên!',
  fileNameTaken: (name: string) => `Thư mục này đã có tệp "${name}"!`,
  extensionChanged: 'Không được đổi phần mở rộng của tệp!',
  audience: 'Loại đối tác không hợp lệ!',
  type: 'Loại tệp không hợp lệ!',
  parent: 'Thư mục đích không tồn tại!',
  moveIntoSelf: 'Không thể chuyển thư mục vào chính nó hoặc thư mục con của nó!',
  fileAtRoot: 'Tệp phải nằm trong một thư mục!',
  noFiles: 'Vui lòng chọn tệp để tải lên!',
  emptySelection: 'Vui lòng chọn ít nhất một tệp hoặc thư mục để tải xuống!',
  tooManyIds: `Chỉ tải xuống tối đa ${MEDIA_LIMITS.downloadMaxIds} mục mỗi lần!`,
  emptyFolder: 'Thư mục không có tệp nào để tải xuống!',
  folderCreated: 'Đã tạo thư mục',
  folderUpdated: 'Đã cập nhật thư mục',
  fileRenamed: 'Đã đổi tên tệp',
  moved: 'Đã chuyển',
  deleted: 'Đã xóa',
  uploaded: (count: number) => `Đã tải lên ${count} tệp`,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a name may not hold
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]/;
/** A folder's or file's name: trimmed, NFC, 1–200 characters, no path separators, not '.' or '..'. */
export const mediaNameSchema = text()
  .transform((v) => v.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, { error: MSG.required, abort: true })
      .max(MEDIA_LIMITS.nameMax, MEDIA_MSG.name)
      .refine((v) => !UNSAFE_NAME.test(v) && v !== '.' && v !== '..', MEDIA_MSG.name),
  );

export const mediaIdParamsSchema = z.object({ id: idParamSchema });
/** `?id=` of the download calls: an unknown or malformed id is 404, like one the caller may not see. */
export const mediaIdQuerySchema = z.object({ id: idParamSchema });

const optionalId = optionalQuery(z.uuid({ error: MSG.notFound }));

/**
 * GET /api/partner/media/tree (spec 1 §7). Without `search` and `type`: the folder `ParentId`'s
 * children (the top-level folders without it). With either: every visible node below `ParentId`
 * (or anywhere) whose name holds `search` (accents and case ignored) and, for files, whose type
 * is `type` (folders are left out when `type` is given). Folders first, then by name.
 * `onlyFolder` lists folders alone.
 */
export const mediaTreeQuerySchema = pageQuerySchema.extend({
  limit: pageLimitSchema(MEDIA_LIMITS.defaultLimit),
  search: optionalQuery(rules.search),
  ParentId: optionalId,
  type: optionalQuery(z.enum(MEDIA_FILE_TYPES, { error: MEDIA_MSG.type })),
  onlyFolder: optionalQuery(queryBoolean),
});
export type MediaTreeQuery = z.output<typeof mediaTreeQuerySchema>;

export const mediaCrumbSchema = z.object({ id: z.string(), name: z.string() });
export type MediaCrumb = z.infer<typeof mediaCrumbSchema>;

/** A tree item (spec 1 §3: folders and files, each with id and name). */
export const mediaNodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  isFolder: z.boolean(),
  parentId: z.string().nullable(),
  /** Files: the filter group; folders: null. */
  fileType: z.enum(MEDIA_FILE_TYPES).nullable(),
  /** Files: bytes and content type; folders: null. */
  size: z.number().nullable(),
  mime: z.string().nullable(),
  /** Where the item sits: its folders from the top, for results found below the listed folder. */
  location: z.string(),
  updatedAt: z.string(),
});
export type MediaNode = z.infer<typeof mediaNodeSchema>;
export const mediaTreeSchema = listOf(mediaNodeSchema);
export type MediaTree = z.infer<typeof mediaTreeSchema>;

/** GET /api/partner/media/{id}: the item and its folders from the top (the breadcrumb, itself excluded). */
export const mediaNodeDetailSchema = mediaNodeSchema.extend({ path: z.array(mediaCrumbSchema) });
export type MediaNodeDetail = z.infer<typeof mediaNodeDetailSchema>;

/** GET /api/partner/media/filter-option: option groups (API-CONVENTIONS "lookup lists"). */
export const mediaFilterOptionSchema = z.object({ type: z.array(z.object({ key: z.enum(MEDIA_FILE_TYPES), name: z.string() })) });
export type MediaFilterOption = z.infer<typeof mediaFilterOptionSchema>;

/**
 * POST /api/partner/media/files/download: the ids (files or folders) as `{ ids }` or as a bare
 * list. An empty list is refused by the service (422), so the message is the library's own.
 */
export const mediaDownloadBodySchema = z.preprocess(
  (v) => (Array.isArray(v) ? { ids: v } : v),
  z.object({
    ids: z
      .array(z.uuid({ error: MSG.notFound }), { error: MEDIA_MSG.emptySelection })
      .max(MEDIA_LIMITS.downloadMaxIds, MEDIA_MSG.tooManyIds),
  }),
);
export type MediaDownloadBody = z.output<typeof mediaDownloadBodySchema>;

// ——— the desk ———

const audiencesSchema = z
  .array(z.enum(PARTNER_TYPES, { error: MEDIA_MSG.audience }), { error: MEDIA_MSG.audience })
  .max(PARTNER_TYPES.length, MEDIA_MSG.audience)
  .transform((types) => PARTNER_TYPES.filter((t) => types.includes(t)));

/** GET /api/admin/media/tree: like the partners' tree, every node whatever its visibility. */
export const deskMediaTreeQuerySchema = pageQuerySchema.extend({
  limit: pageLimitSchema(MEDIA_LIMITS.defaultLimit),
  search: optionalQuery(rules.search),
  parentId: optionalId,
  type: optionalQuery(z.enum(MEDIA_FILE_TYPES, { error: MEDIA_MSG.type })),
  onlyFolder: optionalQuery(queryBoolean),
  /** Everything below `parentId` (or the whole tree), not only its children: the move dialog's folder list. */
  all: optionalQuery(queryBoolean),
});
export type DeskMediaTreeQuery = z.output<typeof deskMediaTreeQuerySchema>;

export const deskMediaNodeSchema = mediaNodeSchema.extend({
  /** Folders: the types the operator chose; files: null (their folder's). */
  visibleTypes: z.array(z.enum(PARTNER_TYPES)).nullable(),
  /** Who really sees it: the types every folder on its path names. */
  effectiveTypes: z.array(z.enum(PARTNER_TYPES)),
  createdAt: z.string(),
});
export type DeskMediaNode = z.infer<typeof deskMediaNodeSchema>;
export const deskMediaTreeSchema = listOf(deskMediaNodeSchema);
export type DeskMediaTree = z.infer<typeof deskMediaTreeSchema>;
export const deskMediaNodeDetailSchema = deskMediaNodeSchema.extend({ path: z.array(mediaCrumbSchema) });
export type DeskMediaNodeDetail = z.infer<typeof deskMediaNodeDetailSchema>;

/** POST /api/admin/media/folders: a folder at the top (`parentId` null) or inside another. */
export const deskMediaFolderCreateSchema = z.object({
  parentId: z.uuid({ error: MEDIA_MSG.parent }).nullable().default(null),
  name: mediaNameSchema,
  visibleTypes: audiencesSchema,
});
export type DeskMediaFolderCreate = z.output<typeof deskMediaFolderCreateSchema>;

/** PUT /api/admin/media/folders/{id}: its name and the partner types that see it. */
export const deskMediaFolderUpdateSchema = z.object({ name: mediaNameSchema, visibleTypes: audiencesSchema });
export type DeskMediaFolderUpdate = z.output<typeof deskMediaFolderUpdateSchema>;

/** PUT /api/admin/media/files/{id}: a new name with the same extension. */
export const deskMediaFileRenameSchema = z.object({ name: mediaNameSchema });
export type DeskMediaFileRename = z.output<typeof deskMediaFileRenameSchema>;

/** POST /api/admin/media/nodes/{id}/move: into a folder, or to the top (`parentId` null, folders only). */
export const deskMediaMoveSchema = z.object({ parentId: z.uuid({ error: MEDIA_MSG.parent }).nullable() });
export type DeskMediaMove = z.output<typeof deskMediaMoveSchema>;

/** The upload's answer: the files now in the folder. */
export const deskMediaUploadResultSchema = z.array(deskMediaNodeSchema);

/** The library's upload rule for the web's file list (same as the server's). */
export const MEDIA_UPLOAD_RULE = {
  extensions: MEDIA_EXTENSIONS,
  maxBytes: LIMITS.uploadMaxBytes,
  maxFiles: LIMITS.uploadMaxFiles,
} as const;

/** A file's size as the library shows it: "850 B", "12,3 KB", "4,5 MB" (Vietnamese decimal comma). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1).replace('.', ',').replace(/,0$/, '')} ${units[unit]}`;
}
