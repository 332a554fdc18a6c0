/*
 * VietQR (NAPAS 247, on EMVCo's merchant-presented QR): the text a banking app reads to prefill a
 * transfer to an account, with its amount and transfer note. Each data object is ID (2 digits),
 * length (2 digits) and value; the last one, ID 63, is the CRC16-CCITT-FALSE of everything before
 * its value ("6304" included).
 */

/** NAPAS's identifier of VietQR account transfers, and its service code for a transfer to an account. */
export const VIETQR_GUID = 'A000000727';
export const VIETQR_SERVICE_TO_ACCOUNT = 'QRIBFTTA';

/** Vietnamese banks the accountant may pick, with their NAPAS BIN (acquirer id). */
export const VIETNAM_BANKS = [
  { bin: '970436', code: 'VCB', name: 'Vietcombank' },
  { bin: '970415', code: 'ICB', name: 'VietinBank' },
  { bin: '970418', code: 'BIDV', name: 'BIDV' },
  { bin: '970405', code: 'VBA', name: 'Agribank' },
  { bin: '970407', code: 'TCB', name: 'Techcombank' },
  { bin: '970422', code: 'MB', name: 'MB Bank' },
  { bin: '970416', code: 'ACB', name: 'ACB' },
  { bin: '970432', code: 'VPB', name: 'VPBank' },
  { bin: '970403', code: 'STB', name: 'Sacombank' },
  { bin: '970423', code: 'TPB', name: 'TPBank' },
  { bin: '970437', code: 'HDB', name: 'HDBank' },
  { bin: '970441', code: 'VIB', name: 'VIB' },
] as const;
export type VietnamBankBin = (typeof VIETNAM_BANKS)[number]['bin'];
export const VIETNAM_BANK_BINS = VIETNAM_BANKS.map((b) => b.bin) as [VietnamBankBin, ...VietnamBankBin[]];
export const bankName = (bin: string | null | undefined) => VIETNAM_BANKS.find((b) => b.bin === bin)?.name ?? '';

const tlv = (id: string, value: string) => {
  if (value.length > 99) throw new Error(`VietQR object ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection), as four upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  // The payload is ASCII (notes are stripped to letters, digits and spaces), so a char code is its byte.
  for (let i = 0; i < text.length; i++) {
    const byte = text.charCodeAt(i) & 0xff;
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A transfer note banks accept: Vietnamese letters without their marks, letters, digits and spaces, at most 25. */
export function vietQrNote(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 25);
}

export type VietQrInput = { bin: string; accountNumber: string; amount: number; note: string };

/** The dynamic (one-payment) VietQR text for `amount` đồng to the account, with its transfer note. */
export function buildVietQr({ bin, accountNumber, amount, note }: VietQrInput): string {
  const beneficiary = tlv('00', bin) + tlv('01', accountNumber);
  const account = tlv('00', VIETQR_GUID) + tlv('01', beneficiary) + tlv('02', VIETQR_SERVICE_TO_ACCOUNT);
  const purpose = vietQrNote(note);
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('38', account) +
    tlv('53', '704') +
    tlv('54', String(Math.round(amount))) +
    tlv('58', 'VN') +
    (purpose ? tlv('62', tlv('08', purpose)) : '') +
    '6304';
  return body + crc16CcittFalse(body);
}
