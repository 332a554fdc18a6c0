import {
  COMPANY_CONTRACT_STATUS_LABELS,
  type CompanyContractStatus,
  EXAM_PROGRESS_LABELS,
  EXAM_STATES,
  type ExamCounts,
  type ExamProgress,
  type ExamProgressStatus,
} from '@portal/contract';

/*
 * A roster's progress, from the per-state counts the database keeps (company_contract_counts):
 * the contract's and the set's bars, and the 'Khám đủ' / 'Khám chưa đủ' / 'Chưa khám' label.
 * Pure functions; every side (partner calls, desk) reads progress through them.
 */

/** Every exam state with 0, then the counted ones. */
export function examCounts(rows: readonly { examState: string; n: number }[]): ExamCounts {
  const counts = Object.fromEntries(EXAM_STATES.map((s) => [s, 0])) as ExamCounts;
  for (const r of rows) if (r.examState in counts) counts[r.examState as keyof ExamCounts] += r.n;
  return counts;
}

export function rosterSize(counts: ExamCounts): number {
  return EXAM_STATES.reduce((sum, s) => sum + counts[s], 0);
}

/** Rounds three shares of 100 so they add up to exactly 100 (largest remainder), or all 0 for an empty roster. */
function shares(parts: readonly number[]): number[] {
  const total = parts.reduce((a, b) => a + b, 0);
  if (total === 0) return parts.map(() => 0);
  const exact = parts.map((p) => (p * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  return floors;
}

/** Examined in full (green), in part (orange), not examined (red: everyone else, the absent included). */
export function progressOf(counts: ExamCounts): ExamProgress {
  const size = rosterSize(counts);
  const [checked = 0, notEnough = 0, notChecked = 0] = shares([counts.full, counts.partial, size - counts.full - counts.partial]);
  return { checkedPercentage: checked, notEnoughPercentage: notEnough, notCheckedPercentage: notChecked };
}

/** 'complete' when everyone is examined in full, 'unchecked' when nobody is examined at all. */
export function examStatusOf(counts: ExamCounts): { examStatus: ExamProgressStatus; examStatusName: string } {
  const size = rosterSize(counts);
  const examined = counts.full + counts.partial;
  const examStatus: ExamProgressStatus = size > 0 && counts.full === size ? 'complete' : examined > 0 ? 'incomplete' : 'unchecked';
  return { examStatus, examStatusName: EXAM_PROGRESS_LABELS[examStatus] };
}

/** Sums several contracts' counts (a contract set's bar). */
export function sumCounts(list: readonly ExamCounts[]): ExamCounts {
  const total = examCounts([]);
  for (const c of list) for (const s of EXAM_STATES) total[s] += c[s];
  return total;
}

export const contractStatusName = (status: CompanyContractStatus) => COMPANY_CONTRACT_STATUS_LABELS[status];
