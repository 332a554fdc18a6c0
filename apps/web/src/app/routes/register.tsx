import { RegisterPage } from '@/features/auth/components/register-page';
import { withPartnerType } from './partner-type-route';

export const Component = withPartnerType(RegisterPage);
