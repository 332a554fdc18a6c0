import { EXAM_PROGRESS_LABELS, type ExamProgress } from '@portal/contract';
import './exam-progress-bar.css';

const pct = (value: number) => `${Math.round(value * 10) / 10}%`;

/**
 * A roster's exam progress (spec 3 §2), for the company and the console alike: one bar, fully
 * examined green, partly orange, not examined red; the percentages beneath (with their labels
 * unless `compact`), and the figures in words for screen readers.
 */
export function ExamProgressBar({ progress, compact = false }: { progress: ExamProgress; compact?: boolean }) {
  const parts = [
    { key: 'checked', label: EXAM_PROGRESS_LABELS.complete, value: progress.checkedPercentage, color: '#52c41a' },
    { key: 'not-enough', label: EXAM_PROGRESS_LABELS.incomplete, value: progress.notEnoughPercentage, color: '#fa8c16' },
    { key: 'not-checked', label: EXAM_PROGRESS_LABELS.unchecked, value: progress.notCheckedPercentage, color: '#ff4d4f' },
  ];
  const summary = parts.map((p) => `${p.label} ${pct(p.value)}`).join(', ');
  return (
    <div className="exam-progress" data-testid="exam-progress">
      <div className="exam-progress__bar" role="img" aria-label={summary}>
        {parts.map((p) =>
          p.value > 0 ? <span key={p.key} className={`exam-progress__seg--${p.key}`} style={{ width: `${p.value}%` }} /> : null,
        )}
      </div>
      <ul className="exam-progress__legend" aria-hidden>
        {parts.map((p) => (
          <li key={p.key}>
            <span className="exam-progress__dot" style={{ background: p.color }} />
            {compact ? pct(p.value) : `${p.label} ${pct(p.value)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
