import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { checkUploadList, checkUploadName, uploadExtension, uploadHint } from './uploads.ts';

const MB = 1024 * 1024;
const reject = (reason: string, message: string) => ({ kind: 'reject', reason, message });

describe('checkUploadList (spec 1 §5 upload list, web and server alike)', () => {
  it('accepts the default types', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.pdf', 'e.doc', 'f.docx', 'g.svg']) {
      expect(checkUploadList({ name, size: 10 }, [])).toEqual({ kind: 'accept' });
    }
  });

  it('refuses another type with the spec message', () => {
    expect(checkUploadList({ name: 'virus.exe', size: 10 }, [])).toEqual(reject('type', MSG.fileType('virus.exe')));
    expect(checkUploadList({ name: 'noextension', size: 10 }, [])).toEqual(reject('type', MSG.fileType('noextension')));
    expect(checkUploadList({ name: 'a.pdf', size: 10 }, [], { extensions: ['png'] })).toEqual(reject('type', MSG.fileType('a.pdf')));
  });

  it('refuses a name without a base name or with a path, before its type', () => {
    for (const name of [
      '.pdf',
      '.htaccess.pdf',
      ' .pdf',
      '',
      '   ',
      '../a.pdf',
      'a/b.pdf',
      'a\\b.pdf',
      'a\u0007.pdf',
      `${'a'.repeat(252)}.pdf`,
    ]) {
      expect(checkUploadList({ name, size: 10 }, []), JSON.stringify(name)).toEqual(reject('name', MSG.fileName));
    }
  });

  it('refuses an empty file and one over 10 MB, saying its size', () => {
    expect(checkUploadList({ name: 'rong.pdf', size: 0 }, [])).toEqual(reject('empty', MSG.fileEmpty('rong.pdf')));
    expect(checkUploadList({ name: 'big.pdf', size: 12.5 * MB }, [])).toEqual(reject('size', MSG.fileSize('big.pdf', '12.50', 10)));
    expect(checkUploadList({ name: 'edge.pdf', size: 10 * MB }, [])).toEqual({ kind: 'accept' });
    expect(checkUploadList({ name: 'small.pdf', size: 2 * MB }, [], { maxBytes: MB })).toEqual(
      reject('size', MSG.fileSize('small.pdf', '2.00', 1)),
    );
  });

  it('ignores a duplicate (same name and size) of a listed file, even when the list is full', () => {
    expect(checkUploadList({ name: 'a.pdf', size: 10 }, [{ name: 'a.pdf', size: 10 }])).toEqual({ kind: 'duplicate' });
    expect(checkUploadList({ name: 'a.pdf', size: 11 }, [{ name: 'a.pdf', size: 10 }])).toEqual({ kind: 'accept' });
    expect(checkUploadList({ name: 'b.pdf', size: 10 }, [{ name: 'a.pdf', size: 10 }])).toEqual({ kind: 'accept' });
    // The same name in another Unicode form is the same name.
    expect(checkUploadList({ name: 'Giấy.pdf', size: 10 }, [{ name: 'Giấy.pdf'.normalize('NFD'), size: 10 }])).toEqual({
      kind: 'duplicate',
    });
    const full = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}.pdf`, size: 10 }));
    expect(checkUploadList({ name: 'f3.pdf', size: 10 }, full)).toEqual({ kind: 'duplicate' });
  });

  it('lets the server confirm a duplicate by content', () => {
    const listed = [{ name: 'a.pdf', size: 10, sha256: 'x' }];
    const sameContent = (a: { sha256: string }, b: { sha256: string }) => a.sha256 === b.sha256;
    expect(checkUploadList({ name: 'a.pdf', size: 10, sha256: 'x' }, listed, { sameContent })).toEqual({ kind: 'duplicate' });
    expect(checkUploadList({ name: 'a.pdf', size: 10, sha256: 'y' }, listed, { sameContent })).toEqual({ kind: 'accept' });
  });

  it('refuses one file over the count', () => {
    const full = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}.pdf`, size: 10 }));
    expect(checkUploadList({ name: 'g.pdf', size: 10 }, full)).toEqual(reject('count', MSG.tooManyFiles(10)));
    expect(checkUploadList({ name: 'g.pdf', size: 10 }, full.slice(0, 2), { maxFiles: 2 })).toEqual(reject('count', MSG.tooManyFiles(2)));
  });
});

describe('checkUploadName', () => {
  it('gives the normalised name and its extension', () => {
    expect(checkUploadName('  Scan.PDF ')).toEqual({ kind: 'accept', name: 'Scan.PDF', extension: 'pdf' });
  });

  it('reads extensions case-insensitively and needs a base name', () => {
    expect(uploadExtension('Scan.PDF')).toBe('pdf');
    expect(uploadExtension('.pdf')).toBe('');
    expect(uploadExtension('noextension')).toBe('');
  });
});

describe('uploadHint', () => {
  it('lists the default types and limits from the contract', () => {
    expect(uploadHint()).toBe('Chấp nhận: JPG, JPEG, PNG, PDF, DOC, DOCX, SVG; tối đa 10 MB mỗi file, tối đa 10 file');
  });

  it('follows the options a field passes', () => {
    expect(uploadHint({ extensions: ['xlsx'], maxBytes: 5 * MB, maxFiles: 1 })).toBe(
      'Chấp nhận: XLSX; tối đa 5 MB mỗi file, tối đa 1 file',
    );
  });
});
