import { formatDateTime as vietnamDateTime } from '@portal/contract';

/** Dates as the staff read them, in Vietnam time (the contract's formatter): 05/03/2026 14:30; a dash when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  return vietnamDateTime(iso) || '—';
}

export function formatSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;
}
