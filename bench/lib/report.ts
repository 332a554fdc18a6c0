/** A budget: a measured figure against its limit. */
export type Budget = {
  name: string;
  value: number | null;
  limit: number;
  unit: string;
  /** 'max': value ≤ limit passes; 'min': value ≥ limit passes. */
  kind: 'max' | 'min';
  pass: boolean;
  note?: string;
};

export function budget(name: string, value: number | null, kind: 'max' | 'min', limit: number, unit: string, note?: string): Budget {
  const pass = value !== null && Number.isFinite(value) && (kind === 'max' ? value <= limit : value >= limit);
  return { name, value, limit, unit, kind, pass, ...(note ? { note } : {}) };
}

export function fmt(n: number | null | undefined, digits = 1): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '–';
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A plain-text table with right-aligned numbers. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = head.map((_, i) => rows.length > 0 && rows.every((r) => /^[-+–]?[\d.,]*[\d–]\s*[%×a-zA-Z/]*$/.test(r[i] ?? '')));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function budgetRows(budgets: readonly Budget[]): string[][] {
  return budgets.map((b) => [
    b.pass ? 'PASS' : 'FAIL',
    b.name,
    `${fmt(b.value, b.unit === 'score' || b.unit === 'errors' ? 0 : b.unit === '' ? 3 : 1)} ${b.unit}`.trim(),
    `${b.kind === 'max' ? '≤' : '≥'} ${b.limit} ${b.unit}`.trim(),
    b.note ?? '',
  ]);
}

export function printBudgets(budgets: readonly Budget[]): void {
  console.log(table(['', 'budget', 'measured', 'limit', 'note'], budgetRows(budgets)));
}

export function section(title: string): void {
  console.log(`\n=== ${title} ===`);
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? Number.NaN) + (s[mid] ?? Number.NaN)) / 2;
};
