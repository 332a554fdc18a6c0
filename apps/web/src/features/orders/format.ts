import { REASON_LINE_PREFIX, formatDateTime } from '@portal/contract';

/** Spec 3 §2: the detail's creation time, HH:mm then DD/MM/YYYY (Vietnam time). */
export function timeThenDate(iso: string | null | undefined): string {
  const [date, time] = formatDateTime(iso).split(' ');
  return date && time ? `${time} ${date}` : '';
}

/** An order's note as the collaborator typed it: without the 'lý do đặt lịch:' line (spec 3 §9) the wizard adds. */
export function ownNote(note: string | null | undefined): string {
  return (note ?? '')
    .split(/\r?\n/)
    .filter((line) => !line.trim().toLowerCase().startsWith(REASON_LINE_PREFIX))
    .join('\n')
    .trim();
}
