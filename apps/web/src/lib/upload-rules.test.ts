import { MSG } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkUpload, fileExtension, uploadHint } from './upload-rules';

const MB = 1024 * 1024;

describe('checkUpload (spec 1 §5 upload list)', () => {
  it('accepts the default types', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.pdf', 'e.doc', 'f.docx', 'g.svg']) {
      expect(checkUpload({ name, size: 10 }, [])).toEqual({ kind: 'accept' });
    }
  });

  it('refuses another type with the spec message', () => {
    expect(checkUpload({ name: 'virus.exe', size: 10 }, [])).toEqual({ kind: 'reject', message: MSG.fileType('virus.exe') });
    expect(checkUpload({ name: 'noextension', size: 10 }, [])).toEqual({
      kind: 'reject',
      message: MSG.fileType('noextension'),
    });
  });

  it('refuses a file over 10 MB, saying its size', () => {
    expect(checkUpload({ name: 'big.pdf', size: 12.5 * MB }, [])).toEqual({
      kind: 'reject',
      message: MSG.fileSize('big.pdf', '12.50', 10),
    });
    expect(checkUpload({ name: 'edge.pdf', size: 10 * MB }, [])).toEqual({ kind: 'accept' });
  });

  it('ignores a duplicate of a listed file', () => {
    expect(checkUpload({ name: 'a.pdf', size: 10 }, [{ name: 'a.pdf', size: 10 }])).toEqual({ kind: 'duplicate' });
    expect(checkUpload({ name: 'a.pdf', size: 11 }, [{ name: 'a.pdf', size: 10 }])).toEqual({ kind: 'accept' });
  });

  it('reads extensions case-insensitively', () => {
    expect(fileExtension('Scan.PDF')).toBe('pdf');
    expect(fileExtension('.hidden')).toBe('');
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
