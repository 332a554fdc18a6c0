import { Tag } from 'antd';
import { useReportOptions } from '../api/report-queries';

/** The monthly reports' tags, in the list and in the report's dialog (which loads when it opens). */
export const REPORT_TAG_TEXT = { paid: 'Đã thanh toán', unpaid: 'Chưa thanh toán' } as const;

/** A status tag, its colour from the server's options (spec 3 §4: labels come from the options). */
export function ReportStatusTag({ status, name }: { status: number; name: string }) {
  const options = useReportOptions();
  const option = options.data?.status.find((o) => o.value === status);
  return <Tag color={option?.color}>{option?.name ?? name}</Tag>;
}

export const PaidTag = ({ isPaid }: { isPaid: boolean }) => (
  <Tag color={isPaid ? 'green' : 'orange'}>{isPaid ? REPORT_TAG_TEXT.paid : REPORT_TAG_TEXT.unpaid}</Tag>
);
