import { LIMITS, MSG, UPLOAD_EXTENSIONS, uploadExtension } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { auditLog, files } from '../src/db/schema.ts';
import { bearer, listFiles, multipart, SAMPLE_FILES, storedIds, type TestApp } from './helpers.ts';

type Part = Parameters<typeof multipart>[0][number];
type Answer = { statusCode: number; json: () => { message: string } };

const HTML = Buffer.from('<html><body><script>alert(1)</script></body></html>');
const png = SAMPLE_FILES.png;
const jpg = SAMPLE_FILES.jpg;
/** A copy of `bytes` with `length` bytes from `at` overwritten. */
const damaged = (bytes: Buffer, at: number, length: number, value: number) => Buffer.from(bytes).fill(value, at, at + length);
const jpegTables = jpg.indexOf(Buffer.from([0xff, 0xc4]));
const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.85));

/** A `send` for the suite: the call with its text fields and the file parts, as the holder of `token` (each read when the test runs). */
export function multipartCall(opts: {
  app: () => TestApp;
  method?: 'POST' | 'PUT';
  url: () => string;
  token: () => string;
  fields?: () => Record<string, string>;
}) {
  return (files: Part[]) => {
    const fields = Object.entries(opts.fields?.() ?? {}).map(([name, value]) => ({ name, value }));
    const body = multipart([...fields, ...files]);
    return opts.app().app.inject({
      method: opts.method ?? 'POST',
      url: opts.url(),
      headers: { ...bearer(opts.token()), ...body.headers },
      payload: body.payload,
    });
  };
}

/** What a refused upload must leave as it was: the files rows, the audit trail, every stored or staged file (by path), the route's own rows. */
async function snapshot(t: TestApp, rows: () => Promise<unknown>) {
  return {
    files: await t.database.db.$count(files),
    audit: await t.database.db.$count(auditLog),
    stored: (await listFiles(t.filesDir)).sort(),
    objects: await storedIds(t.storage),
    rows: await rows(),
  };
}

/**
 * The refusals every upload call must make, as one suite: wrong extension, wrong content for
 * the extension (an SVG with script, an event handler set by an animation or external references,
 * a PNG or JPEG that does not decode as one, a ZIP that is no Word document), empty, over the
 * size limit, unsafe names (a path, '.pdf' with no base name), too many files, a file in a field
 * the call does not take. Each refusal must store nothing: no files row, no stored or staged
 * file (in the folder or the object store), no audit entry, none of the route's `rows`. Each upload route's test calls it with its own `send`.
 */
export function describeUploadRefusals(opts: {
  /** Names the route in the suite's title when a test file runs it for several routes. */
  route?: string;
  fileField: string;
  /** Sends the call with valid fields and these file parts. */
  send: (files: Part[]) => Promise<Answer>;
  /** The test app (read when the tests run). */
  app: () => TestApp;
  /** The route's own rows a refused call must leave as they were (files rows, audit and stored files are always compared). */
  rows?: () => Promise<unknown>;
  /** The extensions the call takes (default: spec 1 §5's). */
  accepted?: readonly string[];
  /** Files the call takes at once (default: spec 1 §5's). */
  maxFiles?: number;
}) {
  const accepted = opts.accepted ?? UPLOAD_EXTENSIONS;
  const maxFiles = opts.maxFiles ?? LIMITS.uploadMaxFiles;
  const file = (filename: string, content: Buffer = SAMPLE_FILES.pdf): Part => ({
    name: opts.fileField,
    filename,
    content,
    type: 'application/pdf',
  });
  // A file the call takes, sent before the refused one so that its staged copy must go too.
  const validExt = accepted.includes('pdf') ? 'pdf' : 'png';
  const valid = (name: string, extra = '') =>
    file(`${name}.${validExt}`, Buffer.concat([validExt === 'pdf' ? SAMPLE_FILES.pdf : png, Buffer.from(extra)]));
  const refused = async (parts: Part[], status: number, message: string | RegExp) => {
    const rows = opts.rows ?? (async () => null);
    const before = await snapshot(opts.app(), rows);
    const res = await opts.send(maxFiles > 1 ? [valid('hop-le'), ...parts] : parts);
    expect(res.statusCode).toBe(status);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    expect(await snapshot(opts.app(), rows)).toEqual(before);
  };
  /** What a named file the call takes must get; one of a type the call does not take is a wrong type first. */
  const expected = (name: string, status: number, message: string): [number, string] =>
    accepted.includes(uploadExtension(name)) ? [status, message] : [415, MSG.fileType(name)];

  describe(`uploads (${opts.route ?? opts.fileField})`, () => {
    it.each([
      ['wrong extension', 'virus.exe', SAMPLE_FILES.pdf, 415, MSG.fileType('virus.exe')],
      ['no extension', 'giayphep', SAMPLE_FILES.pdf, 415, MSG.fileType('giayphep')],
      ['PDF name, PNG bytes', 'giay-phep.pdf', png, 415, MSG.fileType('giay-phep.pdf')],
      ['PNG name, HTML bytes', 'anh.png', HTML, 415, MSG.fileType('anh.png')],
      ['PNG signature, then HTML', 'anh.png', Buffer.concat([png.subarray(0, 8), HTML]), 415, MSG.fileType('anh.png')],
      ['PNG header (IHDR), then HTML', 'anh.png', Buffer.concat([png.subarray(0, 33), HTML]), 415, MSG.fileType('anh.png')],
      ['a truncated PNG', 'anh.png', cut(png), 415, MSG.fileType('anh.png')],
      ['a corrupt PNG (image data overwritten)', 'anh.png', damaged(png, 120, 16, 0x55), 415, MSG.fileType('anh.png')],
      ['JPG name, PDF bytes', 'anh.jpg', SAMPLE_FILES.pdf, 415, MSG.fileType('anh.jpg')],
      ['JPEG signature, then HTML', 'anh.jpeg', Buffer.concat([jpg.subarray(0, 4), HTML]), 415, MSG.fileType('anh.jpeg')],
      ['a truncated JPEG', 'anh.jpg', cut(jpg), 415, MSG.fileType('anh.jpg')],
      ['a corrupt JPEG (Huffman table overwritten)', 'anh.jpg', damaged(jpg, jpegTables + 5, 16, 0xff), 415, MSG.fileType('anh.jpg')],
      ['SVG name, not SVG', 'logo.svg', Buffer.from('<html><body>x</body></html>'), 415, MSG.fileType('logo.svg')],
      ['zero bytes', 'rong.pdf', Buffer.alloc(0), 400, MSG.fileEmpty('rong.pdf')],
      ['SVG with <script> past the first 4 KB', 'logo.svg', SAMPLE_FILES.svgScript, 415, MSG.fileUnsafe('logo.svg')],
      ['SVG with onload=', 'logo.svg', SAMPLE_FILES.svgOnload, 415, MSG.fileUnsafe('logo.svg')],
      ['SVG with an external href', 'logo.svg', SAMPLE_FILES.svgExternalHref, 415, MSG.fileUnsafe('logo.svg')],
      ['SVG <set> writing onmouseover', 'logo.svg', SAMPLE_FILES.svgSetHandler, 415, MSG.fileUnsafe('logo.svg')],
      ['SVG <animate> writing a javascript: href', 'logo.svg', SAMPLE_FILES.svgAnimateHref, 415, MSG.fileUnsafe('logo.svg')],
      ['SVG <set> writing an external xlink:href', 'logo.svg', SAMPLE_FILES.svgSetXlinkHref, 415, MSG.fileUnsafe('logo.svg')],
      ['SVG <animateTransform> writing onclick', 'logo.svg', SAMPLE_FILES.svgAnimateTransformHandler, 415, MSG.fileUnsafe('logo.svg')],
      ['SVG <animateMotion> writing an encoded onbegin', 'logo.svg', SAMPLE_FILES.svgAnimateMotionHandler, 415, MSG.fileUnsafe('logo.svg')],
      ['a ZIP renamed .docx', 'hop-dong.docx', SAMPLE_FILES.zip, 415, MSG.fileType('hop-dong.docx')],
    ] as const)('refuses %s, storing nothing', async (_label, name, content, status, message) => {
      await refused([file(name, content)], ...expected(name, status, message));
    });

    it.each([
      ['path traversal', file('../../etc/passwd.pdf'), 400, MSG.fileName],
      ['backslash path', file('..\\..\\boot.pdf'), 400, MSG.fileName],
      ['control characters', file('giay\u0007phep.pdf'), 400, MSG.fileName],
      ['a hidden name', file('.htaccess.pdf'), 400, MSG.fileName],
      ['a file named .pdf (no base name)', file('.pdf'), 400, MSG.fileName],
      ['a file in another field', { name: 'other', filename: 'a.pdf', content: SAMPLE_FILES.pdf } as Part, 400, MSG.badRequest],
    ] as const)('refuses %s, storing nothing', async (_label, part, status, message) => {
      await refused([part], status, message);
    });

    it('refuses 10 MB + 1 byte with 413 and the size message', async () => {
      const big = valid('lon', ' '.repeat(LIMITS.uploadMaxBytes + 1 - (validExt === 'pdf' ? SAMPLE_FILES.pdf : png).length));
      await refused([big], 413, new RegExp(`^File lon\\.${validExt} có dung lượng 10\\.00 MB, vượt quá giới hạn 10 MB!$`));
    });

    it('refuses 50 files at once', async () => {
      const many = Array.from({ length: 50 }, (_, i) => valid(`gp-${i}`, String(i)));
      await refused(many, 413, MSG.tooManyFiles(maxFiles));
    });
  });
}
