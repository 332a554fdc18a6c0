import { type CheckedExtension, MSG, type UploadCheck, type UploadNameCheck, type UploadRefusal } from '@portal/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
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

/** An SVG is text: file-type has no rule for it, so its opening is read here (a prolog, comments, a doctype, then `<svg`). */
function looksLikeSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const body = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*/i, '');
  return /^<svg[\s>]/i.test(body);
}

/** Raster images are decoded whole; a header that claims more pixels than this is refused before decoding. */
const IMAGE_MAX_PIXELS = 100_000_000;
sharp.cache(false);

/**
 * True when the bytes decode, every pixel, as `format`: a PNG signature followed by HTML, a
 * cut-off file or a broken header fails. Bad pixel data that decoders render anyway (libjpeg's
 * warnings) is let through, as browsers show it.
 */
async function decodesAs(bytes: Buffer, format: 'png' | 'jpeg'): Promise<boolean> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS });
    if ((await image.metadata()).format !== format) return false;
    await image.stats();
    return true;
  } catch {
    return false;
  }
}

/**
 * What the content must be for each extension other than SVG: what `file-type` finds in it,
 * and, for the types that can claim more than they hold, a check of the whole file.
 */
const CONTENT: Record<
  Exclude<CheckedExtension, 'svg' | 'txt'>,
  { detected: readonly string[]; whole?: (bytes: Buffer) => Promise<boolean> }
> = {
  jpg: { detected: ['jpg'], whole: (bytes) => decodesAs(bytes, 'jpeg') },
  jpeg: { detected: ['jpg'], whole: (bytes) => decodesAs(bytes, 'jpeg') },
  png: { detected: ['png', 'apng'], whole: (bytes) => decodesAs(bytes, 'png') },
  pdf: { detected: ['pdf'] },
  doc: { detected: ['cfb'] },
  docx: { detected: ['docx'], whole: (bytes) => isWordDocument(bytes) },
  xls: { detected: ['cfb'] },
  xlsx: { detected: ['xlsx'], whole: (bytes) => isOfficePackage(bytes, 'xl/workbook.xml') },
  mp4: { detected: ['mp4', 'm4v'] },
};

export const MIME: Record<CheckedExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  svg: 'image/svg+xml',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
};

/** Raster images inlined in an SVG are content, not a reference to somewhere else. */
const NOT_INLINE_RASTER = String.raw`(?!data:image\/(?:png|jpe?g|gif|webp)[;,])`;
const ANY_SCHEME_OR_REMOTE = String.raw`(?:[a-z][\w+.-]*:|\/\/|\\\\)`;
/**
 * What makes an SVG unsafe to keep, looked for in the whole file after numeric character
 * references are decoded: script, event handlers, anything that loads from elsewhere (any
 * scheme or '//' in href/src/url(), @import) or embeds another document, an animation that
 * writes an event handler or a link, and entity declarations (XXE, entity expansion). Strict on
 * purpose: a logo needs none of these.
 */
const SVG_THREATS: RegExp[] = [
  /<\s*(?:[\w-]+:)?script\b/i,
  /[\s"'/](?:[\w-]+:)?on[a-z]+\s*=/i,
  // <set>/<animate…> writing an event handler or a link: `attributeName` does nothing else.
  /[\s"'/]attributeName\s*=\s*["']?\s*(?:[\w-]+:)?(?:on[a-z]|href(?![\w-]))/i,
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

const UTF8 = new TextDecoder('utf-8', { fatal: true });
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    UTF8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * A .docx is an Office Open XML package: a ZIP whose central directory lists
 * `[Content_Types].xml` and `word/document.xml`. Only the directory is read, nothing inflated.
 */
export function isWordDocument(bytes: Buffer): Promise<boolean> {
  return isOfficePackage(bytes, 'word/document.xml');
}

/** An Office Open XML package whose main part is `mainPart` (`xl/workbook.xml` for a workbook). */
export function isOfficePackage(bytes: Buffer, mainPart: string): Promise<boolean> {
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
        if (entry.fileName === mainPart) hasDocument = true;
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
 * Content of a staged upload, whatever its name or Content-Type says: an SVG must open as one and
 * hold no script or external reference (read whole); any other type must be what `file-type`
 * finds in its first bytes, or in the whole file (`readAll`, at most the upload limit) for the
 * types checked further: JPEG and PNG decode as such, DOCX is a real Word package.
 */
export async function checkContent(name: string, ext: CheckedExtension, head: Buffer, readAll: () => Promise<Buffer>): Promise<void> {
  const wrongType = () => new AppError('unsupported_media', MSG.fileType(name));
  // Plain text has no signature: it must be UTF-8 without NUL bytes (so no binary passes as .txt).
  if (ext === 'txt') {
    if (!isPlainText(await readAll())) throw wrongType();
    return;
  }
  if (ext === 'svg') {
    if (!looksLikeSvg(head)) throw wrongType();
    if (isUnsafeSvg(await readAll())) throw new AppError('unsupported_media', MSG.fileUnsafe(name));
    return;
  }
  const rule = CONTENT[ext];
  const bytes = rule.whole ? await readAll() : head;
  // A parser limit hit on hostile bytes is a wrong type, never a 500.
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!detected || !rule.detected.includes(detected.ext)) throw wrongType();
  if (rule.whole && !(await rule.whole(bytes))) throw wrongType();
}
