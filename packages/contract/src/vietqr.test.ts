import { describe, expect, it } from 'vitest';
import { buildVietQr, crc16CcittFalse, vietQrNote } from './vietqr.ts';

describe('VietQR (NAPAS 247 on EMVCo)', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('builds a known-good payload byte for byte: 120.000 đ to VietinBank 0011001932418, note "ung ho lu lut"', () => {
    // A payload published with an independent VietQR generator and read by banking apps.
    const known =
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C';
    expect(buildVietQr({ bin: '970415', accountNumber: '0011001932418', amount: 120_000, note: 'ủng hộ lũ lụt' })).toBe(known);
    // The CRC covers everything up to and including "6304".
    expect(crc16CcittFalse(known.slice(0, -4))).toBe('C15C');
  });

  it('spells each object as ID, length, value', () => {
    const payload = buildVietQr({ bin: '970436', accountNumber: '1234567890', amount: 2_350_000, note: 'CN202510CTV0001' });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('38540010A00000072701240006970436011012345678900208QRIBFTTA');
    expect(payload).toContain('5303704540723500005802VN');
    expect(payload).toContain('62190815CN202510CTV0001');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('keeps transfer notes to what banks accept', () => {
    expect(vietQrNote('Công nợ tháng 10/2025 — Đà Nẵng')).toBe('Cong no thang 102025 Da N');
  });
});
