import { LoginPage } from '@/features/auth/components/login-page';
import { withPartnerType } from './partner-type-route';

export const Component = withPartnerType(LoginPage);
