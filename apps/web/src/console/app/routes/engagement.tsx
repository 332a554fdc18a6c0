import { ContactDetailPage } from '../../features/engagement/components/contact-detail-page';
import { ContactListPage } from '../../features/engagement/components/contact-list-page';
import { CooperationPagesPage } from '../../features/engagement/components/cooperation-pages-page';
import { FeedbackDetailPage } from '../../features/engagement/components/feedback-detail-page';
import { FeedbackListPage } from '../../features/engagement/components/feedback-list-page';

export const CooperationPagesRoute = CooperationPagesPage;
export const ContactsRoute = ContactListPage;
export const ContactDetailRoute = ContactDetailPage;
export const FeedbackRoute = FeedbackListPage;
export const FeedbackDetailRoute = FeedbackDetailPage;
