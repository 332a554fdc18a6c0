import { inArray } from 'drizzle-orm';
import { addDays, debtLetterDefaultName, debtLetterTemplate, formatVnd, vietnamToday } from '@portal/contract';
import { recordDebtEvent } from '../modules/debts/timeline-service.ts';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import type { Storage } from '../lib/storage.ts';
import type { Executor } from './client.ts';
import { storeDemoPdf } from './seed-contracts.ts';
import { DEMO_ORGANIZATION } from './seed-organization.ts';
import { debtLetters, users } from './schema.ts';

/*
 * Demo debt confirmation letters (docs/decisions/debts.md "Debt confirmation letters"): ctv_demo has one
 * in each response state — pending (its balance date ahead, so the balance-date filter finds it),
 * agreed, and a different balance with the signed record attached; ctv_demo2 has one pending letter
 * of its own. Dates follow today.
 */

const day = (offset: number, from = vietnamToday()) => addDays(from, offset);
/** The last day of the quarter `back` quarters before the current one (0: this quarter). */
const quarterEnd = (back: number) => {
  const [y, m] = vietnamToday().split('-').map(Number) as [number, number];
  const q = Math.floor((m - 1) / 3) - back;
  const year = y + Math.floor(q / 4);
  const endMonth = (((q % 4) + 4) % 4) * 3 + 3;
  return new Date(Date.UTC(year, endMonth, 0)).toISOString().slice(0, 10);
};

type DemoLetter = {
  partner: string;
  partnerName: string;
  sentDaysAgo: number;
  balanceDate: string;
  balanceAmount: number;
  answer?: { status: 2 | 3; amount: number | null; notes: string; file?: boolean };
};

export async function seedDebtLetters(
  tx: Executor,
  ids: Map<string, string>,
  storage: Storage | undefined,
  staged: string[],
): Promise<void> {
  const ctv = ids.get('ctv');
  const ctv2 = ids.get('ctv2');
  if (!ctv || !ctv2) return;
  const letters: DemoLetter[] = [
    { partner: ctv, partnerName: 'Nguyễn Thị Thu Hà', sentDaysAgo: 2, balanceDate: quarterEnd(0), balanceAmount: 18_450_000 },
    {
      partner: ctv,
      partnerName: 'Nguyễn Thị Thu Hà',
      sentDaysAgo: 40,
      balanceDate: quarterEnd(1),
      balanceAmount: 12_600_000,
      answer: { status: 2, amount: null, notes: 'Số liệu khớp với sổ sách của chúng tôi.' },
    },
    {
      partner: ctv,
      partnerName: 'Nguyễn Thị Thu Hà',
      sentDaysAgo: 130,
      balanceDate: quarterEnd(2),
      balanceAmount: 9_850_000,
      answer: {
        status: 3,
        amount: 9_350_000,
        notes: 'Đơn LH-0000012 ngày 28/06 bệnh nhân đã hủy, chúng tôi chưa ghi nhận phí xét nghiệm 500.000 đ.',
        file: true,
      },
    },
    { partner: ctv2, partnerName: 'Trần Quốc Bảo', sentDaysAgo: 5, balanceDate: quarterEnd(0), balanceAmount: 4_200_000 },
  ];
  const accounts = new Map(
    (
      await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ['qt_ketoan', 'ctv_demo']))
    ).map((u) => [u.username, u.id]),
  );
  const accountant = accounts.get('qt_ketoan') ?? null;
  const answerer = accounts.get('ctv_demo') ?? null;
  for (const d of letters) {
    const sentDate = day(-d.sentDaysAgo);
    const sentAt = new Date(`${sentDate}T02:00:00Z`);
    const fileId = d.answer?.file
      ? await storeDemoPdf(tx, storage, staged, {
          partnerId: d.partner,
          purpose: 'debt_letter_answer',
          name: 'bien-ban-doi-chieu-da-ky.pdf',
          title: 'Bien ban doi chieu cong no (da ky)',
        })
      : null;
    const answeredAt = d.answer ? new Date(sentAt.getTime() + 3 * 86_400_000) : null;
    const [row] = await tx
      .insert(debtLetters)
      .values({
        partnerId: d.partner,
        letterName: debtLetterDefaultName(d.balanceDate),
        sentDate,
        balanceDate: d.balanceDate,
        balanceAmount: d.balanceAmount,
        body: sanitizeRichText(
          debtLetterTemplate({
            companyName: DEMO_ORGANIZATION.legalName,
            partnerName: d.partnerName,
            balanceDate: d.balanceDate,
            balanceAmount: d.balanceAmount,
          }),
        ),
        responseStatus: d.answer?.status ?? 1,
        responseBalanceAmount: d.answer?.amount ?? null,
        responseNotes: d.answer?.notes ?? null,
        responseFileId: fileId,
        answeredAt,
        answeredBy: d.answer ? answerer : null,
        sentBy: accountant,
        createdAt: sentAt,
      })
      .returning();
    if (!row) continue;
    await recordDebtEvent(tx, {
      partnerId: d.partner,
      kind: 'letter_sent',
      subject: 'letter',
      subjectId: row.id,
      summary: `${row.letterName}: số dư ${formatVnd(row.balanceAmount)}`,
      amount: row.balanceAmount,
      actor: 'operator',
      userId: accountant,
      at: sentAt,
    });
    if (d.answer && answeredAt) {
      const figure = d.answer.amount ?? row.balanceAmount;
      await recordDebtEvent(tx, {
        partnerId: d.partner,
        kind: 'letter_answered',
        subject: 'letter',
        subjectId: row.id,
        summary:
          d.answer.status === 2
            ? `${row.letterName} — khớp số liệu: ${formatVnd(figure)}`
            : `${row.letterName} — khác số liệu: ${formatVnd(figure)} (chênh lệch ${formatVnd(figure - row.balanceAmount)})`,
        amount: figure,
        actor: 'partner',
        userId: answerer,
        at: answeredAt,
      });
    }
  }
}
