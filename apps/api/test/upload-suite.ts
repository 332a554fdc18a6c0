import { LIMITS, MSG } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { type multipart, SAMPLE_FILES } from './helpers.ts';

type Part = Parameters<typeof multipart>[0][number];
type Answer = { statusCode: number; json: () => { message: string } };

/**
 * The refusals every upload call must make, as one suite: wrong extension, wrong content for
 * the extension (an SVG with script or external references, a ZIP that is no Word document),
 * empty, over the size limit, unsafe names (a path, '.pdf' with no base name), too many files,
 * a file in a field the call does not take. Each refusal must store nothing (the `snapshot` of rows and files
 * is unchanged). Each upload route's test calls it with its own `send`.
 */
export function describeUploadRefusals(opts: {
  fileField: string;
  /** Sends the call with valid fields and these file parts. */
  send: (files: Part[]) => Promise<Answer>;
  /** Everything a refused call must leave as it was: row counts, stored files. */
  snapshot: () => Promise<unknown>;
}) {
  const file = (filename: string, content: Buffer = SAMPLE_FILES.pdf): Part => ({
    name: opts.fileField,
    filename,
    content,
    type: 'application/pdf',
  });
  const refused = async (parts: Part[], status: number, message: string | RegExp) => {
    const before = await opts.snapshot();
    const res = await opts.send(parts);
    expect(res.statusCode).toBe(status);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    expect(await opts.snapshot()).toEqual(before);
  };

  describe(`uploads (${opts.fileField})`, () => {
    it.each([
      ['wrong extension', file('virus.exe'), 415, MSG.fileType('virus.exe')],
      ['no extension', file('giayphep'), 415, MSG.fileType('giayphep')],
      ['PDF name, PNG bytes', file('giay-phep.pdf', SAMPLE_FILES.png), 415, MSG.fileType('giay-phep.pdf')],
      ['PNG name, HTML bytes', file('anh.png', Buffer.from('<html><script>alert(1)</script></html>')), 415, MSG.fileType('anh.png')],
      ['JPG name, PDF bytes', file('anh.jpg', SAMPLE_FILES.pdf), 415, MSG.fileType('anh.jpg')],
      ['SVG name, not SVG', file('logo.svg', Buffer.from('<html><body>x</body></html>')), 415, MSG.fileType('logo.svg')],
      ['zero bytes', file('rong.pdf', Buffer.alloc(0)), 400, MSG.fileEmpty('rong.pdf')],
      ['path traversal', file('../../etc/passwd.pdf'), 400, MSG.fileName],
      ['backslash path', file('..\\..\\boot.pdf'), 400, MSG.fileName],
      ['control characters', file('giay\u0007phep.pdf'), 400, MSG.fileName],
      ['a hidden name', file('.htaccess.pdf'), 400, MSG.fileName],
      ['a file named .pdf (no base name)', file('.pdf'), 400, MSG.fileName],
      ['SVG with <script> past the first 4 KB', file('logo.svg', SAMPLE_FILES.svgScript), 415, MSG.fileUnsafe('logo.svg')],
      ['SVG with onload=', file('logo.svg', SAMPLE_FILES.svgOnload), 415, MSG.fileUnsafe('logo.svg')],
      ['SVG with an external href', file('logo.svg', SAMPLE_FILES.svgExternalHref), 415, MSG.fileUnsafe('logo.svg')],
      ['a ZIP renamed .docx', file('hop-dong.docx', SAMPLE_FILES.zip), 415, MSG.fileType('hop-dong.docx')],
      ['a file in another field', { name: 'other', filename: 'a.pdf', content: SAMPLE_FILES.pdf } as Part, 400, MSG.badRequest],
    ] as const)('refuses %s, storing nothing', async (_label, part, status, message) => {
      await refused([file('hop-le.pdf'), part], status, message);
    });

    it('refuses 10 MB + 1 byte with 413 and the size message', async () => {
      const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(LIMITS.uploadMaxBytes + 1 - SAMPLE_FILES.pdf.length, 0x20)]);
      await refused([file('lon.pdf', big)], 413, /^File lon\.pdf có dung lượng 10\.00 MB, vượt quá giới hạn 10 MB!$/);
    });

    it('refuses 50 files at once', async () => {
      const many = Array.from({ length: 50 }, (_, i) => file(`gp-${i}.pdf`, Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(String(i))])));
      await refused(many, 413, MSG.tooManyFiles(LIMITS.uploadMaxFiles));
    });
  });
}
