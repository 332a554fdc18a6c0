import { dayjs } from '@/lib/dayjs';

/** Dates as the staff read them: 05/03/2026 14:30. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '—';
}

export function formatSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;
}
