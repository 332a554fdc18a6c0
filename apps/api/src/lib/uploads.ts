import { MSG, type UploadCheck, type UploadExtension, type UploadNameCheck, type UploadRefusal } from '@portal/contract';
import yauzl from 'yauzl';
import { AppError, type ErrorCode } from './app-error.ts';

/**
 * What only the server can judge of an upload: its bytes. The list rule (name, type, size,
 * duplicates, count) is the contract's `checkUploadList`, shared with the web app; this file
 * maps its refusals to HTTP statuses and adds the content checks.
 */

const REFUSAL_CODE: Record<UploadRefusal, ErrorCode> = {
  name: 'validation',
  type: 'unsupported_media',
  empty: 'validation',
  size: 'payload_too_large',
  count: 'payload_too_large',
};

/** A refusal of the shared list rule as the error the route answers with. */
export function uploadRefusal(check: Extract<UploadCheck | UploadNameCheck, { kind: 'reject' }>): AppError {
  return new AppError(REFUSAL_CODE[check.reason], check.message);
}

/** Magic-byte checks per accepted extension on the first 4 KB: the content decides, never the name or Content-Type. */
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

/** Raster images inlined in an SVG are content, not a reference to somewhere else. */
const NOT_INLINE_RASTER = String.raw`(?!data:image\/(?:png|jpe?g|gif|webp)[;,])`;
const ANY_SCHEME_OR_REMOTE = String.raw`(?:[a-z][\w+.-]*:|\/\/|\\\\)`;
/**
 * What makes an SVG unsafe to keep, looked for in the whole file after numeric character
 * references are decoded: script, event handlers, anything that loads from elsewhere (any
 * scheme or '//' in href/src/url(), @import) or embeds another document, and entity
 * declarations (XXE, entity expansion). Strict on purpose: a logo needs none of these.
 */
const SVG_THREATS: RegExp[] = [
  /<\s*(?:[\w-]+:)?script\b/i,
  /[\s"'/](?:[\w-]+:)?on[a-z]+\s*=/i,
  /<\s*(?:[\w-]+:)?(?:foreignObject|iframe|embed|object|frame|frameset|link|meta|base)\b/i,
  /<!ENTITY/i,
  /@import/i,
  new RegExp(String.raw`url\s*\(\s*["']?\s*${NOT_INLINE_RASTER}${ANY_SCHEME_OR_REMOTE}`, 'i'),
  new RegExp(String.raw`\b(?:[\w-]+:)?(?:href|src)\s*=\s*["']?\s*${NOT_INLINE_RASTER}${ANY_SCHEME_OR_REMOTE}`, 'i'),
];
/** Schemes that run script, found anywhere once whitespace is gone (browsers skip tabs and newlines inside a scheme). */
const SCRIPT_SCHEME = /(?:java|vb|live)script:|data:text\/html/i;

function decodeCharacterReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_m, hex: string) => safeFromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d{1,7});?/g, (_m, dec: string) => safeFromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&(?:colon|Tab|NewLine);/g, (m) => ({ '&colon;': ':', '&Tab;': '\t', '&NewLine;': '\n' })[m] ?? '');
}

function safeFromCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** True when the SVG holds script or an external reference (see SVG_THREATS). */
export function isUnsafeSvg(bytes: Buffer): boolean {
  const text = decodeCharacterReferences(bytes.toString('utf8'));
  if (SVG_THREATS.some((threat) => threat.test(text))) return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: whitespace and control characters are dropped before looking for a scheme
  return SCRIPT_SCHEME.test(text.replace(/[\s\u0000-\u001f]+/g, ''));
}

const ZIP_MAX_ENTRIES = 10_000;

/**
 * A .docx is an Office Open XML package: a ZIP whose central directory lists
 * `[Content_Types].xml` and `word/document.xml`. Only the directory is read, nothing inflated.
 */
export function isWordDocument(bytes: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) => {
      if (err || !zip) return resolve(false);
      if (zip.entryCount > ZIP_MAX_ENTRIES) {
        zip.close();
        return resolve(false);
      }
      let hasTypes = false;
      let hasDocument = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName === '[Content_Types].xml') hasTypes = true;
        if (entry.fileName === 'word/document.xml') hasDocument = true;
        if (hasTypes && hasDocument) {
          zip.close();
          resolve(true);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(hasTypes && hasDocument));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}

/**
 * Content of a staged upload: its signature on the first bytes, then, for the types that can
 * carry more than they show, the whole file (`readAll`, at most the upload limit): SVG without
 * script or external references, DOCX a real Word package.
 */
export async function checkContent(name: string, ext: UploadExtension, head: Buffer, readAll: () => Promise<Buffer>): Promise<void> {
  if (!SIGNATURES[ext](head)) throw new AppError('unsupported_media', MSG.fileType(name));
  if (ext === 'svg' && isUnsafeSvg(await readAll())) throw new AppError('unsupported_media', MSG.fileUnsafe(name));
  if (ext === 'docx' && !(await isWordDocument(await readAll()))) throw new AppError('unsupported_media', MSG.fileType(name));
}
