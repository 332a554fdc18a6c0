import { describe, expect, it } from 'vitest';
import { accountHolderNames, accountHolderProblem, ORGANIZATION_MSG, unaccentedUpper } from './organization.ts';

describe("the owner's account holder", () => {
  it('is the legal name as a bank prints it: no marks, upper case, đ as D', () => {
    expect(unaccentedUpper('Công ty Cổ phần  Y tế Đồng Nai')).toBe('CONG TY CO PHAN Y TE DONG NAI');
    expect(accountHolderNames('Công ty Cổ phần Xét nghiệm Hòa Bình')).toEqual([
      'CONG TY CO PHAN XET NGHIEM HOA BINH',
      'CONG TY CP XET NGHIEM HOA BINH',
    ]);
    expect(accountHolderNames('Công ty Trách nhiệm hữu hạn Một thành viên An Phát')).toEqual([
      'CONG TY TRACH NHIEM HUU HAN MOT THANH VIEN AN PHAT',
      'CONG TY TNHH MTV AN PHAT',
    ]);
  });

  it('accepts the full and the short form, refuses another name or one with marks, and says which name it wants', () => {
    const legal = 'Công ty Cổ phần Xét nghiệm Hòa Bình';
    expect(accountHolderProblem('CONG TY CO PHAN XET NGHIEM HOA BINH', legal)).toBeUndefined();
    expect(accountHolderProblem('CONG TY CP XET NGHIEM HOA BINH', legal)).toBeUndefined();
    expect(accountHolderProblem('', legal)).toBeUndefined();
    expect(accountHolderProblem('CONG TY CP XET NGHIEM Y KHOA AN TAM', legal)).toBe(
      ORGANIZATION_MSG.accountHolderName('CONG TY CO PHAN XET NGHIEM HOA BINH'),
    );
    expect(accountHolderProblem('Công ty CP Y tế Sài Gòn', legal)).toBe(ORGANIZATION_MSG.accountHolderAccents);
  });
});
