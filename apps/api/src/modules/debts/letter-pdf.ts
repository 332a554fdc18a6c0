import { createRequire } from 'node:module';
import { DEBT_LETTER_STATUS, DEBT_LETTER_STATUS_LABELS, type DebtLetterResponseStatus, formatDate, formatVnd } from '@portal/contract';
import PDFDocument from 'pdfkit';

/*
 * The letter as a record both sides can sign: "Biên bản đối chiếu công nợ" in the usual Vietnamese
 * form (national heading, the two parties, the figures, each side's opinion, signature block).
 * pdfkit with Be Vietnam Pro embedded, so every diacritic renders and a text extractor reads
 * it back (pdfkit writes the font's ToUnicode map).
 */

const require = createRequire(import.meta.url);
const FONT = {
  regular: require.resolve('@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf'),
  italic: require.resolve('@expo-google-fonts/be-vietnam-pro/400Regular_Italic/BeVietnamPro_400Regular_Italic.ttf'),
};

/** A party of the record; `representativeTitle` ('Tổng Giám đốc') follows the name where known. */
export type PdfParty = { name: string; taxCode: string; address: string; representative: string; representativeTitle?: string };

export type LetterRecord = {
  code: string;
  letterName: string;
  sentDate: string;
  balanceDate: string;
  balanceAmount: number;
  responseStatus: number;
  responseBalanceAmount: number | null;
  responseNotes: string | null;
  difference: number | null;
  answeredAt: Date | null;
  superseded: boolean;
  /** Bên A: our company (the creditor); Bên B: the collaborator. */
  company: PdfParty;
  partner: PdfParty;
  /** The day the record is printed (Vietnam), 'YYYY-MM-DD'. */
  today: string;
};

const MARGIN = 56;

/** The PDF bytes of one letter's record. */
export function letterPdf(r: LetterRecord): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Biên bản đối chiếu công nợ ${r.code}`, Author: r.company.name },
  });
  doc.registerFont('regular', FONT.regular);
  doc.registerFont('bold', FONT.bold);
  doc.registerFont('italic', FONT.italic);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const centre = (font: string, size: number, value: string, gap = 2) => {
    doc.font(font).fontSize(size).text(value, MARGIN, undefined, { width, align: 'center' });
    doc.moveDown(gap / 10);
  };
  const line = (label: string, value: string) => {
    doc
      .font('bold')
      .fontSize(11)
      .text(`${label}: `, MARGIN + 16, undefined, { continued: true, width: width - 16 });
    doc.font('regular').text(value || '—');
  };

  centre('bold', 12, 'CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM');
  centre('bold', 11, 'Độc lập - Tự do - Hạnh phúc');
  centre('regular', 11, '———————', 6);
  centre('bold', 16, 'BIÊN BẢN ĐỐI CHIẾU CÔNG NỢ');
  centre('italic', 11, `Số: ${r.code} — ${r.letterName}`);
  centre('regular', 11, `Kỳ đối chiếu: số dư tính đến hết ngày ${formatDate(r.balanceDate)}`, 8);

  doc
    .font('regular')
    .fontSize(11)
    .text(`Ngày gửi thư: ${formatDate(r.sentDate)}. Hai bên chúng tôi gồm:`, MARGIN, undefined, { width });
  doc.moveDown(0.5);
  for (const [title, p] of [
    ['BÊN A (Bên bán): ', r.company],
    ['BÊN B (Cộng tác viên): ', r.partner],
  ] as const) {
    doc.font('bold').fontSize(11).text(title, MARGIN, undefined, { continued: true, width });
    doc.text(p.name.toLocaleUpperCase('vi'));
    line('Mã số thuế', p.taxCode);
    line('Địa chỉ', p.address);
    line('Người đại diện', p.representativeTitle ? `${p.representative} — ${p.representativeTitle}` : p.representative);
    doc.moveDown(0.5);
  }

  doc.font('regular').fontSize(11).text('Cùng nhau đối chiếu công nợ giữa hai bên với kết quả như sau:', MARGIN, undefined, { width });
  doc.moveDown(0.5);

  const answered = r.responseStatus !== DEBT_LETTER_STATUS.pending;
  const partnerFigure =
    r.responseStatus === DEBT_LETTER_STATUS.agreed
      ? formatVnd(r.balanceAmount)
      : r.responseStatus === DEBT_LETTER_STATUS.different && r.responseBalanceAmount !== null
        ? formatVnd(r.responseBalanceAmount)
        : 'Chưa phản hồi';
  const rows: [string, string][] = [
    ['Số dư theo sổ sách Bên A', formatVnd(r.balanceAmount)],
    ['Số dư theo xác nhận của Bên B', partnerFigure],
    ['Chênh lệch (Bên B - Bên A)', r.difference === null ? '—' : formatVnd(r.difference)],
  ];
  const labelWidth = width * 0.6;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.rect(MARGIN, y, width, 24).stroke('#999999');
    doc
      .font('regular')
      .fontSize(11)
      .fillColor('black')
      .text(label, MARGIN + 8, y + 6, { width: labelWidth - 16 });
    doc.font('bold').text(value, MARGIN + labelWidth, y + 6, { width: width - labelWidth - 8, align: 'right' });
    doc.y = y + 24;
  }
  doc.moveDown(1);

  doc.font('bold').fontSize(11).text('Ý kiến của Bên B: ', MARGIN, undefined, { continued: true, width });
  doc.font('regular').text(answered ? DEBT_LETTER_STATUS_LABELS[r.responseStatus as DebtLetterResponseStatus] : 'Chưa phản hồi');
  if (r.responseNotes) {
    doc.font('bold').text('Sự khác biệt trên là do: ', MARGIN, undefined, { continued: true, width });
    doc.font('regular').text(r.responseNotes);
  }
  if (r.answeredAt) doc.font('italic').text(`Bên B phản hồi lúc ${formatDate(r.answeredAt)}.`, MARGIN, undefined, { width });
  if (r.superseded) doc.font('italic').text('Thư này đã được thay thế bằng thư điều chỉnh.', MARGIN, undefined, { width });
  doc.moveDown(0.5);
  doc
    .font('regular')
    .text(
      'Biên bản được lập thành 02 bản, mỗi bên giữ 01 bản có giá trị pháp lý như nhau. Bên B ký xác nhận và gửi lại bản chụp qua cổng đối tác.',
      MARGIN,
      undefined,
      { width },
    );
  doc.moveDown(1);

  const [y, m, d] = r.today.split('-');
  doc.font('italic').text(`Ngày ${d} tháng ${m} năm ${y}`, MARGIN, undefined, { width, align: 'right' });
  doc.moveDown(0.5);
  const top = doc.y;
  const half = width / 2;
  doc.font('bold').text('ĐẠI DIỆN BÊN A', MARGIN, top, { width: half, align: 'center' });
  doc.text('ĐẠI DIỆN BÊN B', MARGIN + half, top, { width: half, align: 'center' });
  doc.font('italic').fontSize(10);
  doc.text('(Ký, ghi rõ họ tên, đóng dấu)', MARGIN, top + 16, { width: half, align: 'center' });
  doc.text('(Ký, ghi rõ họ tên, đóng dấu)', MARGIN + half, top + 16, { width: half, align: 'center' });
  doc.font('bold').fontSize(11);
  doc.text(r.company.representative, MARGIN, top + 100, { width: half, align: 'center' });
  doc.text(r.partner.representative, MARGIN + half, top + 100, { width: half, align: 'center' });
  doc.end();
  return done;
}
