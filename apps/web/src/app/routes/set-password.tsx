import { SetPasswordPage } from '@/features/auth/components/set-password-page';
import { withPartnerType } from './partner-type-route';

export const Component = withPartnerType(SetPasswordPage);
