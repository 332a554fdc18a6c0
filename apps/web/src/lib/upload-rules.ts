import { LIMITS, MSG, UPLOAD_EXTENSIONS } from '@portal/contract';

/** Spec 1 §5 upload list rule, as a pure check the Upload fields share. */
export type UploadRuleOptions = {
  extensions?: readonly string[];
  maxBytes?: number;
  maxFiles?: number;
};

export type UploadCandidate = { name: string; size: number };

export type UploadCheck = { kind: 'accept' } | { kind: 'duplicate' } | { kind: 'reject'; message: string };

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round(bytes / MB);

/** What an upload list takes, told before the user picks: "Chấp nhận: JPG, …; tối đa 10 MB mỗi file, tối đa 10 file". */
export function uploadHint(options: UploadRuleOptions = {}): string {
  const extensions = (options.extensions ?? UPLOAD_EXTENSIONS).map((extension) => extension.toUpperCase()).join(', ');
  const maxBytes = options.maxBytes ?? LIMITS.uploadMaxBytes;
  const maxFiles = options.maxFiles ?? LIMITS.uploadMaxFiles;
  return `Chấp nhận: ${extensions}; tối đa ${megabytes(maxBytes)} MB mỗi file, tối đa ${maxFiles} file`;
}

const isSameFile = (a: UploadCandidate, b: UploadCandidate) => a.name === b.name && a.size === b.size;

/** Accept, ignore (a duplicate of a listed file) or reject `file` with the spec's message. */
export function checkUpload(file: UploadCandidate, listed: readonly UploadCandidate[], options: UploadRuleOptions = {}): UploadCheck {
  const extensions = options.extensions ?? UPLOAD_EXTENSIONS;
  const maxBytes = options.maxBytes ?? LIMITS.uploadMaxBytes;
  const maxFiles = options.maxFiles ?? LIMITS.uploadMaxFiles;
  if (listed.some((other) => isSameFile(other, file))) return { kind: 'duplicate' };
  if (!extensions.includes(fileExtension(file.name))) return { kind: 'reject', message: MSG.fileType(file.name) };
  if (file.size === 0) return { kind: 'reject', message: MSG.fileEmpty(file.name) };
  if (file.size > maxBytes) {
    const sizeMb = (file.size / MB).toFixed(2);
    return { kind: 'reject', message: MSG.fileSize(file.name, sizeMb, megabytes(maxBytes)) };
  }
  if (listed.length >= maxFiles) return { kind: 'reject', message: MSG.tooManyFiles(maxFiles) };
  return { kind: 'accept' };
}
