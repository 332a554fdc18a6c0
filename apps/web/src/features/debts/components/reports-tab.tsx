/** 'Báo cáo công nợ': the 12-month chart and the monthly reports (built by the monthly-report part). */
export function ReportsTab() {
  return null;
}
