import { LIMITS, UPLOAD_EXTENSIONS } from './constants.ts';
import { MSG } from './messages.ts';

/**
 * Spec 1 §5 upload list rule, once for both sides: the web's upload list calls it as files are
 * picked, the server's multipart reader calls it as parts arrive (and adds the content checks
 * only the server can make). Pure: no DOM, no Node.
 *
 * Duplicate key: the NFC name plus the size in bytes, the two things a browser knows of a picked
 * file. The server may refine a match with `sameContent` (it compares SHA-256), so a different
 * file that happens to share name and size is not silently dropped there.
 */
export type UploadCandidate = { name: string; size: number };

export type UploadRuleOptions = {
  /** Accepted extensions, lower case, without the dot (default: spec 1 §5's list). */
  extensions?: readonly string[];
  maxBytes?: number;
  maxFiles?: number;
};

/** Why a file is refused; the server maps each to its HTTP status. */
export type UploadRefusal = 'name' | 'type' | 'empty' | 'size' | 'count';

export type UploadCheck = { kind: 'accept' } | { kind: 'duplicate' } | { kind: 'reject'; reason: UploadRefusal; message: string };

export type UploadNameCheck =
  | { kind: 'accept'; name: string; extension: string }
  | { kind: 'reject'; reason: 'name' | 'type'; message: string };

const MB = 1024 * 1024;
const NAME_MAX = 255;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]/;

/** The name as both sides compare and store it. */
export const normalizeUploadName = (name: string) => name.normalize('NFC').trim();

/** Lower-case extension after the last dot; '' when there is none or nothing before it ('.pdf'). */
export function uploadExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The name alone: a safe display name (no path, no control characters, no leading dot or
 * space, so '.pdf' and '.htaccess.pdf' have no base name and are refused), then its type.
 */
export function checkUploadName(rawName: string, extensions: readonly string[] = UPLOAD_EXTENSIONS): UploadNameCheck {
  const name = normalizeUploadName(rawName);
  if (!name || name.length > NAME_MAX || UNSAFE_NAME.test(name) || name.includes('..') || /^[.\s]/.test(name)) {
    return { kind: 'reject', reason: 'name', message: MSG.fileName };
  }
  const extension = uploadExtension(name);
  if (!extensions.includes(extension)) return { kind: 'reject', reason: 'type', message: MSG.fileType(name) };
  return { kind: 'accept', name, extension };
}

/** The size message of spec 1 §5 ("File X có dung lượng Y MB, vượt quá giới hạn Z MB!"). */
export function uploadSizeMessage(name: string, size: number, maxBytes: number = LIMITS.uploadMaxBytes): string {
  return MSG.fileSize(name, (size / MB).toFixed(2), Math.round(maxBytes / MB));
}

const sameKey = (a: UploadCandidate, b: UploadCandidate) =>
  a.size === b.size && normalizeUploadName(a.name) === normalizeUploadName(b.name);

/**
 * Accept `candidate`, ignore it (a duplicate of a listed file) or reject it with the spec's
 * message. Order: name, type, empty, size, duplicate, count — so a duplicate picked into a
 * full list is ignored, not refused.
 */
export function checkUploadList<T extends UploadCandidate>(
  candidate: T,
  listed: readonly T[],
  options: UploadRuleOptions & { sameContent?: (listed: T, candidate: T) => boolean } = {},
): UploadCheck {
  const maxBytes = options.maxBytes ?? LIMITS.uploadMaxBytes;
  const maxFiles = options.maxFiles ?? LIMITS.uploadMaxFiles;
  const named = checkUploadName(candidate.name, options.extensions);
  if (named.kind === 'reject') return named;
  if (candidate.size <= 0) return { kind: 'reject', reason: 'empty', message: MSG.fileEmpty(named.name) };
  if (candidate.size > maxBytes)
    return { kind: 'reject', reason: 'size', message: uploadSizeMessage(named.name, candidate.size, maxBytes) };
  const sameContent = options.sameContent ?? (() => true);
  if (listed.some((other) => sameKey(other, candidate) && sameContent(other, candidate))) return { kind: 'duplicate' };
  if (listed.length >= maxFiles) return { kind: 'reject', reason: 'count', message: MSG.tooManyFiles(maxFiles) };
  return { kind: 'accept' };
}

/** What an upload list takes, told before the user picks: "Chấp nhận: JPG, …; tối đa 10 MB mỗi file, tối đa 10 file". */
export function uploadHint(options: UploadRuleOptions = {}): string {
  const extensions = (options.extensions ?? UPLOAD_EXTENSIONS).map((extension) => extension.toUpperCase()).join(', ');
  return MSG.uploadHint(
    extensions,
    Math.round((options.maxBytes ?? LIMITS.uploadMaxBytes) / MB),
    options.maxFiles ?? LIMITS.uploadMaxFiles,
  );
}
