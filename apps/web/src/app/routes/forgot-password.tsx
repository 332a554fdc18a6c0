import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { withPartnerType } from './partner-type-route';

export const Component = withPartnerType(ForgotPasswordPage);
