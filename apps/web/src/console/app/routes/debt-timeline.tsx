import { DebtTimelinePage } from '../../features/debts/components/timeline-page';

export const DebtTimelineRoute = DebtTimelinePage;
