import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { passwordProblem, rules } from './index.ts';
import { changePasswordBodySchema, registerFieldsSchema } from '../schemas/auth.ts';

const firstMessage = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

type Case = [rule: keyof typeof rules, value: unknown, expected: string | null];

// Spec 1 §5, one row per condition: null = accepted, else the exact message.
const CASES: Case[] = [
  ['required', '', MSG.required],
  ['required', '   ', MSG.required],
  ['required', undefined, MSG.required],
  ['required', 'có nội dung', null],
  ['starRating', undefined, 'Vui lòng đánh giá sao!'],
  ['starRating', 0, 'Vui lòng đánh giá sao!'],
  ['starRating', 4, null],
  ['reason', '', 'Vui lòng nhập một trong các lý do!'],
  ['reason', undefined, 'Vui lòng nhập một trong các lý do!'],
  ['reason', 'Sai thông tin', null],
  ['number', '012', 'Vui lòng nhập số hợp lệ'],
  ['number', '-1', 'Vui lòng nhập số hợp lệ'],
  ['number', '1.5', 'Vui lòng nhập số hợp lệ'],
  ['number', 'abc', 'Vui lòng nhập số hợp lệ'],
  ['number', '0', null],
  ['number', 120, null],
  ['unitName', '', MSG.required],
  ['unitName', 'a'.repeat(201), 'Tên đơn vị tối đa 200 ký tự!'],
  ['unitName', 'a'.repeat(200), null],
  ['contractSetName', '', MSG.required],
  ['contractSetName', 'a'.repeat(51), MSG.contractSetName],
  ['contractSetName', 'Bộ hợp đồng 2026', null],
  ['examHeadcount', '0', 'Số lượng người khám phải là số tự nhiên lớn hơn 0!'],
  ['examHeadcount', '-3', 'Số lượng người khám phải là số tự nhiên lớn hơn 0!'],
  ['examHeadcount', '2.5', 'Số lượng người khám phải là số tự nhiên lớn hơn 0!'],
  ['examHeadcount', undefined, 'Số lượng người khám phải là số tự nhiên lớn hơn 0!'],
  ['examHeadcount', 25, null],
  ['contactName', '', MSG.required],
  ['contactName', 'Nguyễn Văn A1', MSG.contactName],
  ['contactName', 'a'.repeat(51), MSG.contactName],
  ['contactName', 'Trần Thị Ngọc-Ánh', null],
  ['search', 'a'.repeat(51), 'Tìm kiếm tối đa 50 ký tự!'],
  ['search', 'a'.repeat(50), null],
  ['phone', '', MSG.required],
  ['phone', '912345678', 'Số điện thoại phải có 10 chữ số và bắt đầu bằng số 0!'],
  ['phone', '1912345678', 'Số điện thoại phải có 10 chữ số và bắt đầu bằng số 0!'],
  ['phone', '09123456789', 'Số điện thoại phải có 10 chữ số và bắt đầu bằng số 0!'],
  ['phone', '09123a5678', 'Số điện thoại phải có 10 chữ số và bắt đầu bằng số 0!'],
  ['phone', '0912345678', null],
  ['otp', '', MSG.required],
  ['otp', '12345', 'Mã OTP phải có 6 chữ số!'],
  ['otp', '1234567', 'Mã OTP phải có 6 chữ số!'],
  ['otp', '12345a', 'Mã OTP phải có 6 chữ số!'],
  ['otp', '012345', null],
  ['password', '', MSG.required],
  ['password', 'Abc 123!x', 'Mật khẩu không được chứa khoảng trắng!'],
  ['password', 'abc', 'Mật khẩu yếu, vui lòng cập nhật lại. Cần ít nhất 8 ký tự, một chữ in hoa, một chữ số, một ký tự đặc biệt.'],
  ['password', 'abcdefgh', 'Mật khẩu yếu, vui lòng cập nhật lại. Cần một chữ in hoa, một chữ số, một ký tự đặc biệt.'],
  ['password', 'Abcdefgh', 'Mật khẩu yếu, vui lòng cập nhật lại. Cần một chữ số, một ký tự đặc biệt.'],
  ['password', 'Abcdefg1', 'Mật khẩu yếu, vui lòng cập nhật lại. Cần một ký tự đặc biệt.'],
  ['password', 'Ab1!', 'Mật khẩu yếu, vui lòng cập nhật lại. Cần ít nhất 8 ký tự.'],
  ['password', 'Demo@123', null],
  ['taxCode', '', MSG.required],
  ['taxCode', '0312 345', 'Mã số thuế không đúng định dạng!'],
  ['taxCode', 'MST0312', 'Mã số thuế không đúng định dạng!'],
  ['taxCode', '0312345678-001', null],
  ['supplierName', '', MSG.required],
  ['supplierName', 'Công ty 3A', MSG.supplierName],
  ['supplierName', 'a'.repeat(51), MSG.supplierName],
  ['supplierName', 'Công ty Y tế Phương-Nam', null],
  ['ownerName', '', MSG.required],
  ['ownerName', 'Lê-Văn Tám', MSG.ownerName],
  ['ownerName', 'Lê Văn Tám 8', MSG.ownerName],
  ['ownerName', 'a'.repeat(51), MSG.ownerName],
  ['ownerName', 'Lê Văn Tám', null],
  ['email', '', MSG.required],
  ['email', 'khong-hop-le', 'Email không đúng định dạng!'],
  ['email', 'a@b', 'Email không đúng định dạng!'],
  ['email', `${'a'.repeat(95)}@b.com`, 'Email không đúng định dạng!'],
  ['email', '<script>alert(1)</script>@x.vn', 'Email không đúng định dạng!'],
  ['email', '"a"@x.vn', 'Email không đúng định dạng!'],
  ['email', "a'b@x.vn", 'Email không đúng định dạng!'],
  ['email', 'a b@x.vn', 'Email không đúng định dạng!'],
  ['email', 'a@x>.vn', 'Email không đúng định dạng!'],
  ['email', 'lienhe@ytesaigon.vn', null],
  ['introducerName', '', MSG.required],
  ['introducerName', 'Phạm Văn 2', MSG.introducerName],
  ['introducerName', 'Phạm Văn @', MSG.introducerName],
  ['introducerName', 'a'.repeat(51), MSG.introducerName],
  ['introducerName', 'Phạm Thị Lan', null],
];

describe('spec 1 §5 rules', () => {
  it.each(CASES)('%s(%j) → %s', (rule, value, expected) => {
    expect(firstMessage(rules[rule], value) ?? null).toBe(expected);
  });

  it('a wrong type reads as invalid, not as missing', () => {
    expect(firstMessage(rules.phone, 912345678)).toBe('Giá trị không hợp lệ!');
  });

  it('names are normalised to NFC, so decomposed Vietnamese letters pass', () => {
    expect(rules.ownerName.safeParse('Nguyễn Văn Ánh'.normalize('NFD')).success).toBe(true);
  });

  it('the password message lists exactly what is missing', () => {
    expect(passwordProblem('ABCDEFGH')).toBe('Mật khẩu yếu, vui lòng cập nhật lại. Cần một chữ số, một ký tự đặc biệt.');
  });
});

describe('confirm password', () => {
  it('gives the spec message on the confirm field when passwords differ', () => {
    const r = changePasswordBodySchema.safeParse({ currentPassword: 'x', newPassword: 'Demo@1234', confirmPassword: 'Demo@12345' });
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Mật khẩu mới đang không trùng nhau' }),
    ]);
  });

  it('accepts equal passwords', () => {
    expect(
      changePasswordBodySchema.safeParse({ currentPassword: 'x', newPassword: 'Demo@1234', confirmPassword: 'Demo@1234' }).success,
    ).toBe(true);
  });

  it('checks password against confirmPassword on registration too', () => {
    const r = registerFieldsSchema.safeParse({
      username: 'ncc_moi',
      password: 'Demo@1234',
      confirmPassword: 'Demo@9999',
      supplierName: 'Công ty Mới',
      ownerName: 'Lê Văn Tám',
      taxCode: '0311111111',
      phone: '0912345678',
      email: 'a@b.vn',
      introducerName: 'Phạm Thị Lan',
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Mật khẩu mới đang không trùng nhau']);
  });
});
