import { LIMITS, MSG, UPLOAD_EXTENSIONS, type UploadExtension } from '@portal/contract';
import { AppError } from './app-error.ts';

/** Magic-byte checks per accepted extension: the content decides, never the name or Content-Type. */
const SIGNATURES: Record<UploadExtension, (head: Buffer) => boolean> = {
  jpg: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  jpeg: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  png: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  pdf: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-',
  doc: (h) => h.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  docx: (h) => h.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  svg: (h) => {
    if (h.includes(0)) return false;
    const text = h.toString('utf8').replace(/^\uFEFF/, '');
    const body = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*/i, '');
    return /^<svg[\s>]/i.test(body);
  },
};

export const MIME: Record<UploadExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  svg: 'image/svg+xml',
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A safe display name: no path parts, no control characters, a sane length. */
export function checkFileName(name: string): string {
  const trimmed = name.normalize('NFC').trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (!trimmed || trimmed.length > 255 || /[\u0000-\u001f\u007f/\\]/.test(trimmed) || trimmed.includes('..') || /^[.\s]/.test(trimmed)) {
    throw new AppError('validation', MSG.fileName);
  }
  return trimmed;
}

/** Checks a name's extension against the accepted list; returns the extension. */
export function checkExtension(name: string, accepted: readonly UploadExtension[] = UPLOAD_EXTENSIONS): UploadExtension {
  const ext = extensionOf(name);
  if (!(accepted as readonly string[]).includes(ext)) throw new AppError('unsupported_media', MSG.fileType(name));
  return ext as UploadExtension;
}

/** Checks size and content of a staged upload. */
export function checkContent(name: string, ext: UploadExtension, size: number, head: Buffer, truncated: boolean): void {
  if (truncated || size > LIMITS.uploadMaxBytes) {
    const mb = (Math.max(size, LIMITS.uploadMaxBytes + 1) / 1024 / 1024).toFixed(2);
    throw new AppError('payload_too_large', MSG.fileSize(name, mb, LIMITS.uploadMaxMb));
  }
  if (size === 0) throw new AppError('validation', MSG.fileEmpty(name));
  if (!SIGNATURES[ext](head)) throw new AppError('unsupported_media', MSG.fileType(name));
}
