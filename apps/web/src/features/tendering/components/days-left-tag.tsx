import { bidDaysLeft } from '@portal/contract';

/** Spec 2 §2.3: the days-left label beside a bid's close date (red, orange, amber, green). */
export function DaysLeftTag({ closeDate, now }: { closeDate: string; now?: Date }) {
  const { text, tone } = bidDaysLeft(closeDate, now);
  return (
    <span className={`days-left days-left--${tone}`} data-tone={tone}>
      {text}
    </span>
  );
}
